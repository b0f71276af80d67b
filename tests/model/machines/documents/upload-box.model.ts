import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { uploadBoxMachine } from '../../../../machines/documents/upload-box.machine';
import { documentRequestFiles } from '../../../../server-fake/models/documents';
import { uploadBoxLogic } from '../../../../src/features/documents/upload-box.effects';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { arrivedBy, clearToasts, successToast } from '../../ui/ui-helpers';
import { requestWith, seededRequest } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const entry: RegisteredMachine = {
  id: 'documentUploadBox',
  file: 'documents/upload-box.machine.ts',
  machine: uploadBoxMachine,
  input: { requestId: 1 },
  events: [
    { type: 'uploadBox.setFiles', files: [{ name: 'a.pdf', size: 3 }] }, { type: 'uploadBox.send' }, { type: 'uploadBox.abort' },
    done('upload', { success: true }), error('upload', { message: 'Documents.NotOnHold' }),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

/**
 * The upload box of a request on hold (spec 3 section 2, item 2), in its
 * processing area: Nadia picks a file and sends it; its upload child (the
 * 'upload' machine) shows the progress. An abort needs a slow answer, a
 * refusal is armed on the upload call.
 */
const box = (page: Page) => page.locator('.documents-upload');

export const uploadBoxAdapter: UiAdapter = {
  machine: 'documentUploadBox',
  persona: 'hr',
  writes: ['uploadBox.send'],
  interruptible: ['documentUploadBox.sending'],
  async start(ui) {
    const id = await requestWith(ui, { status: 0, processed: false });
    if (!id) throw new Error('no request on hold in the scenario');
    await ui.openPanel('documents.detail', { id });
    await box(ui.page).waitFor();
  },
  actions: {
    // A name of its own each time: the picker skips a file already attached to the request.
    'uploadBox.setFiles': (ui) => box(ui.page).locator('input[type=file]').setInputFiles({ name: `parcours-${ui.path.index}-${ui.step}-${Date.now()}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 walk') }),
    async 'uploadBox.send'(ui) {
      // The user's abort comes while the answer is held.
      await ui.latency(ui.path.steps[ui.step]?.event.type === 'uploadBox.abort' ? 3000 : 0);
      await clearToasts(ui.page);
      await box(ui.page).getByRole('button', { name: 'Envoyer les documents' }).click();
    },
    'uploadBox.abort': (ui) => box(ui.page).getByRole('button', { name: "Annuler l'envoi" }).click(),
  },
  faults: { 'xstate.error.actor.upload': { method: 'POST', path: '^/api/demanddocument/uploadfiles/\\d+$', status: 400 } },
  states: {
    async 'documentUploadBox.sending'(ui) {
      await box(ui.page).getByRole('progressbar').waitFor();
      if (!(await box(ui.page).getByRole('button', { name: 'Ajouter des documents' }).isDisabled())) throw new Error('files can be picked while they are sent');
    },
    async 'documentUploadBox.picking'(ui) {
      const by = arrivedBy(ui);
      if (by === 'xstate.done.actor.upload') {
        await successToast(ui.page).waitFor();
        // Sent: the box is empty for the next ones.
        await box(ui.page).getByRole('button', { name: 'Envoyer les documents' }).waitFor({ state: 'detached' });
      }
      if (by === 'xstate.error.actor.upload' || by === 'uploadBox.abort') {
        await box(ui.page).getByRole('alert').waitFor();
        // What was picked stays, to send again.
        await box(ui.page).getByRole('button', { name: 'Envoyer les documents' }).waitFor();
      }
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/** The box of a seeded request on hold (Nadia): what its upload child sends is checked on record. */
const attached = (w: WalkContext) => documentRequestFiles(w.db).by('requestId', w.data.id).length;

const uploadBox: FakeBinding = {
  machine: 'documentUploadBox',
  persona: 'hr',
  like: uploadBoxAdapter,
  faults: { 'xstate.error.actor.upload': { method: 'POST', path: '^/api/demanddocument/uploadfiles/\\d+$', status: 400 } },
  seed(w) {
    w.data.id = seededRequest(w, { status: 0, processed: false }).id;
    w.data.before = attached(w);
  },
  input: (w) => ({ requestId: w.data.id }),
  provide: () => uploadBoxLogic(() => {}),
  event(e, w) {
    if (e.type === 'uploadBox.setFiles') return { ...e, files: [new File(['%PDF-1.4 walk'], `parcours-${w.path.index}-${w.step}.pdf`, { type: 'application/pdf' })] };
    if (e.type === 'uploadBox.send') w.data.before = attached(w);
    return e;
  },
  checks: {
    'xstate.done.actor.upload': (w) => assert.is(attached(w), w.data.before + 1, 'the file is attached on record'),
    'xstate.error.actor.upload': (w) => assert.is(attached(w), w.data.before, 'a refused upload attached nothing'),
    'uploadBox.abort': (w) => assert.is(attached(w), w.data.before, 'an aborted upload attached nothing'),
  },
};

export const model: MachineModel = { entry, server: uploadBox, ui: uploadBoxAdapter };
