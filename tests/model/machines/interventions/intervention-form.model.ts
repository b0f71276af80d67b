import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { type InterventionFormContext, type InterventionFormEvent, interventionFormMachine, type InterventionSave } from '../../../../machines/interventions/intervention-form.machine';
import { submitKeyActions } from '../../../../machines/shared/submit-key';
import { interventions } from '../../../../server-fake/models/interventions';
import { newIdempotencyKey } from '../../../../src/api/idempotency';
import { sendInterventionForm } from '../../../../src/api/interventions-api';
import { uploadLogic } from '../../../../src/kernel/upload.effects';
import type { FakeBinding } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { arrivedBy, dialog, successToast } from '../../ui/ui-helpers';
import { formMoves, HICHAM, statusBadge, unknownError } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const entry: RegisteredMachine = {
  id: 'interventionForm',
  file: 'interventions/intervention-form.machine.ts',
  machine: interventionFormMachine,
  input: { requesterId: null },
  events: [
    { type: 'form.change', patch: { Type: 0, Title: 'Portable', Description: 'Ne démarre plus' } }, { type: 'form.category', hardware: 1 }, { type: 'form.files', files: [] },
    // The upload child's answer (the new id, or refused with the server's message), or the user's abort while it sends.
    { type: 'form.submit' }, done('upload', 42), error('upload', { message: 'Error.Unknown' }), { type: 'form.abort' },
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

// ── The create form: Hicham creates an intervention for himself (the requester list left on 'Moi-même').
const form = (page: Page) => dialog(page, 'Nouvelle intervention').locator('form');

export const interventionFormAdapter: UiAdapter = {
  machine: 'interventionForm',
  persona: 'support',
  writes: ['form.submit'],
  async start(ui) {
    await ui.openPanel('interventions.form', {});
    await form(ui.page).getByRole('combobox', { name: "Type d'intervention" }).waitFor();
  },
  actions: {
    async 'form.change'(ui, e) {
      const patch = e.patch as { Type: number; Title: string; Description: string };
      await form(ui.page).getByRole('combobox', { name: "Type d'intervention" }).selectOption(String(patch.Type));
      await form(ui.page).getByRole('textbox', { name: 'Titre' }).fill(patch.Title);
      await form(ui.page).getByRole('textbox', { name: 'Description' }).fill(patch.Description);
    },
    ...formMoves(form, 'Créer'),
  },
  interruptible: ['interventionForm.submitting'],
  faults: {
    'xstate.error.actor.upload': { method: 'POST', path: '^/api/intervention/Create$' },
  },
  states: {
    async 'interventionForm.editing'(ui) {
      await form(ui.page).getByRole('textbox', { name: 'Titre' }).waitFor();
      const by = arrivedBy(ui);
      if (by === 'form.submit') await form(ui.page).locator('.field-error').first().waitFor();
      if (by === 'xstate.error.actor.upload') await form(ui.page).locator('.banner-error').getByText(unknownError).waitFor();
      if (by === 'form.abort') await form(ui.page).locator('.banner-error').getByText('Envoi annulé').waitFor();
      if ((by === 'xstate.error.actor.upload' || by === 'form.abort') && !(await form(ui.page).getByRole('textbox', { name: 'Titre' }).inputValue())) throw new Error(`the title typed was lost after ${by}`);
    },
    async 'interventionForm.created'(ui) {
      // The new intervention's detail takes the form's place.
      await statusBadge(ui.page).getByText('En attente').waitFor();
      await successToast(ui.page).waitFor();
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/** Hicham creates an intervention for himself. */
const interventionForm: FakeBinding = {
  machine: 'interventionForm',
  persona: 'support',
  like: interventionFormAdapter,
  seed(w) {
    w.data.before = interventions(w.db).all().length;
  },
  provide: () =>
    interventionFormMachine.provide({
      actors: {
        upload: uploadLogic<InterventionSave>(({ values, files, idempotencyKey }, t) => sendInterventionForm('Create', { ...values, Fk_DemadeBy: values.Fk_DemadeBy ?? HICHAM }, files as File[], { ...t, idempotencyKey })),
      },
      // Each submit its own key, as the app gives them (the machine's fixed default would make every path's create the same one).
      actions: submitKeyActions<InterventionFormContext, InterventionFormEvent>(newIdempotencyKey),
    }),
  checks: {
    'xstate.done.actor.upload': (w, s) => {
      assert.is(interventions(w.db).all().length, w.data.before + 1, 'one intervention created');
      assert.ok(interventions(w.db).get((s.context as { createdId: number }).createdId), 'the id answered is the one recorded');
    },
    'xstate.error.actor.upload': (w) => assert.is(interventions(w.db).all().length, w.data.before, 'a failed create recorded nothing'),
    'form.abort': (w) => assert.is(interventions(w.db).all().length, w.data.before, 'an aborted create recorded nothing'),
  },
};

export const model: MachineModel = { entry, server: interventionForm, ui: interventionFormAdapter };
