import { graphEvents, type RegisteredMachine } from '../registry-types';
import { leaveRequestMachine } from './leave-request.machine';
import { leaveFormMachine } from './leave-form.machine';
import { leaveTimelineMachine, TIMELINE_PAGE } from './leave-timeline.machine';
import { employeeCalendarMachine } from './employee-calendar.machine';
import type { LeaveType } from '../../src/domain/leave';

/** The leave area's statecharts, walked by the model runner. */
const { done, error } = graphEvents;

const detail = (statut: string, o: { own?: boolean; canApproved?: boolean } = {}) => ({
  id: 7, fk_User: o.own ? 1 : 9, statut, canApproved: !!o.canApproved, levelType: 1,
});
const type = (id: number): LeaveType => ({ id, name: `T${id}`, color: '#000', textColor: '#fff', IsProjectLinked: false, IsExcatTimeRequired: false, noticeDays: 0, unit: 0 });
const balance = { balance: 22, used: 2, pending: 1, available: 19, unit: 0 };
const rows = Array.from({ length: TIMELINE_PAGE }, (_, i) => ({ id: i + 1, user: { id: i + 1, fullName: `U${i + 1}`, fonctionName: null, image: null } }));
const month = { events: [], headcount: { filterUsers: 15, totalUsers: 72 } };

export const leaveMachines: RegisteredMachine[] = [
  {
    id: 'leaveRequest',
    file: 'leave/leave-request.machine.ts',
    machine: leaveRequestMachine,
    input: { id: 7, userId: 1, permissions: ['Conge.Cancel.Demand', 'Conge.Delete.Demand', 'Golbal.Edit.Demand'] },
    maxDepth: 6,
    events: [
      done('load', detail('En_Cour', { canApproved: true })), done('load', detail('Accepter')), done('load', detail('Refuser')),
      done('load', detail('Annuler')), done('load', detail('Holiday_Canceled')), error('load'),
      { type: 'leave.reload' }, { type: 'leave.cancel' }, { type: 'leave.accept' }, { type: 'leave.reject' },
      // Spec 2 section 5: the rejection reason has no validation (an empty one is taken too).
      { type: 'reason.confirm', reason: 'busy week' }, { type: 'reason.cancel' },
      { type: 'leave.delete' }, { type: 'leave.edit' },
      done('cancel'), error('cancel'), done('accept'), error('accept'), done('reject'), error('reject'), done('delete'), error('delete'),
    ],
  },
  {
    id: 'leaveForm',
    file: 'leave/leave-form.machine.ts',
    machine: leaveFormMachine,
    input: { currentUserId: 1 },
    // Value events repeat what the form holds, so the traversal explores states rather than every combination of typing.
    events: [
      done('loadForm', { types: [type(1), type(5)], values: null }),
      // Editing a request that has attachments: its type and dates come with it.
      done('loadForm', { types: [type(1), type(5)], values: { fk_RegimeType: 1, startDate: '2026-12-01', endDate: '2026-12-02' }, existingFiles: [{ id: 3, name: 'a.pdf' }, { id: 4, name: 'b.pdf' }] }),
      error('loadForm'), { type: 'leave.retry' },
      { type: 'leave.setUser', userId: 1 }, { type: 'leave.setType', typeId: 1 },
      done('loadRules', { rules: { dates: ['2026-12-31'], weekdays: [], holidays: [] }, notice: 3, projects: [] }), error('loadRules'),
      done('compute', { balance, count: { value: 2, unit: 0 } }), error('compute'),
      { type: 'leave.setDates', startDate: '2026-12-01', endDate: '2026-12-02' }, { type: 'leave.setDates', startDate: '2026-12-31', endDate: '2026-12-31' },
      { type: 'leave.setHalf', morning: false, afternoon: false }, { type: 'leave.setTimes', startTime: '', endTime: '' },
      { type: 'leave.setField', field: 'description', value: '' }, { type: 'leave.setFiles', files: [] }, { type: 'leave.removeFile', id: 3 }, done('removeFile', 3), error('removeFile'),
      { type: 'leave.submit' }, { type: 'leave.progress', progress: 0 }, { type: 'leave.saved' }, { type: 'leave.failed', message: 'Error.Unknown' },
      { type: 'leave.abort' },
    ],
  },
  {
    id: 'leaveTimeline',
    file: 'leave/leave-timeline.machine.ts',
    machine: leaveTimelineMachine,
    input: { year: 2026, month: 11 },
    // A full first page leaves more to load; a short one (the last) does not.
    events: [
      done('loadFirst', { ...month, resources: rows }), done('loadFirst', { ...month, resources: rows.slice(0, 3) }), error('loadFirst'),
      { type: 'timeline.more' }, done('loadMore', rows), error('loadMore'),
      { type: 'timeline.setMonth', year: 2026, month: 12 }, done('loadMonth', month), error('loadMonth'), { type: 'timeline.reload' }, { type: 'timeline.retry' },
      { type: 'timeline.setFilter', filter: { Sites: '1' } }, { type: 'timeline.setSearch', searchValue: 'ya' }, { type: 'timeline.toggleType', typeId: 2 },
    ],
  },
  {
    id: 'employeeCalendar',
    file: 'leave/employee-calendar.machine.ts',
    machine: employeeCalendarMachine,
    input: { userId: 1, year: 2026, month: 11 },
    events: [
      done('loadMonth', { events: [], name: 'Yasmine El Idrissi' }), error('loadMonth'),
      { type: 'calendar.setMonth', year: 2026, month: 12 }, { type: 'calendar.reload' },
    ],
  },
];
