import * as assert from 'uvu/assert';
import { requestMachine } from '../../../../machines/documents/request.machine';
import type { DocumentRequestRow } from '../../../../server-fake/models/documents';
import { requestActors } from '../../../../src/features/documents/request.effects';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import { personas } from '../../../../fixtures/personas';
import { controlsFollowTable } from '../../oracle/ui-controls';
import type { UiAdapter, UiContext } from '../../ui/types';
import { absent, alertDialog, arrivedBy, clearToasts, dialog, errorToast, firstEvent, successToast, heldActions, heldShows, HELD_STEP_MS } from '../../ui/ui-helpers';
import { demand, detail, firstLoad, NADIA, requestWith, row, seededRequest, unknownError, type WantedDemand } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error, held } = graphEvents;

const entry: RegisteredMachine = {
  id: 'documentRequest',
  file: 'documents/request.machine.ts',
  machine: requestMachine,
  input: { id: 1, canManage: true, userId: 3 },
  // The other sides of the guards (spec 3 §4, §6): the requester (user 1) and a colleague, without DemandDocument.Manage.
  inputs: [
    { name: 'the requester, without DemandDocument.Manage', input: { id: 1, canManage: false, userId: 1 } },
    { name: 'a colleague, without DemandDocument.Manage', input: { id: 1, canManage: false, userId: 7 } },
  ],
  events: [
    done('load', demand({})), done('load', demand({ status: 1 })), done('load', demand({ status: 1, processed: true })), done('load', demand({ status: 2, raison: 'x' })),
    error('load'), { type: 'request.reload' },
    { type: 'request.accept' }, { type: 'request.refuse' }, { type: 'request.process' }, { type: 'request.edit' },
    { type: 'reason.confirm', reason: 'Déjà fourni' }, { type: 'reason.confirm', reason: ' ' }, { type: 'reason.cancel' }, { type: 'request.cancel' },
    { type: 'request.delete' }, { type: 'request.confirmDelete' },
    done('accept'), error('accept'), done('refuse'), error('refuse'), done('process'), error('process'),
    done('refuseProcessing'), error('refuseProcessing'), done('remove'), error('remove'),
    ...held(...['onHold', 'accepted.awaitingProcessing'].flatMap((s) => [`documentRequest.${s}.holdingApproval`, `documentRequest.${s}.holdingRefusal`])),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

// ── The info panel of a request (spec 3 section 4): Nadia (HR, DemandDocument.Manage) decides and processes.
const loadAnswer = (output: unknown) => output as WantedDemand;

/** What the server answers when the request is read again after each decision. */
const afterDecision: Record<string, (d: WantedDemand) => boolean> = {
  'xstate.done.actor.accept': (d) => d.status === 1 && !d.processed,
  'xstate.done.actor.process': (d) => d.status === 1 && d.processed,
  'xstate.done.actor.refuse': (d) => d.status === 2,
  'xstate.done.actor.refuseProcessing': (d) => d.status === 2,
};

export const documentRequestAdapter: UiAdapter = {
  machine: 'documentRequest',
  persona: 'hr',
  writes: ['reason.confirm', 'request.accept', 'request.process', 'request.confirmDelete'],
  async start(ui) {
    // The first answer of the path says which request to open: on hold, accepted, processed or refused.
    const first = firstEvent(ui, 'xstate.done.actor.load');
    const want = first ? loadAnswer(first.output) : { status: 0, processed: false };
    const id = await requestWith(ui, { status: want.status, processed: !!want.processed });
    if (!id) throw new Error(`no seeded request with status ${want.status}`);
    await ui.openPanel('documents.detail', { id });
    await detail(ui.page).waitFor();
  },
  timeout: HELD_STEP_MS,
  // Five seconds to take a held decision back or send it at once: a click does not race them.
  interruptible: ['documentRequest.onHold.holdingApproval', 'documentRequest.onHold.holdingRefusal', 'documentRequest.accepted.awaitingProcessing.holdingApproval', 'documentRequest.accepted.awaitingProcessing.holdingRefusal'],
  actions: {
    ...heldActions,
    'request.reload': (ui) => detail(ui.page).getByRole('button', { name: 'Réessayer' }).click(),
    'request.accept': (ui) => detail(ui.page).getByRole('button', { name: 'Accepter' }).click(),
    'request.refuse': (ui) => detail(ui.page).getByRole('button', { name: 'Refuser' }).click(),
    'request.process': (ui) => detail(ui.page).getByRole('button', { name: 'Traiter la demande' }).click(),
    async 'request.edit'(ui) {
      // The form opens above the info panel; the walk closes it again (the edit itself is documentRequestForm's).
      await detail(ui.page).getByRole('button', { name: 'Modifier', exact: true }).click();
      const form = dialog(ui.page, 'Modifier la demande de document');
      await form.getByRole('button', { name: 'Annuler' }).click();
      await form.waitFor({ state: 'detached' });
    },
    'request.delete': (ui) => detail(ui.page).getByRole('button', { name: 'Supprimer' }).click(),
    'request.confirmDelete': (ui) => alertDialog(ui.page).getByRole('button', { name: 'Supprimer' }).click(),
    async 'reason.confirm'(ui, e) {
      await alertDialog(ui.page).getByRole('textbox', { name: 'Motif du refus' }).fill(String(e.reason));
      await alertDialog(ui.page).getByRole('button', { name: 'Refuser' }).click();
    },
    'reason.cancel': (ui) => alertDialog(ui.page).getByRole('button', { name: 'Annuler' }).click(),
    'request.cancel': (ui) => alertDialog(ui.page).getByRole('button', { name: 'Annuler' }).click(),
  },
  faults: {
    'xstate.error.actor.load': { method: 'GET', path: '^/api/demanddocument/info/\\d+$' },
    // An area key as the server's refusal: the toast shows its French text, not the key.
    'xstate.error.actor.accept': { method: 'POST', path: '^/api/demanddocument/processed$', message: 'Documents.NotOnHold', status: 400 },
    'xstate.error.actor.refuse': { method: 'POST', path: '^/api/demanddocument/processed$' },
    'xstate.error.actor.process': { method: 'POST', path: '^/api/demanddocument/processed$' },
    'xstate.error.actor.refuseProcessing': { method: 'POST', path: '^/api/demanddocument/processed$' },
    'xstate.error.actor.remove': { method: 'GET', path: '^/api/demanddocument/delete/\\d+$' },
  },
  states: {
    'documentRequest.onHold.holdingApproval': (ui) => heldShows(ui, 'Acceptée'),
    'documentRequest.onHold.holdingRefusal': (ui) => heldShows(ui, 'Refusée'),
    'documentRequest.accepted.awaitingProcessing.holdingApproval': (ui) => heldShows(ui, 'Traitée'),
    'documentRequest.accepted.awaitingProcessing.holdingRefusal': (ui) => heldShows(ui, 'Refusée'),
    async 'documentRequest.failure'(ui) {
      await detail(ui.page).getByRole('alert').filter({ hasText: unknownError }).waitFor();
      await detail(ui.page).getByRole('button', { name: 'Réessayer' }).waitFor();
    },
    async 'documentRequest.onHold.idle'(ui) {
      const p = detail(ui.page);
      await p.locator('[data-status=onHold]').getByText('En attente').waitFor();
      for (const name of ['Accepter', 'Refuser', 'Supprimer']) await p.getByRole('button', { name }).waitFor();
      await p.getByRole('button', { name: 'Modifier', exact: true }).waitFor();
      await absent(alertDialog(ui.page), 'a confirm dialog');
      const by = arrivedBy(ui);
      if (by === 'xstate.error.actor.accept' || by === 'xstate.error.actor.remove') {
        await errorToast(ui.page, by === 'xstate.error.actor.accept' ? "La demande n'est plus en attente" : unknownError).waitFor();
        await clearToasts(ui.page);
      }
    },
    async 'documentRequest.onHold.askingReason'(ui) {
      const d = alertDialog(ui.page);
      await d.getByRole('heading', { name: 'Refuser la demande' }).waitFor();
      const reason = d.getByRole('textbox', { name: 'Motif du refus' });
      await reason.waitFor();
      if (arrivedBy(ui) === 'xstate.error.actor.refuse') {
        await errorToast(ui.page, unknownError).waitFor();
        await clearToasts(ui.page);
        // The reason typed is kept after a failed refusal.
        if (!(await reason.inputValue()).trim()) throw new Error('the refusal reason was lost after a failed refusal');
      }
    },
    async 'documentRequest.onHold.confirmingDelete'(ui) {
      await alertDialog(ui.page).getByRole('heading', { name: 'Confirmer la suppression' }).waitFor();
    },
    async 'documentRequest.accepted.awaitingProcessing.idle'(ui) {
      const p = detail(ui.page);
      await p.locator('[data-status=accepted]').getByText('Acceptée').waitFor();
      await p.getByRole('button', { name: 'Traiter la demande' }).waitFor();
      await p.getByRole('button', { name: 'Refuser' }).waitFor();
      await absent(p.getByRole('button', { name: 'Accepter' }), 'Accepter on an accepted request');
      await absent(alertDialog(ui.page), 'a confirm dialog');
      if (arrivedBy(ui) === 'xstate.error.actor.process') {
        await errorToast(ui.page, unknownError).waitFor();
        await clearToasts(ui.page);
      }
    },
    async 'documentRequest.accepted.awaitingProcessing.askingReason'(ui) {
      const reason = alertDialog(ui.page).getByRole('textbox', { name: 'Motif du refus' });
      await reason.waitFor();
      if (arrivedBy(ui) === 'xstate.error.actor.refuseProcessing') {
        await errorToast(ui.page, unknownError).waitFor();
        await clearToasts(ui.page);
        if (!(await reason.inputValue()).trim()) throw new Error('the refusal reason was lost after a failed refusal');
      }
    },
    async 'documentRequest.accepted.processed'(ui) {
      const p = detail(ui.page);
      await p.getByText('Traitée', { exact: true }).waitFor();
      await absent(p.getByRole('button', { name: 'Traiter la demande' }), 'Traiter on a processed request');
      await absent(p.getByRole('button', { name: 'Refuser' }), 'Refuser on a processed request');
    },
    async 'documentRequest.refused'(ui) {
      const p = detail(ui.page);
      await p.locator('[data-status=refused]').getByText('Refusée').waitFor();
      await p.getByTestId('refusal-reason').getByText('Motif du refus :').waitFor();
      await absent(p.getByRole('button', { name: 'Accepter' }), 'Accepter on a refused request');
    },
    async 'documentRequest.deleted'(ui) {
      await detail(ui.page).waitFor({ state: 'detached' });
      await successToast(ui.page).waitFor();
    },
  },
  feasible(e, _context, from) {
    // Reload is the failure banner's button (the panel also reloads by itself after an edit saved above it).
    if (e.type === 'request.reload') return from.value === 'failure';
    // Only the first read fails: after a decision the walk would not know what the retried read answers.
    if (e.type === 'xstate.error.actor.load') return from.event === null;
    if (e.type === 'xstate.done.actor.load') {
      const rule = from.event && afterDecision[from.event.type];
      return rule ? rule(loadAnswer(e.output)) : true;
    }
    return true;
  },
};

// ── The other side of the guards through the UI (issue 24 item 3, spec 3 §4 and §6): Yasmine, an employee without
// DemandDocument.Manage, on her own requests (the server answers isApprover false). Her paths are planned from her own
// input; in each status each action's control shows exactly where the spec's permission table says she may take it.
const yasmine = personas.find((p) => p.key === 'employee')!;

const statusOf: Array<[string, string]> = [['documentRequest.onHold.idle', 'onHold'], ['documentRequest.accepted.awaitingProcessing.idle', 'accepted'], ['documentRequest.accepted.processed', 'processed'], ['documentRequest.refused', 'refused']];

documentRequestAdapter.inputs = [
  {
    name: 'the requester, an employee',
    persona: 'employee',
    input: { id: 1, canManage: false, userId: yasmine.userId },
    events: entry.events.map((e) => (e.type === 'xstate.done.actor.load' ? { ...e, output: { ...(e.output as object), userid: yasmine.userId, isApprover: false } } : e)),
    adapter: {
      async start(ui) {
        const first = firstEvent(ui, 'xstate.done.actor.load');
        const want = first ? loadAnswer(first.output) : { status: 0, processed: false };
        // One of her requests in the status the path's first read answers: a seeded one, or one of hers put in it (Nadia decided it).
        const id = await ui.backend((b: any, a: { status: number; processed: boolean; me: number }) => {
          const table = b.db.table('documentRequests');
          const mine = (table.all() as Array<{ id: number; userId: number; status: number; processed: boolean }>).filter((r) => r.userId === a.me);
          const r = mine.find((x) => x.status === a.status && !!x.processed === a.processed) ?? mine[0];
          if (r && (r.status !== a.status || !!r.processed !== a.processed)) table.update(r.id, { status: a.status, processed: a.processed, raison: a.status === 2 ? 'Déjà fourni' : null, decidedBy: a.status ? 3 : null });
          return r?.id ?? null;
        }, { status: want.status, processed: !!want.processed, me: yasmine.userId });
        if (!id) throw new Error('no seeded request of Yasmine');
        await ui.openPanel('documents.detail', { id });
        await detail(ui.page).waitFor();
      },
      states: {
        ...documentRequestAdapter.states,
        ...Object.fromEntries(
          statusOf.map(([state, status]) => [
            state,
            async (ui: UiContext) => {
              const p = detail(ui.page);
              await p.getByRole('heading').first().waitFor();
              await controlsFollowTable({
                kind: 'documentRequest', status, persona: 'employee', owner: true, flags: { isApprover: false },
                controls: { accept: p.getByRole('button', { name: 'Accepter' }), refuse: p.getByRole('button', { name: 'Refuser' }), process: p.getByRole('button', { name: 'Traiter la demande' }), edit: p.getByRole('button', { name: 'Modifier', exact: true }), delete: p.getByRole('button', { name: 'Supprimer' }) },
              });
            },
          ]),
        ),
      },
    },
  },
];

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

const same = (a: DocumentRequestRow | undefined, b: { status: number; processed: boolean } | undefined) => !!a && !!b && a.status === b.status && !!a.processed === !!b.processed;

const documentRequest: FakeBinding = {
  machine: 'documentRequest',
  persona: 'hr',
  like: documentRequestAdapter,
  seed(w) {
    const want = (firstLoad(w) as { status: number; processed: boolean } | undefined) ?? { status: 0, processed: false };
    const r = seededRequest(w, { status: want.status, processed: !!want.processed });
    w.data.id = r.id;
    w.data.was = { status: r.status, processed: r.processed };
  },
  input: (w) => ({ id: w.data.id, canManage: true, userId: NADIA }),
  provide: () =>
    requestMachine.provide({
      actors: requestActors,
    }),
  checks: {
    'xstate.done.actor.load': (w, s) => {
      const d = (s.context as { record: { status: number; processed: boolean } }).record;
      assert.ok(same(row(w), d), 'the panel shows the status on record');
      w.data.was = { status: d.status, processed: d.processed };
    },
    'xstate.done.actor.accept': (w) => assert.ok(same(row(w), { status: 1, processed: false }) && row(w)!.decidedBy === NADIA, 'accepted by Nadia'),
    'xstate.done.actor.process': (w) => assert.ok(same(row(w), { status: 1, processed: true }), 'processed'),
    'xstate.done.actor.refuse': (w) => assert.ok(row(w)!.status === 2 && row(w)!.raison === 'Déjà fourni', 'refused with the reason given'),
    'xstate.done.actor.refuseProcessing': (w) => assert.ok(row(w)!.status === 2 && row(w)!.raison === 'Déjà fourni', 'refused with the reason given'),
    'xstate.done.actor.remove': (w) => assert.not.ok(row(w), 'the request is gone'),
    ...Object.fromEntries(['accept', 'refuse', 'process', 'refuseProcessing', 'remove'].map((a) => [`xstate.error.actor.${a}`, (w: WalkContext) => assert.ok(same(row(w), w.data.was), `a failed ${a} changed nothing`)])),
  },
};

export const model: MachineModel = { entry, server: documentRequest, ui: documentRequestAdapter };
