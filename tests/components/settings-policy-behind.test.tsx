import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PolicyCommand } from '../../machines/settings/policy-admin.machine';
import { PolicyDetailView } from '../../src/features/settings/policy-detail';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Issue 36 item 5: publishing a version written in some languages only
 * says which languages stay at their earlier text, and leads to each one's
 * text to edit it instead.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['settings']);
test.after.each(() => cleanup());

test('publishing version 3 written in French only warns that Arabic stays at version 1, Spanish and English at version 2, and leads to the Arabic text', async () => {
  const owner = api.as('owner');
  assert.ok(owner.post('/api/policy/updatePolicy', { id: 1, language: 'fr', content: 'Charte, version 3.' }).json.success);
  const sent: PolicyCommand[] = [];
  await renderWithApp(<PolicyDetailView id={1} busy={false} run={(c) => sent.push(c)} />, { grant: signIn('owner') });
  await act(async () => void fireEvent.click(await screen.findByRole('button', { name: 'Publier la version 3' }, { timeout: 3000 })));
  const dialog = await screen.findByRole('alertdialog');
  const warning = within(dialog).getByRole('note');
  assert.match(warning.textContent!, /ne passent pas à la version 3/);
  const items = [...warning.querySelectorAll('li span')].map((s) => s.textContent);
  assert.equal(items, ['العربية reste à la version 1', 'Español reste à la version 2', 'English reste à la version 2']);
  await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Modifier : العربية' })));
  await waitFor(() => assert.is(screen.queryByRole('alertdialog'), null));
  assert.is(screen.getByRole('tab', { name: /العربية/ }).getAttribute('aria-selected'), 'true');
  await waitFor(() => assert.is(document.activeElement?.id, 'policy-content-ar'));
  assert.equal(sent, [], 'nothing was published');
});

test('with every language written for the next version, publishing warns of nothing', async () => {
  const owner = api.as('owner');
  for (const language of ['fr', 'ar', 'es', 'en']) owner.post('/api/policy/updatePolicy', { id: 1, language, content: `v3 ${language}` });
  const sent: PolicyCommand[] = [];
  await renderWithApp(<PolicyDetailView id={1} busy={false} run={(c) => sent.push(c)} />, { grant: signIn('owner') });
  await act(async () => void fireEvent.click(await screen.findByRole('button', { name: 'Publier la version 3' }, { timeout: 3000 })));
  const dialog = await screen.findByRole('alertdialog');
  assert.is(within(dialog).queryByRole('note'), null);
  await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Publier' })));
  assert.equal(sent.map((c) => c.kind), ['publish']);
});

test.run();
