import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeApi } from '../fake-api';
import { notes } from '../../../server-fake/models/expenses';
import { documentRequestFiles, documentRequests, documentTypes } from '../../../server-fake/models/documents';
import { formResponses, formStatuses, type FormStatusRow } from '../../../server-fake/models/forms';
import { files } from '../../../server-fake/models/session';
import { NOTE } from '../../../src/domain/expense-codes';
import { documented, fieldTest, specText, writeConformance, type Answer } from './tally';

/**
 * Spec 3 §7's decision payloads, field by field: Notes/changestatus (id, refundedBy, comment, status),
 * demanddocument/processed (processed, raison, files), demanddocument/updateText (id, text) and the form response's
 * ChangeStatutResponse (id, statutId). Each sent with two values on a record of its own; the record read back from
 * the fake server's tables must hold what the field says, or the call must be a 400 naming the field.
 */
const api = fakeApi();
const db = api.backend.db;
const omar = api.as('owner'); // every permission, Proprietaire
const spec = specText('3-documents-expenses-forms.md');
const listed = (call: string) => new RegExp(`${call} \\(([^)]*)\\)`).exec(spec)![1]!.split(',').map((s) => s.trim());
test('the spec writes the four payloads', () => {
  assert.equal(listed('Notes/changestatus'), ['id', 'refundedBy', 'comment', 'status']);
  assert.equal(listed('demanddocument/processed'), ['processed', 'raison', 'files']);
  assert.equal(listed('demanddocument/updateText'), ['id', 'text']);
  assert.equal(listed('ChangeStatutResponse'), ['id', 'statutId']);
});
const field = (endpoint: string, name: string, send: (v: unknown) => Answer, values: [unknown, unknown], changed: (a: any, b: any) => boolean) => fieldTest(test, endpoint, name, send, values, changed);
/** The row the call acted on, read back, for `changed`; a refusal as it came. */
const after = <T>(r: Answer, read: () => T): Answer => (r.status === 200 && r.json?.success !== false ? { status: 200, json: read() } : r);

// Notes/changestatus, on Yasmine's notes (a validator never decides on their own note). Spec 3 §4: from Pending a
// validator validates (2) or refuses (4, with a comment); from Success, refund (3) with the payer and a comment; the X
// cancels (5) with a comment.
const STATUS = 'POST /api/Notes/changestatus';
documented(STATUS, listed('Notes/changestatus'));
const template = notes(db).all()[0]!;
const noteIn = (status: number) => notes(db).insert({ ...template, id: undefined, affectedUserId: 1, status, history: [], refundedBy: null, refundComment: null, remark: null } as never).id;
const change = (body: { id: number; status: number; [k: string]: unknown }) => after(omar.post('/api/Notes/changestatus', body), () => notes(db).get(body.id)!);
const [p1, p2] = [noteIn(NOTE.pending), noteIn(NOTE.pending)];
field(STATUS, 'id', (v) => change({ id: v as number, status: NOTE.success }), [p1, p2], (a, b) => a.id === p1 && a.status === NOTE.success && b.id === p2 && b.status === NOTE.success);
field(STATUS, 'status', (v) => change({ id: noteIn(NOTE.pending), status: v as number, comment: v === NOTE.rejected ? 'Justificatifs manquants' : null }), [NOTE.success, NOTE.rejected], (a, b) => a.status === NOTE.success && b.status === NOTE.rejected);
// refundedBy: the payer of the refund (spec 3 §4: 'becomes 3 with payer and comment').
field(STATUS, 'refundedBy', (v) => change({ id: noteIn(NOTE.success), status: NOTE.refund, refundedBy: v, comment: 'Virement' }), ['Société A', 'Société B'], (a, b) => a.status === NOTE.refund && a.refundedBy === 'Société A' && b.refundedBy === 'Société B');
// comment: the cancel prompt's (spec 3 §4), kept as the note's remark and in its history.
field(STATUS, 'comment', (v) => change({ id: noteIn(NOTE.pending), status: NOTE.canceled, comment: v }), ['Doublon', 'Erreur de date'], (a, b) =>
  a.status === NOTE.canceled && a.remark === 'Doublon' && a.history.at(-1).comment === 'Doublon' && b.remark === 'Erreur de date');
// The spec asks a payer only for a refund and a comment only for a refund, a cancel or a refusal: sent with another
// move, they would be dropped, so they are refused (null, which the client sends there, is no value).
test('changestatus: a payer or a comment with a move that asks none is a 400 naming it', () => {
  const payer = omar.post('/api/Notes/changestatus', { id: noteIn(NOTE.pending), status: NOTE.success, refundedBy: 'Société A' });
  assert.is(payer.status, 400);
  assert.match(payer.json.message, 'refundedBy');
  const said = omar.post('/api/Notes/changestatus', { id: noteIn(NOTE.pending), status: NOTE.success, comment: 'Vu' });
  assert.is(said.status, 400);
  assert.match(said.json.message, 'comment');
  assert.is(omar.post('/api/Notes/changestatus', { id: noteIn(NOTE.pending), status: NOTE.success, comment: null, refundedBy: null }).status, 200);
});

// demanddocument/processed, on requests accepted and not yet processed (Omar holds DemandDocument.Manage: he processes).
const PROCESSED = 'POST /api/demanddocument/processed';
documented(PROCESSED, listed('demanddocument/processed'));
const docTemplate = documentRequests(db).all()[0]!;
const accepted = () => documentRequests(db).insert({ ...docTemplate, id: undefined, status: 1, processed: false, raison: null, processingDate: null, templateText: null } as never).id;
const processed = (body: { id: number; [k: string]: unknown }) => after(omar.post('/api/demanddocument/processed', body), () => ({ row: documentRequests(db).get(body.id)!, files: documentRequestFiles(db).by('requestId', body.id).map((f) => files(db).get(f.fileId)!.name) }));
const pdf = (name: string) => ({ name, size: 10, type: 'application/pdf', content: 'data:application/pdf;base64,JVBERi0xLjQK' });
// processed: true processes the accepted request, false refuses it (spec 3 §3: 'processed (boolean)'; §4: refused with a reason).
field(PROCESSED, 'processed', (v) => processed({ id: accepted(), processed: v, raison: v ? undefined : 'Pièce manquante' }), [true, false], (a, b) =>
  a.row.processed === true && a.row.status === 1 && b.row.processed === false && b.row.status !== 0 && b.row.status !== 1);
field(PROCESSED, 'raison', (v) => processed({ id: accepted(), processed: false, raison: v }), ['Pièce manquante', 'Type erroné'], (a, b) => a.row.raison === 'Pièce manquante' && b.row.raison === 'Type erroné');
field(PROCESSED, 'files', (v) => processed({ id: accepted(), processed: true, files: v }), [[pdf('attestation.pdf')], [pdf('a.pdf'), pdf('b.pdf')]], (a, b) => a.files.includes('attestation.pdf') && !b.files.includes('attestation.pdf') && b.files.includes('a.pdf') && b.files.includes('b.pdf'));
// 'a reason is requested on refusal' (spec 3 §4): a reason with an acceptance would be dropped, so it is refused.
test('processed: a reason with processed true is a 400 naming raison', () => {
  const r = omar.post('/api/demanddocument/processed', { id: accepted(), processed: true, raison: 'Bien reçu' });
  assert.is(r.status, 400);
  assert.match(r.json.message, 'raison');
});

// demanddocument/updateText: HR's edit of the request's template text.
const TEXT = 'POST /api/demanddocument/updateText';
documented(TEXT, listed('demanddocument/updateText'));
const templated = documentTypes(db).all().find((t) => t.template)!;
const onHold = () => documentRequests(db).insert({ ...docTemplate, id: undefined, typeId: templated.id, status: 0, processed: false, templateText: null } as never).id;
const edit = (body: { id: number; text: string }) => after(omar.post('/api/demanddocument/updateText', body), () => documentRequests(db).get(body.id)!);
const [t1, t2] = [onHold(), onHold()];
field(TEXT, 'id', (v) => edit({ id: v as number, text: `<p>Attestation ${String(v)}</p>` }), [t1, t2], (a, b) => a.id === t1 && a.templateText.includes(`Attestation ${t1}`) && b.id === t2 && b.templateText.includes(`Attestation ${t2}`));
field(TEXT, 'text', (v) => edit({ id: onHold(), text: v as string }), ['<p>Attestation de travail</p>', '<p>Attestation de salaire</p>'], (a, b) => a.templateText.includes('de travail') && b.templateText.includes('de salaire'));

// Forms/ChangeStatutResponse: Omar (Proprietaire) may move a response to any other active status of its form (spec 3 §6).
const CHANGE = 'POST /api/Forms/ChangeStatutResponse';
documented(CHANGE, listed('ChangeStatutResponse'));
const responses = formResponses(db).all();
const withStatuses = responses.filter((r) => formStatuses(db).by('formId', r.formId).filter((s) => s.active !== false && s.id !== r.statutId).length >= 2);
const [r1, r2, r3] = withStatuses as [(typeof responses)[0], (typeof responses)[0], (typeof responses)[0]];
test('three responses have two other statuses to move to', () => assert.ok(r3));
const others = (id: number) => {
  const r = formResponses(db).get(id)!;
  return formStatuses(db).by('formId', r.formId).filter((s) => s.active !== false && s.id !== r.statutId);
};
const moved = (body: { id: number; statutId: number }) => after(omar.post('/api/Forms/ChangeStatutResponse', body), () => formResponses(db).get(body.id)!);
const before = new Map([r1, r2].map((r) => [r.id, r.statutId]));
field(CHANGE, 'id', (v) => moved({ id: v as number, statutId: others(v as number)[0]!.id }), [r1.id, r2.id], (a, b) => a.id === r1.id && b.id === r2.id && a.statutId !== before.get(r1.id) && b.statutId !== before.get(r2.id));
const [s1, s2] = others(r3.id) as [FormStatusRow, FormStatusRow];
field(CHANGE, 'statutId', (v) => moved({ id: r3.id, statutId: v as number }), [s1.id, s2.id], (a, b) => a.statutId === s1.id && b.statutId === s2.id);

test.after(() => writeConformance());
test.run();
