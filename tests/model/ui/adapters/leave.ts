import type { Page } from 'playwright-core';
import type { ModelEvent, UiAdapter, UiContext } from '../types';
import { absent, alertDialog, arrivedBy, clearToasts, dialog, firstEvent, successToast } from '../ui-helpers';
import { leaveFormAdapter } from './leave-form';

/**
 * UI adapters of the leave area (machines/leave/): the request's lifecycle in
 * the detail panel ('leave.detail'), the request form ('leave.form', with the
 * shared range picker) and the company calendar (/conge/timeline,
 * FullCalendar). Nadia (HR: Golbal.Edit.Demand, Conge.Delete.Demand,
 * Conge.Cancel.Demand) works on someone else's request she is the approver of.
 */
const NADIA = 3;

/** What a leave notification does: a row, then a push through the hub (lists, calendars and the open detail reload). */
const pushLeaveNotification = (ui: UiContext) =>
  ui.backend((b: any, me: number) => {
    const row = b.db.table('notifications').insert({ userId: me, senderId: 2, title: 'Notification.Leave.Accepted', parameterTitle: 'Karim Benali', sourceName: 'CongeRequests', sourceId: 1, sourceUserId: 2, isView: false, createdDate: new Date().toISOString() });
    b.hub.sendToUser(me, 'ReceiveNotification', { ...row, user: null });
  }, NADIA);

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
  writes: ['leave.cancel', 'leave.accept', 'leave.reject', 'leave.delete'],
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
    async 'leave.delete'(ui) {
      await detail(ui.page).getByRole('button', { name: 'Supprimer la demande' }).click();
      await alertDialog(ui.page).getByRole('button', { name: 'Supprimer' }).click();
    },
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
      await statusBadge(ui.page, 'Annulée \\(jour férié\\)').waitFor();
      await absent(footer(ui.page).getByRole('button', { name: 'Annuler la demande' }), 'Annuler on a request a holiday cancelled');
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

// ── The company calendar (spec 2 section 2): 15 rows at a time, month navigation, filters, legend.
const GRID = '[data-testid=leave-timeline]';
type TimelineWorld = { short: boolean; more: number };
export const leaveTimelineAdapter: UiAdapter = {
  machine: 'leaveTimeline',
  persona: 'hr',
  readOnly: true,
  async start(ui) {
    await ui.navigate('/');
    await ui.navigate('/conge/timeline');
    await ui.page.getByRole('heading', { name: 'Calendrier des congés' }).waitFor();
  },
  actions: {
    'timeline.more': (ui) => ui.page.getByRole('button', { name: 'Afficher plus' }).click(),
    'timeline.setMonth': (ui) => ui.page.getByRole('button', { name: 'Mois suivant' }).click(),
    'timeline.reload': (ui) => pushLeaveNotification(ui),
    'timeline.retry': (ui) => ui.page.getByRole('alert').getByRole('button', { name: 'Réessayer' }).click(),
    async 'timeline.setFilter'(ui) {
      // Another leave type each time: the rows (everyone) stay a full page.
      const type = ui.page.getByRole('combobox', { name: 'Type de congé' });
      await type.locator('option').nth(2).waitFor({ state: 'attached' });
      const now = await type.inputValue();
      const first = await type.locator('option').nth(1).getAttribute('value');
      await type.selectOption({ index: now === first ? 2 : 1 });
    },
    async 'timeline.setSearch'(ui) {
      const box = ui.page.getByRole('searchbox', { name: 'Rechercher un collaborateur' });
      await box.fill((await box.inputValue()) === 'yas' ? 'Yas' : 'yas');
    },
    async 'timeline.toggleType'(ui) {
      const chip = ui.page.getByRole('group', { name: 'Types de congé' }).getByRole('button').first();
      const before = await chip.getAttribute('aria-pressed');
      await chip.click();
      await ui.page.getByRole('group', { name: 'Types de congé' }).locator(`button[aria-pressed="${before === 'true' ? 'false' : 'true'}"]`).first().waitFor();
    },
  },
  faults: {
    'xstate.error.actor.loadFirst': { method: 'POST', path: '^/api/congee/GetResources$' },
    'xstate.error.actor.loadMore': { method: 'POST', path: '^/api/congee/GetResources$' },
    'xstate.error.actor.loadMonth': { method: 'POST', path: '^/api/congee/GetEvents$' },
  },
  states: {
    async 'leaveTimeline.ready'(ui) {
      // The grid with its employee column, and the filtered / total headcount.
      await ui.page.locator(GRID).getByText('Collaborateur', { exact: true }).first().waitFor();
      await ui.page.getByTestId('leave-headcount').filter({ hasText: /\d+\s*\/\s*\d+/ }).waitFor();
      const by = arrivedBy(ui);
      if (by === 'xstate.error.actor.loadMore' || by === 'xstate.error.actor.loadMonth') await ui.page.getByRole('alert').first().waitFor();
    },
    async 'leaveTimeline.ready.idle'(ui) {
      await absent(ui.page.locator('.banner-error'), 'the failure banner once read again');
      const by = arrivedBy(ui);
      if (by === 'xstate.done.actor.loadFirst' && ui.path.steps[ui.step - 1]?.event && ((ui.path.steps[ui.step - 1].event.output as { resources: unknown[] }).resources.length < 15)) {
        await absent(ui.page.getByRole('button', { name: 'Afficher plus' }), 'Afficher plus on a short list');
      }
    },
    async 'leaveTimeline.failure'(ui) {
      await ui.page.getByRole('alert').getByRole('button', { name: 'Réessayer' }).waitFor();
    },
    // A failed next page or month refresh: the rows stay, the message comes with its retry.
    'leaveTimeline.ready.moreFailed': (ui) => ui.page.getByRole('alert').getByRole('button', { name: 'Réessayer' }).waitFor(),
    'leaveTimeline.ready.refreshFailed': (ui) => ui.page.getByRole('alert').getByRole('button', { name: 'Réessayer' }).waitFor(),
  },
  // Whether the rows are short (a search for 'yas') and how many more pages were asked (72 people: 4 full pages).
  world: { short: false, more: 0 } as TimelineWorld,
  track(w: TimelineWorld, e, from) {
    if (e.type === 'timeline.setSearch') return { short: true, more: 0 };
    // A retry after a failed first load starts the rows again; after a failed next page it asks for that page.
    if (e.type === 'timeline.setFilter' || (e.type === 'timeline.retry' && from.value === 'failure')) return { ...w, more: 0 };
    if (e.type === 'xstate.done.actor.loadMore') return { ...w, more: Math.min(w.more + 1, 3) };
    return w;
  },
  feasible(e, _c, from) {
    const w = from.world as TimelineWorld;
    if (e.type === 'xstate.done.actor.loadFirst') return ((e.output as { resources: unknown[] }).resources.length < 15) === w.short;
    if (e.type === 'timeline.more' || e.type === 'xstate.done.actor.loadMore') return !w.short && w.more < 3;
    return true;
  },
};

// ── One employee's month (/employee/1/conge/calendar, Yasmine's, seen by Nadia): month navigation, live reload, retry.
const monthGrid = (page: Page) => page.getByTestId('leave-month');
export const employeeCalendarAdapter: UiAdapter = {
  machine: 'employeeCalendar',
  persona: 'hr',
  readOnly: true,
  async start(ui) {
    await ui.navigate('/');
    await ui.navigate('/employee/1/conge/calendar');
    await ui.page.getByRole('heading', { name: /^Calendrier de congés/ }).waitFor();
  },
  actions: {
    'calendar.setMonth': (ui) => ui.page.getByRole('button', { name: 'Mois suivant' }).click(),
    async 'calendar.reload'(ui) {
      // The failure banner's retry, or a request changed elsewhere (a live leave notification).
      const retry = ui.page.getByRole('alert').getByRole('button', { name: 'Réessayer' });
      if (await retry.count()) await retry.click();
      else await pushLeaveNotification(ui);
    },
  },
  faults: {
    'xstate.error.actor.loadMonth': { method: 'POST', path: '^/api/congee/GetEvents$' },
  },
  states: {
    async 'employeeCalendar.ready'(ui) {
      // The employee's name in the title once read, the month grid, and no failure left on screen.
      await ui.page.getByRole('heading', { name: 'Calendrier de congés · Yasmine El Idrissi' }).waitFor();
      await monthGrid(ui.page).waitFor();
      await absent(ui.page.locator('.banner-error'), 'the failure banner once read again');
    },
    async 'employeeCalendar.failure'(ui) {
      await ui.page.getByRole('alert').filter({ hasText: 'Une erreur est survenue' }).getByRole('button', { name: 'Réessayer' }).waitFor();
    },
  },
};

export const leaveAdapters: UiAdapter[] = [leaveRequestAdapter, leaveTimelineAdapter, leaveFormAdapter, employeeCalendarAdapter];
