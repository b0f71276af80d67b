import { assign, fromPromise, setup } from 'xstate';
import { errorMessageOf } from '../shared/error-message';
import { fixedSubmitKey, submitKeyActions, type SubmitKeyContext } from '../shared/submit-key';
import { uploadMachine } from '../shared/upload.machine';

/**
 * The group create/edit form (spec 2 sections 3 to 5): image required on
 * create, title and description required, members and admins exclusive
 * (making someone admin takes them out of the plain members and back), the
 * creator always counted and never removable. The save (with the picture)
 * goes through the shared upload child: progress, abort. A failed or aborted
 * save keeps every field and shows the server's message (or the abort's) in
 * the form.
 */
export interface GroupImage {
  name: string;
  size: number;
}
export interface GroupFormValues {
  title: string;
  description: string;
  image: GroupImage | null;
  /** Existing picture (edit), shown until a new image is picked. */
  imagePath: string | null;
  memberIds: number[];
  adminIds: number[];
}
export interface GroupFormContext extends GroupFormValues, SubmitKeyContext {
  id: number;
  creatorId: number;
  /** Shown (fixed, counted) when an admin other than the creator edits. */
  creatorName: string | null;
  errors: Partial<Record<'title' | 'description' | 'image', string>>;
  submitted: boolean;
  serverError: string | null;
  savedId: number | null;
}
export interface LoadedGroup extends Omit<GroupFormValues, 'image'> {
  creatorId: number;
  creatorName?: string | null;
}
export type GroupFormEvent =
  | { type: 'form.set'; field: 'title' | 'description'; value: string }
  | { type: 'form.image'; image: GroupImage | null }
  | { type: 'member.toggle'; id: number }
  | { type: 'admin.toggle'; id: number }
  | { type: 'form.submit' }
  | { type: 'form.abort' }
  | { type: 'form.retry' };

export function validateGroup(v: Pick<GroupFormContext, 'id' | 'title' | 'description' | 'image'>): GroupFormContext['errors'] {
  const errors: GroupFormContext['errors'] = {};
  if (!v.title.trim()) errors.title = 'RequiredAttribute';
  if (!v.description.trim()) errors.description = 'RequiredAttribute';
  if (!v.id && !v.image) errors.image = 'Image.Required';
  return errors;
}
/** Selected people plus the creator. */
export const groupCount = (c: Pick<GroupFormContext, 'memberIds' | 'adminIds'>) => c.memberIds.length + c.adminIds.length + 1;

export function toggleMember(c: Pick<GroupFormContext, 'memberIds' | 'adminIds' | 'creatorId'>, id: number) {
  if (id === c.creatorId) return {};
  const selected = c.memberIds.includes(id) || c.adminIds.includes(id);
  return selected ? { memberIds: c.memberIds.filter((x) => x !== id), adminIds: c.adminIds.filter((x) => x !== id) } : { memberIds: [...c.memberIds, id] };
}
export function toggleAdmin(c: Pick<GroupFormContext, 'memberIds' | 'adminIds' | 'creatorId'>, id: number) {
  if (id === c.creatorId) return {};
  return c.adminIds.includes(id)
    ? { adminIds: c.adminIds.filter((x) => x !== id), memberIds: [...c.memberIds, id] }
    : { adminIds: [...c.adminIds, id], memberIds: c.memberIds.filter((x) => x !== id) };
}

export const groupFormMachine = setup({
  types: { context: {} as GroupFormContext, events: {} as GroupFormEvent, input: {} as { id?: number; creatorId: number }, children: {} as { save: 'save' } },
  actors: {
    load: fromPromise<LoadedGroup, { id: number }>(async () => ({ title: '', description: '', imagePath: null, memberIds: [], adminIds: [], creatorId: 0 })),
    // Sends the form (its request: the context, picture included) and outputs the server's answer, { id }; stopping it aborts.
    save: uploadMachine,
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateGroup(context)).length === 0,
  },
  actions: {
    ...submitKeyActions<GroupFormContext, GroupFormEvent>(fixedSubmitKey),
    revalidate: assign(({ context }) => (context.submitted ? { errors: validateGroup(context) } : {})),
  },
}).createMachine({
  id: 'groupForm',
  context: ({ input }) => ({
    id: input.id ?? 0, creatorId: input.creatorId, creatorName: null, title: '', description: '', image: null, imagePath: null, memberIds: [], adminIds: [],
    errors: {}, submitted: false, serverError: null, savedId: null, idempotencyKey: null,
  }),
  // Create mode loads too: the app's loader answers blank values at once, so one path serves both modes.
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        // The creator is shown apart and always counted: never in the toggled lists. A retried load clears the failed one's message.
        onDone: { target: 'editing', actions: assign(({ context, event }) => ({ ...event.output, serverError: null, creatorId: event.output.creatorId || context.creatorId, creatorName: event.output.creatorName ?? null, adminIds: event.output.adminIds.filter((x) => x !== event.output.creatorId), memberIds: event.output.memberIds.filter((x) => x !== event.output.creatorId) })) },
        onError: { target: 'loadFailed', actions: assign(({ event }) => ({ serverError: errorMessageOf(event.error) })) },
      },
    },
    loadFailed: { on: { 'form.retry': { target: 'loading' } } },
    editing: {
      tags: ['editable'],
      on: {
        'form.set': { actions: [assign(({ event }) => ({ [event.field]: event.value })), 'revalidate', 'dropSubmitKey'] },
        'form.image': { actions: [assign(({ event }) => ({ image: event.image })), 'revalidate', 'dropSubmitKey'] },
        'member.toggle': { actions: [assign(({ context, event }) => toggleMember(context, event.id)), 'dropSubmitKey'], meta: { spec: ['S2.5.09', 'S2.4.13'] } },
        'admin.toggle': { actions: [assign(({ context, event }) => toggleAdmin(context, event.id)), 'dropSubmitKey'], meta: { spec: ['S2.4.13'] } },
        'form.submit': [
          { guard: 'isValid', target: 'submitting', actions: assign({ submitted: true, errors: {}, serverError: null }) },
          { actions: assign(({ context }) => ({ submitted: true, errors: validateGroup(context) })), meta: { spec: ['S2.5.07', 'S2.5.08'] } },
        ],
      },
    },
    submitting: {
      meta: { spec: ['S2.5.07', 'S2.5.08', 'S2.5.09'] },
      tags: ['busy', 'saving'],
      entry: 'keepSubmitKey',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ request: context }),
        onDone: { target: 'saved', actions: ['dropSubmitKey', assign(({ event }) => ({ savedId: (event.output as { id: number }).id }))] },
        onError: { target: 'editing', actions: assign(({ event }) => ({ serverError: errorMessageOf(event.error) })) },
      },
      // Leaving stops the upload child, which aborts its request; the submit's key is kept for the next try of the same values.
      on: { 'form.abort': { target: 'editing', actions: assign({ serverError: 'Error.Aborted' }) } },
    },
    saved: { type: 'final' },
  },
});
