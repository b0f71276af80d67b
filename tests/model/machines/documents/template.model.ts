import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { templateMachine } from '../../../../machines/documents/template.machine';
import { documentsApi } from '../../../../src/api/documents-api';
import type { FakeBinding } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { arrivedBy, successToast } from '../../ui/ui-helpers';
import { requestWith, row, seededRequest, unknownError } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const entry: RegisteredMachine = {
  id: 'documentTemplate',
  file: 'documents/template.machine.ts',
  machine: templateMachine,
  input: { id: 1, typeId: 1 },
  events: [
    done('extract', '<p>Yasmine</p>'), error('extract'), { type: 'template.reload' }, { type: 'template.edit' }, { type: 'template.cancel' }, { type: 'template.reset' },
    { type: 'template.save', html: '<p>Texte</p>' }, { type: 'template.save', html: '<p> </p>' }, done('save', '<p>Texte</p>'), error('save'),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

// ── The template card of the processing area (spec 3 section 2, item 3): Nadia edits the text of a request on hold.
const card = (page: Page) => page.getByRole('region', { name: 'Modèle du document' });

const editor = (page: Page) => card(page).locator('.ProseMirror');

const typedText = 'Texte du parcours';

export const documentTemplateAdapter: UiAdapter = {
  machine: 'documentTemplate',
  persona: 'hr',
  writes: ['template.save'],
  async start(ui) {
    const id = await requestWith(ui, { status: 0, processed: false });
    await ui.openPanel('documents.detail', { id });
    await card(ui.page).waitFor();
  },
  actions: {
    'template.reload': (ui) => card(ui.page).getByRole('button', { name: 'Réessayer' }).click(),
    'template.edit': (ui) => card(ui.page).getByRole('button', { name: 'Modifier le texte' }).click(),
    'template.cancel': (ui) => card(ui.page).getByRole('button', { name: 'Annuler' }).click(),
    'template.reset': (ui) => card(ui.page).getByRole('button', { name: 'Revenir au modèle' }).click(),
    async 'template.save'(ui, e) {
      const empty = !String(e.html).replace(/<[^>]*>/g, '').trim();
      await editor(ui.page).click();
      await ui.page.keyboard.press('ControlOrMeta+A');
      if (empty) await ui.page.keyboard.press('Delete');
      else await ui.page.keyboard.type(typedText);
      await card(ui.page).getByRole('button', { name: 'Enregistrer le texte' }).click();
    },
  },
  faults: {
    'xstate.error.actor.extract': { method: 'GET', path: '^/api/demanddocument/ExtractHtmlFromTemplate/' },
    'xstate.error.actor.save': { method: 'POST', path: '^/api/demanddocument/updateText$' },
  },
  states: {
    async 'documentTemplate.viewing'(ui) {
      const preview = card(ui.page).getByTestId('template-preview');
      await preview.waitFor();
      if (arrivedBy(ui) === 'xstate.done.actor.save') {
        await preview.getByText(typedText).waitFor();
        await successToast(ui.page).waitFor();
      }
      await card(ui.page).getByRole('button', { name: 'Modifier le texte' }).waitFor();
    },
    async 'documentTemplate.editing'(ui) {
      await card(ui.page).getByRole('toolbar', { name: 'Mise en forme' }).waitFor();
      await editor(ui.page).waitFor();
      const by = arrivedBy(ui);
      if (by === 'template.save') await card(ui.page).getByRole('alert').filter({ hasText: 'Ce champ est obligatoire' }).waitFor();
      if (by === 'xstate.error.actor.save') {
        await card(ui.page).getByRole('alert').filter({ hasText: unknownError }).waitFor();
        // The text typed is kept after a failed save.
        await editor(ui.page).getByText(typedText).waitFor();
      }
    },
    async 'documentTemplate.failure'(ui) {
      await card(ui.page).getByRole('alert').filter({ hasText: unknownError }).waitFor();
      await card(ui.page).getByRole('button', { name: 'Réessayer' }).waitFor();
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/** Nadia edits the text of a request on hold. */
const documentTemplate: FakeBinding = {
  machine: 'documentTemplate',
  persona: 'hr',
  like: documentTemplateAdapter,
  seed(w) {
    const r = seededRequest(w, { status: 0, processed: false });
    w.data.id = r.id;
    w.data.typeId = r.typeId;
    w.data.text = r.templateText;
  },
  input: (w) => ({ id: w.data.id, typeId: w.data.typeId }),
  provide: () =>
    templateMachine.provide({
      actors: {
        extract: fromPromise(async ({ input }) => documentsApi.template(input.id, input.typeId, input.fresh)),
        save: fromPromise(async ({ input }) => documentsApi.updateText(input.id, input.text)),
      },
    }),
  checks: {
    'xstate.done.actor.save': (w) => {
      assert.match(row(w)!.templateText ?? '', /Texte/, 'the text is recorded');
      w.data.text = row(w)!.templateText;
    },
    'xstate.error.actor.save': (w) => assert.is(row(w)!.templateText, w.data.text, 'a failed save recorded nothing'),
    'xstate.done.actor.extract': (w, s) => assert.match((s.context as { html: string }).html, /\S/, 'the template has a text'),
  },
};

export const model: MachineModel = { entry, server: documentTemplate, ui: documentTemplateAdapter };
