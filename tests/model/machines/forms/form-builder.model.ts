import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { type BuilderDraft, formBuilderMachine } from '../../../../machines/forms/form-builder.machine';
import { forms } from '../../../../server-fake/models/forms';
import { formsApi } from '../../../../src/api/forms-api';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { arrivedBy, successToast } from '../../ui/ui-helpers';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const entry: RegisteredMachine = {
  id: 'formBuilder',
  file: 'forms/form-builder.machine.ts',
  machine: formBuilderMachine,
  input: { draft: { id: 0, title: '', description: '', iconPath: null, fields: [] } },
  maxDepth: 6,
  events: [
    { type: 'builder.title', value: 'Titre' }, { type: 'builder.description', value: 'd' }, { type: 'builder.addField', fieldType: 2 },
    { type: 'builder.patchField', index: 0, patch: { title: 'Q' } }, { type: 'builder.moveField', index: 0, delta: 1 }, { type: 'builder.removeField', index: 0 },
    { type: 'builder.save' }, done('save', { id: 3 }), error('save'),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

// ── formBuilder: 'Nouveau formulaire' from the forms page's button.
const builder = (page: Page) => page.getByRole('dialog', { name: 'Nouveau formulaire' });

const fieldCard = (page: Page, n: number) => builder(page).getByRole('group', { name: `Champ ${n}`, exact: true });

const fieldsOf = (c: { draft: { fields: unknown[] } }) => c.draft.fields.length;

export const formBuilderAdapter: UiAdapter = {
  machine: 'formBuilder',
  persona: 'hr',
  writes: ['builder.save'],
  async start(ui) {
    await ui.navigate('/');
    await ui.navigate('/forms');
    await ui.page.getByRole('button', { name: 'Nouveau formulaire' }).click();
    await builder(ui.page).getByRole('button', { name: 'Enregistrer' }).waitFor();
  },
  actions: {
    'builder.title': (ui) => builder(ui.page).getByRole('textbox', { name: 'Titre du formulaire' }).fill(`Parcours création ${ui.step}`),
    'builder.description': (ui) => builder(ui.page).getByRole('textbox', { name: 'Description', exact: true }).fill(`Décrit à l'étape ${ui.step}`),
    'builder.addField': (ui) => builder(ui.page).getByRole('combobox', { name: 'Ajouter un champ' }).selectOption({ label: 'Texte' }).then(() => undefined),
    'builder.patchField': (ui) => fieldCard(ui.page, 1).getByRole('textbox', { name: 'Intitulé' }).fill(`Question ${ui.step}`),
    'builder.moveField': (ui) => builder(ui.page).getByRole('button', { name: 'Descendre 1', exact: true }).click(),
    'builder.removeField': (ui) => builder(ui.page).getByRole('button', { name: 'Retirer 1', exact: true }).click(),
    'builder.save': (ui) => builder(ui.page).getByRole('button', { name: 'Enregistrer' }).click(),
  },
  faults: { 'xstate.error.actor.save': { method: 'POST', path: '^/api/Forms/edit$' } },
  states: {
    async 'formBuilder.editing'(ui) {
      const page = ui.page;
      await builder(page).getByRole('button', { name: 'Enregistrer' }).waitFor();
      const last = arrivedBy(ui);
      if (last === 'xstate.error.actor.save') {
        await builder(page).getByRole('alert').filter({ hasText: 'Une erreur est survenue' }).waitFor();
        if (!(await builder(page).getByRole('textbox', { name: 'Titre du formulaire' }).inputValue())) throw new Error('the draft title was lost after a failed save');
      }
      // A save refused while the draft is invalid says which field is missing.
      if (last === 'builder.save') await builder(page).getByText('Ce champ est obligatoire').first().waitFor();
    },
    async 'formBuilder.saved'(ui) {
      await successToast(ui.page).waitFor();
      await builder(ui.page).waitFor({ state: 'detached' });
    },
  },
  feasible(e, context) {
    if (e.type === 'builder.patchField' || e.type === 'builder.removeField') return fieldsOf(context) >= 1;
    if (e.type === 'builder.moveField') return fieldsOf(context) >= 2;
    return true;
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/** 'Nouveau formulaire': the draft the model builds is saved as a new form. */
const built = (w: WalkContext) => forms(w.db).all().filter((f) => f.title === 'Titre');

const formBuilder: FakeBinding = {
  machine: 'formBuilder',
  persona: 'hr',
  like: formBuilderAdapter,
  provide: () => formBuilderMachine.provide({ actors: { save: fromPromise(({ input }: { input: BuilderDraft }) => formsApi.save({ ...input, iconPath: input.iconPath ?? undefined })) } }),
  checks: {
    'xstate.done.actor.save': (w, s) => {
      const d = (s.context as { draft: BuilderDraft }).draft;
      assert.is(built(w).length, 1, 'the form is created');
      assert.is(built(w)[0]!.fields.length, d.fields.length, 'with the fields of the draft');
    },
    'xstate.error.actor.save': (w) => assert.is(built(w).length, 0, 'a failed save created nothing'),
  },
};

export const model: MachineModel = { entry, server: formBuilder, ui: formBuilderAdapter };
