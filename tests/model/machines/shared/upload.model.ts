import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { uploadMachine } from '../../../../machines/shared/upload.machine';
import { documentRequestFiles, documentRequests } from '../../../../server-fake/models/documents';
import { documentsApi } from '../../../../src/api/documents-api';
import { uploadLogic } from '../../../../src/kernel/upload.effects';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { successToast } from '../../ui/ui-helpers';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { after } = graphEvents;

const entry: RegisteredMachine = {
  id: 'upload',
  file: 'shared/upload.machine.ts',
  machine: uploadMachine,
  input: { simulated: true },
  // Production reports real progress: no simulated tick.
  inputs: [{ name: 'production (real progress)', input: { simulated: false } }],
  events: [
    { type: 'upload.start' }, after('tick', 'upload.uploading.sending'), { type: 'upload.progress', loaded: 5, total: 10 },
    { type: 'upload.done', result: { ok: true } }, { type: 'upload.failed', message: 'Error.Network' }, { type: 'upload.abort' }, { type: 'upload.retry' },
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

/**
 * Upload progress (documents: files sent for a request on hold, by Nadia).
 * The machine simulates ticks (spec 1: 10 % every 50 ms), and the demo's
 * in-page server reports the XHR's upload progress every 50 ms while its
 * latency holds the answer (server-fake/mirage.ts): 'upload.progress', like
 * done / failed, is the transfer's (auto); abort needs a slow call.
 */
const uploadBox = (page: Page) => page.locator('.documents-upload');

const willFail = (ui: { path: { steps: Array<{ kind: string; event: { type: string } }> }; step: number }) => {
  for (let j = ui.step; j < ui.path.steps.length; j++) {
    const s = ui.path.steps[j]!;
    if (s.event.type === 'upload.failed') return true;
    if (s.kind === 'user' || s.event.type === 'upload.done') return false;
  }
  return false;
};

const send = async (ui: Parameters<UiAdapter['start']>[0]) => {
  // Slow enough for simulated ticks and progress events (every 50 ms), or for the user's abort when it is the next step.
  await ui.latency(ui.path.steps[ui.step]?.kind === 'user' ? 3000 : 300);
  if (willFail(ui)) await ui.failNext('POST', '^/api/demanddocument/uploadfiles/\\d+$', 'Error.Network');
  await uploadBox(ui.page).getByRole('button', { name: 'Envoyer les documents' }).click();
};

export const uploadAdapter: UiAdapter = {
  machine: 'upload',
  persona: 'hr',
  writes: ['upload.start', 'upload.retry'],
  auto: ['upload.done', 'upload.failed', 'upload.progress'],
  interruptible: ['upload.uploading.sending'],
  async start(ui) {
    const id = await ui.backend((b: any) => (b.db.table('documentRequests').all() as Array<{ id: number; userId: number; status: number }>).find((r) => r.status === 0 && r.userId !== 3)?.id ?? null);
    if (!id) throw new Error('no request on hold in the scenario');
    await ui.openPanel('documents.detail', { id });
    const input = uploadBox(ui.page).locator('input[type=file]');
    await input.setInputFiles({ name: `parcours-${ui.path.index}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 walk') });
  },
  actions: {
    'upload.start': send,
    'upload.retry': send,
    'upload.abort': (ui) => uploadBox(ui.page).getByRole('button', { name: "Annuler l'envoi" }).click(),
  },
  states: {
    async 'upload.failed'(ui) {
      await uploadBox(ui.page).getByRole('alert').waitFor();
    },
    async 'upload.aborted'(ui) {
      await uploadBox(ui.page).locator('.upload-progress').waitFor();
    },
    async 'upload.done'(ui) {
      await successToast(ui.page).waitFor();
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/**
 * The upload machine bound to one multipart POST: files sent for a document
 * request on hold (Nadia). The transport's progress is real here.
 */
const sent = (w: WalkContext) => documentRequestFiles(w.db).by('requestId', w.data.id).length;

const upload: FakeBinding = {
  machine: 'upload',
  persona: 'hr',
  like: uploadAdapter,
  auto: ['upload.progress', 'upload.done', 'upload.failed'],
  feasible: () => true,
  faults: { 'upload.failed': { method: 'POST', path: '^/api/demanddocument/uploadfiles/\\d+$', message: 'Documents.NotOnHold', status: 400 } },
  seed(w) {
    w.data.id = documentRequests(w.db).all().find((r) => r.status === 0 && r.userId !== 3)!.id;
    w.data.before = sent(w);
  },
  provide: (w) =>
    uploadLogic((o) => documentsApi.uploadFiles(w.data.id, [new File(['%PDF-1.4 walk'], `parcours-${w.path.index}.pdf`, { type: 'application/pdf' })], o)),
  checks: {
    'upload.done': (w) => assert.is(sent(w), w.data.before + 1, 'the file is attached on record'),
    'upload.failed': (w) => assert.is(sent(w), w.data.before, 'a refused upload attached nothing'),
  },
};

export const model: MachineModel = { entry, server: upload, ui: uploadAdapter };
