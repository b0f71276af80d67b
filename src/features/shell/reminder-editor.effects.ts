import { fromPromise } from 'xstate';
import { reminderEditorMachine, type ReminderDraft } from '../../../machines/shell/reminder-editor.machine';
import { createReminder, deleteReminder, editReminder } from '../../api/shell-api';
import { toast } from '../../ui/toast-store';

/** The reminders panel's editor: a reminder created, edited or deleted, then `onChanged` (the panel reads its list again). */
export const reminderEditorLogic = (o: { onChanged(): void }) =>
  reminderEditorMachine.provide({
    actors: {
      save: fromPromise<unknown, ReminderDraft>(({ input }) => (input.kind === 'create' ? createReminder(input.body) : editReminder(input.body))),
      remove: fromPromise<unknown, { id: number }>(({ input }) => deleteReminder(input.id)),
    },
    actions: {
      changed: (_, { done, title }) => {
        toast.done('shell', `toast.reminder.${done}`, title);
        o.onChanged();
      },
      showError: (_, { message }) => toast.error(message),
    },
  });
