import * as assert from 'uvu/assert';
import { editFormMachine } from '../../../../machines/expenses/edit-form.machine';
import { notes } from '../../../../server-fake/models/expenses';
import { saveNote } from '../../../../src/api/expenses-api';
import { editFormLogic } from '../../../../src/features/expenses/edit-form.effects';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { arrivedBy, successToast } from '../../ui/ui-helpers';
import { badge, noteForm, title } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const entry: RegisteredMachine = {
  id: 'expenseEditForm',
  file: 'expenses/edit-form.machine.ts',
  machine: editFormMachine,
  input: { values: { title: '', currency: 'MAD' }, required: ['title', 'currency'] },
  events: [
    { type: 'form.submit' },
    { type: 'form.change', field: 'title', value: 'Trip' },
    // The upload child's answer (the note on record, or refused with the server's message), or the user's abort while it sends.
    done('upload', { id: 1 }),
    error('upload', { message: 'RequiredAttribute' }),
    { type: 'form.abort' },
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

export const expenseEditFormAdapter: UiAdapter = {
  machine: 'expenseEditForm',
  persona: 'employee',
  writes: ['form.submit'],
  async start(ui) {
    await ui.openPanel('expenses.noteForm', {});
    await title(ui.page).waitFor();
  },
  actions: {
    'form.change': (ui, e) => title(ui.page).fill(String(e.value)),
    async 'form.submit'(ui) {
      // The user's abort comes while the answer is held.
      await ui.latency(ui.path.steps[ui.step]?.event.type === 'form.abort' ? 3000 : 0);
      await noteForm(ui.page).getByRole('button', { name: 'Créer' }).click();
    },
    'form.abort': (ui) => noteForm(ui.page).getByRole('button', { name: "Annuler l'envoi" }).click(),
  },
  interruptible: ['editForm.submitting'],
  faults: {
    'xstate.error.actor.upload': { method: 'POST', path: '^/api/Notes/Create$', status: 400 },
  },
  states: {
    async 'editForm.editing'(ui) {
      await title(ui.page).waitFor();
      const by = arrivedBy(ui);
      if (by === 'form.submit') await noteForm(ui.page).locator('.field-error').getByText('Ce champ est obligatoire').waitFor();
      if (by === 'xstate.error.actor.upload') await noteForm(ui.page).getByRole('alert').filter({ hasText: 'Ce champ est obligatoire' }).waitFor();
      if (by === 'form.abort') await noteForm(ui.page).getByRole('alert').filter({ hasText: 'Envoi annulé' }).waitFor();
      if ((by === 'xstate.error.actor.upload' || by === 'form.abort') && !(await title(ui.page).inputValue())) throw new Error(`the title typed was lost after ${by}`);
    },
    async 'editForm.saved'(ui) {
      // After a create the new note's detail takes the form's place.
      await badge(ui.page, 'draft', 'Brouillon').waitFor();
      await successToast(ui.page).waitFor();
    },
  },
  // form.reset: the note form has no reset control (a user closes the panel to start again), so that transition stays uncovered through the UI.
  feasible: (e) => e.type !== 'form.reset',
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/** The note form: Yasmine creates a note (title and currency required). */
const titled = (w: WalkContext) => notes(w.db).by('affectedUserId', 1).filter((n) => n.title === 'Trip');

const editForm: FakeBinding = {
  machine: 'expenseEditForm',
  persona: 'employee',
  like: expenseEditFormAdapter,
  // The form's reset is the machine's to take here (the panel has no control for it).
  feasible: () => true,
  provide: () => editFormLogic({ save: saveNote, onSaved: () => {} }),
  checks: {
    'xstate.done.actor.upload': (w) => assert.is(titled(w).length, 1, 'the note is created for Yasmine'),
    'xstate.error.actor.upload': (w) => assert.is(titled(w).length, 0, 'a failed save created nothing'),
    'form.abort': (w) => assert.is(titled(w).length, 0, 'an aborted save created nothing'),
  },
};

export const model: MachineModel = { entry, server: editForm, ui: expenseEditFormAdapter };
