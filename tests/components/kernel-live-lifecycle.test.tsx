import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, render } from '@testing-library/react';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { useLiveLifecycle } from '../../src/kernel/use-live-lifecycle';

/**
 * The hook behind the form's live publication lifecycle
 * (use-publication.ts): a live actor kept at the
 * server's status. A door that counts the moves it took in its context: a
 * kept actor still has them, a new one starts from the server's status.
 */
const door = setup({
  types: { context: {} as { moves: number }, events: {} as { type: 'door.open' } | { type: 'door.close' } | { type: 'door.lock' } },
  actions: { moved: assign(({ context }) => ({ moves: context.moves + 1 })) },
}).createMachine({
  id: 'door',
  context: { moves: 0 },
  initial: 'closed',
  states: {
    closed: { on: { 'door.open': { target: 'open', actions: 'moved' }, 'door.lock': { target: 'locked', actions: 'moved' } } },
    open: { on: { 'door.close': { target: 'closed', actions: 'moved' } } },
    locked: {},
  },
});
type Status = 'closed' | 'open' | 'locked';
let seen: { snapshot: SnapshotFrom<typeof door> | null; send(e: { type: 'door.open' } | { type: 'door.close' }): void } = null!;

function Probe({ id, status }: { id: number; status: Status }) {
  seen = useLiveLifecycle(door, {
    identity: String(id),
    status,
    input: undefined,
    snapshot: door.resolveState({ value: status, context: { moves: 0 } }),
    standsAt: (live) => live.value === status,
  });
  return null;
}

test.after.each(() => cleanup());

test("answers from the server's status until the server says the move happened, then keeps the actor that took it", async () => {
  const view = render(<Probe id={1} status="closed" />);
  assert.is(seen.snapshot?.value, 'closed');
  assert.ok(seen.snapshot?.can({ type: 'door.open' }));
  // The server accepted 'open': the actor moves, the answers stay the server's until its status reads 'open'.
  act(() => seen.send({ type: 'door.open' }));
  assert.is(seen.snapshot?.value, 'closed');
  view.rerender(<Probe id={1} status="open" />);
  assert.is(seen.snapshot?.value, 'open');
  assert.is(seen.snapshot?.context.moves, 1, 'the actor that took the move is kept, with its context');
  act(() => seen.send({ type: 'door.close' }));
  view.rerender(<Probe id={1} status="closed" />);
  assert.is(seen.snapshot?.context.moves, 2);
});

test('a status changed elsewhere, or another record, starts a new actor at the server status', async () => {
  const view = render(<Probe id={1} status="closed" />);
  act(() => seen.send({ type: 'door.open' }));
  view.rerender(<Probe id={1} status="open" />);
  assert.is(seen.snapshot?.context.moves, 1);
  // Locked by someone else: not where the live actor stands.
  view.rerender(<Probe id={1} status="locked" />);
  assert.is(seen.snapshot?.value, 'locked');
  assert.is(seen.snapshot?.context.moves, 0);
  assert.not.ok(seen.snapshot?.can({ type: 'door.open' }));
  // Another door at the same status as the live actor: still a new actor.
  view.rerender(<Probe id={1} status="closed" />);
  act(() => seen.send({ type: 'door.open' }));
  view.rerender(<Probe id={1} status="open" />);
  assert.is(seen.snapshot?.context.moves, 1);
  view.rerender(<Probe id={2} status="open" />);
  assert.is(seen.snapshot?.context.moves, 0);
  // The new actor takes moves: it is live, not only a resolved snapshot.
  act(() => seen.send({ type: 'door.close' }));
  view.rerender(<Probe id={2} status="closed" />);
  assert.is(seen.snapshot?.context.moves, 1);
});

test.run();
