import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { interventionStatuses, itemSourceFor, priorities } from '../../src/domain/interventions';
import { memberStatus, projectModules } from '../../src/domain/projects';
import { leaveStatusTable as statusTable } from '../../src/domain/leave';
import { categoryKey, previewable, priorityKey, statusBadge, typeKey } from '../../src/features/interventions/interventions-codes';

/**
 * The code tables of spec 2 §4 and spec 4 §4, §5 and §9, each checked against the spec's
 * own words (quoted in the test names): the one table that translates each
 * code (conventions: 'numeric codes are translated in exactly one table').
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const en = JSON.parse(readFileSync(path.join(root, 'src/i18n/locales/en/interventions.json'), 'utf8')) as Record<string, string>;

test('S4.4.01 S4.4.02 "Intervention statuses: Pending, Progressing, Affected, Solved, Closed"; "Solved is success; Pending and Progressing are warning; Affected is info; Closed is danger"', () => {
  assert.equal([...interventionStatuses], ['Pending', 'Progressing', 'Affected', 'Solved', 'Closed']);
  assert.equal(statusBadge, { Solved: 'badge-success', Pending: 'badge-warning', Progressing: 'badge-warning', Affected: 'badge-info', Closed: 'badge-danger' });
});

test('S4.4.06 "Priorities: Urgent, High, Normal, Low", each with its words', () => {
  assert.equal([...priorities], ['Urgent', 'High', 'Normal', 'Low']);
  assert.equal(priorities.map((p) => en[priorityKey(p)]), ['Urgent', 'High', 'Normal', 'Low']);
});

test('S4.4.07 S4.4.08 "Intervention types: 0 incident, 1 request, 2 technical"; "Category codes: 0 software, 1 material, 2 general"', () => {
  assert.equal([0, 1, 2].map((n) => en[typeKey(n)].toLowerCase()), ['incident', 'request', 'technical']);
  assert.equal([0, 1, 2].map((n) => en[categoryKey(n)].toLowerCase()), ['software', 'hardware', 'general']);
  // spec 4 §5: material gives the inventory list, software the software list, general no linked item.
  assert.equal([0, 1, 2].map(itemSourceFor), ['software', 'hardware', null]);
});

test('S4.4.09 S4.4.10 "Project member status: active 0, Disabled 1"; "Module names enumerated: Leave, Expense, Forms, Documents, Shifts"', () => {
  assert.equal(memberStatus, { active: 0, disabled: 1 });
  assert.equal([...projectModules], ['Leave', 'Expense', 'Forms', 'Documents', 'Shifts']);
});

test('S4.5.06 "File preview is offered for png, jpg, jpeg, jfif and pdf", and for nothing else', () => {
  for (const ext of ['png', 'jpg', 'jpeg', 'jfif', 'pdf', 'PDF']) assert.ok(previewable(`f.${ext}`), ext);
  for (const ext of ['gif', 'doc', 'docx', 'xls', 'xlsx', 'svg', 'html', 'pdf.exe']) assert.not.ok(previewable(`f.${ext}`), ext);
});

test('S2.4.01 S2.4.02 "Badge colours: accepted green, pending orange, cancelled or rejected red"', () => {
  assert.equal(Object.keys(statusTable).sort(), ['Accepter', 'Annuler', 'En_Cour', 'Holiday_Canceled', 'Refuser']);
  const colour = { 'badge-success': 'green', 'badge-warning': 'orange', 'badge-danger': 'red' } as Record<string, string>;
  assert.equal([statusTable.Accepter, statusTable.En_Cour, statusTable.Annuler, statusTable.Refuser].map((s) => colour[s.badge]), ['green', 'orange', 'red', 'red']);
});

test('S2.4.08 "Approval timeline entries carry one of Accepter, En_Cour, Refuser, Holiday_Canceled, each with its own icon"', () => {
  const icons = (['Accepter', 'En_Cour', 'Refuser', 'Holiday_Canceled'] as const).map((s) => statusTable[s].icon);
  assert.ok(icons.every(Boolean));
  assert.is(new Set(icons).size, 4);
});

test.run();
