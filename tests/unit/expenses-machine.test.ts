import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, getNextSnapshot } from 'xstate';
import { expenseNoteMachine, noteLifecycleAt, eventForStatus, type NoteLifecycleEvent } from '../../machines/expenses/expense-note.machine';
import { editFormMachine } from '../../machines/expenses/edit-form.machine';
import { noteActionsMachine } from '../../machines/expenses/note-actions.machine';
import { formatAmount, mileageTotal } from '../../machines/expenses/codes';
import { fromPromise } from 'xstate';

const employee = ['Expenses.View', 'Profile.Expenses.View', 'Profile.Expenses.Edit'];
const manager = [...employee, 'Expenses.Edit'];
const hr = [...manager, 'Expenses.Delete'];
const at = (status: number, viewerId: number, permissions: string[], ownerId = 1) => noteLifecycleAt({ ownerId, viewerId, permissions, status: status as 0 });
const submit: NoteLifecycleEvent = { type: 'note.submit', at: 'T' };
const validate: NoteLifecycleEvent = { type: 'note.validate', at: 'T' };
const reject: NoteLifecycleEvent = { type: 'note.reject', comment: 'no', at: 'T' };
const refund: NoteLifecycleEvent = { type: 'note.refund', refundedBy: 'Atlas', comment: 'paid', at: 'T' };
const cancel: NoteLifecycleEvent = { type: 'note.cancel', comment: 'dup', at: 'T' };

test('the full walk writes one history entry per move: draft → pending → success → refund → canceled → pending → rejected', () => {
  const a = createActor(expenseNoteMachine, { input: { ownerId: 1, viewerId: 2, permissions: hr } }).start();
  for (const [e, state] of [[submit, 'pending'], [validate, 'success'], [refund, 'refund'], [cancel, 'canceled'], [submit, 'pending'], [reject, 'rejected']] as const) {
    a.send(e);
    assert.is(a.getSnapshot().value, state);
  }
  const c = a.getSnapshot().context;
  assert.equal(c.history.map((h) => h.action), ['Submitted', 'Validated', 'Refunded', 'Canceled', 'Submitted', 'Rejected']);
  assert.is(c.status, 4);
  assert.is(c.refundedBy, 'Atlas');
  assert.is(c.remark, 'no');
  assert.equal(c.history[2], { action: 'Refunded', userId: 2, actionDate: 'T', comment: 'paid' });
});

test('submit: from Draft or Canceled only; the owner with Profile.Expenses.Edit or an Expenses.Edit holder', () => {
  assert.ok(at(0, 1, employee).can(submit));
  assert.ok(at(5, 1, employee).can(submit));
  for (const s of [1, 2, 3, 4]) assert.not.ok(at(s, 1, hr, 2).can(submit), `status ${s}`);
  assert.not.ok(at(0, 7, employee).can(submit), 'a colleague may not submit my note');
  assert.not.ok(at(0, 1, ['Expenses.View']).can(submit), 'without Profile.Expenses.Edit');
  assert.ok(at(0, 2, manager).can(submit));
});

test('validate and reject: from Pending only, with Expenses.Edit, never on your own note', () => {
  assert.ok(at(1, 2, manager).can(validate));
  assert.ok(at(1, 2, manager).can(reject));
  assert.not.ok(at(1, 1, employee).can(validate));
  assert.not.ok(at(1, 2, manager, 2).can(validate), 'own note');
  assert.not.ok(at(1, 2, manager, 2).can(reject), 'own note');
  for (const s of [0, 2, 3, 4, 5]) assert.not.ok(at(s, 2, hr).can(validate), `status ${s}`);
});

test('refund: from Success only, with Expenses.Edit, not your own note; Refund has no further main action', () => {
  assert.ok(at(2, 2, manager).can(refund));
  assert.not.ok(at(2, 1, employee).can(refund));
  assert.not.ok(at(2, 2, manager, 2).can(refund));
  for (const s of [0, 1, 3, 4, 5]) assert.not.ok(at(s, 2, hr).can(refund), `status ${s}`);
  for (const e of [submit, validate, refund, reject]) assert.not.ok(at(3, 3, hr).can(e));
});

test('cancel: whenever not Draft or Canceled; the owner only while Pending or Rejected (not Success or Refund)', () => {
  for (const s of [1, 2, 3, 4]) assert.ok(at(s, 2, manager).can(cancel), `manager, status ${s}`);
  for (const s of [0, 5]) assert.not.ok(at(s, 2, hr).can(cancel), `status ${s}`);
  assert.ok(at(1, 1, employee).can(cancel));
  assert.ok(at(4, 1, employee).can(cancel));
  assert.not.ok(at(2, 1, employee).can(cancel));
  assert.not.ok(at(3, 1, employee).can(cancel));
});

test('edit and expense changes only in Draft or Pending, by the owner or Expenses.Edit', () => {
  for (const type of ['note.edit', 'note.editExpenses'] as const) {
    assert.ok(at(0, 1, employee).can({ type }));
    assert.ok(at(1, 1, employee).can({ type }));
    for (const s of [2, 3, 4, 5]) assert.not.ok(at(s, 1, hr, 1).can({ type }), `${type} status ${s}`);
    assert.not.ok(at(0, 9, employee).can({ type }), 'not my note');
    assert.ok(at(1, 2, manager).can({ type }));
  }
});

test('delete: Expenses.Delete in Draft or Pending, or the owner while Draft', () => {
  const del = { type: 'note.delete' } as const;
  assert.ok(at(0, 1, employee).can(del));
  assert.not.ok(at(1, 1, employee).can(del));
  assert.not.ok(at(0, 2, manager).can(del), 'Expenses.Edit alone does not delete');
  assert.ok(at(0, 3, hr).can(del));
  assert.ok(at(1, 3, hr).can(del));
  for (const s of [2, 3, 4, 5]) assert.not.ok(at(s, 3, hr).can(del), `status ${s}`);
});

test('status codes map to lifecycle events; 0 and unknown codes are no move', () => {
  assert.is(eventForStatus(1, {})?.type, 'note.submit');
  assert.is(eventForStatus(2, {})?.type, 'note.validate');
  assert.is(eventForStatus(3, { refundedBy: 'x' })?.type, 'note.refund');
  assert.is(eventForStatus(4, {})?.type, 'note.reject');
  assert.is(eventForStatus(5, {})?.type, 'note.cancel');
  assert.is(eventForStatus(0, {}), null);
  assert.is(eventForStatus(9, {}), null);
  const next = getNextSnapshot(expenseNoteMachine, at(1, 2, manager), validate);
  assert.is(next.context.status, 2);
});

test('mileage total is distance × rate with two decimals; amounts show two decimals and a comma', () => {
  assert.is(mileageTotal(123, 3.5), 430.5);
  assert.is(mileageTotal(10.333, 3.5), 36.17);
  assert.is(formatAmount(1234.5), '1 234,50');
  assert.is(formatAmount(0), '0,00');
  assert.is(formatAmount(1234567.891), '1 234 567,89');
});

test('the edit form refuses to submit with a required field empty, submits once, keeps the values on failure', async () => {
  let calls = 0;
  let fail = true;
  const m = editFormMachine.provide({ actors: { save: fromPromise<unknown, any>(async () => { calls++; if (fail) throw new Error('RequiredAttribute'); return { id: 3 }; }) } });
  const a = createActor(m, { input: { values: { title: '', currency: 'MAD' }, required: ['title', 'currency'] } }).start();
  a.send({ type: 'form.submit' });
  assert.is(a.getSnapshot().value, 'editing');
  assert.ok(a.getSnapshot().context.attempted);
  a.send({ type: 'form.change', field: 'title', value: 'Trip' });
  a.send({ type: 'form.submit' });
  a.send({ type: 'form.submit' });
  assert.ok(a.getSnapshot().hasTag('busy'));
  await new Promise((r) => setTimeout(r, 0));
  assert.is(calls, 1);
  assert.is(a.getSnapshot().value, 'editing');
  assert.is(a.getSnapshot().context.error, 'RequiredAttribute');
  assert.is(a.getSnapshot().context.values.title, 'Trip');
  fail = false;
  a.send({ type: 'form.submit' });
  await new Promise((r) => setTimeout(r, 0));
  assert.is(a.getSnapshot().value, 'saved');
});

test('note actions: a failed prompt keeps the prompt open with the message; a direct move goes back to idle', async () => {
  let fail = true;
  const m = noteActionsMachine.provide({ actors: { changeStatus: fromPromise<unknown, any>(async () => { if (fail) throw new Error('Expenses.IllegalTransition'); return null; }) } });
  const a = createActor(m).start();
  a.send({ type: 'actions.prompt', kind: 'cancel' });
  a.send({ type: 'prompt.confirm', status: 5, comment: 'dup' });
  await new Promise((r) => setTimeout(r, 0));
  assert.is(a.getSnapshot().value, 'prompting');
  assert.is(a.getSnapshot().context.error, 'Expenses.IllegalTransition');
  fail = false;
  a.send({ type: 'prompt.confirm', status: 5, comment: 'dup' });
  await new Promise((r) => setTimeout(r, 0));
  assert.is(a.getSnapshot().value, 'idle');
  assert.is(a.getSnapshot().context.prompt, null);
});

test.run();
