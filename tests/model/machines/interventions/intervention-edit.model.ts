import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { interventionEditMachine } from '../../../../machines/interventions/intervention-form.machine';
import { interventions } from '../../../../server-fake/models/interventions';
import { interventionUpload } from '../../../../src/features/interventions/intervention-form.effects';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter, UiContext } from '../../ui/types';
import { arrivedBy, dialog, successToast } from '../../ui/ui-helpers';
import { formMoves, HICHAM, statusBadge, unknownError } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const entry: RegisteredMachine = {
  id: 'interventionEdit',
  file: 'interventions/intervention-form.machine.ts',
  machine: interventionEditMachine,
  input: { id: 1, values: { Fk_DemadeBy: 1, Hardware: 2, Fk_Material: 0, Type: 0, Title: 'Portable', Description: 'Ne démarre plus', Priority: 'Normal', FilesNames: [] } },
  events: [
    // Spec 4 section 5: the edit validates nothing, an emptied description included.
    { type: 'form.change', patch: { Title: 'Portable (écran)', Description: '' } }, { type: 'form.category', hardware: 1 }, { type: 'form.files', files: [] },
    // The upload child's answer (saved, or refused with the server's message), or the user's abort while it sends.
    { type: 'form.submit' }, done('upload', 1), error('upload', { message: 'Error.Unknown' }), { type: 'form.abort' },
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

// ── The edit form: Hicham edits a pending intervention (Intervention.Edit).
const form = (page: Page) => dialog(page, "Modifier l'intervention").locator('form');

/** The title the path typed last, if it typed one: what the form must still show after a failure or an abort. */
const typedTitle = (ui: UiContext) =>
  (ui.path.steps.slice(0, ui.step).reverse().find((s) => s.event.type === 'form.change')?.event.patch as { Title?: string } | undefined)?.Title;

export const interventionEditAdapter: UiAdapter = {
  machine: 'interventionEdit',
  persona: 'support',
  writes: ['form.submit'],
  async start(ui) {
    const id = await ui.backend((b) => (b.db.table('interventions').all() as Array<{ id: number; statut: string }>).find((r) => r.statut === 'Pending')?.id ?? null);
    if (!id) throw new Error('no seeded pending intervention');
    await ui.openPanel('interventions.edit', { id });
    await form(ui.page).getByRole('textbox', { name: 'Titre' }).waitFor();
  },
  actions: {
    async 'form.change'(ui, e) {
      const patch = e.patch as { Title: string; Description: string };
      await form(ui.page).getByRole('textbox', { name: 'Titre' }).fill(patch.Title);
      await form(ui.page).getByRole('textbox', { name: 'Description' }).fill(patch.Description);
    },
    ...formMoves(form, 'Enregistrer'),
  },
  interruptible: ['interventionEdit.submitting'],
  faults: {
    'xstate.error.actor.upload': { method: 'POST', path: '^/api/intervention/Update$' },
  },
  states: {
    async 'interventionEdit.editing'(ui) {
      const title = form(ui.page).getByRole('textbox', { name: 'Titre' });
      await title.waitFor();
      const by = arrivedBy(ui);
      // Spec 4 section 8: the server's message inline; an abort says so; what was typed stays.
      if (by === 'xstate.error.actor.upload') await form(ui.page).locator('.banner-error').getByText(unknownError).waitFor();
      if (by === 'form.abort') await form(ui.page).locator('.banner-error').getByText('Envoi annulé').waitFor();
      const typed = typedTitle(ui);
      if (typed !== undefined) assert.is(await title.inputValue(), typed, `the title typed is kept${by ? ` after ${by}` : ''}`);
    },
    async 'interventionEdit.saved'(ui) {
      // The detail reopens in the form's place, with the title saved.
      await statusBadge(ui.page).waitFor();
      await successToast(ui.page).waitFor();
      const typed = typedTitle(ui);
      if (typed !== undefined) await dialog(ui.page, new RegExp(typed.replace(/[()]/g, '\\$&'))).waitFor();
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

const row = (w: WalkContext) => interventions(w.db).get(w.data.id)!;
const snap = (w: WalkContext) => JSON.stringify({ ...row(w) });

/** Hicham edits a pending intervention. */
const interventionEdit: FakeBinding = {
  machine: 'interventionEdit',
  persona: 'support',
  like: interventionEditAdapter,
  seed(w) {
    const r = interventions(w.db).all().find((x) => x.statut === 'Pending')!;
    w.data.id = r.id;
    w.data.snap = snap(w);
  },
  input: (w) => {
    const r = row(w);
    return { id: r.id, values: { Fk_DemadeBy: r.fk_DemadeBy, Hardware: r.hardware, Fk_Material: r.fk_Material, Type: r.type, Title: r.title, Description: r.description, Priority: r.priority, FilesNames: r.fileIds } };
  },
  provide: () => interventionEditMachine.provide({ actors: { upload: interventionUpload(HICHAM) } }),
  checks: {
    'xstate.done.actor.upload': (w, s) => {
      const sent = (s.context as { values: { Title: string; Description: string; Hardware: number } }).values;
      assert.equal([row(w).title, row(w).description, row(w).hardware], [sent.Title, sent.Description, sent.Hardware], 'the values sent are on record');
      w.data.snap = snap(w);
    },
    'xstate.error.actor.upload': (w) => assert.is(snap(w), w.data.snap, 'a failed edit changed nothing'),
    'form.abort': (w) => assert.is(snap(w), w.data.snap, 'an aborted edit changed nothing'),
  },
};

export const model: MachineModel = { entry, server: interventionEdit, ui: interventionEditAdapter };
