import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import LoginPage from '../../src/features/session/login-page';
import { renderWithApp } from './render';
import { fakeApi } from '../unit/fake-api';
import { makeBackend } from '../../server-fake/make-server';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Persona review: right after 'Se déconnecter' the sign-in page showed 'Connexion…' on its disabled button while the
 * last session's logout call was still on its way. It waits for that call, and says what it waits for.
 */
// The demo's personas come from the fake server, as on the page.
serveFromDispatcher(test, fakeApi(makeBackend({ today: new Date('2026-11-16T09:00:00Z'), personas: true })), ['session']);
test.after.each(() => cleanup());

test('while the logout call is on its way the sign-in button says the sign-out, then offers to sign in', async () => {
  let answered: () => void = () => {};
  const held = new Promise<void>((r) => (answered = r));
  const { session } = await renderWithApp(<LoginPage />, { path: '/account/login', logout: () => held });
  await waitFor(() => assert.ok(session.getSnapshot().matches('signedIn')));
  act(() => session.send({ type: 'session.logout' }));
  const button = await screen.findByRole('button', { name: 'Déconnexion…' });
  assert.ok((button as HTMLButtonElement).disabled);
  assert.is(screen.queryByRole('button', { name: 'Connexion…' }), null);
  await act(async () => answered());
  const ready = await screen.findByRole('button', { name: 'Se connecter' });
  assert.not.ok((ready as HTMLButtonElement).disabled);
});

test.run();
