import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { submitMachine } from '../../../../machines/shared/submit.machine';
import { projects } from '../../../../server-fake/models/projects';
import { createProject } from '../../../../src/api/projects-api';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const entry: RegisteredMachine = {
  id: 'submit',
  file: 'shared/submit.machine.ts',
  machine: submitMachine,
  events: [
    { type: 'form.submit', values: { a: 1 }, valid: true }, { type: 'form.submit', values: {}, valid: false }, { type: 'form.edit' },
    done('submit', 7), error('submit', { message: 'Error.Unknown' }), { type: 'form.reset' },
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

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

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/** useSubmit, bound to creating a project (the project form). */
const created = (w: WalkContext) => projects(w.db).all().filter((p) => p.name.startsWith(`Projet du parcours ${w.path.index}.`));

const submit: FakeBinding = {
  machine: 'submit',
  persona: 'owner',
  like: submitAdapter,
  auto: [],
  faults: { 'xstate.error.actor.submit': { method: 'POST', path: '^/api/project/addNewProject$' } },
  provide: () => submitMachine.provide({ actors: { submit: fromPromise(async ({ input }) => createProject(input as never)) } }),
  event: (e, w) => (e.type === 'form.submit' && e.valid ? { ...e, values: { name: `Projet du parcours ${w.path.index}.${w.step}`, modules: ['Leave'] } } : e),
  checks: {
    'xstate.done.actor.submit': (w) => {
      assert.is(created(w).length, (w.data.count ?? 0) + 1, 'the project is on record');
      w.data.count = created(w).length;
    },
    'xstate.error.actor.submit': (w) => assert.is(created(w).length, w.data.count ?? 0, 'a failed create recorded nothing'),
  },
};

export const model: MachineModel = { entry, server: submit, ui: submitAdapter };
