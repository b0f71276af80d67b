import type { Page } from 'playwright-core';
import { sandboxMachine } from '../../../../machines/demo/sandbox.machine';
import type { NoServerCalls } from '../../fake-server/types';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { ModelEvent, UiAdapter, UiContext } from '../../ui/types';
import { absent, alertDialog, arrivedBy, dialog } from '../../ui/ui-helpers';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const entry: RegisteredMachine = {
  id: 'sandbox',
  file: 'demo/sandbox.machine.ts',
  machine: sandboxMachine,
  maxDepth: 6,
  events: [
    { type: 'sandbox.reset', name: 'formation' }, { type: 'sandbox.remove', name: 'ancien' }, { type: 'sandbox.leave', name: 'formation' },
    { type: 'sandbox.import', name: 'formation', text: '{}', fileName: 'copie.json' }, { type: 'sandbox.open', name: 'autre', scenario: 'summer-leave' },
    done('checkFile'), error('checkFile', { message: 'sandbox.import.foreign' }),
    { type: 'sandbox.exportFirst' }, done('exportCopy'), error('exportCopy', { message: 'Error.Unknown' }),
    { type: 'sandbox.confirm' }, { type: 'sandbox.cancel' }, done('perform'), error('perform', { message: 'Error.Unknown' }),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

/**
 * A trainer's sandbox (machines/demo/sandbox.machine.ts), in the panel the
 * demo bar opens. Each path starts inside sandbox 'formation', started from
 * the demo (the choice the panel stores, then a reload), with another one,
 * 'ancien', kept in the browser: its row offers delete. Import picks a file:
 * this sandbox's own export with a note renamed, or a file from elsewhere,
 * which the check refuses by its content. 'Export first' of 'ancien' reads it
 * from the browser's store and its delete removes it there: their failures are
 * armed on that store (IndexedDB refusing). A confirmed reset, import or leave,
 * and creating a sandbox, reload the page: the path ends in the new page.
 */
const HERE = 'formation';

const OTHER = 'ancien';

const sandboxPanel = (page: Page) => dialog(page, 'Bacs à sable');

/** The current sandbox's card (its own Réinitialiser and Revenir à la démo, not the dialog's). */
const currentCard = (page: Page) => page.getByRole('region', { name: `Bac à sable actuel : ${HERE}` });

const otherRow = (page: Page) => sandboxPanel(page).getByRole('row', { name: new RegExp(OTHER) });

const modeBanner = (page: Page) => page.getByTestId('mode-banner');

/** The bar's words as a person sees them: the same words also sit in the folded chip, hidden on wide screens. */
const bannerText = (page: Page, text: string) => modeBanner(page).getByText(text, { exact: true }).filter({ visible: true });

const IMPORTED_NOTE = 'Note du fichier importé';

const WORK_NOTE = 'Note de la formation';

type Kind = 'reset' | 'import' | 'remove' | 'leave' | 'open';

/** What the dialog asks about, or what reloaded the page: the last action the path started. */
function kindOf(ui: UiContext): Kind | null {
  for (let j = ui.step - 1; j >= 0; j--) {
    const m = /^sandbox\.(reset|import|remove|leave|open)$/.exec(ui.path.steps[j]!.event.type);
    if (m) return m[1] as Kind;
  }
  return null;
}

const next = (ui: UiContext) => ui.path.steps[ui.step]?.event.type;

const confirmTitle: Record<Exclude<Kind, 'open'>, string> = {
  reset: `Réinitialiser « ${HERE} » ?`,
  import: `Remplacer « ${HERE} » par ce fichier ?`,
  remove: `Supprimer « ${OTHER} » ?`,
  leave: `Quitter « ${HERE} » ?`,
};

const confirmLabel: Record<Exclude<Kind, 'open'>, string> = { reset: 'Réinitialiser', import: 'Remplacer', remove: 'Supprimer', leave: 'Revenir à la démo' };

/** A file the check refuses by its content, and the message it shows: JSON from elsewhere, or not JSON at all. */
const refusedFiles = [
  { file: { name: 'planning.json', mimeType: 'application/json', buffer: Buffer.from('{"kind":"planning","rows":[]}') }, message: "Ce fichier ne vient pas de MintRH : rien n'a été modifié." },
  { file: { name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('notes de la réunion') }, message: "Ce fichier n'est pas un export de bac à sable (JSON illisible)." },
];

const refusedFile = (ui: UiContext) => refusedFiles[ui.path.index % refusedFiles.length]!;

/** Done, anything but a delete reloads the page (only a delete is failed here): wait for the new one, signed in. */
async function clickThenReload(ui: UiContext, click: () => Promise<void>) {
  const reloads = kindOf(ui) !== 'remove';
  const loaded = reloads ? ui.page.waitForEvent('load', { timeout: 20000 }) : null;
  await click();
  if (loaded) {
    await loaded;
    await ui.page.locator('nav#side-nav').waitFor({ timeout: 20000 });
  }
}

export const sandboxAdapter: UiAdapter = {
  machine: 'sandbox',
  persona: 'owner',
  // Paths end inside another sandbox or back in the demo, with the choice stored in the browser: no page to reuse.
  closeAfter: true,
  // A step may wait for the page to load again (a sandbox's data is built and saved on the way).
  timeout: 15000,
  async start(ui) {
    // The choice the panel stores when a trainer starts 'formation' from the demo, and 'ancien' saved in the
    // browser as the store keeps a sandbox (server-fake/sandbox-store.ts: one record per name), with the demo's data.
    await ui.page.evaluate(
      async ({ here, other }) => {
        const file = JSON.parse((window as any).__mintrh.fake.exportData()) as { scenario: string; dump: unknown };
        await new Promise<void>((resolve, reject) => {
          const req = indexedDB.open('mintrh-sandboxes', 1);
          req.onupgradeneeded = () => req.result.createObjectStore('sandboxes');
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- IndexedDB gives a DOMException, passed on as the store would
          req.onerror = () => reject(req.error);
          req.onsuccess = () => {
            const tx = req.result.transaction('sandboxes', 'readwrite');
            tx.objectStore('sandboxes').put({ name: other, scenario: file.scenario, savedAt: new Date().toISOString(), rev: 1, dump: file.dump }, other);
            tx.oncomplete = () => (req.result.close(), resolve());
            // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- IndexedDB gives a DOMException, passed on as the store would
            tx.onerror = () => reject(tx.error);
          };
        });
        localStorage.setItem('mintrh.sandbox', here);
        localStorage.setItem('mintrh.sandbox.scenario', 'demo');
      },
      { here: HERE, other: OTHER },
    );
    // No answer precedes the first user step: nothing armed is lost with the reload.
    await ui.reload('/');
    await bannerText(ui.page, `Bac à sable « ${HERE} »`).waitFor();
    await ui.page.getByTestId('sandboxes').click();
    await otherRow(ui.page).waitFor();
  },
  actions: {
    async 'sandbox.reset'(ui) {
      // The trainer's work since the sandbox started, saved in the browser: what a reset takes away.
      const stored = await ui.page.evaluate(async (title) => {
        const fake = (window as any).__mintrh.fake;
        const notes = fake.backend.db.table('expenseNotes');
        notes.update(notes.all()[0].id, { title });
        await fake.save();
        return (await fake.sandboxes.exportStored(fake.sandbox)).includes(title) as boolean;
      }, WORK_NOTE);
      if (!stored) throw new Error('the renamed note was not saved in the sandbox');
      await currentCard(ui.page).getByRole('button', { name: 'Réinitialiser' }).click();
    },
    'sandbox.leave': (ui) => currentCard(ui.page).getByRole('button', { name: 'Revenir à la démo' }).click(),
    'sandbox.remove': (ui) => otherRow(ui.page).getByRole('button', { name: 'Supprimer' }).click(),
    async 'sandbox.import'(ui) {
      if (next(ui) === 'xstate.error.actor.checkFile') return currentCard(ui.page).getByTestId('sandbox-import').setInputFiles(refusedFile(ui).file);
      // This sandbox's own export, one note renamed: what the reload must show was imported.
      const text = await ui.page.evaluate(() => (window as any).__mintrh.fake.exportData() as string);
      const file = JSON.parse(text) as { dump: { tables: Record<string, { rows: Array<Record<string, unknown>> }> } };
      const note = file.dump.tables.expenseNotes?.rows[0];
      if (!note) throw new Error('no expense note in the sandbox to rename');
      note.title = IMPORTED_NOTE;
      await currentCard(ui.page).getByTestId('sandbox-import').setInputFiles({ name: `${HERE}-copie.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    },
    'sandbox.open': (ui, e: ModelEvent) =>
      clickThenReload(ui, async () => {
        const form = sandboxPanel(ui.page).getByRole('form', { name: 'Nouveau bac à sable' });
        await form.getByLabel('Nom du bac à sable').fill(String(e.name));
        // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the event's scenario is a scenario id string
        await form.getByLabel('Scénario de départ').selectOption(String(e.scenario ?? 'demo'));
        await form.getByRole('button', { name: 'Créer et ouvrir' }).click();
      }),
    async 'sandbox.exportFirst'(ui) {
      const download = next(ui) === 'xstate.done.actor.exportCopy' ? ui.page.waitForEvent('download') : null;
      await alertDialog(ui.page).getByRole('button', { name: "Exporter d'abord" }).click();
      if (!download) return;
      // A copy of the sandbox the action would change.
      const want = `sandbox-${kindOf(ui) === 'remove' ? OTHER : HERE}.json`;
      const name = (await download).suggestedFilename();
      if (name !== want) throw new Error(`'export first' saved ${name}, not ${want}`);
    },
    'sandbox.confirm': (ui) => clickThenReload(ui, () => alertDialog(ui.page).getByRole('button', { name: confirmLabel[kindOf(ui) as Exclude<Kind, 'open'>], exact: true }).click()),
    'sandbox.cancel': (ui) => alertDialog(ui.page).getByRole('button', { name: 'Annuler' }).click(),
  },
  // A file refused for its content: the walk picks one, nothing to arm.
  provoked: ['xstate.error.actor.checkFile'],
  faults: {
    'xstate.error.actor.exportCopy': { method: 'GET', path: `^/indexeddb/sandboxes/${OTHER}$` },
    'xstate.error.actor.perform': { method: 'DELETE', path: `^/indexeddb/sandboxes/${OTHER}$` },
  },
  // Whether 'ancien' was deleted (its row, and so its delete button, are gone).
  world: { removed: false },
  track: (w: { removed: boolean }, e, from) => (e.type === 'xstate.done.actor.perform' && from.context?.pending?.kind === 'remove' ? { removed: true } : w),
  feasible(e, c: { pending: { kind: Kind } | null } | undefined, from) {
    // Only another sandbox is read from the store to export it (the current one is in memory), and only a delete is refused by it here.
    if (e.type === 'xstate.error.actor.exportCopy' || e.type === 'xstate.error.actor.perform') return c?.pending?.kind === 'remove';
    if (e.type === 'sandbox.remove') return !(from.world as { removed: boolean } | null)?.removed;
    return true;
  },
  states: {
    async 'sandbox.idle'(ui) {
      await currentCard(ui.page).waitFor();
      await alertDialog(ui.page).waitFor({ state: 'detached' });
      const by = arrivedBy(ui);
      const banner = sandboxPanel(ui.page).getByRole('alert');
      if (by === 'xstate.error.actor.checkFile') {
        await banner.filter({ hasText: refusedFile(ui).message }).waitFor();
        return;
      }
      if (by === 'xstate.error.actor.perform') {
        // Refused by the store: 'ancien' is still there.
        await banner.filter({ hasText: 'Une erreur est survenue' }).waitFor();
        await otherRow(ui.page).waitFor();
        return;
      }
      if (by === 'xstate.done.actor.perform') await otherRow(ui.page).waitFor({ state: 'detached' });
      else if (!(ui.path.steps.slice(0, ui.step).some((s) => s.event.type === 'xstate.done.actor.perform'))) await otherRow(ui.page).waitFor();
      await absent(banner, 'an error in the panel');
    },
    async 'sandbox.confirming'(ui) {
      const kind = kindOf(ui) as Exclude<Kind, 'open'>;
      const d = alertDialog(ui.page);
      await d.getByRole('heading', { name: confirmTitle[kind], exact: true }).waitFor();
      if (kind === 'import') await d.getByText(`${HERE}-copie.json`, { exact: false }).waitFor();
      for (const name of ["Exporter d'abord", 'Annuler', confirmLabel[kind]]) await d.getByRole('button', { name, exact: true }).and(ui.page.locator(':enabled')).waitFor();
      const by = arrivedBy(ui);
      if (by === 'xstate.done.actor.exportCopy') await d.getByRole('status').filter({ hasText: 'Une copie a été enregistrée dans vos téléchargements.' }).waitFor();
      if (by === 'xstate.error.actor.exportCopy') await d.getByRole('alert').filter({ hasText: 'Une erreur est survenue' }).waitFor();
      else await absent(d.getByRole('alert'), 'an error in the dialog');
    },
    async 'sandbox.reloading'(ui) {
      // The page that loaded again: the panel is gone, the demo bar names where the trainer now is.
      const kind = kindOf(ui);
      const bar = modeBanner(ui.page);
      if (kind === 'leave') {
        await bar.getByRole('button', { name: 'Démarrer un bac à sable' }).waitFor();
        if (await bar.getByText(/Bac à sable «/).count()) throw new Error('the demo bar still names a sandbox after leaving it');
      } else await bannerText(ui.page, `Bac à sable « ${kind === 'open' ? String(ui.path.steps.find((s) => s.event.type === 'sandbox.open')!.event.name) : HERE} »`).waitFor();
      await absent(sandboxPanel(ui.page), 'the sandbox panel');
      // The file's data after an import; the scenario's again after a reset (the renamed note is gone).
      if (kind === 'import' || kind === 'reset') {
        const [title, want] = kind === 'import' ? [IMPORTED_NOTE, 1] : [WORK_NOTE, 0];
        const notes = await ui.backend((b: any, t: string) => (b.db.table('expenseNotes').all() as Array<{ title: string }>).filter((n) => n.title === t).length, title);
        if (notes !== want) throw new Error(`${notes} notes '${title}' after the ${kind}`);
      }
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

const server: NoServerCalls = { machine: 'sandbox', none: 'its actors act on the browser: the sandboxes kept in IndexedDB, the in-page database and the page reload; no API call' };

export const model: MachineModel = { entry, server, ui: sandboxAdapter };
