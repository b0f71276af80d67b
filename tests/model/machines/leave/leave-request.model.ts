import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { leaveRequestMachine } from '../../../../machines/leave/leave-request.machine';
import { leaveRequests } from '../../../../server-fake/models/leave';
import { leaveRequestActors } from '../../../../src/features/leave/leave-request.effects';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { ModelEvent, UiAdapter, UiContext } from '../../ui/types';
import { absent, alertDialog, arrivedBy, clearToasts, dialog, firstEvent, heldActions, heldShows, HELD_STEP_MS, successToast } from '../../ui/ui-helpers';
import { personas } from '../../../../fixtures/personas';
import { controlsFollowTable } from '../../oracle/ui-controls';
import { NADIA, pushLeaveNotification, request } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error, held } = graphEvents;

const record = (statut: string, o: { own?: boolean; canApproved?: boolean } = {}) => ({
  id: 7, fk_User: o.own ? 1 : 9, statut, canApproved: !!o.canApproved, levelType: 1,
});

const entry: RegisteredMachine = {
  id: 'leaveRequest',
  file: 'leave/leave-request.machine.ts',
  machine: leaveRequestMachine,
  input: { id: 7, userId: 1, permissions: ['Conge.Cancel.Demand', 'Conge.Delete.Demand', 'Golbal.Edit.Demand'] },
  // The other sides of the guards (spec 2 §4, §6): the requester (user 9) and a colleague, neither holding a leave code.
  inputs: [
    { name: 'the requester, no leave code', input: { id: 7, userId: 9, permissions: [] } },
    { name: 'a colleague, no leave code', input: { id: 7, userId: 5, permissions: [] } },
  ],
  maxDepth: 6,
  events: [
    done('load', record('En_Cour', { canApproved: true })), done('load', record('Accepter')), done('load', record('Refuser')),
    done('load', record('Annuler')), done('load', record('Holiday_Canceled')), error('load'),
    { type: 'leave.reload' }, { type: 'leave.cancel' }, { type: 'leave.accept' }, { type: 'leave.reject' },
    // Spec 2 section 5: the rejection reason has no validation (an empty one is taken too).
    { type: 'reason.confirm', reason: 'busy week' }, { type: 'reason.cancel' },
    { type: 'leave.delete' }, { type: 'leave.confirmDelete' }, { type: 'leave.dismiss' }, { type: 'leave.edit' },
    done('cancel'), error('cancel'), done('accept'), error('accept'), done('reject'), error('reject'), done('delete'), error('delete'),
    ...held('leaveRequest.holdingAccept', 'leaveRequest.holdingReject', 'leaveRequest.holdingCancel'),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

// ── The request lifecycle (spec 2 sections 4 and 6).
const detail = (page: Page) => dialog(page, 'Demande de congé');

const footer = (page: Page) => detail(page).locator('.side-panel-footer');

const statusBadge = (page: Page, text: string) => detail(page).getByTestId('leave-status').filter({ hasText: new RegExp(`^${text}$`) });

const statut = (e: ModelEvent | undefined) => (e?.output as { statut?: string } | undefined)?.statut ?? 'En_Cour';

/** The server's status after each decision (a one-level circuit whose approver is Nadia). */
const afterDecision: Record<string, string> = {
  'xstate.done.actor.cancel': 'Annuler',
  'xstate.done.actor.accept': 'Accepter',
  'xstate.done.actor.reject': 'Refuser',
};

export const leaveRequestAdapter: UiAdapter = {
  machine: 'leaveRequest',
  persona: 'hr',
  timeout: HELD_STEP_MS,
  // Five seconds to take a held decision back or send it at once: a click does not race them.
  interruptible: ['leaveRequest.holdingAccept', 'leaveRequest.holdingReject', 'leaveRequest.holdingCancel'],
  writes: ['leave.cancel', 'leave.accept', 'leave.reject', 'leave.confirmDelete'],
  async start(ui) {
    // The first answer of the path says the status of the request to open: shape a seeded one so.
    const want = statut(firstEvent(ui, 'xstate.done.actor.load'));
    const id = await ui.backend((b: any, a: { want: string; me: number }) => {
      const r = (b.db.table('leaveRequests').all() as Array<{ id: number; userId: number; status: string }>).find((x) => x.userId !== a.me && x.userId !== 1 && x.status === 'En_Cour');
      if (!r) return null;
      const decided = a.want !== 'En_Cour';
      b.db.table('leaveRequests').update(r.id, {
        status: a.want,
        levelType: decided ? 2 : 1,
        approvals: [{ level: 1, approverId: a.me, status: decided ? (a.want === 'Holiday_Canceled' ? 'Holiday_Canceled' : a.want === 'Refuser' ? 'Refuser' : 'Accepter') : 'En_Cour', date: decided ? new Date().toISOString() : null, raison: a.want === 'Refuser' ? 'Période chargée' : null }],
      });
      return r.id;
    }, { want, me: NADIA });
    if (!id) throw new Error('no seeded pending request of another employee');
    await ui.openPanel('leave.detail', { id });
    await detail(ui.page).waitFor();
  },
  actions: {
    ...heldActions,
    async 'leave.reload'(ui) {
      if (await detail(ui.page).getByRole('button', { name: 'Réessayer' }).count()) await detail(ui.page).getByRole('button', { name: 'Réessayer' }).click();
      else await pushLeaveNotification(ui);
    },
    'leave.cancel': (ui) => footer(ui.page).getByRole('button', { name: 'Annuler la demande' }).click(),
    'leave.accept': (ui) => footer(ui.page).getByRole('button', { name: 'Accepter' }).click(),
    'leave.reject': (ui) => footer(ui.page).getByRole('button', { name: 'Refuser' }).click(),
    async 'reason.confirm'(ui, e) {
      const d = alertDialog(ui.page);
      await d.getByRole('textbox', { name: 'Motif du refus' }).fill(String(e.reason));
      await d.getByRole('button', { name: 'Refuser' }).click();
    },
    'reason.cancel': (ui) => alertDialog(ui.page).getByRole('button', { name: 'Annuler' }).click(),
    'leave.delete': (ui) => detail(ui.page).getByRole('button', { name: 'Supprimer la demande' }).click(),
    'leave.confirmDelete': (ui) => alertDialog(ui.page).getByRole('button', { name: 'Supprimer' }).click(),
    'leave.dismiss': (ui) => alertDialog(ui.page).getByRole('button', { name: 'Annuler' }).click(),
    async 'leave.edit'(ui) {
      // The form opens above the detail; the walk closes it again (the form is leaveForm's).
      await detail(ui.page).getByRole('button', { name: 'Modifier la demande' }).click();
      const form = dialog(ui.page, 'Modifier la demande de congé');
      await form.getByRole('combobox', { name: /Type de congé/ }).waitFor();
      await form.getByRole('button', { name: 'Annuler' }).click();
      await form.waitFor({ state: 'detached' });
    },
  },
  faults: {
    'xstate.error.actor.load': { method: 'GET', path: '^/api/demandeconge/GetInfo/\\d+$' },
    'xstate.error.actor.cancel': { method: 'GET', path: '^/api/demandeconge/Cancel/\\d+$', status: 400 },
    'xstate.error.actor.accept': { method: 'POST', path: '^/api/demandeconge/Accept$', status: 400 },
    'xstate.error.actor.reject': { method: 'POST', path: '^/api/demandeconge/Reject$', status: 400 },
    'xstate.error.actor.delete': { method: 'DELETE', path: '^/api/demandeconge/Delete/\\d+$', status: 403 },
  },
  states: {
    'leaveRequest.holdingAccept': (ui) => heldShows(ui, 'Acceptée'),
    'leaveRequest.holdingReject': (ui) => heldShows(ui, 'Refusée'),
    // A cancel's undo is 'Ne pas annuler': 'Annuler' beside 'Annulée' read as its opposite (persona review).
    'leaveRequest.holdingCancel': (ui) => heldShows(ui, 'Annulée', 'Ne pas annuler'),
    async 'leaveRequest.failure'(ui) {
      await detail(ui.page).getByRole('alert').getByRole('button', { name: 'Réessayer' }).waitFor();
    },
    async 'leaveRequest.ready'(ui) {
      // A decision that failed: the toast says so, the request shows again.
      const by = arrivedBy(ui);
      if (by?.startsWith('xstate.error.actor.') && by !== 'xstate.error.actor.load') {
        await ui.page.locator('.toast-error').first().waitFor();
        await clearToasts(ui.page);
      }
      if (by?.startsWith('xstate.done.actor.') && by !== 'xstate.done.actor.load') await successToast(ui.page).waitFor();
      // HR edits and deletes any request.
      await detail(ui.page).getByRole('button', { name: 'Modifier la demande' }).waitFor();
      await detail(ui.page).getByRole('button', { name: 'Supprimer la demande' }).waitFor();
      await detail(ui.page).getByRole('heading', { name: 'Circuit de validation' }).waitFor();
    },
    async 'leaveRequest.ready.pending'(ui) {
      await statusBadge(ui.page, 'En cours').waitFor();
      for (const name of ['Accepter', 'Refuser', 'Annuler la demande']) await footer(ui.page).getByRole('button', { name, exact: true }).waitFor();
    },
    async 'leaveRequest.ready.accepted'(ui) {
      await statusBadge(ui.page, 'Acceptée').waitFor();
      await footer(ui.page).getByRole('button', { name: 'Annuler la demande' }).waitFor();
      await absent(footer(ui.page).getByRole('button', { name: 'Accepter' }), 'Accepter on an accepted request');
    },
    async 'leaveRequest.ready.rejected'(ui) {
      await statusBadge(ui.page, 'Refusée').waitFor();
      await absent(footer(ui.page).getByRole('button', { name: 'Annuler la demande' }), 'Annuler on a rejected request');
    },
    async 'leaveRequest.ready.cancelled'(ui) {
      await statusBadge(ui.page, 'Annulée').waitFor();
      await absent(footer(ui.page).getByRole('button', { name: 'Accepter' }), 'Accepter on a cancelled request');
    },
    async 'leaveRequest.ready.holidayCanceled'(ui) {
      await statusBadge(ui.page, 'Congé annulé').waitFor();
      await absent(footer(ui.page).getByRole('button', { name: 'Annuler la demande' }), 'Annuler on a cancelled leave');
    },
    async 'leaveRequest.askingReason'(ui) {
      const d = alertDialog(ui.page);
      await d.getByRole('heading', { name: 'Refuser la demande' }).waitFor();
      const reason = d.getByRole('textbox', { name: 'Motif du refus' });
      await reason.waitFor();
      if (arrivedBy(ui) === 'xstate.error.actor.reject') {
        // The server's message in a toast (spec 2 section 8) and in the dialog, which keeps the reason typed.
        await ui.page.locator('.toast-error').first().waitFor();
        await d.getByRole('alert').waitFor();
        await clearToasts(ui.page);
        if (!(await reason.inputValue()).trim()) throw new Error('the rejection reason was lost after a failed rejection');
      }
    },
    async 'leaveRequest.deleted'(ui) {
      // The request is gone: its panel closed.
      await detail(ui.page).waitFor({ state: 'detached' });
      await successToast(ui.page).waitFor();
    },
  },
  // The request's status on the server: null until the first load (start shapes it), then what each decision makes it.
  world: null,
  track(w, e) {
    if (e.type === 'xstate.done.actor.load') return w ?? statut(e);
    if (afterDecision[e.type]) return afterDecision[e.type];
    return w;
  },
  feasible(e, _c, from) {
    if (e.type === 'xstate.done.actor.load') return from.world === null || statut(e) === from.world;
    return true;
  },
};

// ── The other side of the guards through the UI (issue 24 item 3, spec 2 §4 and §6): Yasmine, an employee with no
// leave code, on her own request (the server answers her own, canApproved false). Her paths are planned from her own
// input; in each status each action's control shows exactly where the spec's permission table says she may take it.
const yasmine = personas.find((p) => p.key === 'employee')!;

const controls = (page: Page) => ({
  cancel: footer(page).getByRole('button', { name: 'Annuler la demande' }),
  accept: footer(page).getByRole('button', { name: 'Accepter', exact: true }),
  reject: footer(page).getByRole('button', { name: 'Refuser', exact: true }),
  edit: detail(page).getByRole('button', { name: 'Modifier la demande' }),
  delete: detail(page).getByRole('button', { name: 'Supprimer la demande' }),
});

const badges: Array<[string, string, string]> = [['pending', 'En_Cour', 'En cours'], ['accepted', 'Accepter', 'Acceptée'], ['rejected', 'Refuser', 'Refusée'], ['cancelled', 'Annuler', 'Annulée'], ['holidayCanceled', 'Holiday_Canceled', 'Congé annulé']];

leaveRequestAdapter.inputs = [
  {
    name: 'the requester, an employee',
    persona: 'employee',
    input: { id: 7, userId: yasmine.userId, permissions: [...yasmine.permissions] },
    events: entry.events.map((e) => (e.type === 'xstate.done.actor.load' ? done('load', record(statut(e as ModelEvent), { own: true })) : e)),
    adapter: {
      async start(ui) {
        const want = statut(firstEvent(ui, 'xstate.done.actor.load'));
        // One of her pending requests, put in the status the path's first read answers.
        const id = await ui.backend((b: any, a: { want: string; me: number }) => {
          const r = (b.db.table('leaveRequests').all() as Array<{ id: number; userId: number; status: string }>).find((x) => x.userId === a.me && x.status === 'En_Cour');
          if (r) b.db.table('leaveRequests').update(r.id, { status: a.want });
          return r?.id ?? null;
        }, { want, me: yasmine.userId });
        if (!id) throw new Error('no seeded pending request of Yasmine');
        await ui.openPanel('leave.detail', { id });
        await detail(ui.page).waitFor();
      },
      // A reload is her retry after a failed read (the walk's notification push goes to Nadia).
      feasible: (e, c, from) => (e.type === 'leave.reload' ? from.value === 'failure' : leaveRequestAdapter.feasible!(e, c, from)),
      states: {
        ...leaveRequestAdapter.states,
        async 'leaveRequest.ready'(ui) {
          if (arrivedBy(ui) === 'xstate.done.actor.cancel') await successToast(ui.page).waitFor();
          await detail(ui.page).getByRole('heading', { name: 'Circuit de validation' }).waitFor();
        },
        ...Object.fromEntries(
          badges.map(([name, status, label]) => [
            `leaveRequest.ready.${name}`,
            async (ui: UiContext) => {
              await statusBadge(ui.page, label).waitFor();
              await controlsFollowTable({ kind: 'leaveRequest', status, persona: 'employee', owner: true, flags: { canApproved: false }, controls: controls(ui.page) });
            },
          ]),
        ),
      },
    },
  },
];

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

const statutOf = (e: ModelEvent | undefined) => (e?.output as { statut?: string } | undefined)?.statut ?? 'En_Cour';

/** The server's status after each decision (a one-level circuit whose approver is Nadia). */
const after: Record<string, string> = { 'xstate.done.actor.cancel': 'Annuler', 'xstate.done.actor.accept': 'Accepter', 'xstate.done.actor.reject': 'Refuser' };

const leaveRequest: FakeBinding = {
  machine: 'leaveRequest',
  persona: 'hr',
  like: leaveRequestAdapter,
  // Someone else's pending request whose one approver is Nadia, shaped to the status the path's first load says (as the UI walk does).
  seed(w) {
    const want = statutOf(w.path.steps.find((s) => s.event.type === 'xstate.done.actor.load')?.event);
    const r = leaveRequests(w.db).all().find((x) => x.userId !== NADIA && x.userId !== 1 && x.status === 'En_Cour')!;
    const decided = want !== 'En_Cour';
    leaveRequests(w.db).update(r.id, {
      status: want as never,
      levelType: decided ? 2 : 1,
      approvals: [{ level: 1, approverId: NADIA, status: decided ? (want === 'Holiday_Canceled' ? 'Holiday_Canceled' : want === 'Refuser' ? 'Refuser' : 'Accepter') : 'En_Cour', date: decided ? '2026-11-16T09:00:00Z' : null, raison: want === 'Refuser' ? 'Période chargée' : null }] as never,
    });
    w.data.id = r.id;
    w.data.status = want;
  },
  input: (w) => ({ id: w.data.id, userId: NADIA, permissions: ['Conge.Cancel.Demand', 'Conge.Delete.Demand', 'Golbal.Edit.Demand'] }),
  provide: () =>
    leaveRequestMachine.provide({
      actors: leaveRequestActors,
    }),
  checks: {
    'xstate.done.actor.load': (w, s) => assert.is((s.context as { record: { statut: string } }).record.statut, request(w)!.status, 'the detail shows the status on record'),
    ...Object.fromEntries(
      Object.entries(after).map(([t, status]) => [
        t,
        (w: WalkContext) => {
          assert.is(request(w)!.status, status, `${t.split('.').pop()} recorded`);
          w.data.status = status;
        },
      ]),
    ),
    'xstate.done.actor.reject': (w) => {
      assert.is(request(w)!.status, 'Refuser');
      assert.is(request(w)!.approvals[0]!.raison, 'busy week', 'the reason given is kept');
      w.data.status = 'Refuser';
    },
    ...Object.fromEntries(['cancel', 'accept', 'reject', 'delete'].map((a) => [`xstate.error.actor.${a}`, (w: WalkContext) => assert.is(request(w)?.status, w.data.status, `a failed ${a} changed nothing`)])),
    'xstate.done.actor.delete': (w) => assert.not.ok(request(w), 'the request is gone'),
  },
};

export const model: MachineModel = { entry, server: leaveRequest, ui: leaveRequestAdapter };
