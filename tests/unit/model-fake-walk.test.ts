import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { registry } from '../../machines/registry';
import { reminderEditorMachine, type ReminderDraft } from '../../machines/shell/reminder-editor.machine';
import { fakeBindings } from '../model/fake-server/bindings';
import { answer, runAgainstFakeServer, type FakeBinding } from '../model/fake-server/walk';
import { faults } from '../../server-fake/faults';

const reminders = fakeBindings.find((b) => b.machine === 'shell.reminderEditor')!;
const entry = registry.find((r) => r.id === 'shell.reminderEditor')!;

test('bound machines walk every state and transition against the fake server rules', async () => {
  for (const b of fakeBindings) {
    const r = await runAgainstFakeServer(registry.find((x) => x.id === b.machine)!, b);
    assert.equal(r.failures, [], b.machine);
    assert.is(r.states.length, r.total.states, `${b.machine} states`);
    assert.is(r.transitions.length, r.total.transitions, `${b.machine} transitions`);
  }
});

test('a binding calling a rule the server refuses is caught: the path expected the save to succeed', async () => {
  // Someone else's reminder: the server's ownership rule refuses the edit.
  const broken: FakeBinding = {
    ...reminders,
    provide: (api) =>
      reminderEditorMachine.provide({
        actors: {
          save: fromPromise<unknown, ReminderDraft>(async () => answer(api.post('/api/Reminder/Edit', { id: 999999, title: 'x', dueDate: new Date().toISOString(), description: null, done: false }))),
          remove: fromPromise<unknown, { id: number }>(async ({ input }) => answer(api.del(`/api/Reminder/Delete/${input.id}`))),
        },
      }),
  };
  const r = await runAgainstFakeServer(entry, broken, 500);
  assert.ok(r.failures.some((f) => /did not reach/.test(f.message)), JSON.stringify(r.failures));
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
