import { fromPromise } from 'xstate';
import { leaveFormMachine, type LeaveFormContext, type LeaveFormEvent, type LeaveFormValues, type LeaveSave } from '../../../machines/leave/leave-form.machine';
import { errorMessageOf } from '../../../machines/shared/error-message';
import { submitKeyActions } from '../../../machines/shared/submit-key';
import { newIdempotencyKey } from '../../api/idempotency';
import { leaveApi } from '../../api/leave-api';
import { projectsOfUser } from '../../api/projects-api';
import { uploadLogic } from '../../kernel/upload.effects';
import { appNow } from '../../domain/clock';
import { balanceYearOf, clashIn, LEAVE_OVERLAP, monthsOf, type StandingRequest } from '../../domain/leave-days';

/** The form statechart with its effects bound to the leave API. */
export function leaveFormLogic(onSaved: () => void, onError: (message: string) => void) {
  return leaveFormMachine.provide({
    actors: {
      loadForm: fromPromise(async ({ input }) => {
        if (!input.id) return { types: await leaveApi.types(), values: null };
        const d = await leaveApi.detail(input.id);
        return {
          types: await leaveApi.typesFor(d.fk_User),
          values: {
            fk_User: d.fk_User, fk_RegimeType: d.fk_RegimeType, startDate: d.startDate, endDate: d.endDate, morning: d.morning, afternoon: d.afternoon,
            startTime: d.startTime ?? '', endTime: d.endTime ?? '', projectId: d.projectId ?? 0, description: d.description ?? '',
          },
          existingFiles: d.filesNames,
        };
      }),
      loadRules: fromPromise(async ({ input }) => {
        // The form has the types already (its first read): the list is asked again only for a type it does not hold.
        const linked = input.projectLinked ?? (await leaveApi.types()).find((t) => t.id === input.typeId)?.IsProjectLinked;
        const [rules, notice, projects, requested] = await Promise.all([
          leaveApi.daysOff(input.typeId),
          leaveApi.notice(input.typeId),
          linked ? projectsOfUser(input.userId, 'Leave').catch(() => []) : Promise.resolve([]),
          standingRequests(input.userId),
        ]);
        return { rules, notice, projects, requested };
      }),
      compute: fromPromise(async ({ input: v }) => {
        const year = balanceYearOf(v.startDate, appNow());
        // Asked together: neither answer needs the other.
        const [balance, count] = await Promise.all([
          leaveApi.balance(v.fk_RegimeType, v.fk_User, year),
          v.startDate
            ? leaveApi.dayCount({ userId: v.fk_User, typeId: v.fk_RegimeType, startDate: v.startDate, endDate: v.endDate || v.startDate, morning: v.morning, afternoon: v.afternoon, startTime: v.startTime || null, endTime: v.endTime || null })
            : null,
        ]);
        return { balance, year, count };
      }),
      removeFile: fromPromise(async ({ input }) => (await leaveApi.deleteFile(input.id), input.id)),
      upload: uploadLogic<LeaveSave>(async ({ values, idempotencyKey }, o) => {
        try {
          return await leaveApi.save(values, { ...o, idempotencyKey });
        } catch (e) {
          throw await withClash(e, values);
        }
      }),
    },
    actions: { ...submitKeyActions<LeaveFormContext, LeaveFormEvent>(newIdempotencyKey), notifySaved: onSaved, notifyError: (_, p) => onError(p.message) },
  });
}

/**
 * A refusal for an overlap names the request it met (persona reviews: 'Une autre demande couvre déjà ces dates' said
 * not which): read from the person's calendar over the period's months. The refusal stays as it came when the read
 * fails or finds none (a half day beside another, which the calendar does not show).
 */
async function withClash(error: unknown, v: LeaveFormValues): Promise<unknown> {
  if (errorMessageOf(error) !== LEAVE_OVERLAP || !v.startDate || !error || typeof error !== 'object') return error;
  const end = v.endDate || v.startDate;
  try {
    const events = await Promise.all(monthsOf(v.startDate, end).map(([year, month]) => leaveApi.events({ month, year, userIds: [v.fk_User] })));
    return Object.assign(error, { clash: clashIn(events.flat(), v.startDate, end, v.id) });
  } catch {
    return error;
  }
}

/**
 * The person's waiting and accepted requests (the two the server's overlap rule counts), for the period picker to
 * mark their days (persona reviews s44 and s45: the picker did not show what she had already asked for). A help, not a
 * rule: a read refused (a manager without the right to list someone's requests) or failed marks nothing.
 */
async function standingRequests(userId: number): Promise<StandingRequest[]> {
  const read = (status: StandingRequest['status']) =>
    leaveApi.list({ userId, status, page: 1, pageSize: 100 }).then((a) => a.rows.map((r) => ({ id: r.id, type: r.type, status, startDate: r.startDate.slice(0, 10), endDate: r.endDate.slice(0, 10) })));
  return Promise.all([read('En_Cour'), read('Accepter')]).then((a) => a.flat(), () => []);
}
