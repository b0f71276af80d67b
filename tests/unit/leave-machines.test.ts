import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, fromPromise, waitFor } from 'xstate';
import { leaveRequestMachine, type LeaveDecision } from '../../machines/leave/leave-request.machine';
import { selectAwaitedLevel } from '../../machines/leave/leave-request.selectors';
import { leaveFormMachine, type FormLoad, type LeaveFormValues, type RulesInput, type RulesLoad } from '../../machines/leave/leave-form.machine';
import type { Balance, DayCount, LeaveDetail } from '../../src/domain/leave';
import { scriptedUpload, settle } from './upload-child';

const detail = (o: Partial<LeaveDetail>) => ({ id: 7, fk_User: 9, statut: 'En_Cour', canApproved: false, levelType: 1, ...o }) as LeaveDetail;
const requestActor = (d: Partial<LeaveDetail>, userId: number, permissions: string[] = []) => {
  const actor = createActor(leaveRequestMachine.provide({ actors: { load: fromPromise(async () => detail(d)) } }), { input: { id: 7, userId, permissions } });
  actor.start();
  return actor;
};

test('S2.4.03 S2.6.05 a requester may cancel their own pending request but not decide on it', async () => {
  const a = requestActor({ fk_User: 1, canApproved: true }, 1);
  const s = await waitFor(a, (x) => x.matches({ ready: 'pending' }));
  assert.ok(s.can({ type: 'leave.cancel' }));
  assert.not.ok(s.can({ type: 'leave.accept' }));
  assert.not.ok(s.can({ type: 'leave.reject' }));
  assert.ok(s.can({ type: 'leave.edit' }));
});

test('S2.4.04 the approver whose turn it is may accept or reject; others may not cancel without the permission', async () => {
  const s = await waitFor(requestActor({ canApproved: true }, 2), (x) => x.matches({ ready: 'pending' }));
  assert.ok(s.can({ type: 'leave.accept' }));
  assert.not.ok(s.can({ type: 'leave.cancel' }));
  assert.not.ok(s.can({ type: 'leave.delete' }));
  const other = await waitFor(requestActor({}, 3), (x) => x.matches({ ready: 'pending' }));
  assert.not.ok(other.can({ type: 'leave.accept' }));
});

test('S2.4.06 an accepted request is cancelled only with Conge.Cancel.Demand', async () => {
  const own = await waitFor(requestActor({ statut: 'Accepter', fk_User: 1 }, 1), (x) => x.matches({ ready: 'accepted' }));
  assert.not.ok(own.can({ type: 'leave.cancel' }));
  const hr = await waitFor(requestActor({ statut: 'Accepter' }, 3, ['Conge.Cancel.Demand', 'Conge.Delete.Demand']), (x) => x.matches({ ready: 'accepted' }));
  assert.ok(hr.can({ type: 'leave.cancel' }));
  assert.ok(hr.can({ type: 'leave.delete' }));
});

test('S2.6.02 S2.8.04 a delete asks first: cancelling keeps the request, confirming deletes it once and closes the panel, a refusal goes to the toast', async () => {
  const calls: number[] = [];
  const errors: string[] = [];
  let closed = 0;
  let refuse = true;
  const machine = leaveRequestMachine.provide({
    actors: {
      load: fromPromise(async () => detail({ statut: 'Accepter' })),
      deleteRequest: fromPromise<unknown, { id: number }>(async ({ input }) => {
        calls.push(input.id);
        if (refuse) throw new Error('Leave.Error.CannotDelete');
        return null;
      }),
    },
    actions: { failed: (_, p) => errors.push(p.message), closePanel: () => void closed++ },
  });
  const a = createActor(machine, { input: { id: 7, userId: 3, permissions: ['Conge.Delete.Demand'] } }).start();
  await waitFor(a, (x) => x.matches({ ready: 'accepted' }));
  a.send({ type: 'leave.delete' });
  assert.ok(a.getSnapshot().hasTag('confirmDelete'), 'the confirmation is up');
  assert.equal(calls, [], 'nothing is deleted before the confirmation');
  a.send({ type: 'leave.dismiss' });
  assert.ok(a.getSnapshot().matches({ ready: 'accepted' }) && !a.getSnapshot().hasTag('confirmDelete'), 'cancelled: back to the request as it was');
  a.send({ type: 'leave.delete' });
  a.send({ type: 'leave.confirmDelete' });
  assert.ok(a.getSnapshot().hasTag('confirmDelete') && a.getSnapshot().hasTag('busy'), 'the confirmation stays, busy, while the call runs');
  a.send({ type: 'leave.confirmDelete' });
  await waitFor(a, (x) => x.matches({ ready: 'accepted' }));
  assert.equal(calls, [7], 'a second press while busy sends nothing');
  assert.equal(errors, ['Leave.Error.CannotDelete']);
  assert.not.ok(a.getSnapshot().hasTag('confirmDelete'), 'refused: the confirmation closes');
  refuse = false;
  a.send({ type: 'leave.delete' });
  a.send({ type: 'leave.confirmDelete' });
  await waitFor(a, (x) => x.status === 'done');
  assert.equal(calls, [7, 7]);
  assert.is(closed, 1, 'deleted: the panel closes');
});

test('S2.4.07 S2.8.04 an action reloads the request, and a failure goes to the toast', async () => {
  const errors: string[] = [];
  let loads = 0;
  const machine = leaveRequestMachine.provide({
    actors: {
      load: fromPromise(async () => (loads++, detail({ canApproved: true }))),
      acceptRequest: fromPromise<unknown, LeaveDecision>(async () => {
        throw new Error('Leave.Error.NotYourTurn');
      }),
    },
    actions: { failed: (_, p) => errors.push(p.message) },
  });
  const a = createActor(machine, { input: { id: 7, userId: 2, permissions: [] } }).start();
  await waitFor(a, (x) => x.matches({ ready: 'pending' }));
  a.send({ type: 'leave.accept' });
  // The acceptance is held (issue 36 item 1): let go at once rather than after its five seconds.
  a.send({ type: 'decision.now' });
  await waitFor(a, (x) => loads === 2 && x.matches({ ready: 'pending' }));
  assert.equal(errors, ['Leave.Error.NotYourTurn']);
});

test('issue 36 item 1: accepted at level 1, the row names level 2 only once the request is read again, never the level just decided', async () => {
  // The second read says level 2 waits; it is slow, so the statechart sits in its read for a while.
  let loads = 0;
  let answer: (d: LeaveDetail) => void = () => {};
  const machine = leaveRequestMachine.provide({
    actors: {
      load: fromPromise(async () => (++loads === 1 ? detail({ canApproved: true }) : new Promise<LeaveDetail>((r) => (answer = r)))),
      acceptRequest: fromPromise<unknown, LeaveDecision>(async () => ({})),
    },
  });
  const a = createActor(machine, { input: { id: 7, userId: 2, permissions: [] } }).start();
  await waitFor(a, (x) => x.matches({ ready: 'pending' }));
  a.send({ type: 'leave.accept' });
  a.send({ type: 'decision.now' });
  const reading = await waitFor(a, (x) => loads === 2 && x.hasTag('busy'));
  assert.is(reading.context.decided, 'accept');
  assert.is(selectAwaitedLevel(reading), null, 'not level 1 while the request is read again');
  answer(detail({ canApproved: false, levelType: 2 }));
  const read = await waitFor(a, (x) => !x.hasTag('busy'));
  assert.is(selectAwaitedLevel(read), 2);
});

test('accepted at level 1 and the read after it failing: no level is named (the record in hand is the one just decided)', async () => {
  let loads = 0;
  const machine = leaveRequestMachine.provide({
    actors: {
      load: fromPromise(async () => {
        if (++loads > 1) throw new Error('Error.Status.503');
        return detail({ canApproved: true });
      }),
      acceptRequest: fromPromise<unknown, LeaveDecision>(async () => ({})),
    },
  });
  const a = createActor(machine, { input: { id: 7, userId: 2, permissions: [] } }).start();
  await waitFor(a, (x) => x.matches({ ready: 'pending' }));
  a.send({ type: 'leave.accept' });
  a.send({ type: 'decision.now' });
  const failed = await waitFor(a, (x) => x.matches('failure'));
  assert.is(failed.context.decided, 'accept', 'the acceptance went');
  assert.is(failed.context.record?.levelType, 1, 'the record in hand is the one decided');
  assert.is(selectAwaitedLevel(failed), null, 'not « niveau 1 »');
});

const formLogic = (upload: ReturnType<typeof scriptedUpload>) =>
  leaveFormMachine.provide({
    actors: {
      loadForm: fromPromise<FormLoad, { id: number }>(async () => ({ types: [{ id: 1, name: 'Annuel', color: '', textColor: '', IsProjectLinked: false, IsExcatTimeRequired: false, noticeDays: 0, unit: 0 }], values: null })),
      loadRules: fromPromise<RulesLoad, RulesInput>(async () => ({ rules: { dates: ['2026-12-31'], weekdays: [6, 0], holidays: [] }, notice: 3, projects: [] })),
      compute: fromPromise<{ balance: Balance; year: number; count: DayCount | null }, LeaveFormValues>(async () => ({ balance: { balance: 22, used: 0, pending: 0, available: 22, unit: 0 }, year: 2026, count: { value: 2, unit: 0 } })),
      upload: upload.logic,
    },
  });
const formActor = (upload: ReturnType<typeof scriptedUpload>) => createActor(formLogic(upload), { input: { currentUserId: 1 } }).start();

test('S2.5.02 S2.5.03 dates stay disabled until a type is chosen; blocked days are refused; a failed save keeps what was typed', async () => {
  const upload = scriptedUpload();
  const a = formActor(upload);
  await waitFor(a, (x) => x.matches({ editing: 'noType' }));
  assert.not.ok(a.getSnapshot().can({ type: 'leave.setDates', startDate: '', endDate: '' }));
  a.send({ type: 'leave.setType', typeId: 1 });
  await waitFor(a, (x) => x.matches({ editing: 'ready' }));
  assert.is(a.getSnapshot().context.notice, 3);
  a.send({ type: 'leave.setDates', startDate: '2026-12-31', endDate: '2026-12-31' });
  assert.is(a.getSnapshot().context.error, 'Leave.Error.BlockedDay');
  assert.is(a.getSnapshot().context.values.startDate, '');
  a.send({ type: 'leave.setDates', startDate: '2026-12-01', endDate: '2026-12-02' });
  a.send({ type: 'leave.setField', field: 'description', value: 'Vacances' });
  await waitFor(a, (x) => x.matches({ editing: 'ready' }));
  assert.is(a.getSnapshot().context.count?.value, 2);
  a.send({ type: 'leave.submit' });
  upload.last().refuse('Leave.Error.Overlap');
  const s = await waitFor(a, (x) => x.matches({ editing: 'ready' }) && !!x.context.error);
  assert.is(s.context.error, 'Leave.Error.Overlap');
  assert.is(s.context.values.description, 'Vacances');
  assert.is(s.context.values.startDate, '2026-12-01');
});

test('the rules are read for a type and a person, not for each new period: new dates and half days are only counted again', async () => {
  const reads: string[] = [];
  const logic = formLogic(scriptedUpload()).provide({
    actors: {
      loadRules: fromPromise<RulesLoad, RulesInput>(async ({ input }) => {
        reads.push(`${input.typeId}:${input.userId}:${input.projectLinked}`);
        return { rules: { dates: [], weekdays: [], holidays: [] }, notice: 0, projects: [] };
      }),
    },
  });
  const a = createActor(logic, { input: { currentUserId: 1 } }).start();
  await waitFor(a, (x) => x.matches({ editing: 'noType' }));
  a.send({ type: 'leave.setType', typeId: 1 });
  await waitFor(a, (x) => x.matches({ editing: 'ready' }));
  a.send({ type: 'leave.setDates', startDate: '2026-12-01', endDate: '2026-12-02' });
  await waitFor(a, (x) => x.matches({ editing: 'ready' }));
  a.send({ type: 'leave.setHalf', morning: true, afternoon: false });
  await waitFor(a, (x) => x.matches({ editing: 'ready' }));
  assert.equal(reads, ['1:1:false'], 'read once, with what the form knows of the type');
  a.send({ type: 'leave.setUser', userId: 4 });
  await waitFor(a, (x) => x.matches({ editing: 'ready' }));
  a.send({ type: 'leave.setType', typeId: 1 });
  await waitFor(a, (x) => x.matches({ editing: 'ready' }));
  assert.equal(reads, ['1:1:false', '1:4:false', '1:4:false'], 'another person, then the type chosen again: read again');
});

test('persona review: a type asking exact times clears the half day it hides, and a type of half days the times it hides (S2.5.05)', async () => {
  const annual = { id: 1, name: 'Annuel', color: '', textColor: '', IsProjectLinked: false, IsExcatTimeRequired: false, noticeDays: 0, unit: 0 };
  const hourly = { ...annual, id: 5, name: 'Absence horaire', IsExcatTimeRequired: true, unit: 1 };
  const logic = formLogic(scriptedUpload()).provide({ actors: { loadForm: fromPromise<FormLoad, { id: number }>(async () => ({ types: [annual, hourly], values: null })) } });
  const a = createActor(logic, { input: { currentUserId: 1 } }).start();
  await waitFor(a, (x) => x.matches({ editing: 'noType' }));
  a.send({ type: 'leave.setType', typeId: 1 });
  a.send({ type: 'leave.setDates', startDate: '2026-12-21', endDate: '2026-12-22' });
  a.send({ type: 'leave.setHalf', morning: true, afternoon: false });
  a.send({ type: 'leave.setType', typeId: 5 });
  let v = a.getSnapshot().context.values;
  assert.equal([v.morning, v.afternoon], [false, false], 'the half day hidden by the times is not counted');
  assert.equal([v.startDate, v.endDate], ['2026-12-21', '2026-12-22'], 'the period stays');
  a.send({ type: 'leave.setTimes', startTime: '09:00', endTime: '11:30', unreadable: ['end'] });
  a.send({ type: 'leave.setType', typeId: 1 });
  v = a.getSnapshot().context.values;
  assert.equal([v.startTime, v.endTime], ['', ''], 'the times hidden by the half days are not sent');
  assert.equal(a.getSnapshot().context.unreadable, [], 'nor does an unreadable hidden time hold the send back');
});

test('a failed first load offers its retry; the load that then works leaves no error over the form (persona review)', async () => {
  let tries = 0;
  const logic = formLogic(scriptedUpload()).provide({
    actors: {
      loadForm: fromPromise<FormLoad, { id: number }>(async () => {
        if (++tries === 1) throw new Error('Error.ServerError');
        return { types: [], values: null };
      }),
    },
  });
  const a = createActor(logic, { input: { currentUserId: 1 } }).start();
  const failed = await waitFor(a, (x) => x.matches('loadFailed'));
  assert.ok(failed.context.error, 'the failure is said');
  a.send({ type: 'leave.retry' });
  const s = await waitFor(a, (x) => x.matches('editing'));
  assert.is(tries, 2);
  assert.is(s.context.error, null);
});

test('S2.5.01 a request without its period is not sent: the form stays with RequiredAttribute', async () => {
  const upload = scriptedUpload();
  const a = formActor(upload);
  await waitFor(a, (x) => x.matches({ editing: 'noType' }));
  a.send({ type: 'leave.setType', typeId: 1 });
  await waitFor(a, (x) => x.matches({ editing: 'ready' }));
  a.send({ type: 'leave.submit' });
  assert.is(upload.sends.length, 0, 'nothing sent');
  assert.not.ok(a.getSnapshot().hasTag('submitting'));
  assert.is(a.getSnapshot().context.error, 'RequiredAttribute');
});

test('issue 34 item 8: a time box that cannot be read holds the request, its times left as typed before; read again, it goes', async () => {
  const upload = scriptedUpload();
  const a = formActor(upload);
  await waitFor(a, (x) => x.matches({ editing: 'noType' }));
  a.send({ type: 'leave.setType', typeId: 1 });
  await waitFor(a, (x) => x.matches({ editing: 'ready' }));
  a.send({ type: 'leave.setDates', startDate: '2026-12-01', endDate: '2026-12-01' });
  a.send({ type: 'leave.setTimes', startTime: '09:00', endTime: '12:00' });
  await waitFor(a, (x) => x.matches({ editing: 'ready' }));
  a.send({ type: 'leave.setTimes', startTime: '09:00', endTime: '12:00', unreadable: ['end'] });
  await waitFor(a, (x) => x.matches({ editing: 'ready' }));
  a.send({ type: 'leave.submit' });
  assert.is(upload.sends.length, 0, 'nothing sent');
  assert.is(a.getSnapshot().context.touched, true, 'the time box says why');
  assert.is(a.getSnapshot().context.error, null, 'nothing is missing: no RequiredAttribute banner');
  a.send({ type: 'leave.setTimes', startTime: '09:00', endTime: '12:30', unreadable: [] });
  await waitFor(a, (x) => x.matches({ editing: 'ready' }));
  a.send({ type: 'leave.submit' });
  assert.is(upload.sends.length, 1);
});

test('S2.7.03 submitting shows progress, can be aborted (stopping the upload) and cannot be sent twice', async () => {
  const upload = scriptedUpload({ simulated: false });
  const a = formActor(upload);
  await waitFor(a, (x) => x.matches({ editing: 'noType' }));
  a.send({ type: 'leave.setType', typeId: 1 });
  a.send({ type: 'leave.setDates', startDate: '2026-12-01', endDate: '2026-12-01' });
  await waitFor(a, (x) => x.matches({ editing: 'ready' }));
  a.send({ type: 'leave.submit' });
  a.send({ type: 'leave.submit' });
  upload.last().report(40, 100);
  assert.ok(a.getSnapshot().hasTag('submitting'));
  assert.is(a.getSnapshot().children.upload?.getSnapshot().context.progress, 40);
  assert.is(upload.sends.length, 1);
  a.send({ type: 'leave.abort' });
  assert.ok(upload.last().aborted);
  assert.is(a.getSnapshot().children.upload, undefined, 'the upload child is stopped');
  assert.is(a.getSnapshot().context.error, 'Error.Aborted');
});

test('S1.4.04 the form waits for its upload child: saved only once the server answered, with the values and the key sent', async () => {
  const upload = scriptedUpload();
  const saved: number[] = [];
  const a = createActor(formLogic(upload).provide({ actions: { notifySaved: () => void saved.push(1) } }), { input: { currentUserId: 1 } }).start();
  await waitFor(a, (x) => x.matches({ editing: 'noType' }));
  a.send({ type: 'leave.setType', typeId: 1 });
  a.send({ type: 'leave.setDates', startDate: '2026-12-01', endDate: '2026-12-02' });
  await waitFor(a, (x) => x.matches({ editing: 'ready' }));
  a.send({ type: 'leave.submit' });
  const sent = upload.last().request as { values: { startDate: string }; idempotencyKey: string | null };
  assert.is(sent.values.startDate, '2026-12-01');
  assert.ok(sent.idempotencyKey, 'the submit carries its idempotency key');
  await settle();
  assert.ok(a.getSnapshot().matches('submitting'), 'still waiting for the upload');
  assert.equal(saved, []);
  upload.last().answer({ success: true });
  await waitFor(a, (x) => x.matches('saved'));
  assert.equal(saved, [1]);
});

test.run();
