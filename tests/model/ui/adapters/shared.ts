import type { Page } from 'playwright-core';
import type { UiAdapter } from '../types';

/**
 * UI adapters of the shared machines (machines/shared/). The session,
 * realtime, resource and upload machines have none yet: their actors run from
 * boot or inside other areas' views (see ADAPTERS.md, pitfalls).
 */
const panel = (page: Page) => page.locator('.side-panel');

/**
 * The one-submit form (useSubmit). Two views together cover it: the project
 * form (invalid submit, edits, failure keeping what was typed; it closes on
 * success) and the project members panel, whose success resets the machine
 * at once ('form.reset' arrives by itself there). maxLength 3 makes the
 * planner cut the path after the reset, so each path fits one view.
 */
const members = (ui: { path: { steps: Array<{ event: { type: string } }> } }) => ui.path.steps.some((s) => s.event.type === 'form.reset');
export const submitAdapter: UiAdapter = {
  machine: 'submit',
  persona: 'owner',
  writes: ['form.submit'],
  auto: ['form.reset'],
  maxLength: 3,
  async start(ui) {
    if (members(ui)) {
      await ui.openPanel('projects.members', { id: 1 });
      await panel(ui.page).getByRole('button', { name: /^(Désactiver|Activer)$/ }).first().waitFor();
    } else {
      await ui.openPanel('projects.form', {});
      await panel(ui.page).getByRole('heading', { name: 'Nouveau projet' }).waitFor();
    }
  },
  actions: {
    async 'form.submit'(ui, e) {
      if (members(ui)) return panel(ui.page).getByRole('button', { name: /^(Désactiver|Activer)$/ }).first().click();
      const name = panel(ui.page).getByRole('textbox', { name: /^Nom/ });
      if (e.valid) {
        await name.fill(`Projet du parcours ${ui.path.index}`);
        const module = panel(ui.page).locator('fieldset input[type=checkbox]').first();
        if (!(await module.isChecked())) await module.check();
      } else await name.fill('');
      await panel(ui.page).getByRole('button', { name: 'Enregistrer' }).click();
    },
    'form.edit': (ui) => panel(ui.page).getByRole('textbox', { name: 'Code' }).fill(`P${ui.step}`),
  },
  faults: {
    'xstate.error.actor.submit': (e) => ({ method: 'POST', path: '^/api/project/(addNewProject|memberStatus)$', message: (e as { error?: { message?: string } }).error?.message }),
  },
  states: {
    async 'submit.editing'(ui) {
      const last = ui.path.steps[ui.step - 1]?.event as { type: string; valid?: boolean } | undefined;
      if (last?.type === 'form.submit' && last.valid === false) await panel(ui.page).locator('.field-error').first().waitFor();
      if (last?.type === 'xstate.error.actor.submit') {
        await panel(ui.page).getByRole('alert').waitFor();
        const typed = await panel(ui.page).getByRole('textbox', { name: /^Nom/ }).inputValue();
        if (typed !== `Projet du parcours ${ui.path.index}`) throw new Error(`what was typed was lost after a failed save: '${typed}'`);
      }
    },
  },
};

export const sharedAdapters: UiAdapter[] = [submitAdapter];
