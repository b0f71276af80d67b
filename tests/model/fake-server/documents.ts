import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { requestMachine } from '../../../machines/documents/request.machine';
import { requestFormMachine } from '../../../machines/documents/request-form.machine';
import { templateMachine } from '../../../machines/documents/template.machine';
import { documentsApi } from '../../../src/api/documents-api';
import { documentRequests, type DocumentRequestRow } from '../../../server-fake/models/documents';
import { documentRequestAdapter, documentRequestFormAdapter, documentTemplateAdapter } from '../ui/adapters/documents';
import type { FakeBinding, WalkContext } from './walk';
import { requestFormActors, requestFormKeys } from '../../../src/features/documents/request-form.effects';
import { requestActors } from '../../../src/features/documents/request.effects';

/** The documents area against the fake server's rules (spec 3): a request's decisions, the request form, the template text. */
const NADIA = 3;
const row = (w: WalkContext) => documentRequests(w.db).get(w.data.id);
/** A seeded request with this status, not Nadia's own (she approves every other one), or the persona's when userId is given. */
const requestWith = (w: WalkContext, want: { status: number; processed: boolean; userId?: number }) =>
  documentRequests(w.db).all().find((r) => r.status === want.status && !!r.processed === want.processed && (want.userId ? r.userId === want.userId : r.userId !== NADIA))!;
const firstLoad = (w: WalkContext) => w.path.steps.find((s) => s.event.type === 'xstate.done.actor.load')?.event.output;
const same = (a: DocumentRequestRow | undefined, b: { status: number; processed: boolean } | undefined) => !!a && !!b && a.status === b.status && !!a.processed === !!b.processed;

const documentRequest: FakeBinding = {
  machine: 'documentRequest',
  persona: 'hr',
  like: documentRequestAdapter,
  seed(w) {
    const want = (firstLoad(w) as { status: number; processed: boolean } | undefined) ?? { status: 0, processed: false };
    const r = requestWith(w, { status: want.status, processed: !!want.processed });
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

/** Yasmine asks for a document: a new request, or one no longer on hold (the form is locked). */
const documentRequestForm: FakeBinding = {
  machine: 'documentRequestForm',
  persona: 'employee',
  like: documentRequestFormAdapter,
  seed(w) {
    const locked = !!(firstLoad(w) as { request: unknown } | undefined)?.request;
    w.data.id = locked ? requestWith(w, { status: 1, processed: true, userId: 1 }).id : null;
    w.data.before = documentRequests(w.db).by('userId', 1).length;
  },
  input: (w) => ({ id: w.data.id, userId: 1 }),
  provide: () =>
    requestFormMachine.provide({
      actors: requestFormActors,
      actions: requestFormKeys,
    }),
  checks: {
    'xstate.done.actor.submit': (w) => assert.is(documentRequests(w.db).by('userId', 1).length, w.data.before + 1, 'the request is recorded'),
    'xstate.error.actor.submit': (w) => assert.is(documentRequests(w.db).by('userId', 1).length, w.data.before, 'a failed save recorded nothing'),
  },
};

/** Nadia edits the text of a request on hold. */
const documentTemplate: FakeBinding = {
  machine: 'documentTemplate',
  persona: 'hr',
  like: documentTemplateAdapter,
  seed(w) {
    const r = requestWith(w, { status: 0, processed: false });
    w.data.id = r.id;
    w.data.typeId = r.typeId;
    w.data.text = r.templateText;
  },
  input: (w) => ({ id: w.data.id, typeId: w.data.typeId }),
  provide: () =>
    templateMachine.provide({
      actors: {
        extract: fromPromise(async ({ input }) => documentsApi.template(input.id, input.typeId, input.fresh)),
        save: fromPromise(async ({ input }) => documentsApi.updateText(input.id, input.text)),
      },
    }),
  checks: {
    'xstate.done.actor.save': (w) => {
      assert.match(row(w)!.templateText ?? '', /Texte/, 'the text is recorded');
      w.data.text = row(w)!.templateText;
    },
    'xstate.error.actor.save': (w) => assert.is(row(w)!.templateText, w.data.text, 'a failed save recorded nothing'),
    'xstate.done.actor.extract': (w, s) => assert.match((s.context as { html: string }).html, /\S/, 'the template has a text'),
  },
};

export const documentsBindings = [documentRequest, documentRequestForm, documentTemplate];
