import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, fromPromise, SimulatedClock, waitFor, type Actor, type AnyStateMachine, type StateValue } from 'xstate';
import { DECISION_HOLD_MS } from '../../machines/shared/decided-record';
import { leaveRequestMachine } from '../../machines/leave/leave-request.machine';
import { requestMachine } from '../../machines/documents/request.machine';
import { expenseNoteMachine } from '../../machines/expenses/expense-note.machine';
import { formResponseMachine } from '../../machines/forms/form-response.machine';
import { interventionMachine } from '../../machines/interventions/intervention.machine';
import type { LeaveDetail } from '../../src/domain/leave';
import type { Demand } from '../../src/domain/documents';
import type { Note } from '../../src/domain/expenses';
import type { ResponseDetail } from '../../src/domain/forms';

/**
 * Issue 36 item 1: a decision taken on a decided record (machines/shared/
 * decided-record.ts, `holding`) is held DECISION_HOLD_MS before it is sent.
 * Within the hold 'decision.undo' takes it back (nothing is sent, the record
 * stands in its status again) and 'decision.now' sends it at once; otherwise
 * it is sent, once, when the delay ends. Every machine's call actor is
 * replaced by a counter, and time is a SimulatedClock: nothing here waits.
 */

/** What a case's actor records: the inputs its call actor was given, its reads, and what the view was told. */
interface Rig {
  actor: Actor<AnyStateMachine>;
  clock: SimulatedClock;
  sent: unknown[];
  loads: () => number;
  held: string[];
  unheld: () => number;
}

interface Case {
  name: string;
  /** The actor over its machine, the call and the read counted, the first read answering the record as it stands. */
  rig: (clock: SimulatedClock) => Rig;
  /** Where the record stands before the decision (and after an undo). */
  status: StateValue;
  /** The clicks that take the decision (a refusal: the button, then its reason). */
  take: Array<{ type: string; [k: string]: unknown }>;
  /** The hold the decision waits in. */
  hold: StateValue;
  /** The decision's name, told to the view when held and kept in context once the server took it. */
  decision: string;
  refusal: boolean;
  /** What the call is given. */
  input: unknown;
  /** Where the record stands once read again after the call. */
  after: StateValue;
}

/** The pieces every rig shares: counters over the call and the read, and the view's held/unheld. */
function counters() {
  const sent: unknown[] = [];
  const held: string[] = [];
  let loads = 0;
  let unheld = 0;
  return {
    sent,
    held,
    loads: () => loads,
    unheld: () => unheld,
    /** The record read: `first` the first time, `then` after. */
    load: <T>(first: T, then: T) => fromPromise<T, number>(async () => (loads++ === 0 ? first : then)),
    call: <I>() => fromPromise<unknown, I>(async ({ input }) => (sent.push(input), null)),
    actions: { held: (_: unknown, p: { decision: string }) => void held.push(p.decision), unheld: () => void unheld++ },
  };
}
const start = (machine: AnyStateMachine, clock: SimulatedClock, input: unknown) => createActor(machine, { clock, input }).start();

const leaveDetail = (statut: string) => ({ id: 7, fk_User: 9, statut, canApproved: true, levelType: 2 }) as LeaveDetail;
const leaveRig = (decided: string) => (clock: SimulatedClock): Rig => {
  const c = counters();
  const machine = leaveRequestMachine.provide({
    actors: { load: c.load(leaveDetail('En_Cour'), leaveDetail(decided)), acceptRequest: c.call(), rejectRequest: c.call(), cancelRequest: c.call() },
    actions: c.actions,
  });
  return { actor: start(machine, clock, { id: 7, userId: 2, permissions: [] }), clock, ...c };
};

const demand = (status: number) => ({ id: 7, remark: '', typeId: 1, version: 1, userid: 1, processingDate: null, projectId: null, status, createdDate: '2026-11-16', type: 'Attestation de travail', userFullName: 'Yasmine El Idrissi', pathImg: null, projectName: null, filesNames: [], template: true, isApprover: true, processed: false, raison: null }) as Demand;
const documentRig = (decided: number) => (clock: SimulatedClock): Rig => {
  const c = counters();
  const machine = requestMachine.provide({ actors: { load: c.load(demand(0), demand(decided)), decide: c.call(), remove: c.call() }, actions: c.actions });
  return { actor: start(machine, clock, { id: 7, canManage: false, userId: 2 }), clock, ...c };
};

const note = (status: number) => ({ id: 7, status, affectedUserId: 1, allExpenses: [] }) as unknown as Note;
const noteRig = (decided: number) => (clock: SimulatedClock): Rig => {
  const c = counters();
  const machine = expenseNoteMachine.provide({ actors: { load: c.load(note(1), note(decided)), changeStatus: c.call() }, actions: c.actions });
  const hr = ['Expenses.View', 'Profile.Expenses.View', 'Profile.Expenses.Edit', 'Expenses.Edit', 'Expenses.Delete'];
  return { actor: start(machine, clock, { id: 7, viewerId: 2, permissions: hr }), clock, ...c };
};

const response = (kind: string, value: number) =>
  ({ id: 1, statut: { kind, value }, statutList: [{ value: 1 }, { value: 2 }, { value: 3 }], canChangeAny: true, activedApproval: false }) as unknown as ResponseDetail;
const responseRig = (clock: SimulatedClock): Rig => {
  const c = counters();
  const machine = formResponseMachine.provide({ actors: { load: c.load(response('onHold', 1), response('accept', 2)), change: c.call() }, actions: c.actions });
  return { actor: start(machine, clock, { id: 1 }), clock, ...c };
};

const interventionRig = (decided: string) => (clock: SimulatedClock): Rig => {
  const c = counters();
  const machine = interventionMachine.provide({
    actors: { load: c.load({ statut: 'Progressing', fk_DemadeBy: 1 }, { statut: decided, fk_DemadeBy: 1 }), close: c.call(), assign: c.call(), addStep: c.call(), remove: c.call() },
    actions: c.actions,
  });
  const all = ['Intervention.Edit', 'Intervention.AddStep', 'Intervention.Close', 'Intervention.Delete'];
  return { actor: start(machine, clock, { id: 1, viewerId: 5, permissions: all }), clock, ...c };
};

const cases: Case[] = [
  {
    name: 'leave: accept',
    rig: leaveRig('Accepter'),
    status: { ready: 'pending' },
    take: [{ type: 'leave.accept' }],
    hold: 'holdingAccept',
    decision: 'accept',
    refusal: false,
    input: { id: 7, levelType: 2, raison: '' },
    after: { ready: 'accepted' },
  },
  {
    name: 'leave: reject with its reason',
    rig: leaveRig('Refuser'),
    status: { ready: 'pending' },
    take: [{ type: 'leave.reject' }, { type: 'reason.confirm', reason: 'Chevauchement avec l’inventaire' }],
    hold: 'holdingReject',
    decision: 'reject',
    refusal: true,
    input: { id: 7, levelType: 2, raison: 'Chevauchement avec l’inventaire' },
    after: { ready: 'rejected' },
  },
  {
    name: 'document request: accept',
    rig: documentRig(1),
    status: { onHold: 'idle' },
    take: [{ type: 'request.accept' }],
    hold: { onHold: 'holdingApproval' },
    decision: 'accept',
    refusal: false,
    input: { id: 7, processed: true },
    after: { accepted: { awaitingProcessing: 'idle' } },
  },
  {
    name: 'document request: refuse with its reason',
    rig: documentRig(2),
    status: { onHold: 'idle' },
    take: [{ type: 'request.refuse' }, { type: 'reason.confirm', reason: 'Doublon' }],
    hold: { onHold: 'holdingRefusal' },
    decision: 'refuse',
    refusal: true,
    input: { id: 7, processed: false, raison: 'Doublon' },
    after: 'refused',
  },
  {
    name: 'expense note: validate',
    rig: noteRig(2),
    status: { ready: 'pending' },
    take: [{ type: 'note.validate' }],
    hold: 'holdingValidation',
    decision: 'validate',
    refusal: false,
    input: { id: 7, status: 2, comment: null, refundedBy: null },
    after: { ready: 'success' },
  },
  {
    name: 'expense note: reject with its comment',
    rig: noteRig(4),
    status: { ready: 'pending' },
    take: [{ type: 'note.reject' }, { type: 'reason.confirm', reason: 'Justificatif illisible' }],
    hold: 'holdingRejection',
    decision: 'reject',
    refusal: true,
    input: { id: 7, status: 4, comment: 'Justificatif illisible', refundedBy: null },
    after: { ready: 'rejected' },
  },
  {
    name: 'form response: change of status',
    rig: responseRig,
    status: { ready: 'pending' },
    take: [{ type: 'response.changeStatus', statutId: 2 }],
    hold: 'holding',
    decision: 'change',
    refusal: false,
    input: { id: 1, statutId: 2 },
    after: { ready: 'accepted' },
  },
  {
    name: 'intervention: solved in one click (kept as the dialog would keep it)',
    rig: interventionRig('Solved'),
    status: { status: { open: 'Progressing' } },
    take: [{ type: 'intervention.close', resolved: true, description: '' }],
    hold: 'holdingClose',
    decision: 'close',
    refusal: false,
    input: { id: 1, resolved: true, description: '' },
    after: { status: 'Solved' },
  },
  {
    name: 'intervention: closed with a remark',
    rig: interventionRig('Closed'),
    status: { status: { open: 'Progressing' } },
    take: [{ type: 'intervention.askRemark' }, { type: 'reason.confirm', reason: 'Pièce introuvable' }],
    hold: 'holdingRemark',
    decision: 'closeWithRemark',
    refusal: true,
    input: { id: 1, resolved: false, description: 'Pièce introuvable' },
    after: { status: 'Closed' },
  },
];

/** Lets the call's and the read's promises settle (they run on real microtasks, whatever the clock). */
const settle = () => new Promise<void>((r) => setImmediate(r));

/** The rig with its record read and standing in its status, then the decision taken: held. */
async function taken(c: Case): Promise<Rig> {
  const r = c.rig(new SimulatedClock());
  await waitFor(r.actor, (s) => s.matches(c.status));
  for (const e of c.take) r.actor.send(e);
  const s = r.actor.getSnapshot();
  assert.ok(s.matches(c.hold), `${c.name}: held in ${JSON.stringify(c.hold)}, not ${JSON.stringify(s.value)}`);
  assert.ok(s.hasTag('held'));
  assert.is(s.hasTag('refusal'), c.refusal, 'a refusal says so while held');
  assert.equal(r.held, [c.decision], 'the view is told which decision is held');
  assert.equal(r.sent, [], 'nothing is sent as the decision is taken');
  return r;
}

test('the hold lasts five seconds', () => {
  assert.is(DECISION_HOLD_MS, 5000);
});

for (const c of cases) {
  test(`${c.name}: undone within the hold, nothing is sent, even 10 s later, and the record stands in its status again`, async () => {
    const r = await taken(c);
    r.clock.increment(DECISION_HOLD_MS - 1);
    r.actor.send({ type: 'decision.undo' });
    let s = r.actor.getSnapshot();
    assert.ok(s.matches(c.status), `back to ${JSON.stringify(c.status)}, not ${JSON.stringify(s.value)}`);
    assert.not.ok(s.hasTag('held'));
    assert.is(r.unheld(), 1, 'the view is told the hold ended');
    r.clock.increment(10_000);
    await settle();
    s = r.actor.getSnapshot();
    assert.equal(r.sent, [], 'the call is never made');
    assert.is(r.loads(), 1, 'nor the record read again');
    assert.ok(s.matches(c.status));
    assert.is(s.context.decided, null, 'no decision was taken by the server');
    assert.ok(s.can(c.take[0]!), 'the decision may be taken again');
  });

  test(`${c.name}: not undone, nothing is sent before 5000 ms, then exactly one call with the decision's input`, async () => {
    const r = await taken(c);
    r.clock.increment(DECISION_HOLD_MS - 1);
    await settle();
    assert.equal(r.sent, [], 'nothing sent at 4999 ms');
    assert.ok(r.actor.getSnapshot().matches(c.hold), 'still held at 4999 ms');
    r.clock.increment(1);
    assert.equal(r.sent, [c.input], 'sent at 5000 ms, with what was decided');
    assert.is(r.unheld(), 1);
    const s = await waitFor(r.actor, (x) => x.matches(c.after));
    assert.is(s.context.decided, c.decision, 'the decision the server took is kept');
    assert.is(r.loads(), 2, 'the record is read again after the call');
    r.clock.increment(10_000);
    await settle();
    assert.is(r.sent.length, 1, 'sent once');
  });

  test(`${c.name}: 'decision.now' sends at once, and the hold's timer sends nothing more`, async () => {
    const r = await taken(c);
    r.clock.increment(1000);
    r.actor.send({ type: 'decision.now' });
    assert.equal(r.sent, [c.input], 'sent at once');
    assert.not.ok(r.actor.getSnapshot().hasTag('held'));
    await waitFor(r.actor, (x) => x.matches(c.after));
    r.clock.increment(10_000);
    await settle();
    assert.equal(r.sent, [c.input], 'the hold ending later sends nothing');
  });

  test(`${c.name}: a second click cannot send twice`, async () => {
    const r = await taken(c);
    // Clicked again while held: the decision is not taken (nor held) a second time.
    for (const e of c.take) r.actor.send(e);
    assert.ok(r.actor.getSnapshot().matches(c.hold));
    assert.equal(r.held, [c.decision], 'held once');
    // 'Send now' clicked twice, then the delay passing, then 'send now' again while the call runs or after.
    r.actor.send({ type: 'decision.now' });
    r.actor.send({ type: 'decision.now' });
    r.clock.increment(DECISION_HOLD_MS);
    r.actor.send({ type: 'decision.now' });
    for (const e of c.take) r.actor.send(e);
    await waitFor(r.actor, (x) => x.matches(c.after));
    r.clock.increment(10_000);
    r.actor.send({ type: 'decision.now' });
    await settle();
    assert.equal(r.sent, [c.input], 'one call');

    // Undone, then taken again: only the second is sent, once.
    const again = await taken(c);
    again.clock.increment(3000);
    again.actor.send({ type: 'decision.undo' });
    for (const e of c.take) again.actor.send(e);
    assert.ok(again.actor.getSnapshot().matches(c.hold), 'taken again after the undo: held anew');
    again.clock.increment(DECISION_HOLD_MS - 1);
    assert.equal(again.sent, [], 'the new hold counts from the new decision');
    again.clock.increment(1);
    await waitFor(again.actor, (x) => x.matches(c.after));
    again.clock.increment(10_000);
    await settle();
    assert.equal(again.sent, [c.input], 'one call');
  });
}

test.run();
