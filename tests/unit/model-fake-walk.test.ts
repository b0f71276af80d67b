import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { models, registry } from '../model/models';
import { reminderEditorMachine, type ReminderDraft } from '../../machines/shell/reminder-editor.machine';
import { editReminder, deleteReminder } from '../../src/api/shell-api';
import { isNone } from '../model/fake-server/types';
import { runAgainstFakeServer, type FakeBinding } from '../model/fake-server/walk';
import { faults } from '../../server-fake/faults';

/**
 * The machine-level walk against the fake server (tests/model/fake-server/walk.ts):
 * a bound machine covers its graph through real client calls, and the walk
 * catches a binding the server's rules refuse and a data check that disagrees.
 */
const bindings = models.map((m) => m.server);
const reminders = bindings.find((b) => b.machine === 'shell.reminderEditor') as FakeBinding;
const entry = registry.find((r) => r.id === 'shell.reminderEditor')!;

test('every registered machine is walked against the fake server or says it makes no server calls', () => {
  const missing = registry.filter((r) => !bindings.some((b) => b.machine === r.id)).map((r) => r.id);
  assert.equal(missing, []);
  for (const b of bindings) if (isNone(b)) assert.ok(b.none.length > 10, `${b.machine} says why it makes no server call`);
});

test('the reminder editor walks every state and transition against the fake server, its data checked after each step', async () => {
  const r = await runAgainstFakeServer(entry, reminders);
  assert.equal(r.failures, []);
  assert.is(r.states.length, r.total.states);
  assert.is(r.transitions.length, r.total.transitions);
  assert.ok(r.calls > 0 && r.checks > 0, `${r.calls} calls, ${r.checks} checks`);
  assert.ok(r.endpoints.includes('POST /api/Reminder/Create') && r.endpoints.includes('DELETE /api/Reminder/Delete/:id'), r.endpoints.join(', '));
});

test('a binding calling a rule the server refuses is caught: the path expected the save to succeed', async () => {
  // Someone else's reminder: the server's ownership rule refuses the edit.
  const broken: FakeBinding = {
    ...reminders,
    provide: () =>
      reminderEditorMachine.provide({
        actors: {
          save: fromPromise<unknown, ReminderDraft>(() => editReminder({ id: 999999, title: 'x', dueDate: new Date().toISOString(), description: null, done: false })),
          remove: fromPromise<unknown, { id: number }>(({ input }) => deleteReminder(input.id)),
        },
      }),
  };
  const r = await runAgainstFakeServer(entry, broken, { timeout: 300 });
  assert.ok(r.failures.some((f) => /did not reach/.test(f.message) && f.event === 'xstate.done.actor.save'), JSON.stringify(r.failures));
});

test('a data check that disagrees with the server fails the path at that step', async () => {
  const wrong: FakeBinding = { ...reminders, checks: { 'xstate.done.actor.remove': () => assert.unreachable('the reminder is still there') } };
  const r = await runAgainstFakeServer(entry, wrong);
  assert.ok(r.failures.length > 0 && r.failures.every((f) => f.event === 'xstate.done.actor.remove'), JSON.stringify(r.failures));
});

test('failNext is one-shot and matches method and path', () => {
  faults.clearArmed();
  faults.failNext('POST', '^/api/x$', 'Nope', 400);
  assert.is(faults.takeArmed('GET', '/api/x'), null);
  assert.is(faults.takeArmed('POST', '/api/y'), null);
  assert.is(faults.takeArmed('post', '/api/X')?.message, 'Nope');
  assert.is(faults.takeArmed('POST', '/api/x'), null);
});

test.run();
