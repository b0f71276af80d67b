import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { uploadMachine } from '../../../../machines/shared/upload.machine';
import { documentRequestFiles, documentRequests } from '../../../../server-fake/models/documents';
import { documentsUpload } from '../../../../src/features/documents/upload-box.effects';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { successToast } from '../../ui/ui-helpers';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { after, done } = graphEvents;

// The child of a form that uploads: started by its parent with what to send. A refused send fails the child and is
// its parent's to show (leaveForm, documentUploadBox and chat.conversation walk it as their invoke's error).
const entry: RegisteredMachine = {
  id: 'upload',
  file: 'shared/upload.machine.ts',
  // As in the demo, whose in-page server reports no progress of its own: the machine simulates it.
  machine: uploadMachine.provide({ guards: { simulated: () => true } }),
  input: { request: null },
  guardSidesWaived: {
    'upload.uploading.sending ─xstate.after.tick.upload.uploading.sending#0→ (never false)':
      "'simulated' is the deployment's (provided): the demo walks it true; production provides false, where the tick never advances and the real progress events do (unit: upload.test.ts)",
  },
  events: [after('tick', 'upload.uploading.sending'), { type: 'upload.progress', loaded: 5, total: 10 }, done('transfer', { success: true })],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

/**
 * Upload progress, walked through a parent: the documents of a request on
 * hold, sent by Nadia from its upload box (machines/documents/upload-box),
 * which invokes this machine when she sends. start() picks a file and sends
 * it, so every path starts with a fresh child. The machine simulates ticks
 * (spec 1: 10 % every 50 ms), and the demo's in-page server reports the XHR's
 * upload progress every 50 ms while its latency holds the answer
 * (server-fake/mirage.ts): 'upload.progress', like the answer, is the
 * transfer's (auto).
 */
const uploadBox = (page: Page) => page.locator('.documents-upload');

export const uploadAdapter: UiAdapter = {
  machine: 'upload',
  persona: 'hr',
  auto: ['upload.progress'],
  async start(ui) {
    const id = await ui.backend((b: any) => (b.db.table('documentRequests').all() as Array<{ id: number; userId: number; status: number }>).find((r) => r.status === 0 && r.userId !== 3)?.id ?? null);
    if (!id) throw new Error('no request on hold in the scenario');
    await ui.openPanel('documents.detail', { id });
    await uploadBox(ui.page).locator('input[type=file]').setInputFiles({ name: `parcours-${ui.path.index}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 walk') });
    // Slow enough for simulated ticks and progress events (every 50 ms) before the answer.
    if (ui.path.steps.some((s) => s.event.type !== 'xstate.done.actor.transfer')) await ui.latency(300);
    await uploadBox(ui.page).getByRole('button', { name: 'Envoyer les documents' }).click();
  },
  actions: {},
  states: {
    async 'upload.uploading.sending'(ui) {
      await uploadBox(ui.page).getByRole('progressbar').waitFor();
    },
    async 'upload.done'(ui) {
      await successToast(ui.page).waitFor();
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/**
 * The upload machine as the documents upload box binds it: one multipart
 * POST of a file for a document request on hold (Nadia). The transport's
 * progress is real here.
 */
const sent = (w: WalkContext) => documentRequestFiles(w.db).by('requestId', w.data.id).length;

const upload: FakeBinding = {
  machine: 'upload',
  persona: 'hr',
  like: uploadAdapter,
  feasible: () => true,
  seed(w) {
    w.data.id = documentRequests(w.db).all().find((r) => r.status === 0 && r.userId !== 3)!.id;
    w.data.before = sent(w);
  },
  input: (w) => ({ request: { requestId: w.data.id, files: [new File(['%PDF-1.4 walk'], `parcours-${w.path.index}.pdf`, { type: 'application/pdf' })] } }),
  provide: () => documentsUpload.provide({ guards: { simulated: () => true } }),
  checks: {
    'xstate.done.actor.transfer': (w) => assert.is(sent(w), w.data.before + 1, 'the file is attached on record'),
  },
};

export const model: MachineModel = { entry, server: upload, ui: uploadAdapter };
