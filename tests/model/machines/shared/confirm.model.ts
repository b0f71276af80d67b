import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { confirmMachine } from '../../../../machines/shared/confirm.machine';
import { forms } from '../../../../server-fake/models/forms';
import { formsApi } from '../../../../src/api/forms-api';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import type { UiContext } from '../../ui/types';
import { absent, alertDialog, arrivedBy, clearToasts, dialog, successToast } from '../../ui/ui-helpers';
import { seedForm } from '../forms/common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const entry: RegisteredMachine = {
  id: 'confirm',
  file: 'shared/confirm.machine.ts',
  machine: confirmMachine,
  events: [
    { type: 'confirm.ask', target: { id: 1 } }, { type: 'confirm.yes' }, { type: 'confirm.no' },
    done('act', { success: true }), error('act', { message: 'Error.Unknown' }),
    { type: 'confirm.first' }, done('first'), error('first', { message: 'Error.Unknown' }),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

/**
 * The one confirm-and-act dialog (useConfirm) where it has all its steps: a trainer deleting sandboxes kept in this
 * browser, in the demo's sandbox panel, with 'Export first' (its first step: a copy downloaded). Three sandboxes, so
 * that a path may delete, then ask about the next one. Export and delete act on the browser's store (IndexedDB):
 * their failures are armed on it (IndexedDB refusing, as a full disk would).
 */
const KEPT = ['ancien-1', 'ancien-2', 'ancien-3'];
// In the demo the panel offers to start one ('Démarrer un bac à sable de formation'); the kept ones are listed under it.
const sandboxPanel = (ui: UiContext) => dialog(ui.page, 'Démarrer un bac à sable de formation');
const keptRow = (ui: UiContext, name: string) => sandboxPanel(ui).getByRole('row', { name: new RegExp(`^${name} `) });
type Kept = { removed: number };
/** The sandbox a path's question is about: the first one still kept when it was asked. */
const askedOf = (ui: UiContext) => KEPT[ui.path.steps.slice(0, ui.step).filter((s) => s.event.type === 'xstate.done.actor.act').length]!;
const next = (ui: UiContext) => ui.path.steps[ui.step]?.event.type;

export const confirmAdapter: UiAdapter = {
  machine: 'confirm',
  persona: 'owner',
  writes: ['confirm.yes'],
  maxLength: 7,
  async start(ui) {
    // Each kept as the store keeps a sandbox (server-fake/sandbox-store.ts: one record per name), with the demo's data.
    await ui.page.evaluate(async (names) => {
      const file = JSON.parse((window as any).__mintrh.fake.exportData()) as { scenario: string; dump: unknown };
      await new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('mintrh-sandboxes', 1);
        req.onupgradeneeded = () => req.result.createObjectStore('sandboxes');
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- IndexedDB gives a DOMException, passed on as the store would
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const tx = req.result.transaction('sandboxes', 'readwrite');
          for (const name of names) tx.objectStore('sandboxes').put({ name, scenario: file.scenario, savedAt: new Date().toISOString(), rev: 1, dump: file.dump }, name);
          tx.oncomplete = () => (req.result.close(), resolve());
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- IndexedDB gives a DOMException, passed on as the store would
          tx.onerror = () => reject(tx.error);
        };
      });
    }, KEPT);
    await ui.page.getByTestId('sandboxes').click();
    for (const name of KEPT) await keptRow(ui, name).waitFor();
  },
  actions: {
    'confirm.ask': (ui) => keptRow(ui, askedOf(ui)).getByRole('button', { name: 'Supprimer' }).click(),
    async 'confirm.first'(ui) {
      const download = next(ui) === 'xstate.done.actor.first' ? ui.page.waitForEvent('download') : null;
      await alertDialog(ui.page).getByRole('button', { name: "Exporter d'abord" }).click();
      if (!download) return;
      // A copy of the sandbox the question is about.
      const name = (await download).suggestedFilename();
      if (name !== `sandbox-${askedOf(ui)}.json`) throw new Error(`'export first' saved ${name}, not sandbox-${askedOf(ui)}.json`);
    },
    'confirm.yes': (ui) => alertDialog(ui.page).getByRole('button', { name: 'Supprimer', exact: true }).click(),
    'confirm.no': (ui) => alertDialog(ui.page).getByRole('button', { name: 'Annuler' }).click(),
  },
  faults: {
    'xstate.error.actor.first': { method: 'GET', path: '^/indexeddb/sandboxes/ancien-\\d$' },
    'xstate.error.actor.act': { method: 'DELETE', path: '^/indexeddb/sandboxes/ancien-\\d$' },
  },
  world: { removed: 0 },
  track: (w: Kept, e) => (e.type === 'xstate.done.actor.act' ? { removed: w.removed + 1 } : w),
  feasible: (e, _c, from) => e.type !== 'confirm.ask' || ((from.world as Kept | null)?.removed ?? 0) < KEPT.length,
  states: {
    async 'confirm.asking'(ui) {
      const d = alertDialog(ui.page);
      await d.getByRole('heading', { name: `Supprimer « ${askedOf(ui)} » ?`, exact: true }).waitFor();
      for (const name of ["Exporter d'abord", 'Annuler', 'Supprimer']) await d.getByRole('button', { name, exact: true }).and(ui.page.locator(':enabled')).waitFor();
      const by = arrivedBy(ui);
      // A failed call (the copy or the delete): the dialog stays, the message in it, to try again or cancel.
      if (by === 'xstate.error.actor.first' || by === 'xstate.error.actor.act') await d.getByRole('alert').filter({ hasText: 'Une erreur est survenue' }).waitFor();
      else await absent(d.getByRole('alert'), 'an error in the dialog');
      if (by === 'xstate.done.actor.first') await d.getByRole('status').filter({ hasText: `« sandbox-${askedOf(ui)}.json » enregistré dans vos téléchargements` }).waitFor();
    },
    async 'confirm.idle'(ui) {
      await alertDialog(ui.page).waitFor({ state: 'detached' });
      const removed = ui.path.steps.slice(0, ui.step).filter((s) => s.event.type === 'xstate.done.actor.act').length;
      // Those deleted are gone from the list, the others still kept; a delete just done is said.
      for (const [i, name] of KEPT.entries()) await keptRow(ui, name).waitFor({ state: i < removed ? 'detached' : 'visible' });
      if (arrivedBy(ui) === 'xstate.done.actor.act') {
        await successToast(ui.page, `Bac à sable « ${KEPT[removed - 1]} » supprimé`).waitFor();
        await clearToasts(ui.page);
      }
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

const title = 'Parcours confirmation';
const FORMS = 3;

/**
 * useConfirm against the API: deleting a form (the forms page), each ask naming the walk's next form still on record.
 * Its UI walk is the sandbox panel's (above), which acts on the browser, so this binding has faults of its own.
 */
const onRecord = (w: WalkContext) => (w.data.ids as number[]).filter((id) => forms(w.db).get(id));

const confirm: FakeBinding = {
  machine: 'confirm',
  persona: 'hr',
  like: confirmAdapter,
  faults: { 'xstate.error.actor.act': (e) => ({ method: 'DELETE', path: '^/api/Forms/Delete/\\d+$', message: (e as { error?: { message?: string } }).error?.message }) },
  world: null,
  track: (w) => w,
  feasible: (e) => e.type !== 'confirm.first',
  waived: {
    'confirm.first': "the first step ('Export first') is the sandbox panel's, which saves a copy from the browser, not through the API: walked through the UI above",
    'confirm.asking ─confirm.first*': 'the same',
    'confirm.first ─*': 'the same',
  },
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
