import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { fakeApi } from './fake-api';
import { personas } from '../../fixtures/personas';
import { writeFigures } from '../figures';

/**
 * The database after hostile use: random sequences of real actions (accept,
 * reject, cancel, change status, close…) by random personas on random rows,
 * mixed with hostile payloads, must leave balances non-negative, no file
 * reference dangling, and every status change one the lifecycle allows.
 */
const api = fakeApi();
const db = api.backend.db;
const tokens = Object.fromEntries(personas.map((p) => [p.key, api.login(p.key)]));
const keys = personas.map((p) => p.key);
type Row = Record<string, any>;
const rows = (table: string): Row[] => db.table(table).all() as Row[];

/** Status changes the lifecycles allow ('*' any other status). */
const legal: Record<string, { field: string; moves: Record<string, string[]> }> = {
  leaveRequests: { field: 'status', moves: { En_Cour: ['Accepter', 'Refuser', 'Annuler'], Accepter: ['Holiday_Canceled', 'Annuler'], Refuser: [], Annuler: [], Holiday_Canceled: [] } },
  // 0 Draft, 1 Pending, 2 Success, 3 Refund, 4 Rejected, 5 Canceled: the moves of spec 3 section 4.
  expenseNotes: { field: 'status', moves: { 0: ['1'], 1: ['2', '4', '5'], 2: ['3', '5'], 3: ['5'], 4: ['5'], 5: ['1'] } },
  // 0 on hold; accepted may still be refused by HR while processing; a refusal is final.
  documentRequests: { field: 'status', moves: { 0: ['1', '2'], 1: ['2'], 2: [] } },
  interventions: { field: 'statut', moves: { Pending: ['Affected', 'Progressing', 'Solved', 'Closed'], Affected: ['Pending', 'Progressing', 'Solved', 'Closed'], Progressing: ['Affected', 'Solved', 'Closed'], Solved: [], Closed: [] } },
};
const statuses = () => Object.fromEntries(Object.entries(legal).map(([t, { field }]) => [t, new Map(rows(t).map((r) => [r.id as number, String(r[field])]))]));

const violations: string[] = [];
const transitions: string[] = [];
function checkMoves(before: ReturnType<typeof statuses>, action: string) {
  const after = statuses();
  for (const [table, map] of Object.entries(after)) {
    for (const [id, to] of map) {
      const from = before[table].get(id);
      if (from === undefined || from === to) continue;
      transitions.push(`${table} ${from}→${to}`);
      if (!(legal[table].moves[from] ?? []).includes(to)) violations.push(`${table} #${id}: ${from} → ${to} by ${action}`);
    }
  }
}

const idOf = (table: string) => fc.nat().map((n) => {
  const all = rows(table);
  return all.length ? (all[n % all.length].id as number) : 1;
});
const persona = fc.constantFrom(...keys);
const action = fc.oneof(
  fc.record({ who: persona, id: idOf('leaveRequests'), level: fc.constantFrom(1, 2, 3) }).map((a) => ({ ...a, method: 'POST' as const, path: '/api/demandeconge/Accept', body: { id: a.id, levelType: a.level } })),
  fc.record({ who: persona, id: idOf('leaveRequests'), level: fc.constantFrom(1, 2) }).map((a) => ({ ...a, method: 'POST' as const, path: '/api/demandeconge/Reject', body: { id: a.id, levelType: a.level, raison: 'non' } })),
  fc.record({ who: persona, id: idOf('leaveRequests') }).map((a) => ({ ...a, method: 'GET' as const, path: `/api/demandeconge/Cancel/${a.id}`, body: undefined })),
  fc.record({ who: persona, id: idOf('leaveRequests') }).map((a) => ({ ...a, method: 'DELETE' as const, path: `/api/demandeconge/Delete/${a.id}`, body: undefined })),
  fc.record({ who: persona, id: idOf('expenseNotes'), status: fc.integer({ min: -1, max: 7 }) }).map((a) => ({ ...a, method: 'POST' as const, path: '/api/Notes/changestatus', body: { id: a.id, status: a.status, ...(a.status === 3 ? { refundedBy: 'Atlas Services SARL' } : {}), ...([3, 4, 5].includes(a.status) ? { comment: 'x' } : {}) } })),
  fc.record({ who: persona, id: idOf('documentRequests'), processed: fc.boolean() }).map((a) => ({ ...a, method: 'POST' as const, path: '/api/demanddocument/processed', body: { id: a.id, processed: a.processed, ...(a.processed ? {} : { raison: 'r' }) } })),
  fc.record({ who: persona, id: idOf('interventions'), resolut: fc.boolean() }).map((a) => ({ ...a, method: 'POST' as const, path: '/api/intervention/Close', body: { id: a.id, resolut: a.resolut, description: 'd' } })),
  fc.record({ who: persona, id: idOf('interventions'), users: fc.array(fc.integer({ min: 1, max: 72 }), { maxLength: 2 }), assign: fc.boolean() }).map((a) => ({ ...a, method: 'POST' as const, path: '/api/intervention/AssignedTo', body: { id: a.id, assign: a.assign, userIds: a.users, user_id: a.users[0] ?? null } })),
  fc.record({ who: persona, id: idOf('interventions') }).map((a) => ({ ...a, method: 'POST' as const, path: '/api/intervention/AddStep', body: { id: a.id, description: 'étape' } })),
  fc.record({ who: persona, id: idOf('expenseNotes'), junk: fc.anything() }).map((a) => ({ ...a, method: 'POST' as const, path: '/api/Notes/changestatus', body: a.junk })),
);

const referencedFiles = () => {
  const ids = new Set<number>();
  for (const t of ['leaveRequests', 'expenses', 'expenseNotes', 'interventions', 'chatMessages']) for (const r of rows(t)) for (const f of (r.fileIds as number[] | undefined) ?? []) ids.add(f);
  for (const t of ['documentRequestFiles', 'documentDistributions', 'companyFiles']) for (const r of rows(t)) if (r.fileId) ids.add(r.fileId);
  for (const r of rows('formResponses')) for (const answer of (r.answers ?? r.fields ?? []) as Row[]) for (const f of (answer?.files ?? []) as Row[]) if (f?.fileId) ids.add(f.fileId);
  return ids;
};

let calls = 0;
test('random actions and hostile payloads keep every status change legal', () => {
  fc.assert(
    fc.property(fc.array(action, { minLength: 5, maxLength: 25 }), (actions) => {
      for (const a of actions) {
        const before = statuses();
        const res = api.call(a.method, a.path, a.body, tokens[a.who]);
        calls++;
        if (res.status >= 500) violations.push(`${a.path} answered ${res.status}`);
        checkMoves(before, `${a.who} ${a.path} ${JSON.stringify(a.body)?.slice(0, 80)}`);
      }
    }),
    { numRuns: 40, seed: 1121 },
  );
  assert.ok(calls > 300, `only ${calls} calls`);
  assert.ok(transitions.length > 10, `only ${transitions.length} status changes happened: the walk did not reach the lifecycles`);
  assert.equal(violations, []);
});

test('balances are never negative', () => {
  const negative = rows('leaveBalances').filter((b) => b.initial < 0 || b.used < 0 || b.initial - b.used < 0);
  assert.equal(negative.map((b) => `user ${b.userId} type ${b.typeId} ${b.year}: ${b.initial} - ${b.used}`), []);
});

test('no file reference dangles (every fileId of every row has its file)', () => {
  const existing = new Set(rows('files').map((f) => f.id as number));
  const dangling = [...referencedFiles()].filter((id) => !existing.has(id));
  assert.equal(dangling, [], 'references to files that do not exist');
  writeFigures('invariants', { actionsTried: calls, statusChanges: transitions.length, illegalTransitions: violations.length, danglingFiles: dangling.length });
});

test.run();
