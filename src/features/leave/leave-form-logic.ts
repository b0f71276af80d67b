import { fromCallback, fromPromise } from 'xstate';
import { leaveFormMachine, type LeaveFormContext, type LeaveFormEvent, type LeaveFormValues } from '../../../machines/leave/leave-form.machine';
import { submitKeyActions } from '../../../machines/shared/submit-key';
import { newIdempotencyKey } from '../../api/idempotency';
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
      submit: fromCallback<LeaveFormEvent, { values: LeaveFormValues; idempotencyKey: string | null }>(({ sendBack, input: { values, idempotencyKey } }) => {
        const upload = createActor(uploadLogic({ path: values.id ? '/api/demandeconge/Edit' : '/api/demandeconge/Create', form: () => formData(values), schema: ack, idempotencyKey }), {
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

export const isHourly = (typeId: number) => typeId === HOURLY_TYPE_ID;

/** What a leave form's draft keeps (picked files cannot be kept). */
export type LeaveDraft = Omit<LeaveFormValues, 'files'>;
export const leaveDraftOf = ({ files: _files, ...v }: LeaveFormValues): LeaveDraft => v;

/** Gives a kept draft back through the form's own events, so its rules run as if typed (the type first: it enables the dates). */
export function restoreLeaveDraft(send: (e: LeaveFormEvent) => void, d: LeaveDraft) {
  if (d.fk_User) send({ type: 'leave.setUser', userId: d.fk_User });
  if (d.fk_RegimeType) send({ type: 'leave.setType', typeId: d.fk_RegimeType });
  if (d.startDate) send({ type: 'leave.setDates', startDate: d.startDate, endDate: d.endDate || d.startDate });
  if (d.morning || d.afternoon) send({ type: 'leave.setHalf', morning: d.morning, afternoon: d.afternoon });
  if (d.startTime || d.endTime) send({ type: 'leave.setTimes', startTime: d.startTime, endTime: d.endTime });
  if (d.projectId) send({ type: 'leave.setField', field: 'projectId', value: d.projectId });
  if (d.description) send({ type: 'leave.setField', field: 'description', value: d.description });
}
