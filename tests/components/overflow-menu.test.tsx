import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { OverflowMenu } from '../../src/app/shell/overflow-menu';
import { registerPanels } from '../../src/kernel/panel-registry';
import { renderWithApp } from './render';

/** Issue 22 item 2: on a phone, what leaves the header is one menu away, sign-out included. */
test.after.each(() => cleanup());

const names = () => screen.getAllByRole('menuitem').map((i) => i.textContent);

test('overflow menu: tasks, search, feedback and the user menu with sign-out; chat when the person may chat', async () => {
  await renderWithApp(<OverflowMenu canChat={false} defaultOpen />, { permissions: ['Conge.View'] });
  const shown = await waitFor(() => names(), { timeout: 1000 });
  for (const n of ['Mes tâches', 'Rechercher', 'Donner votre avis', 'Mon profil', 'Se déconnecter']) assert.ok(shown.includes(n), `${n} in ${shown.join(', ')}`);
  assert.not.ok(shown.includes('Conversation'));
  cleanup();
  registerPanels({ 'chat.panel': () => new Promise(() => {}) });
  await renderWithApp(<OverflowMenu canChat defaultOpen />, { permissions: ['Conge.View'] });
  await waitFor(() => assert.ok(names().includes('Conversation')), { timeout: 1000 });
});

test('overflow menu: search opens the search dialog; sign-out ends the session', async () => {
  await renderWithApp(<OverflowMenu canChat={false} defaultOpen />);
  const search = await waitFor(() => screen.getByRole('menuitem', { name: 'Rechercher' }), { timeout: 1000 });
  await act(async () => void fireEvent.click(search));
  await waitFor(() => screen.getByRole('dialog', { name: 'Rechercher' }), { timeout: 1000 });
  cleanup();
  const again = await renderWithApp(<OverflowMenu canChat={false} defaultOpen />);
  await act(async () => void fireEvent.click(await waitFor(() => screen.getByRole('menuitem', { name: 'Se déconnecter' }), { timeout: 1000 })));
  await waitFor(() => assert.not.ok(again.session.getSnapshot().matches('signedIn')), { timeout: 1000 });
});

test.run();
