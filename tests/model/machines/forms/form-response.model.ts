import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { formResponseMachine } from '../../../../machines/forms/form-response.machine';
import { formResponses, forms, formStatuses } from '../../../../server-fake/models/forms';
import { formsApi } from '../../../../src/api/forms-api';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { ModelEvent, UiAdapter, UiContext } from '../../ui/types';
import { arrivedBy, clearToasts, errorToast, heldActions, heldShows, HELD_STEP_MS } from '../../ui/ui-helpers';


// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error, held } = graphEvents;

const statut = (value: number, kind: 'onHold' | 'accept' | 'refuse') => ({ text: `s${value}`, type: '#000000', value, kind });

const detail = (kind: 'onHold' | 'accept' | 'refuse') => ({
  id: 1, formId: 1, formTitle: 'F', user: null, createdDate: '2026-11-16', preview: '', statut: statut(kind === 'onHold' ? 1 : kind === 'accept' ? 2 : 3, kind),
  fields: [], statutList: [statut(1, 'onHold'), statut(2, 'accept'), statut(3, 'refuse')], approvalList: [], activedApproval: true, canChangeAny: false, createBy: null,
});

const entry: RegisteredMachine = {
  id: 'formResponse',
  file: 'forms/form-response.machine.ts',
  machine: formResponseMachine,
  input: { id: 1 },
  events: [
    done('load', detail('onHold')), done('load', detail('accept')), done('load', detail('refuse')),
    error('load'), error('load', { message: 'Error.Status.404', status: 404 }), { type: 'response.retry' },
    { type: 'response.changeStatus', statutId: 2 }, done('change'), error('change'), ...held('formResponse.holding'),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

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
  // Not the dashboard: its decisions card reads the details of responses on hold, and took the failure armed for the panel's load.
  home: '/forms',
  start: openResponse,
  timeout: HELD_STEP_MS,
  // Five seconds to take a held decision back or send it at once: a click does not race them.
  interruptible: ['formResponse.holding'],
  actions: {
    ...heldActions,
    'response.retry': (ui) => panel(ui.page).getByRole('button', { name: 'Réessayer' }).click(),
    // statutId 2 is the entry's accepting status: here 'Livré'.
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
    'formResponse.holding': (ui) => heldShows(ui, /Acceptée|Refusée/),
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

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/** A response of the seeded 'Demande de matériel' form, put at a status of the kind the path's first read answers (as the UI walk does). */
const response = (w: WalkContext) => formResponses(w.db).get(w.data.id);

const formResponse: FakeBinding = {
  machine: 'formResponse',
  persona: 'hr',
  like: formResponseAdapter,
  seed(w) {
    const first = w.path.steps.find((s) => s.event.type === 'xstate.done.actor.load')?.event as (ModelEvent & { output: { statut: { kind: Kind } } }) | undefined;
    const form = forms(w.db).all().find((f) => f.title === 'Demande de matériel')!;
    const statuses = formStatuses(w.db).by('formId', form.id);
    const row = formResponses(w.db).by('formId', form.id)[0]!;
    formResponses(w.db).update(row.id, { statutId: statuses.find((s) => s.kind === (first?.output.statut.kind ?? 'onHold'))!.id });
    w.data.id = row.id;
    w.data.accept = statuses.find((s) => s.kind === 'accept')!.id;
    w.data.statutId = response(w)!.statutId;
  },
  input: (w) => ({ id: w.data.id }),
  provide: () =>
    formResponseMachine.provide({
      actors: {
        load: fromPromise(({ input }: { input: number }) => formsApi.response(input)),
        change: fromPromise<unknown, { id: number; statutId: number }>(({ input }) => formsApi.changeStatus(input.id, input.statutId)),
      },
    }),
  // statutId 2 is the entry's accepting status: here 'Livré'.
  event: (e, w) => (e.type === 'response.changeStatus' ? { ...e, statutId: w.data.accept } : e),
  checks: {
    'xstate.done.actor.load': (w, s) => assert.is((s.context as { record: { statut: { value: number } } }).record.statut.value, response(w)!.statutId, 'the status on record'),
    'xstate.done.actor.change': (w) => {
      assert.is(response(w)!.statutId, w.data.accept, 'the response is delivered');
      w.data.statutId = w.data.accept;
    },
    'xstate.error.actor.change': (w) => assert.is(response(w)!.statutId, w.data.statutId, 'a failed change kept the status'),
  },
};

export const model: MachineModel = { entry, server: formResponse, ui: formResponseAdapter };
