import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { circles, importGraph, root, sourceFiles } from './import-graph';

/**
 * Issue 23 item 2, the layers as checked rules: no import circle anywhere in
 * src, machines and server-fake; features sit on the kernel and never import
 * src/app (which only composes); the kernel imports no feature; src/ui holds
 * no actor and no API call.
 */
const dir = (d: string) => path.join(root, d);
const graph = importGraph([dir('src'), dir('machines'), dir('server-fake')]);
const rel = (f: string) => path.relative(root, f);

/** Imports from files under `from` into files under any of `to`, as 'importer -> imported'. */
function crossings(g: Map<string, string[]>, from: string, to: string[]): string[] {
  const under = (f: string, d: string) => f.startsWith(d + path.sep);
  return [...g].flatMap(([file, deps]) => (under(file, from) ? deps.filter((d) => to.some((t) => under(d, t))).map((d) => `${rel(file)} -> ${rel(d)}`) : []));
}

test('the checks find what they look for (so an empty answer below means something)', () => {
  const g = new Map([['/a', ['/b']], ['/b', ['/c']], ['/c', ['/a']], ['/d', ['/a']]]);
  assert.equal(circles(g).map((c) => c.length), [3]);
  const fake = new Map([[dir('src/features/x/p.tsx'), [dir('src/app/start.tsx'), dir('src/kernel/k.ts')]]]);
  assert.equal(crossings(fake, dir('src/features'), [dir('src/app')]), ['src/features/x/p.tsx -> src/app/start.tsx']);
  assert.ok(graph.get(dir('src/app/area-panels.ts'))!.includes(dir('src/features/leave/panels.ts')), 'the graph reads imports');
});

test('no import circle in src, machines and server-fake (lazy imports included)', () => {
  assert.equal(circles(graph), []);
});

test('features never import src/app: they use the kernel', () => {
  assert.equal(crossings(graph, dir('src/features'), [dir('src/app')]), []);
});

test('the kernel imports no feature and nothing of src/app', () => {
  assert.equal(crossings(graph, dir('src/kernel'), [dir('src/features'), dir('src/app')]), []);
});

test('src/ui holds no actor and no API call: it imports no statechart, API, realtime, kernel, app or feature', () => {
  const layers = ['machines', 'src/api', 'src/realtime', 'src/kernel', 'src/app', 'src/features'].map(dir);
  assert.equal(crossings(graph, dir('src/ui'), layers), []);
  const xstate = sourceFiles(dir('src/ui')).filter((f) => /from\s+['"](xstate|@xstate\/react)['"]/.test(readFileSync(f, 'utf8')));
  assert.equal(xstate.map(rel), []);
});

test.run();
