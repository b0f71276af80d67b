import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { type ReminderDraft, reminderEditorMachine } from '../../../../machines/shell/reminder-editor.machine';
import { reminders } from '../../../../server-fake/models/reminders';
import { createReminder, deleteReminder, editReminder } from '../../../../src/api/shell-api';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { mine } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const reminder = { id: 1, userId: 1, title: 'Call', description: null, dueDate: '2026-11-21T08:00:00Z', done: false, notified: false, createdDate: '2026-11-20T08:00:00Z' };

const entry: RegisteredMachine = {
  id: 'shell.reminderEditor',
  file: 'shell/reminder-editor.machine.ts',
  machine: reminderEditorMachine,
  events: [
    { type: 'reminder.new' }, { type: 'reminder.edit', reminder }, { type: 'reminder.cancel' },
    { type: 'reminder.submit', draft: { kind: 'create', body: { title: 'x', dueDate: '2026-11-21T08:00:00Z' } } },
    done('save'), error('save'), { type: 'reminder.delete', id: 1 }, { type: 'reminder.confirm' }, done('remove'), error('remove'),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

/**
 * UI adapters of the shell area's machines (machines/shell/). Texts are the
 * French ones (the walk runs in fr-FR), looked up by role and name.
 */
const panel = (page: Page) => page.locator('.side-panel');

const form = (page: Page) => page.locator('form.reminder-form');

const confirm = (page: Page) => page.getByRole('alertdialog');

/** 'Mes rappels': the reminder editor (new, edit, save, confirmed delete). Yasmine has seeded reminders. */
export const reminderEditorAdapter: UiAdapter = {
  machine: 'shell.reminderEditor',
  persona: 'employee',
  writes: ['reminder.submit', 'reminder.confirm'],
  async start(ui) {
    await ui.openPanel('shell.reminders');
    await panel(ui.page).getByRole('heading', { name: 'Mes rappels' }).waitFor();
    await panel(ui.page).locator('.reminder-row').first().waitFor();
  },
  actions: {
    'reminder.new': (ui) => panel(ui.page).getByRole('button', { name: 'Nouveau rappel' }).click(),
    'reminder.edit': (ui) => panel(ui.page).locator('.reminder-row').first().getByRole('button', { name: 'Modifier le rappel' }).click(),
    async 'reminder.cancel'(ui) {
      if (await confirm(ui.page).count()) await confirm(ui.page).getByRole('button', { name: 'Annuler' }).click();
      else await form(ui.page).getByRole('button', { name: 'Annuler' }).click();
    },
    async 'reminder.submit'(ui) {
      await form(ui.page).locator('input[name=title]').fill(`Rappel du parcours ${ui.path.index}`);
      await form(ui.page).getByRole('button', { name: 'Enregistrer' }).click();
    },
    'reminder.delete': (ui) => panel(ui.page).locator('.reminder-row').first().getByRole('button', { name: 'Supprimer' }).click(),
    'reminder.confirm': (ui) => confirm(ui.page).getByRole('button', { name: 'Supprimer' }).click(),
  },
  faults: {
    'xstate.error.actor.save': { method: 'POST', path: '^/api/Reminder/(Create|Edit)$', message: 'Error.Status.500' },
    'xstate.error.actor.remove': { method: 'DELETE', path: '^/api/Reminder/Delete/\\d+$', message: 'Error.Status.500' },
  },
  states: {
    async 'reminderEditor.idle'(ui) {
      await form(ui.page).waitFor({ state: 'detached' });
      await confirm(ui.page).waitFor({ state: 'detached' });
      await panel(ui.page).getByRole('button', { name: 'Nouveau rappel' }).waitFor();
    },
    async 'reminderEditor.editing'(ui) {
      await form(ui.page).waitFor();
      // Back from a failed save: the server's message shows and what was typed is kept.
      const arrivedBy = ui.path.steps[ui.step - 1]?.event.type;
      if (arrivedBy === 'xstate.error.actor.save') {
        await form(ui.page).getByRole('alert').waitFor();
        const typed = await form(ui.page).locator('input[name=title]').inputValue();
        if (typed !== `Rappel du parcours ${ui.path.index}`) throw new Error(`the title typed was lost after a failed save: '${typed}'`);
      }
    },
    async 'reminderEditor.confirmingDelete'(ui) {
      await confirm(ui.page).getByRole('button', { name: 'Supprimer' }).waitFor();
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/**
 * The shell's machines against the fake server: reminders, the bell, the
 * header search and the hover card, each provided as its view provides it.
 */
const title = (w: WalkContext) => `Rappel du parcours ${w.path.index}`;

const reminderEditor: FakeBinding = {
  machine: 'shell.reminderEditor',
  persona: 'employee',
  like: reminderEditorAdapter,
  provide: () =>
    reminderEditorMachine.provide({
      actors: {
        save: fromPromise<unknown, ReminderDraft>(({ input }) => (input.kind === 'create' ? createReminder(input.body) : editReminder(input.body))),
        remove: fromPromise<unknown, { id: number }>(({ input }) => deleteReminder(input.id)),
      },
    }),
  // Yasmine's own reminders: edit and delete take her first one; the form sends what the view would.
  event(e, w, snap) {
    const first = mine(w).sort((a, b) => a.id - b.id)[0]!;
    if (e.type === 'reminder.delete') return { ...e, id: (w.data.deleted = first.id) };
    if (e.type === 'reminder.edit') return { ...e, reminder: first };
    if (e.type === 'reminder.submit') {
      const editing = (snap.context as { editing: { id: number; dueDate: string } | null }).editing;
      const body = { title: title(w), dueDate: editing?.dueDate ?? new Date(Date.parse('2026-11-20T08:00:00Z')).toISOString(), description: null };
      return { ...e, draft: editing ? { kind: 'edit', body: { ...body, id: (w.data.edited = editing.id) } } : { kind: 'create', body: { ...body, userId: w.userId } } };
    }
    return e;
  },
  checks: {
    'xstate.done.actor.save': (w) => assert.ok(mine(w).some((r) => r.title === title(w) && (!w.data.edited || r.id === w.data.edited)), 'the saved reminder is in the database'),
    'xstate.error.actor.save': (w) => assert.not.ok(mine(w).some((r) => r.title === title(w)), 'a failed save wrote nothing'),
    'xstate.done.actor.remove': (w) => assert.not.ok(reminders(w.db).get(w.data.deleted), 'the deleted reminder is gone'),
    'xstate.error.actor.remove': (w) => assert.ok(reminders(w.db).get(w.data.deleted), 'a failed delete kept the reminder'),
  },
};

export const model: MachineModel = { entry, server: reminderEditor, ui: reminderEditorAdapter };
