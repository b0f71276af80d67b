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

/**
 * The user hover card on the collaborators page (any persona sees it). Many
 * cards are mounted (two per person); the walk hovers the first person's name.
 * Read-only: loading a profile card writes nothing, so it also runs in --production.
 */
const firstName = (page: Page) => page.locator('.person-card').first().locator('.hover-card-anchor').nth(1);
export const hoverCardAdapter: UiAdapter = {
  machine: 'shell.hoverCard',
  persona: 'employee',
  readOnly: true,
  async start(ui) {
    // A fresh page mount gives fresh card actors.
    await ui.navigate('/');
    await ui.navigate('/collaborateur');
    await firstName(ui.page).waitFor();
    await ui.page.mouse.move(1, 1);
  },
  actions: {
    'card.show': (ui) => firstName(ui.page).locator('a').hover(),
    'card.hide': (ui) => ui.page.mouse.move(1, 1),
  },
  faults: {
    'xstate.error.actor.load': { method: 'POST', path: '^/api/profile/GetProfileUser/\\d+$', message: 'Error.Status.500' },
  },
  states: {
    async 'hoverCard.closed'(ui) {
      await firstName(ui.page).getByTestId('user-hover-card').waitFor({ state: 'detached' });
    },
    async 'hoverCard.shown'(ui) {
      const card = firstName(ui.page).getByTestId('user-hover-card');
      await card.locator('.hover-card-name').waitFor();
      if (!(await card.locator('.hover-card-name').innerText()).trim()) throw new Error('the card shows no name');
    },
    async 'hoverCard.failed'(ui) {
      await firstName(ui.page).getByRole('alert').waitFor();
      await firstName(ui.page).getByTestId('user-hover-card').waitFor({ state: 'detached' });
    },
  },
};

export const shellAdapters: UiAdapter[] = [reminderEditorAdapter, hoverCardAdapter];
