import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { requestFormMachine } from '../../../../machines/documents/request-form.machine';
import { documentRequests } from '../../../../server-fake/models/documents';
import { requestFormActors, requestFormKeys } from '../../../../src/features/documents/request-form.effects';
import type { FakeBinding } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { absent, arrivedBy, dialog, firstEvent, successToast } from '../../ui/ui-helpers';
import { demand, detail, firstLoad, requestWith, seededRequest, unknownError } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;
// One type, offered on paper.
const paperType = [{ value: 1, text: 'Attestation de travail', flag: true }];

const entry: RegisteredMachine = {
  id: 'documentRequestForm',
  file: 'documents/request-form.machine.ts',
  machine: requestFormMachine,
  input: { id: null, userId: 1 },
  events: [
    done('load', { request: null, types: paperType }), done('load', { request: demand({ status: 1 }), types: paperType }), error('load'), { type: 'form.retry' },
    { type: 'form.change', field: 'typeId', value: 1 }, { type: 'form.change', field: 'typeId', value: null },
    { type: 'form.submit' }, done('submit', { id: 9 }), error('submit'),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

// ── The request form (spec 3 sections 2 and 5): Yasmine asks for a document for herself.
const requestForm = (page: Page) => page.locator('form.documents-form');

const typeSelect = (page: Page) => requestForm(page).getByRole('combobox', { name: 'Type de document' });

export const documentRequestFormAdapter: UiAdapter = {
  machine: 'documentRequestForm',
  persona: 'employee',
  writes: ['form.submit'],
  async start(ui) {
    // A new request, unless the path needs an existing one that is no longer on hold (the form is locked).
    const first = firstEvent(ui, 'xstate.done.actor.load');
    const locked = !!(first?.output as { request: unknown } | undefined)?.request;
    const id = locked ? await requestWith(ui, { status: 1, processed: true, userId: 1 }) : null;
    await ui.openPanel('documents.form', id ? { id } : {});
    await dialog(ui.page, id ? 'Modifier la demande de document' : 'Nouvelle demande de document').waitFor();
  },
  actions: {
    'form.retry': (ui) => dialog(ui.page, /demande de document/).getByRole('button', { name: 'Réessayer' }).click(),
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a select's value: a number, a string or null
    'form.change': (ui, e) => typeSelect(ui.page).selectOption(e.value === null ? '' : String(e.value)).then(() => undefined),
    'form.submit': (ui) => requestForm(ui.page).getByRole('button', { name: 'Valider' }).click(),
  },
  faults: {
    // The form's one read of the type list (the select's options come from it).
    'xstate.error.actor.load': { method: 'GET', path: '^/api/demanddocument/Typelist$' },
    'xstate.error.actor.submit': { method: 'POST', path: '^/api/demanddocument/update$' },
  },
  states: {
    async 'documentRequestForm.editing'(ui) {
      await typeSelect(ui.page).waitFor();
      const by = arrivedBy(ui);
      if (by === 'form.submit') await requestForm(ui.page).getByText('Ce champ est obligatoire').waitFor();
      if (by === 'xstate.error.actor.submit') {
        await requestForm(ui.page).getByRole('alert').filter({ hasText: unknownError }).waitFor();
        // What was chosen is kept after a failed save.
        if ((await typeSelect(ui.page).inputValue()) === '') throw new Error('the type chosen was lost after a failed save');
      }
    },
    async 'documentRequestForm.locked'(ui) {
      await dialog(ui.page, 'Modifier la demande de document').getByRole('status').filter({ hasText: "Cette demande n'est plus en attente" }).waitFor();
      await absent(requestForm(ui.page), 'the form of a request no longer on hold');
    },
    async 'documentRequestForm.failed'(ui) {
      const p = dialog(ui.page, /demande de document/);
      await p.getByRole('alert').filter({ hasText: unknownError }).waitFor();
      await p.getByRole('button', { name: 'Réessayer' }).waitFor();
    },
    async 'documentRequestForm.done'(ui) {
      // After a create the form becomes the info panel of the new request.
      await detail(ui.page).locator('[data-status=onHold]').waitFor();
      await successToast(ui.page).waitFor();
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/** Yasmine asks for a document: a new request, or one no longer on hold (the form is locked). */
const documentRequestForm: FakeBinding = {
  machine: 'documentRequestForm',
  persona: 'employee',
  like: documentRequestFormAdapter,
  seed(w) {
    const locked = !!(firstLoad(w) as { request: unknown } | undefined)?.request;
    w.data.id = locked ? seededRequest(w, { status: 1, processed: true, userId: 1 }).id : null;
    w.data.before = documentRequests(w.db).by('userId', 1).length;
  },
  input: (w) => ({ id: w.data.id, userId: 1 }),
  provide: () =>
    requestFormMachine.provide({
      actors: requestFormActors,
      actions: requestFormKeys,
    }),
  checks: {
    'xstate.done.actor.submit': (w) => assert.is(documentRequests(w.db).by('userId', 1).length, w.data.before + 1, 'the request is recorded'),
    'xstate.error.actor.submit': (w) => assert.is(documentRequests(w.db).by('userId', 1).length, w.data.before, 'a failed save recorded nothing'),
  },
};

export const model: MachineModel = { entry, server: documentRequestForm, ui: documentRequestFormAdapter };
