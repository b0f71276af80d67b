import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { interventionMachine, SOLVED } from '../../../../machines/interventions/intervention.machine';
import { interventionHistory, interventions } from '../../../../server-fake/models/interventions';
import { interventionActors } from '../../../../src/features/interventions/intervention.effects';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { ModelEvent, UiAdapter, UiContext, UiFrom } from '../../ui/types';
import { absent, alertDialog, arrivedBy, clearToasts, dialog, errorToast, successToast, heldActions, heldShows, HELD_STEP_MS } from '../../ui/ui-helpers';
import { detail, HICHAM, statusBadge, unknownError } from './common';
import { personas } from '../../../../fixtures/personas';
import { mayAddStep, stepComplete } from '../../oracle/outcomes';
import { controlsFollowTable } from '../../oracle/ui-controls';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error, held } = graphEvents;

const data = (statut: string) => ({ statut, fk_DemadeBy: 1 });

const all = ['Intervention.Edit', 'Intervention.AddStep', 'Intervention.Close', 'Intervention.Delete'];

const entry: RegisteredMachine = {
  id: 'intervention',
  file: 'interventions/intervention.machine.ts',
  machine: interventionMachine,
  input: { id: 1, viewerId: 5, permissions: all },
  // The other sides of the guards (spec 4 §6): Profil.Intervention.Edit alone, held by the requester (user 1) and by a colleague.
  inputs: [
    { name: 'the requester, Profil.Intervention.Edit only', input: { id: 1, viewerId: 1, permissions: ['Profil.Intervention.Edit'] } },
    { name: 'a colleague, Profil.Intervention.Edit only', input: { id: 1, viewerId: 7, permissions: ['Profil.Intervention.Edit'] } },
  ],
  maxDepth: 6,
  // An action is sent only by who may add one to an open intervention, and only with a description (spec 4 §5, §6):
  // judged where it is sent, the add-action form (opened from an open intervention).
  outcomes: [{ spec: ['S4.5.02', 'S4.6.04'], rule: 'an action is added with a description, by Intervention.AddStep while open', event: 'intervention.addStep', where: (s) => s.matches('addingStep'), follows: { call: 'addStep' }, expect: (e, c) => {
    const may = mayAddStep(c);
    return may === 'gap' ? 'gap' : may && stepComplete(e);
  } }],
  events: [
    ...['Pending', 'Progressing', 'Affected', 'Solved', 'Closed'].map((s) => done('load', data(s))), error('load'),
    { type: 'intervention.reload' }, { type: 'intervention.assign', userIds: [2, 3] }, { type: 'intervention.unassign', userId: 2 },
    { type: 'intervention.openStep' }, { type: 'intervention.addStep', description: 'Batterie remplacée' }, { type: 'intervention.addStep', description: '  ' },
    { type: 'intervention.delete' }, { type: 'intervention.confirmDelete' }, { type: 'intervention.dismiss' },
    // Solved in one click ('Résolue'); or 'Clôturer' and its dialog: a remark with the Solved switch off, solved with no remark (optional: spec 4 §5), or cancelled.
    { type: 'intervention.close', resolved: true, description: '' },
    { type: 'intervention.askRemark' }, { type: 'reason.confirm', reason: 'Pièce introuvable' }, { type: 'reason.confirm', reason: '', choice: SOLVED }, { type: 'reason.cancel' },
    done('assign'), error('assign'), done('addStep'), error('addStep'), done('close'), error('close'), done('closeWithRemark'), error('closeWithRemark'), done('remove'), error('remove'),
    ...held('intervention.holdingClose', 'intervention.holdingRemark'),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

const statusText: Record<string, string> = { Pending: 'En attente', Progressing: 'En cours', Affected: 'Affectée', Solved: 'Résolue', Closed: 'Clôturée' };

/** What the server holds for the intervention opened: its statut and how many people it is assigned to. */
type World = { statut: string; assignees: number } | 'deleted' | null;

async function openIntervention(ui: UiContext) {
  const first = ui.path.steps.find((s) => s.event.type === 'xstate.done.actor.load')?.event as (ModelEvent & { output: { statut: string } }) | undefined;
  const statut = first?.output.statut ?? 'Pending';
  // The intervention of that statut, assigned to nobody while Pending and to one person otherwise (what the planner assumed).
  const id = await ui.backend(
    (b, a) => {
      const t = b.db.table('interventions');
      const row = (t.all() as Array<{ id: number; statut: string }>).find((r) => r.statut === a.statut);
      if (!row) return null;
      t.update(row.id, { assignees: a.statut === 'Pending' ? [] : [6] });
      return row.id;
    },
    { statut },
  );
  if (!id) throw new Error(`no seeded intervention ${statut}`);
  await ui.openPanel('interventions.detail', { id });
  await detail(ui.page).waitFor();
}

/** The detail's row of action buttons. */
const actionsRow = (page: Page) => detail(page).locator('.itops-wrap');

/** Back in a status after a failed delete (the confirmation closes and the toast says why, as the other areas' confirmations do), or after cancelling the step form or the confirmation. */
async function afterFailedDelete(ui: UiContext) {
  const by = arrivedBy(ui);
  if (by === 'intervention.dismiss') {
    await alertDialog(ui.page).waitFor({ state: 'detached' });
    await absent(stepForm(ui.page), 'the step form after cancelling it');
  }
  if (by !== 'xstate.error.actor.remove') return;
  await errorToast(ui.page, 'Cette intervention est déjà clôturée').waitFor();
  await alertDialog(ui.page).waitFor({ state: 'detached' });
  await clearToasts(ui.page);
}

/** The add-action form, inline in the panel. */
const stepForm = (page: Page) => detail(page).locator('form.itops-inline-form');

/** The close's two buttons: 'Résolue' in one click, 'Clôturer' opening the close panel (spec 4 §2). */
const CLOSE_PAIR = ['Résolue', 'Clôturer'];

const inOpenStatus = async (ui: UiContext, statut: string) => {
  await afterFailedDelete(ui);
  await statusBadge(ui.page).getByText(statusText[statut]!).waitFor();
  for (const name of ['Ajouter un intervenant', 'Nouvelle action', ...CLOSE_PAIR, 'Supprimer']) await actionsRow(ui.page).getByRole('button', { name, exact: true }).waitFor();
  const by = arrivedBy(ui);
  if (by === 'xstate.error.actor.assign') {
    await errorToast(ui.page, "Cette intervention est déjà clôturée").waitFor();
    await clearToasts(ui.page);
  }
  if (by === 'reason.cancel') await alertDialog(ui.page).waitFor({ state: 'detached' });
};

/** The close's reason dialog: the Solved switch and the remark. */
const closeDialog = (page: Page) => page.getByRole('alertdialog', { name: "Clôturer l'intervention" });

/** What the server can answer next, in the panel and against the fake server alike. */
function answerable(e: ModelEvent, _context: unknown, from: UiFrom) {
  const w = from.world as World;
  if (w === 'deleted') return false;
  // Only the first read fails: the walk then knows what the retried read answers.
  if (e.type === 'xstate.error.actor.load') return from.event === null;
  if (e.type === 'xstate.done.actor.load') return w === null || (e.output as { statut: string }).statut === w.statut;
  if (e.type === 'intervention.unassign') return !!w && w.assignees > 0;
  return true;
}

export const interventionAdapter: UiAdapter = {
  machine: 'intervention',
  persona: 'support',
  writes: ['intervention.assign', 'intervention.unassign', 'intervention.addStep', 'intervention.close', 'reason.confirm', 'intervention.confirmDelete'],
  start: openIntervention,
  timeout: HELD_STEP_MS,
  // Five seconds to take a held decision back or send it at once: a click does not race them.
  interruptible: ['intervention.holdingClose', 'intervention.holdingRemark'],
  actions: {
    ...heldActions,
    async 'intervention.reload'(ui) {
      // The failure banner's retry, or the refresh of the actions row on a displayed intervention.
      const retry = detail(ui.page).getByRole('button', { name: 'Réessayer' });
      if (await retry.count()) await retry.click();
      else await actionsRow(ui.page).getByRole('button', { name: 'Actualiser', exact: true }).click();
    },
    async 'intervention.assign'(ui) {
      await detail(ui.page).getByRole('button', { name: 'Ajouter un intervenant' }).click();
      const pick = dialog(ui.page, 'Affecter des collaborateurs');
      await pick.getByRole('list', { name: 'Affecter des collaborateurs' }).getByRole('checkbox').first().check();
      await pick.getByRole('button', { name: /^Valider/ }).click();
      await pick.waitFor({ state: 'detached' });
    },
    'intervention.unassign': (ui) => detail(ui.page).getByRole('button', { name: /^Retirer / }).first().click(),
    'intervention.openStep': (ui) => actionsRow(ui.page).getByRole('button', { name: 'Nouvelle action', exact: true }).click(),
    async 'intervention.addStep'(ui, e) {
      await stepForm(ui.page).getByRole('textbox', { name: "Description de l'action" }).fill(String(e.description));
      await stepForm(ui.page).getByRole('button', { name: "Ajouter l'action" }).click();
    },
    'intervention.close': (ui) => actionsRow(ui.page).getByRole('button', { name: 'Résolue', exact: true }).click(),
    'intervention.askRemark': (ui) => actionsRow(ui.page).getByRole('button', { name: 'Clôturer', exact: true }).click(),
    async 'reason.confirm'(ui, e) {
      const d = closeDialog(ui.page);
      await d.getByRole('switch', { name: 'Résolue' }).setChecked(e.choice === SOLVED);
      await d.getByRole('textbox', { name: 'Remarque' }).fill(String(e.reason));
      await d.getByRole('button', { name: 'Clôturer' }).click();
    },
    'reason.cancel': (ui) => closeDialog(ui.page).getByRole('button', { name: 'Annuler' }).click(),
    'intervention.delete': (ui) => actionsRow(ui.page).getByRole('button', { name: 'Supprimer', exact: true }).click(),
    'intervention.confirmDelete': (ui) => alertDialog(ui.page).getByRole('button', { name: 'Supprimer' }).click(),
    async 'intervention.dismiss'(ui) {
      // Cancels what is up: the delete's confirmation, or the step form.
      if (await alertDialog(ui.page).count()) await alertDialog(ui.page).getByRole('button', { name: 'Annuler' }).click();
      else await stepForm(ui.page).getByRole('button', { name: 'Annuler' }).click();
    },
  },
  faults: {
    'xstate.error.actor.load': { method: 'GET', path: '^/api/intervention/GetById/\\d+$' },
    // Area keys as the server's refusals: the toast shows their French text.
    'xstate.error.actor.assign': { method: 'POST', path: '^/api/intervention/AssignedTo$', message: 'Intervention.AlreadyClosed', status: 400 },
    'xstate.error.actor.addStep': { method: 'POST', path: '^/api/intervention/AddStep$', message: 'Intervention.AlreadyClosed', status: 400 },
    'xstate.error.actor.close': { method: 'POST', path: '^/api/intervention/Close$' },
    'xstate.error.actor.closeWithRemark': { method: 'POST', path: '^/api/intervention/Close$' },
    'xstate.error.actor.remove': { method: 'DELETE', path: '^/api/intervention/delete/\\d+$', message: 'Intervention.AlreadyClosed', status: 400 },
  },
  states: {
    'intervention.holdingClose': (ui) => heldShows(ui, 'Résolue'),
    'intervention.holdingRemark': (ui) => heldShows(ui, /Résolue|Non résolue/),
    async 'intervention.failed'(ui) {
      await detail(ui.page).getByRole('alert').filter({ hasText: unknownError }).waitFor();
      await detail(ui.page).getByRole('button', { name: 'Réessayer' }).waitFor();
    },
    'intervention.status.open.Pending': (ui) => inOpenStatus(ui, 'Pending'),
    'intervention.status.open.Progressing': (ui) => inOpenStatus(ui, 'Progressing'),
    'intervention.status.open.Affected': (ui) => inOpenStatus(ui, 'Affected'),
    async 'intervention.addingStep'(ui) {
      const text = stepForm(ui.page).getByRole('textbox', { name: "Description de l'action" });
      await text.waitFor();
      if (arrivedBy(ui) === 'xstate.error.actor.addStep') {
        // The refusal is said, and the form stays with what was typed.
        await errorToast(ui.page, 'Cette intervention est déjà clôturée').waitFor();
        await clearToasts(ui.page);
        const asked = [...ui.path.steps.slice(0, ui.step)].reverse().find((x) => x.event.type === 'intervention.addStep')!.event;
        assert.is(await text.inputValue(), String(asked.description), 'the description typed is kept');
      }
    },
    async 'intervention.confirmingDelete'(ui) {
      await alertDialog(ui.page).getByRole('button', { name: 'Supprimer' }).waitFor();
    },
    async 'intervention.askingReason'(ui) {
      const d = closeDialog(ui.page);
      const remark = d.getByRole('textbox', { name: 'Remarque' });
      const solved = d.getByRole('switch', { name: 'Résolue' });
      await remark.waitFor();
      if (arrivedBy(ui) === 'xstate.error.actor.closeWithRemark') {
        // Spec 4 section 8: a failed close shows nothing; the dialog stays with the remark and the switch as they were.
        const asked = [...ui.path.steps.slice(0, ui.step)].reverse().find((x) => x.event.type === 'reason.confirm')!.event;
        assert.is(await remark.inputValue(), String(asked.reason), 'the remark typed is kept');
        assert.is(await solved.isChecked(), asked.choice === SOLVED, 'the switch is kept');
        await absent(d.getByRole('alert'), 'a message after a failed close');
        await absent(ui.page.locator('.toast-error'), 'a toast after a failed close');
      } else {
        // Opened afresh: nothing typed, Solved off (spec 4 section 4: the flag defaults to false).
        assert.is(await remark.inputValue(), '');
        assert.not.ok(await solved.isChecked(), 'Solved is off by default');
      }
    },
    async 'intervention.status.Solved'(ui) {
      await afterFailedDelete(ui);
      await statusBadge(ui.page).getByText('Résolue').waitFor();
      await absent(actionsRow(ui.page).getByRole('button', { name: 'Nouvelle action' }), 'Nouvelle action on a solved intervention');
      for (const name of CLOSE_PAIR) await absent(actionsRow(ui.page).getByRole('button', { name, exact: true }), `${name} on a solved intervention`);
    },
    async 'intervention.status.Closed'(ui) {
      await afterFailedDelete(ui);
      await statusBadge(ui.page).getByText('Clôturée').waitFor();
      await absent(actionsRow(ui.page).getByRole('button', { name: 'Nouvelle action' }), 'Nouvelle action on a closed intervention');
      for (const name of CLOSE_PAIR) await absent(actionsRow(ui.page).getByRole('button', { name, exact: true }), `${name} on a closed intervention`);
      await actionsRow(ui.page).getByRole('button', { name: 'Supprimer', exact: true }).waitFor();
    },
    async 'intervention.deleted'(ui) {
      await detail(ui.page).waitFor({ state: 'detached' });
      await successToast(ui.page).waitFor();
    },
  },
  world: null,
  track(w: World, e, from) {
    const t = e.type;
    if (t === 'xstate.done.actor.load' && w === null) {
      const statut = (e.output as { statut: string }).statut;
      return { statut, assignees: statut === 'Pending' ? 0 : 1 };
    }
    if (!w || w === 'deleted') return w;
    // The action a done answers is the event that led to its call.
    const pending = from.event as { type: string; resolved?: boolean; choice?: string } | null;
    if (t === 'xstate.done.actor.assign') {
      if (pending?.type === 'intervention.unassign') {
        const assignees = w.assignees - 1;
        return { statut: assignees === 0 && w.statut === 'Affected' ? 'Pending' : w.statut, assignees };
      }
      // Capped: the search must stay finite, and only 'anyone left to remove' matters.
      return { statut: 'Affected', assignees: Math.min(w.assignees + 1, 2) };
    }
    if (t === 'xstate.done.actor.addStep') return { ...w, statut: 'Progressing' };
    if (t === 'xstate.done.actor.close') return { ...w, statut: pending?.resolved ? 'Solved' : 'Closed' };
    // Closed through the dialog: solved when its switch was on (the confirmation's choice).
    if (t === 'xstate.done.actor.closeWithRemark') return { ...w, statut: pending?.choice === SOLVED ? 'Solved' : 'Closed' };
    if (t === 'xstate.done.actor.remove') return 'deleted';
    return w;
  },
  feasible: answerable,
};

// ── The other side of the guards through the UI (issue 24 item 3, spec 4 §4 and §6): Yasmine, an employee holding
// only Profil.Intervention.Edit, on an intervention she asked for. Her paths are planned from her own input; in each
// status each action's control shows exactly where the spec's permission table says she may take it.
const yasmine = personas.find((p) => p.key === 'employee')!;

interventionAdapter.inputs = [
  {
    name: 'the requester, Profil.Intervention.Edit only',
    persona: 'employee',
    input: { id: 1, viewerId: yasmine.userId, permissions: [...yasmine.permissions] },
    adapter: {
      async start(ui) {
        const first = ui.path.steps.find((s) => s.event.type === 'xstate.done.actor.load')?.event as (ModelEvent & { output: { statut: string } }) | undefined;
        const statut = first?.output.statut ?? 'Pending';
        // One of hers in that statut (put in it if none is), assigned to nobody while Pending and to one person otherwise.
        const id = await ui.backend(
          (b, a) => {
            const t = b.db.table('interventions');
            const mine = (t.all() as Array<{ id: number; statut: string; fk_DemadeBy: number }>).filter((r) => r.fk_DemadeBy === a.me);
            const row = mine.find((r) => r.statut === a.statut) ?? mine[0];
            if (!row) return null;
            t.update(row.id, { statut: a.statut, assignees: a.statut === 'Pending' ? [] : [6] });
            return row.id;
          },
          { statut, me: yasmine.userId },
        );
        if (!id) throw new Error('no seeded intervention of Yasmine');
        await ui.openPanel('interventions.detail', { id });
        await detail(ui.page).waitFor();
      },
      states: {
        ...interventionAdapter.states,
        ...Object.fromEntries(
          [...['Pending', 'Progressing', 'Affected'].map((s) => [`intervention.status.open.${s}`, s]), ['intervention.status.Solved', 'Solved'], ['intervention.status.Closed', 'Closed']].map(([state, statut]) => [
            state!,
            async (ui: UiContext) => {
              await statusBadge(ui.page).getByText(statusText[statut!]!).waitFor();
              const button = (name: string) => actionsRow(ui.page).getByRole('button', { name, exact: true });
              await controlsFollowTable({ kind: 'intervention', status: statut!, persona: 'employee', owner: true, controls: { assign: button('Ajouter un intervenant'), addStep: button('Nouvelle action'), close: button('Clôturer'), delete: button('Supprimer') } });
            },
          ]),
        ),
      },
    },
  },
];

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

const row = (w: WalkContext) => interventions(w.db).get(w.data.id);

const snap = (w: WalkContext) => JSON.stringify(row(w) ? { statut: row(w)!.statut, assignees: row(w)!.assignees } : null);

/** What the server holds now is what the next failed call must leave. */
const remember = (w: WalkContext) => void (w.data.snap = snap(w));

/** The user event a step answers: the last one before it. */
/** The user's step that asked for the call: a held decision's own steps (sent now) only let it go. */
const asked = (w: WalkContext) => w.path.steps.slice(0, w.step).reverse().find((x) => x.kind === 'user' && !x.event.type.startsWith('decision.'))?.event;

const intervention: FakeBinding = {
  machine: 'intervention',
  persona: 'support',
  like: interventionAdapter,
  feasible: answerable,
  // The intervention of the statut the path's first read answers, assigned to nobody while Pending and to one person otherwise (as in the UI walk).
  seed(w) {
    const first = w.path.steps.find((s) => s.event.type === 'xstate.done.actor.load')?.event as (ModelEvent & { output: { statut: string } }) | undefined;
    const statut = first?.output.statut ?? 'Pending';
    const r = interventions(w.db).all().find((x) => x.statut === statut)!;
    interventions(w.db).update(r.id, { assignees: statut === 'Pending' ? [] : [6] });
    w.data.id = r.id;
    remember(w);
  },
  input: (w) => ({ id: w.data.id, viewerId: HICHAM, permissions: ['Intervention.Edit', 'Intervention.AddStep', 'Intervention.Close', 'Intervention.Delete'] }),
  provide: () => interventionMachine.provide({ actors: interventionActors }),
  // Unassign takes someone the intervention is assigned to.
  event: (e, w) => (e.type === 'intervention.unassign' ? { ...e, userId: row(w)!.assignees[0] } : e),
  checks: {
    'xstate.done.actor.load': (w, s) => {
      assert.is((s.context as { record: { statut: string } }).record.statut, row(w)!.statut, 'the statut on record');
      remember(w);
    },
    'xstate.done.actor.assign': (w) => {
      const p = asked(w);
      if (p?.type === 'intervention.unassign') assert.not.ok(row(w)!.assignees.includes(p.userId as number), 'unassigned on record');
      else assert.ok([2, 3].every((u) => row(w)!.assignees.includes(u)), 'assigned on record');
      remember(w);
    },
    'xstate.done.actor.addStep': (w) => (assert.is(row(w)!.statut, 'Progressing', 'an action puts it in progress'), remember(w)),
    'xstate.done.actor.close': (w) => (assert.is(row(w)!.statut, 'Solved', 'closed as solved'), remember(w)),
    'xstate.done.actor.closeWithRemark': (w) => {
      const p = asked(w)!;
      assert.is(row(w)!.statut, p.choice === SOLVED ? 'Solved' : 'Closed', 'solved as the switch said');
      const entry = interventionHistory(w.db).by('interventionId', w.data.id).filter((h) => h.closed).at(-1)!;
      assert.equal([entry.description, entry.resolved], [p.reason, p.choice === SOLVED], 'the remark and the flag on record');
      remember(w);
    },
    'xstate.done.actor.remove': (w) => assert.not.ok(row(w), 'the intervention is gone'),
    ...Object.fromEntries(['assign', 'addStep', 'close', 'closeWithRemark', 'remove'].map((a) => [`xstate.error.actor.${a}`, (w: WalkContext) => assert.is(snap(w), w.data.snap, `a failed ${a} changed nothing`)])),
  },
};

export const model: MachineModel = { entry, server: intervention, ui: interventionAdapter };
