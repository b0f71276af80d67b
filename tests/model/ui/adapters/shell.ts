import type { Page } from 'playwright-core';
import type { UiAdapter } from '../types';

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

export const shellAdapters: UiAdapter[] = [reminderEditorAdapter];
