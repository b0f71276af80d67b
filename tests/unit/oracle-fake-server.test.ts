import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeApi } from './fake-api';
import { permissionTable, type RecordKind } from '../model/oracle/permissions';
import { actionsOf, assertNamesIds, bothSides, expected, isGap } from '../model/oracle/expected';
import { subjectsFor } from '../model/oracle/subjects';
import { allowedBy, serverAdapters, worldOf } from '../model/oracle/server-cells';

/**
 * Issue 24 item 2, level (b): the fake server's answers against the
 * permission table transcribed from the spec (tests/model/oracle/permissions.ts).
 * Each cell writes a fresh record of the status (the subject's own, or someone
 * else's with the subject in the relation the record needs), signs the subject
 * in, reads the record (the flags the server gives this viewer), and calls the
 * action: allowed, or refused (403, 400 or `success: false`), as the table says.
 */
const api = fakeApi();
const { world, signIn } = worldOf(api);

function serverAgrees(kind: RecordKind, name: string) {
  const adapter = serverAdapters[kind]!;
  assertNamesIds(name, kind, (action) => !!adapter.calls[action]);
  const wrong: string[] = [];
  let cells = 0;
  const sides = bothSides();
  for (const { action } of actionsOf(kind).filter((a) => adapter.calls[a.action])) {
    const call = adapter.calls[action];
    for (const status of permissionTable[kind].statuses.filter((st) => !call.only || call.only.includes(st)))
      for (const subject of subjectsFor(kind))
        for (const relation of adapter.relations) {
          const s = signIn(subject);
          const row = relation.file ? relation.file(world, s, status) : adapter.insert(world, status, relation.arrange(world, s));
          try {
            const read = adapter.read(s, row.id);
            const flags = { canApproved: read?.canApproved, isApprover: read?.isApprover };
            // The readings of the table: the server's flags never let a requester decide on their own record, nor does a record it files name them.
            if (relation.owner && (flags.canApproved || flags.isApprover)) wrong.push(`${status} · ${subject.name} · ${relation.name}: the server flags the requester as a decider ${JSON.stringify(flags)}`);
            if (relation.file && read?.approvers?.includes(s.id)) wrong.push(`${status} · ${subject.name} · ${relation.name}: the server names the requester among the approvers`);
            const want = expected('server', kind, action, status, { permissions: s.permissions, role: s.role, owner: relation.owner, flags });
            if (isGap(want)) continue;
            const said = read ? adapter.says?.[action]?.(s, row.id) : undefined;
            if (said !== undefined && said !== want) wrong.push(`${action} · ${status} · ${subject.name} · ${relation.name}: table ${want ? 'may' : 'may not'}, the server's read says ${said ? 'may' : 'may not'}`);
            const answer = call.run(s, row.id, row);
            const got = allowedBy(answer);
            cells++;
            sides.add(action, want);
            if (got !== want)
              wrong.push(`${action} · ${status} · ${subject.name} · ${relation.name} ${read ? JSON.stringify(flags) : '(unreadable)'}: table ${want ? 'may' : 'may not'}, server ${got ? 'allowed' : `refused ${answer.status} ${answer.json?.message ?? ''}`}`);
          } finally {
            adapter.cleanUp(world, row);
          }
        }
  }
  assert.ok(cells > 100, `${cells} cells`);
  assert.equal(sides.missing(), [], 'every action asked both ways');
  assert.equal(wrong, [], `${wrong.length} of ${cells} cells disagree`);
}

test('S2.4.01 S2.4.03 S2.4.04 S2.4.06 S2.6.01 S2.6.02 S2.6.03 S2.6.05 S2.6.06 leave request: the fake server allows or refuses cancel, accept, reject, edit and delete as the spec\'s table says', () =>
  serverAgrees('leaveRequest', 'S2.4.01 S2.4.03 S2.4.04 S2.4.06 S2.6.01 S2.6.02 S2.6.03 S2.6.05 S2.6.06'));

test('S3.4.04 S3.4.05 S3.4.06 S3.4.07 S3.4.08 S3.4.09 S3.4.10 S3.4.11 S3.4.13 S3.6.04 S3.6.05 S3.6.06 expense note: the fake server allows or refuses each status change, edit, delete and expense as the spec\'s table says', () =>
  serverAgrees('expenseNote', 'S3.4.04 S3.4.05 S3.4.06 S3.4.07 S3.4.08 S3.4.09 S3.4.10 S3.4.11 S3.4.13 S3.6.04 S3.6.05 S3.6.06'));

test('S3.4.01 S3.4.02 S3.4.03 S3.6.01 S3.6.02 S3.6.03 document request: the fake server allows or refuses accept, refuse, process, edit, delete and upload as the spec\'s table says', () =>
  serverAgrees('documentRequest', 'S3.4.01 S3.4.02 S3.4.03 S3.6.01 S3.6.02 S3.6.03'));

test('S4.4.01 S4.4.03 S4.6.01 S4.6.02 S4.6.03 S4.6.04 S4.6.05 intervention: the fake server allows or refuses assign, edit, add a step, close and delete as the spec\'s table says', () =>
  serverAgrees('intervention', 'S4.4.01 S4.4.03 S4.6.01 S4.6.02 S4.6.03 S4.6.04 S4.6.05'));

test('S3.4.14 S3.6.08 form response: the fake server lets Proprietaire, Support and Form.Administrate set any allowed status, and says so in the response (canChangeAny); nobody else', () =>
  serverAgrees('formResponse', 'S3.4.14 S3.6.08'));

test.run();
