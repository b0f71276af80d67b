import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { formResponseMachine } from '../../../machines/forms/form-response.machine';
import { formFillMachine, type FillContext, type FillEvent } from '../../../machines/forms/form-fill.machine';
import { formBuilderMachine, type BuilderDraft } from '../../../machines/forms/form-builder.machine';
import { formPublicationMachine } from '../../../machines/forms/form-publication.machine';
import { formsApi, submitForm } from '../../../src/api/forms-api';
import { forms, formResponses, formStatuses } from '../../../server-fake/models/forms';
import { formBuilderAdapter, formFillAdapter, formPublicationAdapter, formResponseAdapter } from '../ui/adapters/forms';
import { publishedListAdapter } from '../ui/adapters/forms-published';
import { publishedListLogic } from '../../../src/features/forms/published-list.effects';
import type { ModelEvent } from '../ui/types';
import { submitKeyActions } from '../../../machines/shared/submit-key';
import { newIdempotencyKey } from '../../../src/api/idempotency';
import type { FakeBinding, WalkContext } from './walk';

/**
 * The forms area against the fake server (spec 3): a response's approval,
 * filling a form for someone, the builder's save, and the publication chart,
 * whose moves the server must accept (it asks the same chart).
 */
const NADIA = 3;
type Kind = 'onHold' | 'accept' | 'refuse';
const field = { id: 1, title: 'Motif', fieldType: 2, parametres: '', hideTitle: false, isRequired: true, description: '' };
/** A form of the walk's own: Nadia administers it, one required text field, one status of each kind. */
function makeForm(w: WalkContext, title: string, state: 'Draft' | 'Published') {
  const row = forms(w.db).insert({
    title, description: '', iconPath: 'form', state, wasPublished: state === 'Published', isAnonymous: false,
    audience: { kind: 'Public', ids: [] }, usersList: [], adminIds: [NADIA], createdBy: NADIA, createdDate: '2026-11-16T09:00:00Z', fields: [field],
  } as never);
  formStatuses(w.db).insert({ formId: row.id, text: 'Reçu', color: '#1d4ed8', order: 1, kind: 'onHold', isStep: false, approverId: null, active: true } as never);
  return row.id;
}

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
  // statutId 2 is the registry's accepting status: here 'Livré'.
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

/** 'Remplir pour…': Nadia fills a published form of the walk for Karim. */
const answers = (w: WalkContext) => formResponses(w.db).by('formId', w.data.formId);
const formFill: FakeBinding = {
  machine: 'formFill',
  persona: 'hr',
  like: formFillAdapter,
  seed(w) {
    w.data.formId = makeForm(w, 'Parcours remplissage', 'Published');
  },
  input: (w) => ({ formId: w.data.formId, fields: [field], isAnonymous: false, forSomeone: true }),
  provide: () =>
    formFillMachine.provide({
      actors: {
        submit: fromPromise<unknown, FillContext>(({ input }) =>
          submitForm({ formId: input.formId, userId: input.userId, forSomeone: input.forSomeone, fields: input.fields.map((f) => ({ id: f.id, response: String(input.values[f.id] ?? ''), files: [] })) }, input.idempotencyKey),
        ),
      },
      actions: submitKeyActions<FillContext, FillEvent>(newIdempotencyKey),
    }),
  checks: {
    'xstate.done.actor.submit': (w) => assert.equal(answers(w).map((r) => r.userId), [2], 'one answer, for Karim'),
    'xstate.error.actor.submit': (w) => assert.is(answers(w).length, 0, 'a failed submit recorded nothing'),
  },
};

/** 'Nouveau formulaire': the draft the model builds is saved as a new form. */
const built = (w: WalkContext) => forms(w.db).all().filter((f) => f.title === 'Titre');
const formBuilder: FakeBinding = {
  machine: 'formBuilder',
  persona: 'hr',
  like: formBuilderAdapter,
  provide: () => formBuilderMachine.provide({ actors: { save: fromPromise(({ input }: { input: BuilderDraft }) => formsApi.save({ ...input, iconPath: input.iconPath ?? undefined })) } }),
  checks: {
    'xstate.done.actor.save': (w, s) => {
      const d = (s.context as { draft: BuilderDraft }).draft;
      assert.is(built(w).length, 1, 'the form is created');
      assert.is(built(w)[0]!.fields.length, d.fields.length, 'with the fields of the draft');
    },
    'xstate.error.actor.save': (w) => assert.is(built(w).length, 0, 'a failed save created nothing'),
  },
};

/**
 * The publication chart has no actors: the forms page calls the server for
 * each move (publishing goes through sharing), and the server asks the same
 * chart whether the move is legal. Each move of a path is that call, then the
 * event; the form's state on record must be the chart's.
 */
const form = (w: WalkContext) => forms(w.db).get(w.data.formId);
const moves: Record<string, (id: number) => Promise<unknown>> = {
  'form.publish': (id) => formsApi.share(id, { kind: 'Public', ids: [] }, false),
  'form.unpublish': (id) => formsApi.unpublish(id),
  'form.archive': (id) => formsApi.archive(id),
  'form.unarchive': (id) => formsApi.unarchive(id),
  'form.delete': (id) => formsApi.remove(id),
};
const formPublication: FakeBinding = {
  machine: 'formPublication',
  persona: 'hr',
  like: formPublicationAdapter,
  seed(w) {
    w.data.formId = makeForm(w, 'Parcours publication', 'Draft');
  },
  provide: () => formPublicationMachine,
  effect: (e, w) => moves[e.type]?.(w.data.formId),
  checks: Object.fromEntries(
    Object.keys(moves).map((t) => [
      t,
      (w: WalkContext, s: { value: unknown }) => (s.value === 'Deleted' ? assert.not.ok(form(w), 'the form is gone') : assert.is(form(w)!.state, s.value, 'the state on record is the chart\'s')),
    ]),
  ),
};

/**
 * The 'view all forms' list: twelve more forms published to everyone make two
 * pages of 10; the refresh (a 'forms' notification or the resync in the app)
 * re-reads against the same call.
 */
const publishedList: FakeBinding = {
  machine: 'forms.publishedList',
  persona: 'employee',
  like: publishedListAdapter,
  feasible: () => true,
  faults: publishedListAdapter.faults,
  seed(w) {
    const model = forms(w.db).all().find((f) => f.title === 'Sondage cantine')!;
    for (let i = 1; i <= 12; i++) forms(w.db).insert({ ...model, id: undefined, title: `Formulaire ajouté ${i}` } as never);
  },
  event: (e) => (e.type === 'list.search' ? { ...e, search: 'ajout' } : e),
  provide: () => publishedListLogic,
  checks: {
    'xstate.done.actor.loadMore': (_w, s) => {
      const keys = (s.context as { items: Array<{ key: string }> }).items.map((i) => i.key);
      assert.is(new Set(keys).size, keys.length, 'the next page brings new forms only');
    },
  },
};

export const formsBindings = [formResponse, formFill, formBuilder, formPublication, publishedList];
