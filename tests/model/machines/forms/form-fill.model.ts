import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { type FillContext, type FillEvent, formFillMachine, type FillSave } from '../../../../machines/forms/form-fill.machine';
import { submitKeyActions } from '../../../../machines/shared/submit-key';
import { formResponses } from '../../../../server-fake/models/forms';
import { submitForm } from '../../../../src/api/forms-api';
import { newIdempotencyKey } from '../../../../src/api/idempotency';
import { uploadLogic } from '../../../../src/kernel/upload.effects';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { arrivedBy, successToast } from '../../ui/ui-helpers';
import { field, makeForm, seedForm } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const entry: RegisteredMachine = {
  id: 'formFill',
  file: 'forms/form-fill.machine.ts',
  machine: formFillMachine,
  // Filled for someone (an admin's 'Remplir pour…'): the person picker is part of what is validated.
  input: { formId: 1, fields: [{ id: 1, title: 'Q', fieldType: 2, parametres: '', hideTitle: false, isRequired: true, description: '' }], isAnonymous: false, forSomeone: true },
  events: [
    { type: 'fill.change', fieldId: 1, value: 'answer' }, { type: 'fill.blur', fieldId: 1 }, { type: 'fill.files', fieldId: 1, files: [] },
    // The upload child's answer (the answers on record, or refused with the server's message), or the user's abort while it sends.
    { type: 'fill.user', userId: 2 }, { type: 'fill.submit' }, done('upload'), error('upload'), { type: 'fill.abort' },
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

// ── formFill: 'Remplir pour…' a form of the walk (Nadia fills it for Karim).
const fillPanel = (page: Page) => page.getByRole('dialog', { name: 'Parcours remplissage' });

const motif = (page: Page) => fillPanel(page).getByRole('textbox', { name: 'Motif' });

export const formFillAdapter: UiAdapter = {
  machine: 'formFill',
  persona: 'hr',
  writes: ['fill.submit'],
  async start(ui) {
    const formId = await makeForm(ui, 'Parcours remplissage', 'Published');
    await ui.openPanel('forms.fill', { formId, forSomeone: true });
    await fillPanel(ui.page).getByRole('button', { name: 'Envoyer' }).waitFor();
  },
  actions: {
    // Each change types a new value: the same one would fire no change event.
    'fill.change': (ui) => motif(ui.page).fill(`Réponse ${ui.step}`),
    'fill.blur': async (ui) => {
      await motif(ui.page).focus();
      await motif(ui.page).blur();
    },
    'fill.files': (ui) =>
      fillPanel(ui.page).getByTestId('file-input').setInputFiles({ name: `piece-${ui.step}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }),
    'fill.user': async (ui) => {
      await fillPanel(ui.page).getByRole('searchbox', { name: 'Pour quel collaborateur ?' }).fill('Karim');
      await fillPanel(ui.page).getByRole('list', { name: 'Pour quel collaborateur ?' }).getByRole('button').first().click();
    },
    async 'fill.submit'(ui) {
      // The user's abort comes while the answer is held.
      await ui.latency(ui.path.steps[ui.step]?.event.type === 'fill.abort' ? 3000 : 0);
      await fillPanel(ui.page).getByRole('button', { name: 'Envoyer' }).click();
    },
    'fill.abort': (ui) => fillPanel(ui.page).getByRole('button', { name: "Annuler l'envoi" }).click(),
  },
  interruptible: ['formFill.submitting'],
  faults: { 'xstate.error.actor.upload': { method: 'POST', path: '^/api/Forms/SubmitForm$' } },
  states: {
    async 'formFill.editing'(ui) {
      const page = ui.page;
      await fillPanel(page).getByRole('button', { name: 'Envoyer' }).waitFor();
      const last = arrivedBy(ui);
      if (last === 'xstate.error.actor.upload' || last === 'fill.abort') {
        // The server's message (or the abort's) in the form's banner, and every answer kept.
        await fillPanel(page).locator('.banner-error').filter({ hasText: last === 'fill.abort' ? 'Envoi annulé' : 'Une erreur est survenue' }).waitFor();
        const typed = ui.path.steps.slice(0, ui.step).some((s) => s.event.type === 'fill.change');
        if (typed && !(await motif(page).inputValue())) throw new Error(`the typed answer was lost after ${last}`);
      }
      if (last === 'fill.submit') await fillPanel(page).getByText('Ce champ est obligatoire').first().waitFor();
      if (last === 'fill.user') await fillPanel(page).getByText('Collaborateur choisi :').waitFor();
      if (last === 'fill.files') await fillPanel(page).getByText(`piece-${ui.step}.pdf`).waitFor();
    },
    async 'formFill.submitted'(ui) {
      await successToast(ui.page).waitFor();
      await fillPanel(ui.page).waitFor({ state: 'detached' });
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/** 'Remplir pour…': Nadia fills a published form of the walk for Karim. */
const answers = (w: WalkContext) => formResponses(w.db).by('formId', w.data.formId);

const formFill: FakeBinding = {
  machine: 'formFill',
  persona: 'hr',
  like: formFillAdapter,
  seed(w) {
    w.data.formId = seedForm(w, 'Parcours remplissage', 'Published');
  },
  input: (w) => ({ formId: w.data.formId, fields: [field], isAnonymous: false, forSomeone: true }),
  provide: () =>
    formFillMachine.provide({
      actors: {
        upload: uploadLogic<FillSave>((input, t) =>
          submitForm({ formId: input.formId, userId: input.userId, forSomeone: input.forSomeone, fields: input.fields.map((f) => ({ id: f.id, response: String(input.values[f.id] ?? ''), files: [] })) }, { ...t, idempotencyKey: input.idempotencyKey }),
        ),
      },
      actions: submitKeyActions<FillContext, FillEvent>(newIdempotencyKey),
    }),
  checks: {
    'xstate.done.actor.upload': (w) => assert.equal(answers(w).map((r) => r.userId), [2], 'one answer, for Karim'),
    'xstate.error.actor.upload': (w) => assert.is(answers(w).length, 0, 'a failed submit recorded nothing'),
    'fill.abort': (w) => assert.is(answers(w).length, 0, 'an aborted submit recorded nothing'),
  },
};

export const model: MachineModel = { entry, server: formFill, ui: formFillAdapter };
