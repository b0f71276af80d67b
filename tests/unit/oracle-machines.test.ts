import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { permissionTable, type RecordKind } from '../model/oracle/permissions';
import { actionsOf, assertNamesIds, bothSides, expected, isGap } from '../model/oracle/expected';
import { subjectsFor } from '../model/oracle/subjects';
import { machineAdapters, machineCan } from '../model/oracle/machine-cells';

/**
 * Issue 24 item 2, level (a): each record's statechart against the
 * permission table transcribed from the spec (tests/model/oracle/permissions.ts),
 * for every action of the table the machine has an event for, every status,
 * every subject (the five personas and synthetic users with and without each
 * code), on their own record and on someone else's, with the server's flag
 * (canApproved, isApprover) true and false. The expected answer comes from
 * the table only; a gap of the table is skipped.
 */
const VIEWER = 11;
const OTHER = 12;
const flagOf: Partial<Record<RecordKind, 'canApproved' | 'isApprover'>> = { leaveRequest: 'canApproved', documentRequest: 'isApprover' };

function machineAgrees(kind: RecordKind, name: string) {
  const events = machineAdapters[kind]!.events;
  assertNamesIds(name, kind, (action) => !!events[action]);
  const flag = flagOf[kind];
  const wrong: string[] = [];
  let cells = 0;
  const sides = bothSides();
  for (const { action } of actionsOf(kind).filter((a) => events[a.action]))
    for (const status of permissionTable[kind].statuses)
      for (const s of subjectsFor(kind))
        for (const owner of [true, false])
          for (const flagValue of flag ? [true, false] : [false]) {
            const flags = flag ? { [flag]: flagValue } : {};
            const want = expected('machine', kind, action, status, { permissions: s.permissions, role: s.role, owner, flags });
            if (isGap(want)) continue;
            const got = machineCan(kind, action, { status, viewerId: VIEWER, ownerId: owner ? VIEWER : OTHER, permissions: s.permissions, flags });
            cells++;
            sides.add(action, want);
            if (got !== want) wrong.push(`${action} · ${status} · ${s.name} · ${owner ? 'own' : "someone else's"}${flag ? ` · ${flag} ${flagValue}` : ''}: table ${want ? 'may' : 'may not'}, machine ${got ? 'may' : 'may not'}`);
          }
  assert.ok(cells > 100, `${cells} cells`);
  assert.equal(sides.missing(), [], 'every action asked both ways');
  assert.equal(wrong, [], `${wrong.length} of ${cells} cells disagree`);
}

test("S2.4.01 S2.4.03 S2.4.04 S2.4.06 S2.6.01 S2.6.02 S2.6.03 S2.6.05 S2.6.06 leave request: the statechart's can() agrees with the spec's table for cancel, accept, reject, edit and delete", () =>
  machineAgrees('leaveRequest', "S2.4.01 S2.4.03 S2.4.04 S2.4.06 S2.6.01 S2.6.02 S2.6.03 S2.6.05 S2.6.06"));

test("S3.4.04 S3.4.05 S3.4.06 S3.4.07 S3.4.08 S3.4.09 S3.4.10 S3.4.11 S3.4.13 S3.6.04 S3.6.05 S3.6.06 expense note: the statechart's can() agrees with the spec's table for submit, validate, refund, reject, cancel, edit, delete and the expenses", () =>
  machineAgrees('expenseNote', 'S3.4.04 S3.4.05 S3.4.06 S3.4.07 S3.4.08 S3.4.09 S3.4.10 S3.4.11 S3.4.13 S3.6.04 S3.6.05 S3.6.06'));

test("S3.4.01 S3.4.02 S3.4.03 S3.6.01 S3.6.02 S3.6.03 document request: the statechart's can() agrees with the spec's table for accept, refuse, edit, delete and process", () =>
  machineAgrees('documentRequest', 'S3.4.01 S3.4.02 S3.4.03 S3.6.01 S3.6.02 S3.6.03'));

test("S4.4.01 S4.4.03 S4.6.01 S4.6.02 S4.6.03 S4.6.04 S4.6.05 intervention: the statechart's can() agrees with the spec's table for assign, add a step, close and delete", () =>
  machineAgrees('intervention', 'S4.4.01 S4.4.03 S4.6.01 S4.6.02 S4.6.03 S4.6.04 S4.6.05'));

test.run();
