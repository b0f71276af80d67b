import { fromCallback, fromPromise } from 'xstate';
import { leaveFormMachine, type LeaveFormEvent, type LeaveFormValues } from '../../../machines/leave/leave-form.machine';
import { leaveApi } from '../../api/leave-api';
import { appendField } from '../../api/multipart';
import { uploadIsSimulated, uploadLogic } from '../../kernel/upload-logic';
import { ack } from '../../domain/envelope';
import { HOURLY_TYPE_ID } from '../../domain/leave-days';
import { appNow } from '../../domain/clock';
import { createActor } from '../../kernel/actors';

/** The form statechart with its effects bound to the leave API. */
function formData(v: LeaveFormValues): FormData {
  const form = new FormData();
  const { files, ...fields } = v;
  for (const [k, value] of Object.entries(fields)) if (value !== '' && !(k === 'projectId' && !value) && !(k === 'id' && !value)) appendField(form, k, value);
  for (const f of files) appendField(form, 'files', f);
  return form;
}

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
        const [rules, notice, projects] = await Promise.all([leaveApi.daysOff(input.typeId), leaveApi.notice(input.typeId), linked ? leaveApi.projects(input.userId) : Promise.resolve([])]);
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
      submit: fromCallback<LeaveFormEvent, LeaveFormValues>(({ sendBack, input }) => {
        const upload = createActor(uploadLogic({ path: input.id ? '/api/demandeconge/Edit' : '/api/demandeconge/Create', form: () => formData(input), schema: ack }), {
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
    actions: { notifySaved: onSaved, notifyError: (_, p) => onError(p.message) },
  });
}

export const isHourly = (typeId: number) => typeId === HOURLY_TYPE_ID;
