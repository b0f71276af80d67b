import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, fromPromise, waitFor } from 'xstate';
import { expenseNoteMachine, type NoteEvent, type StatusChange } from '../../machines/expenses/expense-note.machine';
import { decidedContext } from '../../machines/shared/decided-record';
import { editFormMachine } from '../../machines/expenses/edit-form.machine';
import { scriptedUpload, settle } from './upload-child';
import { mileageTotal, statusName } from '../../src/domain/expense-codes';
import { changeStatus, judge, type NoteRequest } from '../../server-fake/rules/expenses';
import type { NoteRow } from '../../server-fake/models/expenses';
import type { Note } from '../../src/domain/expenses';

/**
 * Spec 3 sections 4 and 6, asked of both sides: the client's note statechart
 * (what the detail offers) and the fake server's rules (what it accepts),
 * which are written apart. Each rule below is checked on both.
 */
const employee = ['Expenses.View', 'Profile.Expenses.View', 'Profile.Expenses.Edit'];
const manager = [...employee, 'Expenses.Edit'];
const hr = [...manager, 'Expenses.Delete'];

const record = (status: number, ownerId: number) => ({ id: 7, status, affectedUserId: ownerId, allExpenses: [] }) as unknown as Note;
/** The note's statechart standing in the state of `status`, for `viewerId` with `permissions`, the note being `ownerId`'s. */
const client = (status: number, viewerId: number, permissions: string[], ownerId: number) =>
  expenseNoteMachine.resolveState({ value: { ready: statusName(status) }, context: { ...decidedContext<Note>(7), record: record(status, ownerId), viewerId, permissions, expenseId: 0 } });
const row = (status: number, ownerId = 1): NoteRow =>
  ({ id: 7, status, affectedUserId: ownerId, history: [], refundedBy: null, refundComment: null, remark: null, actionBy: null }) as unknown as NoteRow;

type Move = 'submit' | 'validate' | 'reject' | 'refund' | 'cancel';
const code: Record<Move, number> = { submit: 1, validate: 2, refund: 3, reject: 4, cancel: 5 };
/** What the client sends with each move (a payer only with a refund, a comment only where a prompt asks one): the server refuses them elsewhere. */
const said = (m: Move) => (m === 'refund' ? { comment: 'paid', refundedBy: 'Atlas' } : m === 'reject' || m === 'cancel' ? { comment: 'dup', refundedBy: null } : { comment: null, refundedBy: null });
/** Whether the move is offered (client) and accepted (server): the two must agree. */
function may(move: Move | NoteRequest['type'], status: number, viewerId: number, permissions: string[], ownerId = 1): boolean {
  const viewer = { id: viewerId, permissions };
  const isMove = !move.startsWith('note.');
  const offered = client(status, viewerId, permissions, ownerId).can({ type: isMove ? `note.${move}` : move } as NoteEvent);
  const accepted = isMove ? changeStatus(row(status, ownerId), viewer, { id: 7, status: code[move as Move], ...said(move as Move) }, new Date()).ok : judge(row(status, ownerId), viewer, { type: move as NoteRequest['type'] }).ok;
  assert.is(offered, accepted, `${move} from ${status} by ${viewerId} (${permissions.join(', ')}) on ${ownerId}'s note: the client ${offered ? 'offers' : 'does not offer'} it, the server ${accepted ? 'accepts' : 'refuses'} it`);
  return offered;
}

test("the server's history: one entry per move, draft → pending → success → refund → canceled → pending → rejected", () => {
  let n = row(0);
  const at = new Date('2026-11-16T09:00:00Z');
  for (const [status, extra] of [[1, {}], [2, {}], [3, { refundedBy: 'Atlas', comment: 'paid' }], [5, { comment: 'dup' }], [1, {}], [4, { comment: 'no' }]] as const) {
    const r = changeStatus(n, { id: 2, permissions: hr }, { id: 7, status, ...extra }, at);
    assert.ok(r.ok, `move to ${status}`);
    if (r.ok) n = { ...n, ...r.patch };
    assert.is(n.status, status);
  }
  assert.equal(n.history.map((h) => h.action), ['Submitted', 'Validated', 'Refunded', 'Canceled', 'Submitted', 'Rejected']);
  assert.is(n.status, 4);
  assert.is(n.refundedBy, 'Atlas');
  assert.is(n.remark, 'no');
  assert.equal(n.history[2], { action: 'Refunded', userId: 2, actionDate: '2026-11-16T09:00:00.000Z', comment: 'paid' });
});

test('S3.4.05 S3.6.05 submit: from Draft or Canceled only; the owner with Profile.Expenses.Edit or an Expenses.Edit holder', () => {
  assert.ok(may('submit', 0, 1, employee));
  assert.ok(may('submit', 5, 1, employee));
  for (const s of [1, 2, 3, 4]) assert.not.ok(may('submit', s, 1, hr, 2), `status ${s}`);
  assert.not.ok(may('submit', 0, 7, employee), 'a colleague may not submit my note');
  assert.not.ok(may('submit', 0, 1, ['Expenses.View']), 'without Profile.Expenses.Edit');
  assert.ok(may('submit', 0, 2, manager));
});

test('S3.4.06 S3.6.04 validate and reject: from Pending only, with Expenses.Edit, never on your own note', () => {
  assert.ok(may('validate', 1, 2, manager));
  assert.ok(may('reject', 1, 2, manager));
  assert.not.ok(may('validate', 1, 1, employee));
  assert.not.ok(may('validate', 1, 2, manager, 2), 'own note');
  assert.not.ok(may('reject', 1, 2, manager, 2), 'own note');
  for (const s of [0, 2, 3, 4, 5]) assert.not.ok(may('validate', s, 2, hr), `status ${s}`);
});

test('S3.4.07 S3.4.08 refund: from Success only, with Expenses.Edit, not your own note; Refund has no further main action', () => {
  assert.ok(may('refund', 2, 2, manager));
  assert.not.ok(may('refund', 2, 1, employee));
  assert.not.ok(may('refund', 2, 2, manager, 2));
  for (const s of [0, 1, 3, 4, 5]) assert.not.ok(may('refund', s, 2, hr), `status ${s}`);
  for (const m of ['submit', 'validate', 'refund', 'reject'] as const) assert.not.ok(may(m, 3, 3, hr));
});

test('S3.4.09 cancel: whenever not Draft or Canceled; the owner only while Pending or Rejected (not Success or Refund)', () => {
  for (const s of [1, 2, 3, 4]) assert.ok(may('cancel', s, 2, manager), `manager, status ${s}`);
  for (const s of [0, 5]) assert.not.ok(may('cancel', s, 2, hr), `status ${s}`);
  assert.ok(may('cancel', 1, 1, employee));
  assert.ok(may('cancel', 4, 1, employee));
  assert.not.ok(may('cancel', 2, 1, employee));
  assert.not.ok(may('cancel', 3, 1, employee));
});

test('S3.4.10 S3.4.11 S3.4.13 edit and expense changes only in Draft or Pending, by the owner or Expenses.Edit', () => {
  for (const type of ['note.edit', 'note.editExpenses'] as const) {
    assert.ok(may(type, 0, 1, employee));
    assert.ok(may(type, 1, 1, employee));
    for (const s of [2, 3, 4, 5]) assert.not.ok(may(type, s, 1, hr, 1), `${type} status ${s}`);
    assert.not.ok(may(type, 0, 9, employee), 'not my note');
    assert.ok(may(type, 1, 2, manager));
  }
});

test('S3.4.10 S3.6.06 delete: Expenses.Delete in Draft or Pending, or the owner while Draft', () => {
  assert.ok(may('note.delete', 0, 1, employee));
  assert.not.ok(may('note.delete', 1, 1, employee));
  assert.not.ok(may('note.delete', 0, 2, manager), 'Expenses.Edit alone does not delete');
  assert.ok(may('note.delete', 0, 3, hr));
  assert.ok(may('note.delete', 1, 3, hr));
  for (const s of [2, 3, 4, 5]) assert.not.ok(may('note.delete', s, 3, hr), `status ${s}`);
});

/** A live note actor over a server answering `statuses` in turn, recording the status changes asked. */
function live(statuses: number[], o: { viewerId?: number; permissions?: string[]; fail?: () => string | null } = {}) {
  const served = [...statuses];
  const asked: StatusChange[] = [];
  const failures: string[] = [];
  const machine = expenseNoteMachine.provide({
    actors: {
      load: fromPromise(async () => record(served.length > 1 ? served.shift()! : served[0]!, 1)),
      changeStatus: fromPromise<unknown, StatusChange>(async ({ input }) => {
        asked.push(input);
        const message = o.fail?.();
        if (message) throw new Error(message);
        return null;
      }),
    },
    actions: { failed: (_, p) => void failures.push(p.message) },
  });
  const actor = createActor(machine, { input: { id: 7, viewerId: o.viewerId ?? 2, permissions: o.permissions ?? hr } }).start();
  return { actor, asked, failures };
}
const settled = (a: ReturnType<typeof live>['actor']) => waitFor(a, (s) => !s.hasTag('busy') && !s.matches('loading'));

test('each move asks the server for its status code (1 submit, 2 validate, 3 refund, 4 reject, 5 cancel), then reads the note again', async () => {
  const { actor, asked } = live([0, 1, 2, 3, 5, 1, 4]);
  await settled(actor);
  actor.send({ type: 'note.submit' });
  assert.ok((await settled(actor)).matches({ ready: 'pending' }));
  // The approver's decisions are held (issue 36 item 1): each is let go at once here.
  actor.send({ type: 'note.validate' });
  assert.ok(actor.getSnapshot().matches('holdingValidation'));
  actor.send({ type: 'decision.now' });
  assert.ok((await settled(actor)).matches({ ready: 'success' }));
  actor.send({ type: 'note.refund' });
  actor.send({ type: 'reason.confirm', reason: 'paid', choice: 'Atlas' });
  assert.ok(actor.getSnapshot().matches('holdingRefund'));
  actor.send({ type: 'decision.now' });
  assert.ok((await settled(actor)).matches({ ready: 'refund' }));
  actor.send({ type: 'note.cancel' });
  actor.send({ type: 'reason.confirm', reason: 'dup' });
  assert.ok((await settled(actor)).matches({ ready: 'canceled' }));
  actor.send({ type: 'note.submit' });
  await settled(actor);
  actor.send({ type: 'note.reject' });
  actor.send({ type: 'reason.confirm', reason: 'no' });
  assert.ok(actor.getSnapshot().matches('holdingRejection'));
  actor.send({ type: 'decision.now' });
  assert.ok((await settled(actor)).matches({ ready: 'rejected' }));
  assert.equal(asked.map((a) => a.status), [1, 2, 3, 5, 1, 4]);
  assert.equal(asked[2], { id: 7, status: 3, comment: 'paid', refundedBy: 'Atlas' });
  assert.equal(asked[3], { id: 7, status: 5, comment: 'dup', refundedBy: null });
  // Unknown codes move nothing on the server; Draft is no move either.
  for (const s of [0, 9]) assert.equal(changeStatus(row(1), { id: 2, permissions: hr }, { id: 7, status: s }, new Date()), { ok: false, status: 400, message: 'Expenses.IllegalTransition' });
});

test('prompts: a comment is required (and the payer for a refund); a failed call keeps the prompt with the message and what was typed; a direct move goes back to the note', async () => {
  let failing = true;
  const { actor, failures } = live([1], { fail: () => (failing ? 'Expenses.IllegalTransition' : null) });
  await settled(actor);
  actor.send({ type: 'note.cancel' });
  assert.not.ok(actor.getSnapshot().can({ type: 'reason.confirm', reason: '  ' }), 'a comment is required');
  actor.send({ type: 'reason.confirm', reason: 'dup' });
  let s = await waitFor(actor, (x) => x.matches('askingCancel') && !!x.context.error);
  assert.is(s.context.error, 'Expenses.IllegalTransition');
  assert.is(s.context.reason, 'dup');
  assert.equal(failures, ['Expenses.IllegalTransition']);
  actor.send({ type: 'reason.cancel' });
  assert.ok(actor.getSnapshot().matches({ ready: 'pending' }));
  actor.send({ type: 'note.validate' });
  actor.send({ type: 'decision.now' });
  s = await waitFor(actor, (x) => !x.hasTag('busy'));
  assert.ok(s.matches({ ready: 'pending' }), 'a failed validation goes back to the pending note');
  failing = false;
  actor.send({ type: 'note.cancel' });
  actor.send({ type: 'reason.confirm', reason: 'dup' });
  await waitFor(actor, (x) => x.matches({ ready: 'pending' }));

  const refund = live([2]);
  await settled(refund.actor);
  refund.actor.send({ type: 'note.refund' });
  assert.not.ok(refund.actor.getSnapshot().can({ type: 'reason.confirm', reason: 'paid' }), 'the payer is required');
  assert.not.ok(refund.actor.getSnapshot().can({ type: 'reason.confirm', reason: ' ', choice: 'Atlas' }), 'the comment is required');
  assert.ok(refund.actor.getSnapshot().can({ type: 'reason.confirm', reason: 'paid', choice: 'Atlas' }));
});

// S3.9.03 (amounts with two decimals, in the language's separators) is tests/unit/format.test.ts.
test('S3.5.06 mileage total is distance × rate with two decimals', () => {
  assert.is(mileageTotal(123, 3.5), 430.5);
  assert.is(mileageTotal(10.333, 3.5), 36.17);
});

test('S3.5.03 the edit form refuses to submit with a required field empty, submits once, keeps the values on failure', async () => {
  const upload = scriptedUpload();
  const m = editFormMachine.provide({ actors: { upload: upload.logic } });
  const a = createActor(m, { input: { values: { title: '', currency: 'MAD' }, required: ['title', 'currency'] } }).start();
  a.send({ type: 'form.submit' });
  assert.is(a.getSnapshot().value, 'editing');
  assert.ok(a.getSnapshot().context.attempted);
  a.send({ type: 'form.change', field: 'title', value: 'Trip' });
  a.send({ type: 'form.submit' });
  a.send({ type: 'form.submit' });
  assert.ok(a.getSnapshot().hasTag('busy'));
  assert.is(upload.sends.length, 1);
  upload.last().refuse('RequiredAttribute');
  await settle();
  assert.is(a.getSnapshot().value, 'editing');
  assert.is(a.getSnapshot().context.error, 'RequiredAttribute');
  assert.is(a.getSnapshot().context.values.title, 'Trip');
  a.send({ type: 'form.submit' });
  upload.last().answer({ id: 3 });
  await settle();
  assert.is(a.getSnapshot().value, 'saved');
});

test('S1.4.04 an expense with its receipt goes through the upload child: progress, abort keeps what was typed, the retry is the same submit', async () => {
  const upload = scriptedUpload({ simulated: false });
  const receipt = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
  const a = createActor(editFormMachine.provide({ actors: { upload: upload.logic } }), { input: { values: { amount: '42', payedBy: 'Employee', files: [receipt] }, required: ['amount', 'payedBy'] } }).start();
  a.send({ type: 'form.submit' });
  const sent = upload.last().request as { values: { files: unknown[] }; idempotencyKey: string | null };
  assert.equal(sent.values.files, [receipt], 'the receipt is sent');
  upload.last().report(30, 100);
  assert.is(a.getSnapshot().children.upload?.getSnapshot().context.progress, 30);
  a.send({ type: 'form.abort' });
  assert.ok(upload.last().aborted, 'the abort stops the request');
  assert.is(a.getSnapshot().children.upload, undefined, 'the upload child is stopped');
  assert.is(a.getSnapshot().value, 'editing');
  assert.is(a.getSnapshot().context.error, 'Error.Aborted');
  assert.equal(a.getSnapshot().context.values, { amount: '42', payedBy: 'Employee', files: [receipt] });
  a.send({ type: 'form.submit' });
  assert.is((upload.last().request as { idempotencyKey: string | null }).idempotencyKey, sent.idempotencyKey, 'the same values sent again are the same submit');
  upload.last().answer({ id: 4 });
  await settle();
  assert.is(a.getSnapshot().value, 'saved');
  assert.equal(a.getSnapshot().context.result, { id: 4 });
});

test.run();
