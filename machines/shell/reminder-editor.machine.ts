import { assign, fromPromise, setup } from 'xstate';
import type { Reminder, ReminderCreateBody, ReminderEditBody } from '../../src/domain/shell';
import { errorMessageOf } from '../shared/error-message';

/**
 * The 'my reminders' panel: one form (new or edit) saving once at a time, and
 * a confirmed delete. The list itself is a plain resource the app reloads
 * after each change.
 */
export type ReminderDraft = { kind: 'create'; body: ReminderCreateBody } | { kind: 'edit'; body: ReminderEditBody };
export interface ReminderEditorContext {
  editing: Reminder | null;
  deletingId: number | null;
  error: string | null;
  /** The title of the reminder being saved or deleted: what the success names. */
  title: string | null;
}
export type ReminderEditorEvent =
  | { type: 'reminder.new' }
  | { type: 'reminder.edit'; reminder: Reminder }
  | { type: 'reminder.submit'; draft: ReminderDraft }
  | { type: 'reminder.cancel' }
  /** The title, when the list gives it, names the reminder in the success message. */
  | { type: 'reminder.delete'; id: number; title?: string }
  | { type: 'reminder.confirm' };

export const reminderEditorMachine = setup({
  types: { context: {} as ReminderEditorContext, events: {} as ReminderEditorEvent },
  actors: {
    save: fromPromise<unknown, ReminderDraft>(async () => null),
    remove: fromPromise<unknown, { id: number }>(async () => null),
  },
  actions: {
    changed: (_, _p: { done: 'create' | 'edit' | 'delete'; title: string | null }) => {},
    showError: (_, _p: { message: string }) => {},
  },
}).createMachine({
  id: 'reminderEditor',
  context: { editing: null, deletingId: null, error: null, title: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'reminder.new': { target: 'editing', actions: assign({ editing: null, error: null }) },
        'reminder.edit': { target: 'editing', actions: assign(({ event }) => ({ editing: event.reminder, error: null })) },
        'reminder.delete': { target: 'confirmingDelete', actions: assign(({ event }) => ({ deletingId: event.id, title: event.title ?? null })) },
      },
    },
    editing: {
      tags: ['form'],
      on: {
        'reminder.submit': { target: 'saving', actions: assign(({ event }) => ({ title: event.draft.body.title })) },
        'reminder.cancel': { target: 'idle', actions: assign({ editing: null, error: null }) },
      },
    },
    saving: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ event }) => (event as Extract<ReminderEditorEvent, { type: 'reminder.submit' }>).draft,
        onDone: {
          target: 'idle',
          actions: [
            { type: 'changed', params: ({ context }) => ({ done: context.editing ? ('edit' as const) : ('create' as const), title: context.title }) },
            assign({ editing: null, error: null }),
          ],
        },
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
      },
    },
    confirmingDelete: {
      on: {
        'reminder.confirm': { target: 'deleting' },
        'reminder.cancel': { target: 'idle', actions: assign({ deletingId: null }) },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ id: context.deletingId! }),
        onDone: { target: 'idle', actions: [{ type: 'changed', params: ({ context }) => ({ done: 'delete' as const, title: context.title }) }, assign({ deletingId: null })] },
        onError: { target: 'idle', actions: [{ type: 'showError', params: ({ event }) => ({ message: errorMessageOf(event.error) }) }, assign({ deletingId: null })] },
      },
    },
  },
});
