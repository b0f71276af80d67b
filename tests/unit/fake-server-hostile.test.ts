import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { fakeApi } from './fake-api';
import { personas } from '../../fixtures/personas';
import { users } from '../../server-fake/models/organisation';
import { writeFigures } from '../figures';

/**
 * Hostile input at every route of the fake server: random and malicious
 * payloads must be answered with a status and a message (400 for a bad
 * payload), never a 500 or an exception, and the database must stay sound.
 */
const api = fakeApi();
const owner = api.login('owner');
const routes = api.backend.dispatcher.routes.filter((r) => !r.path.includes('auth/logout') && !r.path.includes('connectAs'));
const concrete = (p: string) => p.replace(/:(\w+)/g, '1').replace(/\*\w+/g, 'x');

const hostile = fc.oneof(
  fc.constant(null),
  fc.constant('<script>alert(1)</script>'),
  fc.constant({ __proto__: { polluted: true } }),
  fc.constant({ constructor: { prototype: { polluted: true } } }),
  fc.string(),
  fc.integer(),
  fc.array(fc.anything(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.anything(), { maxKeys: 6 }),
  fc.object({ maxDepth: 3 }),
);

let tried = 0;
test('every route with a payload answers hostile bodies with a message, never a 500', () => {
  for (const r of routes.filter((x) => x.method === 'POST' || x.method === 'PUT')) {
    fc.assert(
      fc.property(hostile, (body) => {
        tried++;
        const res = api.call(r.method, concrete(r.path), body, owner);
        if (res.status >= 500) throw new Error(`${r.method} ${r.path} answered ${res.status} to ${JSON.stringify(body)?.slice(0, 120)}`);
        if (res.status >= 400 && res.headers['Content-Type']?.includes('json')) {
          if (typeof res.json?.message !== 'string') throw new Error(`${r.method} ${r.path} ${res.status} without a message`);
        }
      }),
      { numRuns: 12, seed: 20261121 },
    );
  }
  assert.ok(tried > 100);
  assert.is(({} as Record<string, unknown>).polluted, undefined, 'no prototype pollution');
});

test('unknown ids answer 404 (or a refusal), never 500', () => {
  for (const r of routes.filter((x) => x.path.includes(':id') && x.method !== 'POST')) {
    const res = api.call(r.method, r.path.replace(':id', '987654').replace(/:(\w+)/g, '1'), undefined, owner);
    assert.ok(res.status < 500, `${r.method} ${r.path} → ${res.status}`);
  }
});

test('permission matrix: a protected route answers 403 to every persona without the permission', () => {
  const checked: string[] = [];
  for (const r of routes.filter((x) => x.permission)) {
    const needed = typeof r.permission === 'string' ? [r.permission] : [...(r.permission as string[])];
    for (const p of personas) {
      if (needed.some((code) => p.permissions.includes(code))) continue;
      const token = api.login(p.key);
      const res = api.call(r.method, concrete(r.path), {}, token);
      assert.is(res.status, 403, `${p.key} ${r.method} ${r.path}`);
      checked.push(`${p.key} ${r.path}`);
    }
  }
  assert.ok(checked.length > 10);
});

test('after all that the organisation is intact', () => {
  const all = users(api.backend.db).all();
  assert.ok(all.length >= 60);
  assert.ok(all.every((u) => typeof u.fullName === 'string' && Array.isArray(u.permissions)));
  console.log(`  hostile payloads tried: ${tried}`);
  writeFigures('hostile-payloads', { payloadsTried: tried, routes: routes.length, serverErrors: 0 });
});

test.run();
