import * as assert from 'uvu/assert';
import { leaveRequestMachine } from '../../../machines/leave/leave-request.machine';
import { timelineLogic } from '../../../src/features/leave/leave-timeline.effects';
import { leaveFormLogic } from '../../../src/features/leave/leave-form.effects';
import { leaveRequests, leaveTypes } from '../../../server-fake/models/leave';
import { users } from '../../../server-fake/models/organisation';
import { files } from '../../../server-fake/models/session';
import { employeeCalendarAdapter, leaveRequestAdapter, leaveTimelineAdapter } from '../ui/adapters/leave';
import { employeeCalendarLogic } from '../../../src/features/leave/employee-calendar.effects';
import { leaveFormAdapter } from '../ui/adapters/leave-form';
import type { ModelEvent } from '../ui/types';
import type { FakeBinding, WalkContext } from './walk';
import { leaveRequestActors } from '../../../src/features/leave/leave-request.effects';

/**
 * The leave area against the fake server's leave rules (spec 2): the
 * request's lifecycle, the form (rules, balance, day count, the multipart
 * send), the company calendar.
 */
const NADIA = 3;
const request = (w: WalkContext) => leaveRequests(w.db).get(w.data.id);
const statutOf = (e: ModelEvent | undefined) => (e?.output as { statut?: string } | undefined)?.statut ?? 'En_Cour';
/** The server's status after each decision (a one-level circuit whose approver is Nadia). */
const after: Record<string, string> = { 'xstate.done.actor.cancel': 'Annuler', 'xstate.done.actor.accept': 'Accepter', 'xstate.done.actor.reject': 'Refuser' };

const leaveRequest: FakeBinding = {
  machine: 'leaveRequest',
  persona: 'hr',
  like: leaveRequestAdapter,
  // Someone else's pending request whose one approver is Nadia, shaped to the status the path's first load says (as the UI walk does).
  seed(w) {
    const want = statutOf(w.path.steps.find((s) => s.event.type === 'xstate.done.actor.load')?.event);
    const r = leaveRequests(w.db).all().find((x) => x.userId !== NADIA && x.userId !== 1 && x.status === 'En_Cour')!;
    const decided = want !== 'En_Cour';
    leaveRequests(w.db).update(r.id, {
      status: want as never,
      levelType: decided ? 2 : 1,
      approvals: [{ level: 1, approverId: NADIA, status: decided ? (want === 'Holiday_Canceled' ? 'Holiday_Canceled' : want === 'Refuser' ? 'Refuser' : 'Accepter') : 'En_Cour', date: decided ? '2026-11-16T09:00:00Z' : null, raison: want === 'Refuser' ? 'Période chargée' : null }] as never,
    });
    w.data.id = r.id;
    w.data.status = want;
  },
  input: (w) => ({ id: w.data.id, userId: NADIA, permissions: ['Conge.Cancel.Demand', 'Conge.Delete.Demand', 'Golbal.Edit.Demand'] }),
  provide: () =>
    leaveRequestMachine.provide({
      actors: leaveRequestActors,
    }),
  checks: {
    'xstate.done.actor.load': (w, s) => assert.is((s.context as { record: { statut: string } }).record.statut, request(w)!.status, 'the detail shows the status on record'),
    ...Object.fromEntries(
      Object.entries(after).map(([t, status]) => [
        t,
        (w: WalkContext) => {
          assert.is(request(w)!.status, status, `${t.split('.').pop()} recorded`);
          w.data.status = status;
        },
      ]),
    ),
    'xstate.done.actor.reject': (w) => {
      assert.is(request(w)!.status, 'Refuser');
      assert.is(request(w)!.approvals[0]!.raison, 'busy week', 'the reason given is kept');
      w.data.status = 'Refuser';
    },
    ...Object.fromEntries(['cancel', 'accept', 'reject', 'delete'].map((a) => [`xstate.error.actor.${a}`, (w: WalkContext) => assert.is(request(w)?.status, w.data.status, `a failed ${a} changed nothing`)])),
    'xstate.done.actor.delete': (w) => assert.not.ok(request(w), 'the request is gone'),
  },
};

/**
 * The form: Nadia requests annual leave (type 1) for herself or for Yasmine,
 * or edits a pending request of Yasmine's with two attachments. The model's
 * blocked day (31 December) is made a blocked day of annual leave.
 */
type FormWorld = { mode: 'new' | 'edit' | null; files: number };
const isEditLoad = (e: ModelEvent) => e.type === 'xstate.done.actor.loadForm' && !!(e.output as { values: unknown }).values;
const leaveForm: FakeBinding = {
  machine: 'leaveForm',
  persona: 'hr',
  like: leaveFormAdapter,
  world: { mode: null, files: 0 } as FormWorld,
  track(w: FormWorld, e) {
    if (e.type === 'xstate.done.actor.loadForm') return isEditLoad(e) ? { mode: 'edit', files: 2 } : { mode: 'new', files: 0 };
    if (e.type === 'xstate.done.actor.removeFile') return { ...w, files: Math.max(0, w.files - 1) };
    return w;
  },
  feasible(e, _c, from) {
    const w = from.world as FormWorld;
    if (e.type === 'xstate.done.actor.loadForm') return w.mode === null || isEditLoad(e) === (w.mode === 'edit');
    if (e.type === 'leave.setUser') return w.mode !== 'edit';
    if (e.type === 'leave.removeFile' || e.type === 'xstate.done.actor.removeFile' || e.type === 'xstate.error.actor.removeFile') return w.mode === 'edit' && w.files > 0;
    return true;
  },
  faults: { ...leaveFormAdapter.faults, 'leave.failed': { method: 'POST', path: '^/api/demandeconge/(Create|Edit)$', status: 400 } },
  seed(w) {
    const t = leaveTypes(w.db).get(1)!;
    leaveTypes(w.db).update(1, { blockedDates: [...t.blockedDates, '2026-12-31'] });
    // Nobody is away on the model's dates: no overlap refusal.
    for (const r of leaveRequests(w.db).all()) if (r.startDate <= '2026-12-02' && r.endDate >= '2026-12-01' && [1, NADIA].includes(r.userId)) leaveRequests(w.db).remove(r.id);
    w.data.before = leaveRequests(w.db).all().length;
    if (!w.path.steps.some((s) => isEditLoad(s.event))) return;
    const r = leaveRequests(w.db).all().find((x) => x.userId === 1 && x.typeId === 1 && x.status === 'En_Cour' && x.startDate > '2026-11-21')!;
    const fileIds = ['justificatif.pdf', 'planning.pdf'].map((name) => files(w.db).insert({ name, mimeType: 'application/pdf', size: 12, content: 'walk', ownerId: 1, area: 'leave' } as never).id);
    leaveRequests(w.db).update(r.id, { fileIds });
    w.data.id = r.id;
    w.data.fileIds = fileIds;
  },
  input: (w) => ({ id: w.data.id, currentUserId: NADIA }),
  provide: () => leaveFormLogic(() => {}, () => {}),
  event(e, w) {
    // The first attachment still there.
    if (e.type === 'leave.removeFile') return { ...e, id: (w.data.removing = request(w)!.fileIds.find((f) => w.data.fileIds.includes(f))) };
    if (e.type === 'leave.setField') return { ...e, value: `Parcours ${w.path.index}` };
    return e;
  },
  checks: {
    'leave.saved': (w, s) => {
      const v = (s.context as { values: { description: string } }).values;
      if (w.data.id) assert.is(request(w)!.description, v.description, 'the edit is recorded');
      else assert.is(leaveRequests(w.db).all().length, w.data.before + 1, 'one request created');
    },
    'leave.failed': (w) => {
      if (!w.data.id) assert.is(leaveRequests(w.db).all().length, w.data.before, 'a refused send created nothing');
    },
    'xstate.done.actor.removeFile': (w) => assert.not.ok(request(w)!.fileIds.includes(w.data.removing), 'the attachment is detached'),
    'xstate.error.actor.removeFile': (w) => assert.ok(request(w)!.fileIds.includes(w.data.removing), 'a failed removal kept it'),
  },
};

/** The company calendar: the search narrows to Yasmine (a short list); the filter sent keeps everyone. */
const leaveTimeline: FakeBinding = {
  machine: 'leaveTimeline',
  persona: 'hr',
  like: leaveTimelineAdapter,
  provide: () => timelineLogic,
  event(e) {
    if (e.type === 'timeline.setSearch') return { ...e, searchValue: 'yas' };
    if (e.type === 'timeline.setFilter') return { ...e, filter: {} };
    return e;
  },
  checks: {
    'xstate.done.actor.loadFirst': (w, s) => {
      const c = s.context as { resources: Array<{ user: { fullName: string } }>; headcount: { totalUsers: number }; query: { searchValue: string } };
      assert.is(c.headcount.totalUsers, users(w.db).filter((u) => u.active).length, 'the headcount counts the active users');
      if (c.query.searchValue) assert.ok(c.resources.every((r) => /yas/i.test(r.user.fullName)), 'the rows match the search');
    },
  },
};

/** One employee's month (Yasmine's, as HR sees it): the name read with the events, every event hers. */
const employeeCalendar: FakeBinding = {
  machine: 'employeeCalendar',
  persona: 'hr',
  like: employeeCalendarAdapter,
  provide: () => employeeCalendarLogic,
  checks: {
    'xstate.done.actor.loadMonth': (w, s) => {
      const c = s.context as { name: string; shown: { events: Array<{ resourceId: number | null }> } | null };
      assert.is(c.name, users(w.db).get(1)!.fullName, "the employee's name comes with the month");
      assert.ok(c.shown!.events.every((e) => e.resourceId === null || e.resourceId === 1), "only the employee's own leave");
    },
  },
};

export const leaveBindings = [leaveRequest, leaveForm, leaveTimeline, employeeCalendar];
