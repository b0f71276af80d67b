import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assign, createActor, fromPromise, setup, waitFor, type Actor, type AnyStateMachine } from 'xstate';
import { askingReason, decidedContext, deciding, hasChoice, hasReason, isMissing, loadingRecord, routing, startAsking, statusIs, type DecidedContext, type ReasonEvent } from '../../machines/shared/decided-record';
import { leaveRequestMachine } from '../../machines/leave/leave-request.machine';
import { requestMachine } from '../../machines/documents/request.machine';
import { formResponseMachine } from '../../machines/forms/form-response.machine';
import { interventionMachine } from '../../machines/interventions/intervention.machine';
import { expenseNoteMachine } from '../../machines/expenses/expense-note.machine';

/**
 * The shared lifecycle of a decided record (machines/shared/decided-record.ts):
 * its guards, a record built from its blocks alone (spec 3 section 4's
 * document request: on hold (0) becomes accepted (1) or refused, any other
 * value, with a reason), and the five records written on it routing each
 * status the spec names to its own state.
 */
type Doc = { status: number };
type Ctx = DecidedContext<Doc>;
const docStatus = (c: Ctx) => (c.record ? (c.record.status === 0 ? 'onHold' : c.record.status === 1 ? 'accepted' : 'refused') : null);

function documentLike(o: { statuses: number[]; decide?: (input: { id: number; accepted: boolean; reason: string }) => Promise<unknown> }) {
  const served = [...o.statuses];
  const calls = { loads: 0, decisions: [] as Array<{ id: number; accepted: boolean; reason: string }>, told: [] as string[], decided: 0 };
  const machine = setup({
    types: { context: {} as Ctx, events: {} as { type: 'doc.accept' } | { type: 'doc.refuse' } | ReasonEvent, input: {} as number },
    actors: {
      load: fromPromise<Doc, number>(async () => (calls.loads++, { status: served.length > 1 ? served.shift()! : served[0]! })),
      decide: fromPromise<unknown, { id: number; accepted: boolean; reason: string }>(async ({ input }) => (calls.decisions.push(input), o.decide?.(input))),
    },
    guards: { statusIs: statusIs(docStatus), hasReason },
    actions: { keep: assign((_, p: Partial<Ctx>) => p), decided: () => void calls.decided++, failed: (_, p: { message: string }) => void calls.told.push(p.message), recovered: () => {} },
  }).createMachine({
    id: 'doc',
    context: ({ input }) => decidedContext<Doc>(input),
    initial: 'loading',
    states: {
      loading: loadingRecord<Doc>({ then: 'routing', failure: 'failure' }),
      failure: {},
      routing: routing({ onHold: 'onHold', accepted: 'accepted' }, 'refused'),
      onHold: {
        on: {
          'doc.accept': { target: 'accepting' },
          'doc.refuse': { target: 'askingReason', actions: startAsking },
        },
      },
      askingReason: askingReason({ decide: 'refusing', back: 'onHold', guard: 'hasReason' }),
      accepting: deciding({ id: 'accept', src: 'decide', input: ({ context }: { context: Ctx }) => ({ id: context.id, accepted: true, reason: '' }), then: 'loading', back: 'onHold' }),
      refusing: deciding({ id: 'refuse', src: 'decide', input: ({ context }: { context: Ctx }) => ({ id: context.id, accepted: false, reason: context.reason }), then: 'loading', back: 'askingReason', asking: true }),
      accepted: {},
      refused: {},
    },
  });
  return { actor: createActor(machine, { input: 7 }).start(), calls };
}
const rest = (a: Actor<AnyStateMachine>) => waitFor(a, (s) => !s.hasTag('busy'));

test('hasReason: a reason is text; spaces alone, or another event, are none', () => {
  const confirm = (reason: string, choice?: string) => ({ event: { type: 'reason.confirm', reason, choice } as ReasonEvent });
  assert.ok(hasReason(confirm('Déjà fourni')));
  assert.not.ok(hasReason(confirm('  \n ')));
  assert.not.ok(hasReason(confirm('')));
  assert.not.ok(hasReason({ event: { type: 'reason.cancel' } }));
  assert.ok(hasChoice(confirm('', 'Atlas Industries SA')));
  assert.not.ok(hasChoice(confirm('paid')));
  const failedRead = (status: number) => ({ event: { type: 'xstate.error.actor.load', error: { message: `Error.Status.${status}`, status } } });
  assert.ok(isMissing(failedRead(404)), 'a read answered 404: the record is gone');
  assert.not.ok(isMissing(failedRead(500)));
});

test('routing: a record read on hold (0), accepted (1), or refused (any other value) stands in that state', async () => {
  for (const [status, state] of [[0, 'onHold'], [1, 'accepted'], [2, 'refused'], [3, 'refused'], [-1, 'refused']] as const) {
    const { actor } = documentLike({ statuses: [status] });
    assert.is((await rest(actor)).value, state, `status ${status}`);
  }
});

test('a refusal asks a reason first: refused without one (hasReason false), decided with one (true)', async () => {
  const { actor, calls } = documentLike({ statuses: [0, 2] });
  await rest(actor);
  actor.send({ type: 'doc.refuse' });
  assert.ok(actor.getSnapshot().hasTag('asking'));
  assert.not.ok(actor.getSnapshot().can({ type: 'reason.confirm', reason: '   ' }));
  actor.send({ type: 'reason.confirm', reason: '   ' });
  assert.is(actor.getSnapshot().value, 'askingReason', 'an empty reason is not sent');
  actor.send({ type: 'reason.confirm', reason: 'Doublon' });
  assert.is((await rest(actor)).value, 'refused');
  assert.equal(calls.decisions, [{ id: 7, accepted: false, reason: 'Doublon' }]);
});

test('a decision taken reads the record again: the server says where it stands', async () => {
  const { actor, calls } = documentLike({ statuses: [0, 1] });
  await rest(actor);
  assert.is(calls.loads, 1);
  actor.send({ type: 'doc.accept' });
  assert.is((await rest(actor)).value, 'accepted');
  assert.is(calls.loads, 2, 'read again after the decision');
  assert.is(calls.decided, 1, 'the view is told once');
});

test('a failed decision goes back where it came from with the server message, the reason kept; the next try sends once', async () => {
  let failing = true;
  const { actor, calls } = documentLike({ statuses: [0, 2], decide: async () => (failing ? Promise.reject(new Error('Documents.NotOnHold')) : null) });
  await rest(actor);
  actor.send({ type: 'doc.refuse' });
  actor.send({ type: 'reason.confirm', reason: 'Doublon' });
  actor.send({ type: 'reason.confirm', reason: 'Doublon' });
  const s = await rest(actor);
  assert.is(s.value, 'askingReason', 'back to the reason');
  assert.ok(s.hasTag('asking'), 'the dialog is still up');
  assert.is(s.context.reason, 'Doublon', 'what was typed is kept');
  assert.is(s.context.error, 'Documents.NotOnHold');
  assert.equal(calls.told, ['Documents.NotOnHold']);
  assert.is(calls.decisions.length, 1, 'a confirmation sent while deciding is not sent again');
  assert.is(calls.loads, 1, 'a failure does not read the record again');
  // A direct decision that fails goes back to the status it left.
  actor.send({ type: 'reason.cancel' });
  actor.send({ type: 'doc.accept' });
  assert.is((await rest(actor)).value, 'onHold');
  // Asking again starts from nothing.
  actor.send({ type: 'doc.refuse' });
  assert.equal([actor.getSnapshot().context.reason, actor.getSnapshot().context.error], ['', null]);
  failing = false;
  actor.send({ type: 'reason.confirm', reason: 'Doublon' });
  assert.is((await rest(actor)).value, 'refused');
});

test('a failed read keeps the message and stands in failure', async () => {
  const machine = setup({
    types: { context: {} as Ctx, events: {} as ReasonEvent, input: {} as number },
    actors: { load: fromPromise<Doc, number>(async () => Promise.reject(new Error('Error.Status.503'))) },
    actions: { keep: assign((_, p: Partial<Ctx>) => p), failed: () => {}, recovered: () => {} },
  }).createMachine({ context: ({ input }) => decidedContext<Doc>(input), initial: 'loading', states: { loading: loadingRecord<Doc>({ then: 'done', failure: 'failure' }), failure: {}, done: {} } });
  const s = await waitFor(createActor(machine, { input: 1 }).start(), (x) => x.matches('failure'));
  assert.is(s.context.error, 'Error.Status.503');
});

test('a failed read told (spec 4 section 8: a toast) is taken back once a retry reads the record; one not told is never taken back', async () => {
  for (const tell of [true, false]) {
    const said: string[] = [];
    let answers = [() => Promise.reject(new Error('Error.Status.500')), async () => ({ status: 0 })];
    const machine = setup({
      types: { context: {} as Ctx, events: {} as { type: 'retry' }, input: {} as number },
      actors: { load: fromPromise<Doc, number>(() => answers.shift()!()) },
      actions: { keep: assign((_, p: Partial<Ctx>) => p), failed: (_, p: { message: string }) => void said.push(`failed ${p.message}`), recovered: () => void said.push('recovered') },
    }).createMachine({ context: ({ input }) => decidedContext<Doc>(input), initial: 'loading', states: { loading: loadingRecord<Doc>({ then: 'done', failure: 'failure', tell }), failure: { on: { retry: 'loading' } }, done: {} } });
    const actor = createActor(machine, { input: 1 }).start();
    await waitFor(actor, (x) => x.matches('failure'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (x) => x.matches('done'));
    assert.equal(said, tell ? ['failed Error.Status.500', 'recovered'] : [], `tell: ${tell}`);
    answers = [];
  }
});

/** A record machine started with `load` answering `record`, once at rest. */
async function restingAt(machine: AnyStateMachine, input: unknown, record: unknown) {
  const actor = createActor(machine.provide({ actors: { load: fromPromise(async () => record) } }), { input }).start();
  return (await rest(actor)).value;
}

test('the five records route every status their spec names to a state of its own', async () => {
  const leave = { id: 7, userId: 1, permissions: [] };
  // Spec 2 section 4: En_Cour, Accepter, Refuser, Annuler, Holiday_Canceled.
  for (const [statut, state] of [['En_Cour', 'pending'], ['Accepter', 'accepted'], ['Refuser', 'rejected'], ['Annuler', 'cancelled'], ['Holiday_Canceled', 'holidayCanceled']]) {
    assert.equal(await restingAt(leaveRequestMachine, leave, { id: 7, fk_User: 9, statut, canApproved: false, levelType: 1 }), { ready: state }, statut);
  }
  // Spec 3 sections 3 and 4: 0 on hold, 1 accepted (then processed), any other value refused.
  const demand = { id: 1, canManage: true, userId: 3 };
  for (const [status, processed, state] of [[0, false, { onHold: 'idle' }], [1, false, { accepted: { awaitingProcessing: 'idle' } }], [1, true, { accepted: 'processed' }], [2, false, 'refused'], [7, false, 'refused']] as const) {
    assert.equal(await restingAt(requestMachine, demand, { id: 1, status, processed, isApprover: false, userid: 1 }), state, `status ${status}`);
  }
  // Spec 3 section 9: a form response's status is onHold, accept or refuse.
  for (const [kind, state] of [['onHold', 'pending'], ['accept', 'accepted'], ['refuse', 'refused']]) {
    assert.equal(await restingAt(formResponseMachine, { id: 1 }, { statut: { kind, value: 1 }, statutList: [] }), { ready: state }, kind);
  }
  // Spec 4 section 4: Pending, Progressing, Affected, Solved, Closed.
  for (const [statut, state] of [['Pending', { status: { open: 'Pending' } }], ['Progressing', { status: { open: 'Progressing' } }], ['Affected', { status: { open: 'Affected' } }], ['Solved', { status: 'Solved' }], ['Closed', { status: 'Closed' }]] as const) {
    assert.equal(await restingAt(interventionMachine, { id: 1, viewerId: 5, permissions: [] }, { statut, fk_DemadeBy: 1 }), state, statut);
  }
  // Spec 3 section 4: 0 Draft, 1 Pending, 2 Success, 3 Refund, 4 Rejected, 5 Canceled.
  for (const [status, state] of [[0, 'draft'], [1, 'pending'], [2, 'success'], [3, 'refund'], [4, 'rejected'], [5, 'canceled']] as const) {
    assert.equal(await restingAt(expenseNoteMachine, { id: 1, viewerId: 2, permissions: [] }, { id: 1, status, affectedUserId: 1, allExpenses: [] }), { ready: state }, `status ${status}`);
  }
});

test.run();
