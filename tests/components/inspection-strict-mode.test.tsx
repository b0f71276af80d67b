import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StrictMode } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { setup } from 'xstate';
import { useActorRef } from '../../src/kernel/actors';
import { CurrentPanel } from '../../src/ui/current-panel';
import { enableInspection, machineOfPanel } from '../../src/kernel/inspection';

/**
 * The demo's inspector under React's StrictMode in development (`npm start`): @xstate/react stops the actor a
 * component's effect started and starts the same actor again at once. The inspector must follow it after that
 * (persona review: a leave's panel had no way to its statechart, its actor forgotten at the first stop).
 */
test.after.each(cleanup);

test('StrictMode: a panel’s own statechart, stopped and started again by React, is still the panel’s, live', async () => {
  enableInspection();
  const lifecycle = setup({}).createMachine({ id: 'strictPanel', initial: 'open', states: { open: { on: { next: 'done' } }, done: {} } });
  let sent: ((e: { type: string }) => void) | null = null;
  function Panel() {
    const actor = useActorRef(lifecycle);
    sent = (e) => actor.send(e as never);
    return null;
  }
  render(
    <StrictMode>
      <CurrentPanel.Provider value={{ key: 77, kind: 'leave.detail' }}>
        <Panel />
      </CurrentPanel.Provider>
    </StrictMode>,
  );
  await act(() => new Promise((r) => setTimeout(r, 0)));
  const mine = machineOfPanel(77);
  assert.ok(mine, 'the panel’s statechart is known');
  assert.is(mine!.machineId, 'strictPanel');
  assert.is(mine!.status, 'active');
  // It goes on being followed: an event moves what the inspector shows.
  const before = mine!.events;
  act(() => sent!({ type: 'next' }));
  assert.ok(machineOfPanel(77)!.events > before, 'followed after the restart');
  assert.is(machineOfPanel(77)!.value, 'done');
  cleanup();
  await act(() => new Promise((r) => setTimeout(r, 0)));
  assert.is(machineOfPanel(77), undefined, 'gone with its panel');
});

test.run();
