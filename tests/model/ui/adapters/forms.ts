import type { Page } from 'playwright-core';
import type { ModelEvent, UiAdapter, UiContext } from '../types';
import { arrivedBy, clearToasts, errorToast } from '../ui-helpers';

/**
 * UI adapters of the forms area (machines/forms/). A response of the seeded
 * 'Demande de matériel' form (statuses: Validation manager and Validation IT
 * on hold, Livré accepted, Refusé refused), seen by Nadia, one of its admins
 * (she may set any status).
 */
const panel = (page: Page) => page.locator('.side-panel').first();
const status = (page: Page) => panel(page).getByTestId('response-status');
const kindText: Record<string, RegExp> = { onHold: /Validation (manager|IT)/, accept: /Livré/, refuse: /Refusé/ };
type Kind = 'onHold' | 'accept' | 'refuse';

async function openResponse(ui: UiContext) {
  const first = ui.path.steps.find((s) => s.event.type === 'xstate.done.actor.load')?.event as (ModelEvent & { output: { statut: { kind: Kind } } }) | undefined;
  const kind = first?.output.statut.kind ?? 'onHold';
  const id = await ui.backend(
    (b, a) => {
      const form = (b.db.table('forms').all() as Array<{ id: number; title: string }>).find((f) => f.title === 'Demande de matériel');
      if (!form) return null;
      const statuses = (b.db.table('formStatuses').all() as Array<{ id: number; formId: number; kind: string }>).filter((s) => s.formId === form.id);
      const responses = b.db.table('formResponses');
      const row = (responses.all() as Array<{ id: number; formId: number }>).find((r) => r.formId === form.id);
      if (!row) return null;
      // The response the path needs: one of the form's, put at a status of that kind.
      responses.update(row.id, { statutId: statuses.find((s) => s.kind === a.kind)!.id });
      return row.id;
    },
    { kind },
  );
  if (!id) throw new Error('no seeded response of Demande de matériel');
  await ui.openPanel('forms.response', { id });
  // A response the server no longer has closes its panel at once.
  const missing = (ui.path.steps[0]?.event.error as { status?: number } | undefined)?.status === 404;
  if (!missing) await panel(ui.page).waitFor();
}

const readyIn = (kind: Kind) => async (ui: UiContext) => {
  await status(ui.page).getByText(kindText[kind]!).waitFor();
  if (kind !== 'accept') await panel(ui.page).getByRole('combobox', { name: 'Changer le statut' }).waitFor();
  if (arrivedBy(ui) === 'xstate.error.actor.change') {
    await errorToast(ui.page, 'Une erreur est survenue').waitFor();
    await clearToasts(ui.page);
  }
};

export const formResponseAdapter: UiAdapter = {
  machine: 'formResponse',
  persona: 'hr',
  writes: ['response.changeStatus'],
  start: openResponse,
  actions: {
    'response.retry': (ui) => panel(ui.page).getByRole('button', { name: 'Réessayer' }).click(),
    // statutId 2 is the registry's accepting status: here 'Livré'.
    'response.changeStatus': (ui) => panel(ui.page).getByRole('combobox', { name: 'Changer le statut' }).selectOption({ label: 'Livré' }).then(() => undefined),
  },
  faults: {
    'xstate.error.actor.load': (e) => {
      const err = e.error as { message: string; status?: number };
      return { method: 'GET', path: '^/api/Forms/DetailResponse/\\d+$', message: err.message, status: err.status ?? 500 };
    },
    'xstate.error.actor.change': { method: 'POST', path: '^/api/Forms/ChangeStatutResponse$' },
  },
  states: {
    'formResponse.ready.pending': readyIn('onHold'),
    'formResponse.ready.accepted': readyIn('accept'),
    'formResponse.ready.refused': readyIn('refuse'),
    async 'formResponse.failure'(ui) {
      await panel(ui.page).getByRole('alert').filter({ hasText: 'Une erreur est survenue' }).waitFor();
      await panel(ui.page).getByRole('button', { name: 'Réessayer' }).waitFor();
    },
    async 'formResponse.missing'(ui) {
      // Spec 3 section 8: a missing response says so and closes the panel.
      await errorToast(ui.page, 'Élément introuvable').waitFor();
      await ui.page.locator('.side-panel').waitFor({ state: 'detached' });
    },
  },
  // The response's status kind on the server: what the first read answers, then 'accept' after each change (to Livré).
  world: null,
  track(w, e) {
    if (e.type === 'xstate.done.actor.load' && w === null) return (e.output as { statut: { kind: Kind } }).statut.kind;
    if (e.type === 'xstate.done.actor.change') return 'accept';
    return w;
  },
  feasible(e, _context, from) {
    if (e.type === 'response.retry') return from.value === 'failure';
    // Only the first read fails (then the retried read answers what start() chose).
    if (e.type === 'xstate.error.actor.load') return from.world === null && from.event === null;
    if (e.type === 'xstate.done.actor.load') return from.world === null || (e.output as { statut: { kind: Kind } }).statut.kind === from.world;
    return true;
  },
};

export const formsAdapters: UiAdapter[] = [formResponseAdapter];
