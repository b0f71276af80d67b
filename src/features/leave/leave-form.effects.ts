import { fromCallback, fromPromise } from 'xstate';
import { leaveFormMachine, type LeaveFormContext, type LeaveFormEvent, type LeaveFormValues } from '../../../machines/leave/leave-form.machine';
import { submitKeyActions } from '../../../machines/shared/submit-key';
import { newIdempotencyKey } from '../../api/idempotency';
import { leaveApi } from '../../api/leave-api';
import { projectsOfUser } from '../../api/projects-api';
import { uploadIsSimulated, uploadLogic } from '../../kernel/upload.effects';
import { appNow } from '../../domain/clock';
import { createActor } from '../../kernel/actors';

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
        const types = await leaveApi.types();
        const linked = types.find((t) => t.id === input.typeId)?.IsProjectLinked;
        const [rules, notice, projects] = await Promise.all([leaveApi.daysOff(input.typeId), leaveApi.notice(input.typeId), linked ? projectsOfUser(input.userId, 'Leave').catch(() => []) : Promise.resolve([])]);
        return { rules, notice, projects };
      }),
      compute: fromPromise(async ({ input: v }) => {
        const year = v.startDate ? Number(v.startDate.slice(0, 4)) : appNow().getFullYear();
        const balance = await leaveApi.balance(v.fk_RegimeType, v.fk_User, year);
        const count = v.startDate
          ? await leaveApi.dayCount({ userId: v.fk_User, typeId: v.fk_RegimeType, startDate: v.startDate, endDate: v.endDate || v.startDate, morning: v.morning, afternoon: v.afternoon, startTime: v.startTime || null, endTime: v.endTime || null })
          : null;
        return { balance, count };
      }),
      removeFile: fromPromise(async ({ input }) => (await leaveApi.deleteFile(input.id), input.id)),
      submit: fromCallback<LeaveFormEvent, { values: LeaveFormValues; idempotencyKey: string | null }>(({ sendBack, input: { values, idempotencyKey } }) => {
        const upload = createActor(uploadLogic((o) => leaveApi.save(values, { ...o, idempotencyKey })), {
          input: { simulated: uploadIsSimulated() },
        });
        let settled = false;
        upload.subscribe((s) => {
          if (settled) return;
          if (s.status === 'done') {
            settled = true;
            sendBack({ type: 'leave.saved' });
          } else if (s.matches('failed')) {
            settled = true;
            sendBack({ type: 'leave.failed', message: s.context.error ?? 'Error.Unknown' });
          } else sendBack({ type: 'leave.progress', progress: s.context.progress });
        });
        upload.start();
        upload.send({ type: 'upload.start' });
        return () => {
          if (!settled) upload.send({ type: 'upload.abort' });
          upload.stop();
        };
      }),
    },
    actions: { ...submitKeyActions<LeaveFormContext, LeaveFormEvent>(newIdempotencyKey), notifySaved: onSaved, notifyError: (_, p) => onError(p.message) },
  });
}
