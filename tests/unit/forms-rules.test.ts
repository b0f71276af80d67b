import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, fromPromise, waitFor } from 'xstate';
import { allowedStatuses, applyStatusChange, inAudience, initialStatus, isPrivileged, nextAfterApproval } from '../../server-fake/rules/forms';
import type { FormResponseRow, FormRow, FormStatusRow } from '../../server-fake/models/forms';
import { nextFormState } from '../../src/domain/form-publication';
import { publicationSnapshot } from '../../machines/forms/form-publication.machine';
import { formFillMachine } from '../../machines/forms/form-fill.machine';
import { formResponseMachine } from '../../machines/forms/form-response.machine';
import type { ResponseDetail } from '../../src/domain/forms';
import { FieldType } from '../../src/domain/forms';
import { formBuilderMachine, moved } from '../../machines/forms/form-builder.machine';
import { nearBottom, PAGE_SIZE } from '../../src/features/forms/published-paging';
import { scriptedUpload } from './upload-child';

const s = (id: number, order: number, kind: FormStatusRow['kind'], isStep = false, approverId: number | null = null): FormStatusRow => ({ id, formId: 1, text: `s${id}`, color: '#000000', order, kind, isStep, approverId, active: true });
const statuses = [s(1, 1, 'onHold', true, 2), s(2, 2, 'onHold', true, null), s(3, 3, 'accept'), s(4, 4, 'refuse')];
const form = { adminIds: [3] } as FormRow;
const response = (statutId: number): FormResponseRow => ({ id: 1, formId: 1, userId: 1, createdBy: 1, createdDate: '', statutId, answers: [], approvals: [{ statutId: 1, status: 'pending', actorId: null, actionDate: null }, { statutId: 2, status: 'pending', actorId: null, actionDate: null }] });
const ids = (l: FormStatusRow[]) => l.map((x) => x.id);

test('S3.6.08 S3.4.15 status permission: Proprietaire, Support or Form.Administrate pick any other status; the step approver approves or refuses; others nothing', () => {
  assert.ok(isPrivileged({ roleName: 'Proprietaire' }, () => false));
  assert.ok(isPrivileged({ roleName: 'Support' }, () => false));
  assert.ok(isPrivileged({ roleName: 'Employe' }, (c) => c === 'Form.Administrate'));
  assert.not.ok(isPrivileged({ roleName: 'Responsable' }, () => false));
  assert.equal(ids(allowedStatuses({ userId: 9, privileged: true, response: response(1), form, statuses })), [2, 3, 4]);
  assert.equal(ids(allowedStatuses({ userId: 2, privileged: false, response: response(1), form, statuses })), [2, 4]);
  assert.equal(ids(allowedStatuses({ userId: 3, privileged: false, response: response(1), form, statuses })), []);
  // A step with no named approver waits for the form's admins; the last step leads to the accepting status.
  assert.equal(ids(allowedStatuses({ userId: 3, privileged: false, response: response(2), form, statuses })), [3, 4]);
  assert.equal(ids(allowedStatuses({ userId: 1, privileged: false, response: response(2), form, statuses })), []);
});

test('approval lifecycle: starts at the first step, approving records the step, refusing ends it', () => {
  assert.is(initialStatus(statuses)?.id, 1);
  assert.is(nextAfterApproval(statuses, statuses[0])?.id, 2);
  assert.is(nextAfterApproval(statuses, statuses[1])?.id, 3);
  const now = new Date('2026-11-16T10:00:00Z');
  const approved = applyStatusChange(response(1), statuses[1], { actorId: 2, actingAsApprover: true, now });
  assert.is(approved.statutId, 2);
  assert.equal(approved.approvals.map((a) => a.status), ['approved', 'pending']);
  const refused = applyStatusChange(approved, statuses[3], { actorId: 3, actingAsApprover: true, now });
  assert.equal(refused.approvals.map((a) => a.status), ['approved', 'refused']);
});

test('audiences decide who sees a published form', () => {
  const u = { id: 5, societyId: 1, departementId: 2, fonctionId: 4, siteId: 1 };
  const f = (kind: FormRow['audience']['kind'], idsList: number[], usersList: number[] = []) => ({ audience: { kind, ids: idsList }, usersList });
  assert.ok(inAudience(u, f('Public', [])));
  assert.ok(inAudience(u, f('Company', [])));
  assert.ok(inAudience(u, f('Department', [2])));
  assert.not.ok(inAudience(u, f('Department', [3])));
  assert.ok(inAudience(u, f('Society', [1])));
  assert.ok(inAudience(u, f('Function', [4])));
  assert.ok(inAudience(u, f('Site', [1])));
  assert.not.ok(inAudience(u, f('Employee', [6])));
  assert.ok(inAudience(u, f('Employee', [6], [5])), 'assigned people always see it');
});

// Spec 3 §3: "Audience kinds: Public, Society, Department, Function, Employee, Site, Company". Read as the names say: a
// Society, Function or Site audience reaches the people of the listed societies, functions or sites, and nobody else
// (issue 33 item 6: the mutation run let a rule that ignored the society or the site live).
test('a Society, Function or Site audience leaves out the people of other societies, functions and sites', () => {
  const u = { id: 5, societyId: 1, departementId: 2, fonctionId: 4, siteId: 1 };
  const f = (kind: FormRow['audience']['kind'], idsList: number[]) => ({ audience: { kind, ids: idsList }, usersList: [] });
  assert.not.ok(inAudience(u, f('Society', [2])), 'another society');
  assert.not.ok(inAudience(u, f('Function', [5])), 'another function');
  assert.not.ok(inAudience(u, f('Site', [2])), 'another site');
  assert.ok(inAudience(u, f('Site', [2, 1])), 'one of the listed sites');
});

// Spec 3 §6: "Roles Proprietaire and Support{product}, or holders of Form.Administrate, may change a form response
// status to any allowed status; others see approval buttons only" (the current step's approver), and §4: "changed by
// picking from a list of allowed statuses". The panel holds a change only for those people, and only to a status of
// the list the server answered (issue 33 item 6: the mutation run let a guard that dropped either live).
test('S3.6.08 S3.4.14 a response status move is held only for the privileged or the step approver, and only to an allowed status', async () => {
  const detail = (o: { canChangeAny: boolean; activedApproval: boolean }) =>
    ({ id: 1, statut: { kind: 'onHold', value: 1 }, statutList: [{ value: 2 }, { value: 3 }], ...o }) as unknown as ResponseDetail;
  const held = async (d: ResponseDetail, statutId: number) => {
    const a = createActor(formResponseMachine.provide({ actors: { load: fromPromise(async () => d) } }), { input: { id: 1 } }).start();
    await waitFor(a, (x) => x.matches({ ready: 'pending' }));
    a.send({ type: 'response.changeStatus', statutId });
    const moved = a.getSnapshot().matches('holding');
    a.stop();
    return moved;
  };
  assert.ok(await held(detail({ canChangeAny: true, activedApproval: false }), 2), 'privileged: an allowed status');
  assert.ok(await held(detail({ canChangeAny: false, activedApproval: true }), 3), 'the step approver: an allowed status');
  assert.not.ok(await held(detail({ canChangeAny: false, activedApproval: false }), 2), 'neither privileged nor the approver: nothing, whatever the list');
  assert.not.ok(await held(detail({ canChangeAny: true, activedApproval: false }), 4), 'a status outside the allowed list: nothing');
});

test('S3.4.16 publication: only the legal moves exist', () => {
  assert.is(nextFormState('Draft', 'form.publish'), 'Published');
  assert.is(nextFormState('Draft', 'form.unpublish'), null);
  assert.is(nextFormState('Published', 'form.delete'), null);
  assert.is(nextFormState('Published', 'form.unpublish'), 'Unpublished');
  assert.is(nextFormState('Unpublished', 'form.publish'), 'Published');
  assert.is(nextFormState('Published', 'form.archive'), 'Archived');
  assert.is(nextFormState('Archived', 'form.unarchive', true), 'Unpublished');
  assert.is(nextFormState('Archived', 'form.unarchive', false), 'Draft');
  assert.is(nextFormState('Archived', 'form.publish'), null);
  assert.ok(publicationSnapshot('Draft').hasTag('editable'));
  assert.not.ok(publicationSnapshot('Archived').hasTag('editable'));
});

test('fill: an early submit touches every field; a failed submit keeps every answer and says why; no double send', async () => {
  const upload = scriptedUpload();
  const machine = formFillMachine.provide({ actors: { upload: upload.logic } });
  const fields = [{ id: 1, title: 'Âge', fieldType: 0, parametres: '', hideTitle: false, isRequired: true, description: '' }];
  const a = createActor(machine, { input: { formId: 1, fields, isAnonymous: false, forSomeone: false } }).start();
  a.send({ type: 'fill.submit' });
  assert.ok(a.getSnapshot().matches('editing'));
  assert.is(a.getSnapshot().context.touched['1'], true);
  a.send({ type: 'fill.change', fieldId: 1, value: '34' });
  a.send({ type: 'fill.submit' });
  a.send({ type: 'fill.submit' });
  upload.last().refuse('validation.number');
  await waitFor(a, (x) => x.matches('editing'));
  assert.is(upload.sends.length, 1);
  assert.is(a.getSnapshot().context.error, 'validation.number');
  assert.is(a.getSnapshot().context.values[1], '34');
});

test('S1.4.04 fill: a file field goes through the upload child: progress, abort keeps every answer and file, the retry is the same submit', async () => {
  const upload = scriptedUpload({ simulated: false });
  const fields = [
    { id: 1, title: 'Motif', fieldType: 2, parametres: '', hideTitle: false, isRequired: true, description: '' },
    { id: 2, title: 'Pièce', fieldType: FieldType.File, parametres: '', hideTitle: false, isRequired: false, description: '' },
  ];
  const scan = { name: 'scan.pdf', size: 8 };
  const a = createActor(formFillMachine.provide({ actors: { upload: upload.logic } }), { input: { formId: 3, fields, isAnonymous: false, forSomeone: false } }).start();
  a.send({ type: 'fill.change', fieldId: 1, value: 'Déménagement' });
  a.send({ type: 'fill.files', fieldId: 2, files: [scan] });
  a.send({ type: 'fill.submit' });
  const sent = upload.last().request as { formId: number; files: Record<number, unknown[]>; idempotencyKey: string | null };
  assert.is(sent.formId, 3);
  assert.equal(sent.files[2], [scan], 'the file goes with the answers');
  upload.last().report(25, 100);
  assert.is(a.getSnapshot().children.upload?.getSnapshot().context.progress, 25);
  a.send({ type: 'fill.abort' });
  assert.ok(upload.last().aborted, 'the abort stops the request');
  assert.ok(a.getSnapshot().matches('editing'));
  assert.is(a.getSnapshot().context.error, 'Error.Aborted');
  assert.is(a.getSnapshot().context.values[1], 'Déménagement');
  assert.equal(a.getSnapshot().context.files[2], [scan]);
  a.send({ type: 'fill.submit' });
  assert.is((upload.last().request as { idempotencyKey: string | null }).idempotencyKey, sent.idempotencyKey, 'the same answers sent again are the same submit');
  upload.last().answer({ success: true });
  await waitFor(a, (x) => x.matches('submitted'));
});

test('builder: fields are added, reordered with up/down and saved only when valid', async () => {
  const saved: unknown[] = [];
  const a = createActor(formBuilderMachine.provide({ actors: { save: fromPromise(async ({ input }) => (saved.push(input), { id: 9 })) } }), { input: { draft: { id: 0, title: '', description: '', iconPath: null, fields: [] } } }).start();
  a.send({ type: 'builder.addField', fieldType: 0 });
  a.send({ type: 'builder.addField', fieldType: 3 });
  a.send({ type: 'builder.patchField', index: 0, patch: { title: 'Âge' } });
  a.send({ type: 'builder.patchField', index: 1, patch: { title: 'Mail' } });
  a.send({ type: 'builder.moveField', index: 1, delta: -1 });
  assert.equal(a.getSnapshot().context.draft.fields.map((f) => f.title), ['Mail', 'Âge']);
  a.send({ type: 'builder.save' });
  assert.is(a.getSnapshot().context.tried, true, 'no title: refused');
  a.send({ type: 'builder.title', value: 'Essai' });
  a.send({ type: 'builder.save' });
  await waitFor(a, (x) => x.matches('saved'));
  assert.is(saved.length, 1);
  assert.equal(moved([1, 2, 3], 0, -1), [1, 2, 3]);
});

test('all forms panel: pages of ten, the next one within 5 px of the bottom', () => {
  assert.is(PAGE_SIZE, 10);
  assert.ok(nearBottom({ scrollTop: 495, scrollHeight: 800, clientHeight: 300 }));
  assert.not.ok(nearBottom({ scrollTop: 494, scrollHeight: 800, clientHeight: 300 }));
});

test.run();
