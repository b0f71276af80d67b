import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GroupFormView } from '../../src/features/chat/group-form-view';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Spec 2 section 5, group form: the admin toggle is shown only for selected
 * members or the current user. The people come from the fake server's
 * /api/chat/userslist (the signed-in user is not among them: they are the
 * creator's fixed row).
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['chat']);
test.after.each(() => cleanup());

const me = { id: 1, name: 'Yasmine El Idrissi', picturePath: null };
const adminToggle = (name: string) => screen.queryByRole('checkbox', { name: `${name} admin` });
const memberToggle = (name: string) => screen.getByRole('checkbox', { name: `${name} membre` });

test('S2.5.10 the admin toggle appears once a person is selected as member, and goes when they are not', async () => {
  await renderWithApp(<GroupFormView groupId={0} me={me} onSaved={() => {}} onCancel={() => {}} />, { grant: signIn('employee') });
  await act(async () => {});
  const people = await waitFor(() => {
    const names = within(screen.getByTestId('group-members')).getAllByRole('checkbox', { name: / membre$/ }).map((c) => c.getAttribute('aria-label')!.replace(/ membre$/, ''));
    assert.ok(names.length >= 2);
    return names;
  }, { timeout: 3000 });
  const list = screen.getByTestId('group-members');
  for (const name of people) assert.is(adminToggle(name), null, `${name} is not selected: no admin toggle`);
  const [first, second] = people as [string, string];
  await act(async () => void fireEvent.click(memberToggle(first)));
  assert.ok(adminToggle(first), 'selected: the admin toggle shows');
  assert.is(adminToggle(second), null, 'the others still have none');
  await act(async () => void fireEvent.click(adminToggle(first)!));
  assert.is((adminToggle(first) as HTMLInputElement).checked, true);
  await act(async () => void fireEvent.click(memberToggle(first)));
  assert.is(adminToggle(first), null, 'deselected: the toggle goes');
  // The current user is the creator: their row is fixed (always a member, admin by creation), with nothing to deselect.
  const mine = within(list).getByText(me.name).closest('li')!;
  assert.ok(within(mine).getByText('Créateur'));
  assert.is(within(mine).queryByRole('checkbox', { name: `${me.name} membre` }), null);
});

test.run();
