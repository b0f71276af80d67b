import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { statusTones, toneHex, type Tone } from '../../src/domain/status-tones';
import { leaveStatuses, leaveStatusTable } from '../../src/domain/leave';
import { documentStatusOf, statusBadge as documentBadge } from '../../src/domain/documents';
import { statusKinds, statusKindBadge } from '../../src/domain/forms';
import { interventionStatuses } from '../../src/domain/interventions';
import { statusBadge as interventionBadge } from '../../src/features/interventions/interventions-codes';
import { noteStatuses } from '../../src/domain/expense-codes';

/**
 * Issue 34 item 7: every status of every area has the spec's colour (accepted
 * green, pending orange, cancelled or rejected red; refunded blue, our pick),
 * and every badge table of the areas reads it from the one table. The
 * notes donut showed 'Remboursée' red and 'Refusée' green.
 */
const green: Tone = 'success';
const orange: Tone = 'warning';
const red: Tone = 'danger';
const blue: Tone = 'info';
const grey: Tone = 'neutral';

const spec: Record<keyof typeof statusTones, Record<string, Tone>> = {
  leave: { En_Cour: orange, Accepter: green, Refuser: red, Annuler: red, Holiday_Canceled: red },
  expenses: { draft: grey, pending: orange, success: green, refund: blue, rejected: red, canceled: red },
  documents: { onHold: orange, accepted: green, refused: red, processed: blue },
  formResponses: { onHold: orange, accept: green, refuse: red },
  approvals: { pending: orange, approved: green, refused: red },
  // Spec 4 section 4: Solved success; Pending and Progressing warning; Affected info; Closed danger.
  interventions: { Pending: orange, Progressing: orange, Affected: blue, Solved: green, Closed: red },
};

test('each status of each area has the colour the spec gives it', () => {
  for (const [area, statuses] of Object.entries(spec)) assert.equal(statusTones[area as keyof typeof statusTones], statuses, area);
});

test('every status an area knows is in the table', () => {
  assert.equal(Object.keys(statusTones.leave).sort(), [...leaveStatuses].sort());
  assert.equal(Object.keys(statusTones.expenses).sort(), noteStatuses.map((s) => s.name).sort());
  assert.equal(Object.keys(statusTones.formResponses).sort(), [...statusKinds].sort());
  assert.equal(Object.keys(statusTones.interventions).sort(), [...interventionStatuses].sort());
  for (const code of [0, 1, 2, 7]) assert.ok(documentStatusOf(code) in statusTones.documents);
});

test('the badges of every area read the table', () => {
  for (const s of leaveStatuses) assert.is(leaveStatusTable[s].badge, `badge-${spec.leave[s]}`, s);
  for (const s of noteStatuses) assert.is(s.badge, spec.expenses[s.name], s.name);
  for (const s of ['onHold', 'accepted', 'refused'] as const) assert.is(documentBadge[s], `badge-${spec.documents[s]}`, s);
  for (const s of statusKinds) assert.is(statusKindBadge[s], `badge-${spec.formResponses[s]}`, s);
  for (const s of interventionStatuses) assert.is(interventionBadge[s], `badge-${spec.interventions[s]}`, s);
});

test('refunded and rejected notes never share a colour; refunded is never red', () => {
  const tone = (name: string) => noteStatuses.find((s) => s.name === name)!.badge;
  assert.is.not(tone('refund'), tone('rejected'));
  assert.is.not(tone('refund'), red);
  assert.is(tone('rejected'), red);
});

test("the colours the server paints are the stylesheet's", () => {
  const css = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/styles/app.css'), 'utf8');
  for (const [tone, hex] of Object.entries(toneHex)) assert.match(css, new RegExp(`--${tone}: ${hex};`, 'i'), tone);
});

test.run();
