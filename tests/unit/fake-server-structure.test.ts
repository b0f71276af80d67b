import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const full = path.join(dir, n);
    return statSync(full).isDirectory() ? walk(full) : /\.tsx?$/.test(n) ? [full] : [];
  });

/** Relative imports (types included: a circle of types is still a circle to read) between files under `dir`. */
function importGraph(dir: string) {
  const graph = new Map<string, string[]>();
  for (const file of walk(dir)) {
    const deps: string[] = [];
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"](\.[^'"]+)['"]/g)) {
      const base = path.resolve(path.dirname(file), m[1]);
      const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(existsSync);
      if (target?.startsWith(dir)) deps.push(target);
    }
    graph.set(file, deps);
  }
  return graph;
}
/** Strongly connected groups of more than one file (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do group.push((w = stack.pop()!));
      while (w !== v);
      if (group.length > 1) out.push(group.map((f) => path.relative(root, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

test('the circle finder finds a circle (so an empty answer below means something)', () => {
  const g = new Map([['/a', ['/b']], ['/b', ['/c']], ['/c', ['/a']], ['/d', ['/a']]]);
  assert.equal(circles(g).map((c) => c.length), [3]);
});

test('server-fake has no import circle (dispatch, faults, http and hub/bus used to form one)', () => {
  assert.equal(circles(importGraph(path.join(root, 'server-fake'))), []);
});

test('nothing patches dispatcher.handle: cross-cutting concerns are middlewares', () => {
  const patches = walk(path.join(root, 'server-fake')).filter((f) => /\.handle\s*=(?!=)/.test(readFileSync(f, 'utf8')));
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
