import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RecordKind } from '../model/oracle/permissions';
import { assertNamesIds } from '../model/oracle/expected';
import { machineAdapters } from '../model/oracle/machine-cells';
import { machineDisagreements } from '../model/oracle/machine-oracle';

/**
 * Issue 24 item 2, level (a): each record's statechart against the
 * permission table transcribed from the spec (tests/model/oracle/machine-oracle.ts).
 */
function machineAgrees(kind: RecordKind, name: string) {
  const events = machineAdapters[kind]!.events;
  assertNamesIds(name, kind, (action) => !!events[action]);
  const { cells, wrong, sidesMissing } = machineDisagreements(kind);
  assert.ok(cells > 100, `${cells} cells`);
  assert.equal(sidesMissing, [], 'every action asked both ways');
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
