import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { circles, importGraph, root, sourceFiles } from './import-graph';
import { Dispatcher } from '../../server-fake/dispatch';
import { makeBackend } from '../../server-fake/make-server';
import { demoSessions } from '../../server-fake/demo-sessions';
import { failure } from '../../server-fake/response';
import { route, type FakeContext } from '../../server-fake/http';
import type { Middleware } from '../../server-fake/middleware/types';

/**
 * Issue 23 inside the fake server: cross-cutting concerns are one list of
 * middlewares the dispatcher runs (no patches of dispatcher.handle), and the
 * fake server's modules import one another without a circle.
 */
test('server-fake has no import circle (dispatch, faults, http and hub/bus used to form one)', () => {
  assert.equal(circles(importGraph([path.join(root, 'server-fake')])), []);
});

test('nothing patches dispatcher.handle: cross-cutting concerns are middlewares', () => {
  const patches = sourceFiles(path.join(root, 'server-fake')).filter((f) => /\.handle\s*=(?!=)/.test(readFileSync(f, 'utf8')));
  assert.equal(patches.map((f) => path.relative(root, f)), []);
  // The contract's own list: limits before anything reads the body, the network's faults, then replays of a create.
  assert.equal(makeBackend({ today: new Date('2026-11-16T09:00:00Z') }).dispatcher.chain, ['size limits', 'faults', 'idempotency']);
});

test('middlewares run in list order, outermost first; one may answer without going further; delays add up', () => {
  const seen: string[] = [];
  const ctx = { db: null, hub: null, now: () => new Date() } as unknown as FakeContext;
  const trace = (name: string, delay = 0): Middleware => ({
    name,
    delay: () => delay,
    handle(call, next) {
      seen.push(`${name} in`);
      const res = next();
      seen.push(`${name} out`);
      return res;
    },
  });
  const stop: Middleware = { name: 'stop', handle: (call) => (call.req.path === '/stop' ? failure(418, 'Stopped') : failure(499, 'Passed')) };
  const d = new Dispatcher([route({ method: 'GET', path: '/x', anonymous: true, handle: () => ({ ok: true }) })], ctx, [trace('a', 10), trace('b', 5)]);
  d.use(trace('c'));
  assert.is(d.handle({ method: 'GET', path: '/x', query: {}, headers: {}, body: undefined }).status, 200);
  assert.equal(seen, ['a in', 'b in', 'c in', 'c out', 'b out', 'a out']);
  assert.is(d.delay({ method: 'GET', path: '/x', query: {}, headers: {}, body: undefined }), 15);
  d.use(stop);
  assert.is(d.handle({ method: 'GET', path: '/stop', query: {}, headers: {}, body: undefined }).status, 418);
});

test('demo sessions: saved after each sign-in call, through the middleware list', () => {
  const backend = makeBackend({ today: new Date('2026-11-16T09:00:00Z') });
  const saved: string[] = [];
  backend.dispatcher.use(demoSessions(backend.db, { getItem: () => null, setItem: (_k, v) => void saved.push(v) }));
  backend.dispatcher.handle({ method: 'POST', path: '/api/auth/login', query: {}, headers: {}, body: { userName: 'yasmine', password: 'demo' } });
  assert.is(saved.length, 1);
  const first = JSON.parse(saved[0]) as { clockOffset: number; rows: Array<{ userId: number }> };
  assert.is(first.rows[0]?.userId, 1);
  assert.is(first.clockOffset, 0, 'with the demo clock it was made on');
  backend.dispatcher.handle({ method: 'GET', path: '/api/typeconge/list', query: {}, headers: {}, body: undefined });
  assert.is(saved.length, 1, 'other calls save nothing');
});

test.run();
