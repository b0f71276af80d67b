import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeApi } from './fake-api';
import { hostFetch } from './host-fetch';
import { attackTally } from './attack-tally';
import { makeBackend } from '../../server-fake/make-server';
import { startApiHost } from '../../server-fake/node/http-host';
import { globalSearch, matcher, PATTERN_MAX_CHARS } from '../../server-fake/rules/shell';
import { HttpError } from '../../server-fake/http';

/**
 * Issue 33 item 3: `regex: true` still means a pattern, but one that cannot stall the host or the demo's tab.
 * Patterns that backtrack for minutes in a backtracking engine answer in under 50 ms (in the rule, through the
 * dispatcher, over the loopback host); too long, too large or invalid ones (backreferences, lookaround: RE2
 * has neither) answer 400 with a message.
 */
const BUDGET_MS = 50;
const hostile = [
  '^([^0-9]+)+[0-9]',
  '^(([^0-9]+)+)+[0-9]',
  '(a|a)*b',
  '(a+)+$',
  '(x+x+)+y',
  '^(a|aa)+$',
  '((((((((a*)*)*)*)*)*)*)*)*b',
  '(.*a){12}',
  '^(\\w+\\s?)+$',
  '([a-zA-Z]+)*[0-9]',
];
const refused = ['(a)\\1', '(?=a)b', '(?<!a)b', '(a', '[z-a]', 'a{1001}', 'x'.repeat(PATTERN_MAX_CHARS + 1), '(\\pL{1,50}){1,10}x'];
const tally = attackTally();

/** The best of three (a shared machine's hiccup is not the engine's), in ms. */
async function timed(run: () => unknown) {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await run();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

test('in the rule: each hostile pattern over the company and its files in under 50 ms, as a pattern (a name still matches)', async () => {
  const api = fakeApi();
  const db = api.backend.db;
  for (const p of hostile) {
    const ms = await timed(() => globalSearch(db, { id: 4, companyFiles: true }, p, true));
    tally.note('regexStall', `rule ${p} ${ms.toFixed(1)} ms`, ms >= BUDGET_MS);
    assert.ok(ms < BUDGET_MS, `${p}: ${ms.toFixed(1)} ms`);
  }
  // Still a pattern, case ignored as before.
  assert.ok(globalSearch(db, { id: 4, companyFiles: true }, '^karim b', true).some((r) => r.type === 'User' && r.value === 2));
  // Linear in the text: a long name without a digit is no worse than a short one.
  const long = 'é'.repeat(5000);
  const ms = await timed(() => matcher('^([^0-9]+)+[0-9]', true)(long));
  assert.ok(ms < BUDGET_MS, `5,000 characters: ${ms.toFixed(1)} ms`);
});

test('too long, too large, invalid, backreference or lookaround: 400 with a message naming the value', () => {
  const api = fakeApi();
  const me = api.as('employee');
  for (const p of refused) {
    if (p.length <= 200) {
      const r = me.post('/api/home/GlobalSearch', { value: p, regex: true });
      assert.is(r.status, 400, p);
      assert.match(r.json.message, /^Invalid payload: value \(.+\)$/, p);
      tally.note('regexStall', `refusal ${p}`, r.status !== 400);
    }
    assert.throws(() => matcher(p, true), (e: unknown) => e instanceof HttpError && e.status === 400, p);
  }
  // The same text as plain text is just text.
  assert.is(me.post('/api/home/GlobalSearch', { value: '(a)\\1', regex: false }).status, 200);
});

test('through the dispatcher and over the loopback host: hostile patterns answer in under 50 ms, and the host still answers after', async () => {
  const api = fakeApi();
  const me = api.as('owner');
  for (const p of hostile) {
    const ms = await timed(() => assert.is(me.post('/api/home/GlobalSearch', { value: p, regex: true }).status, 200));
    tally.note('regexStall', `dispatcher ${p} ${ms.toFixed(1)} ms`, ms >= BUDGET_MS);
    assert.ok(ms < BUDGET_MS, `${p}: ${ms.toFixed(1)} ms`);
  }
  const host = await startApiHost({ backend: makeBackend({ today: new Date('2026-11-16T09:00:00Z') }) });
  try {
    const login = await hostFetch(`${host.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName: 'omar', password: 'demo' }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const search = (value: string) =>
      hostFetch(`${host.url}/api/home/GlobalSearch`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify({ value, regex: true }) });
    for (const p of hostile) {
      const ms = await timed(async () => assert.is((await search(p)).status, 200));
      tally.note('regexStall', `host ${p} ${ms.toFixed(1)} ms`, ms >= BUDGET_MS);
      assert.ok(ms < BUDGET_MS, `host ${p}: ${ms.toFixed(1)} ms`);
    }
    assert.is((await search('(a)\\1')).status, 400);
    assert.is((await search('^Karim')).status, 200, 'the host still answers');
  } finally {
    await host.close();
  }
});

test.after(() => {
  assert.equal(tally.through(), []);
  tally.record();
});
test.run();
