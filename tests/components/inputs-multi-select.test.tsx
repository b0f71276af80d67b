import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MultiSelect } from '../../src/ui/inputs/multi-select';
import { LeaveFilterBar } from '../../src/features/leave/leave-filter-bar';
import type { LeaveFilter } from '../../src/domain/leave';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Spec 1 section 5: the multi-select removes duplicate options by value and
 * shows up to two labels then '+N'. The shared input alone, then where the
 * product uses it: the leave filter bar, whose lists go to the server as
 * comma lists (spec 2 section 7), answered by the fake server.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['leave']);
test.after.each(() => cleanup());

const trigger = (name: RegExp) => screen.getByRole('button', { name });
// The project's dropdown opens from the keyboard as from the pointer (Enter on its button).
const open = async (name: RegExp) => {
  const button = trigger(name);
  button.focus();
  await act(async () => void fireEvent.keyDown(button, { key: 'Enter' }));
  assert.is(button.getAttribute('aria-expanded'), 'true');
  return screen.getByRole('menu', { name });
};

test('S1.5.08 options repeated with the same value show once; the choice reads two labels then +N', async () => {
  const seen: number[][] = [];
  function Sites() {
    const [value, setValue] = useState<number[]>([]);
    const options = [{ value: 1, label: 'Casablanca' }, { value: 2, label: 'Rabat' }, { value: 1, label: 'Casablanca (siège)' }, { value: 3, label: 'Tanger' }, { value: 4, label: 'Madrid' }];
    return <MultiSelect label="Sites" options={options} value={value} onChange={(v) => (seen.push(v), setValue(v))} />;
  }
  await renderWithApp(<Sites />);
  const group = await open(/^Sites/);
  assert.equal(within(group).getAllByRole('menuitemcheckbox').map((c) => c.textContent), ['Casablanca', 'Rabat', 'Tanger', 'Madrid']);
  const pick = async (label: string) => act(async () => void fireEvent.click(within(group).getByRole('menuitemcheckbox', { name: label })));
  await pick('Casablanca');
  assert.is(trigger(/^Sites/).textContent, 'Casablanca');
  await pick('Rabat');
  assert.is(trigger(/^Sites/).textContent, 'Casablanca, Rabat');
  await pick('Tanger');
  assert.is(trigger(/^Sites/).textContent, 'Casablanca, Rabat +1');
  await pick('Madrid');
  assert.is(trigger(/^Sites/).textContent, 'Casablanca, Rabat +2');
  assert.equal(seen.at(-1), [1, 2, 3, 4]);
  // Several chosen in one opening: the menu stayed open, each option says it is checked.
  assert.equal(within(group).getAllByRole('menuitemcheckbox').map((c) => c.getAttribute('aria-checked')), ['true', 'true', 'true', 'true']);
  await pick('Rabat');
  assert.is(trigger(/^Sites/).textContent, 'Casablanca, Tanger +1');
  // Escape closes the list only, and focus goes back to its button.
  await act(async () => void fireEvent.keyDown(within(group).getByRole('menuitemcheckbox', { name: 'Tanger' }), { key: 'Escape' }));
  assert.is(screen.queryByRole('menu'), null);
  assert.is(trigger(/^Sites/).getAttribute('aria-expanded'), 'false');
  await waitFor(() => assert.is(document.activeElement, trigger(/^Sites/)));
});

test('S1.5.08 the leave filter bar: several departments, summed up as two then +N, sent as one comma list', async () => {
  const grant = signIn('hr');
  const departements = (api.as('hr').get('/api/congee/GetFilterData').json.data.departements as Array<{ value: number; text: string }>).slice(0, 3);
  assert.is(departements.length, 3);
  let filter: LeaveFilter = {};
  function Bar() {
    const [value, setValue] = useState<LeaveFilter>({});
    return <LeaveFilterBar value={value} onChange={(f) => ((filter = f), setValue(f))} search="" onSearch={() => {}} />;
  }
  await renderWithApp(<Bar />, { grant });
  const group = await open(/^Département/);
  for (const d of departements) {
    await act(async () => void fireEvent.click(await within(group).findByRole('menuitemcheckbox', { name: d.text }, { timeout: 3000 })));
  }
  assert.is(trigger(/^Département/).textContent, `${departements[0]!.text}, ${departements[1]!.text} +1`);
  assert.is(filter.Departemant, departements.map((d) => d.value).join(','));
});

test.run();
