import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, render, screen } from '@testing-library/react';
import { waitFor } from 'xstate';
import { createSessionActor } from '../../src/app/session-service';
import { closeAllPanels, openPanel, usePanels } from '../../src/kernel/panel-store';
import { connectAsPersona, switchPersona } from '../../src/features/demo/persona-switch';
import { personas } from '../../fixtures/personas';
import { fakeApi } from '../unit/fake-api';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Issue 26: a side panel left open when the demo bar switches persona showed
 * the new persona actions it may not have. Switching (or connecting as
 * another user) closes every open panel. The real session service, persona
 * switch and panel store, against the fake server.
 */
const api = fakeApi();
serveFromDispatcher(test, api, []);
test.after.each(() => {
  cleanup();
  closeAllPanels();
  localStorage.clear();
});

function OpenPanels() {
  return <output data-testid="open-panels">{usePanels().map((p) => p.kind).join(' ')}</output>;
}
const persona = (key: string) => personas.find((p) => p.key === key)!;

async function signedInAs(key: string) {
  const session = createSessionActor();
  await waitFor(session, (s) => s.matches('signedOut'));
  const p = persona(key);
  session.send({ type: 'session.signIn', credentials: { userName: p.userName, password: p.password } });
  await waitFor(session, (s) => s.matches({ signedIn: 'active' }), { timeout: 5000 });
  render(<OpenPanels />);
  return session;
}

test('switching persona in the demo bar closes every open panel', async () => {
  const session = await signedInAs('manager');
  act(() => {
    openPanel('leave.detail', { id: 1 });
    openPanel('documents.detail', { id: 2 });
  });
  assert.is(screen.getByTestId('open-panels').textContent, 'leave.detail documents.detail');
  await act(() => switchPersona(session, persona('employee')));
  assert.is(session.getSnapshot().context.user?.userId, persona('employee').userId);
  assert.is(screen.getByTestId('open-panels').textContent, '');
  session.stop();
});

test("connecting as another user from the demo bar closes every open panel too", async () => {
  const session = await signedInAs('employee');
  act(() => openPanel('expenses.note', { id: 1 }));
  await act(() => connectAsPersona(session, persona('owner'), persona('employee').userId));
  assert.ok(session.getSnapshot().context.user?.isConnectToUser);
  assert.is(screen.getByTestId('open-panels').textContent, '');
  session.stop();
});

test.run();
