import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { faults } from '../../server-fake/faults';
import { onRealtime } from '../../src/realtime/realtime-service';
import { changes, pushNotified, requestResync } from '../../src/realtime/changes';
import type { Notification } from '../../src/domain/shell';
import { fakeApi } from './fake-api';
import { realtimeService, until } from './realtime-kit';

/**
 * Issue 23 item 3: one typed change feed per source. The hub's
 * ReceiveNotification is parsed once, in the realtime service; a
 * notification about a source fires that source's feed; a panel's save
 * pushes to the same feed; after a reconnect, or another tab's change
 * (requestResync), every feed fires (documents included, which did not
 * refetch after a reconnect before).
 */
type Feed = (typeof changes)[keyof typeof changes];
function record() {
  const fired: string[] = [];
  const offs = (Object.entries(changes) as Array<[string, Feed]>).map(([name, feed]) => feed.subscribe(() => fired.push(name)));
  return { fired, off: () => offs.forEach((o) => o()) };
}

const notification = (sourceName: string): Notification => ({ id: 7, title: 'Conge.NewRequest', sourceName, sourceId: 3, sourceUserId: 2, isView: false, createdDate: '2026-11-16T09:00:00Z', user: { id: 2, picturePath: null } });

test('a push reaches the feed of its source only, with what the pusher knows of the change', () => {
  const { fired, off } = record();
  const moves: unknown[] = [];
  const offMoves = changes.forms.subscribe((c) => moves.push(c));
  changes.leave.push();
  changes.forms.push({ formId: 4, move: 'form.archive' });
  changes.forms.push();
  assert.equal(fired, ['leave', 'forms', 'forms']);
  assert.equal(moves, [{ formId: 4, move: 'form.archive' }, null]);
  off();
  offMoves();
  changes.leave.push();
  assert.equal(fired.length, 3, 'unsubscribed listeners hear nothing');
});

test('a notification fires the feed of the source it names; other sources fire nothing', () => {
  const { fired, off } = record();
  for (const name of ['CongeRequests', 'DocumentsRequest', 'CollaboratorExpensesRequests', 'forms', 'Reminder']) pushNotified(notification(name));
  assert.equal(fired, ['leave', 'documents', 'expenses', 'forms']);
  off();
});

test('a resync fires every feed, documents included', () => {
  const { fired, off } = record();
  requestResync();
  assert.equal(fired.sort(), ['documents', 'expenses', 'forms', 'interventions', 'inventory', 'leave', 'policies', 'projects', 'resync']);
  off();
});

test('through the hub: a notification arrives parsed, once, and fires its feed; an unreadable one is dropped; a reconnect fires every feed', async () => {
  faults.clearArmed();
  const api = fakeApi();
  const { actor, off } = realtimeService(api.backend, api.login('employee'));
  const { fired, off: offFeeds } = record();
  const received: Notification[] = [];
  const offHub = onRealtime('ReceiveNotification', (n) => received.push(n));
  const { warn, error } = console;
  const warnings: string[] = [];
  console.warn = (m: string) => void warnings.push(String(m));
  console.error = () => {};
  try {
    actor.send({ type: 'realtime.start', userId: 1 });
    await until('connected', () => actor.getSnapshot().matches('connected'));
    fired.length = 0;
    api.backend.hub.sendToUser(1, 'ReceiveNotification', notification('CongeRequests'));
    await until('leave fired', () => fired.includes('leave'));
    assert.equal(received, [notification('CongeRequests')]);
    assert.equal(fired, ['leave']);
    // A payload the schema refuses reaches no listener and no feed.
    api.backend.hub.sendToUser(1, 'ReceiveNotification', { sourceName: 'CongeRequests', title: 42 });
    await until('warned', () => warnings.some((w) => /unreadable notification/.test(w)));
    assert.is(received.length, 1);
    assert.equal(fired, ['leave']);
    // The hub drops: SignalR reconnects and every source reads again.
    api.backend.hub.dropConnections();
    await until('reconnected and resynced', () => fired.includes('resync'), 4000);
    assert.equal([...new Set(fired)].sort(), ['documents', 'expenses', 'forms', 'interventions', 'inventory', 'leave', 'policies', 'projects', 'resync']);
    actor.send({ type: 'realtime.stop' });
    await until('stopped', () => actor.getSnapshot().matches('idle'));
  } finally {
    Object.assign(console, { warn, error });
    offHub();
    offFeeds();
    off();
  }
});

test.run();
