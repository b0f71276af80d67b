import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { confirmMachine } from '../../../../machines/shared/confirm.machine';
import { forms } from '../../../../server-fake/models/forms';
import { formsApi } from '../../../../src/api/forms-api';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { alertDialog, arrivedBy, clearToasts, successToast } from '../../ui/ui-helpers';
import { makeForm, seedForm } from '../forms/common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const entry: RegisteredMachine = {
  id: 'confirm',
  file: 'shared/confirm.machine.ts',
  machine: confirmMachine,
  events: [
    { type: 'confirm.ask', target: { id: 1 } }, { type: 'confirm.yes' }, { type: 'confirm.no' },
    done('act', { success: true }), error('act', { message: 'Error.Unknown' }),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

/**
 * The one confirm-and-act dialog (useConfirm), on the forms page: deleting a form of the walk's own. Three forms, so
 * that a path may delete, then ask again about the next one; the search narrows the list to them.
 */
const title = 'Parcours confirmation';
const FORMS = 3;
const rows = (page: Page) => page.locator('.forms-table tbody tr', { hasText: title });

export const confirmAdapter: UiAdapter = {
  machine: 'confirm',
  persona: 'hr',
  writes: ['confirm.yes'],
  maxLength: 7,
  async start(ui) {
    for (let i = 1; i <= FORMS; i++) await makeForm(ui, `${title} ${i}`, 'Draft');
    await ui.navigate('/');
    await ui.navigate('/forms');
    await ui.page.getByRole('searchbox', { name: 'Rechercher' }).fill(title);
    await rows(ui.page).nth(FORMS - 1).waitFor();
  },
  actions: {
    async 'confirm.ask'(ui) {
      await rows(ui.page).first().getByRole('button', { name: /^Plus d'actions / }).click();
      await ui.page.getByRole('menu').getByRole('menuitem', { name: 'Supprimer', exact: true }).click();
    },
    'confirm.yes': (ui) => alertDialog(ui.page).getByRole('button', { name: 'Supprimer' }).click(),
    'confirm.no': (ui) => alertDialog(ui.page).getByRole('button', { name: 'Annuler' }).click(),
  },
  faults: {
    'xstate.error.actor.act': (e) => ({ method: 'DELETE', path: '^/api/Forms/Delete/\\d+$', message: (e as { error?: { message?: string } }).error?.message }),
  },
  states: {
    async 'confirm.asking'(ui) {
      const dialog = alertDialog(ui.page);
      await dialog.waitFor();
      // A failed call: the dialog stays, the server's message in it, to try again or cancel.
      if (arrivedBy(ui) === 'xstate.error.actor.act') await dialog.getByRole('alert').waitFor();
      await dialog.getByRole('button', { name: 'Supprimer' }).and(ui.page.locator(':enabled')).waitFor();
    },
    async 'confirm.idle'(ui) {
      await alertDialog(ui.page).waitFor({ state: 'detached' });
      if (arrivedBy(ui) === 'xstate.done.actor.act') {
        await successToast(ui.page, /supprimé/).waitFor();
        await clearToasts(ui.page);
      }
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/** useConfirm, bound to deleting a form (the forms page): each ask names the walk's next form still on record. */
const onRecord = (w: WalkContext) => (w.data.ids as number[]).filter((id) => forms(w.db).get(id));

const confirm: FakeBinding = {
  machine: 'confirm',
  persona: 'hr',
  like: confirmAdapter,
  seed(w) {
    w.data.ids = Array.from({ length: FORMS }, (_, i) => seedForm(w, `${title} ${i + 1}`, 'Draft'));
  },
  provide: () => confirmMachine.provide({ actors: { act: fromPromise(async ({ input }) => formsApi.remove((input as { id: number }).id)) } }),
  event: (e, w) => (e.type === 'confirm.ask' ? { ...e, target: { id: (w.data.asked = onRecord(w)[0]) } } : e),
  checks: {
    'xstate.done.actor.act': (w) => assert.not.ok(forms(w.db).get(w.data.asked), 'the confirmed form is gone'),
    'xstate.error.actor.act': (w) => assert.ok(forms(w.db).get(w.data.asked), 'a failed delete removed nothing'),
    'confirm.no': (w) => assert.ok(forms(w.db).get(w.data.asked), 'cancelled, nothing removed'),
  },
};

export const model: MachineModel = { entry, server: confirm, ui: confirmAdapter };
