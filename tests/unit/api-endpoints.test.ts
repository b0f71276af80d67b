import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../../src/api/paths';

/**
 * Issue 23 item 4: one function per endpoint in src/api. The calls are read
 * from the files' path literals (call, callData, callBlob, sendMultipart), so
 * a second wrapper of an endpoint fails here however it is named.
 */
const root = path.resolve(import.meta.dirname, '../..');
const apiDir = path.join(root, 'src/api');

interface Site {
  method: string;
  path: string;
  file: string;
}

/** The text between the parenthesis at `open` and its match. */
function argsAt(src: string, open: number): string {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    if (src[i] === '(') depth++;
    else if (src[i] === ')' && --depth === 0) return src.slice(open + 1, i);
  }
  return src.slice(open + 1);
}

const pathsValues = new Map<string, string>(
  Object.entries(paths).flatMap(([area, v]) => Object.entries(v).filter(([, p]) => typeof p === 'string').map(([k, p]): [string, string] => [`paths.${area}.${k}`, p as string])),
);

/** Every call site of one file's source: method and path, parameters written {} and a local base constant resolved. */
export function callSites(src: string, file: string): Site[] {
  const consts = new Map([...src.matchAll(/const (\w+) = '([^']*)';/g)].map((m) => [m[1], m[2]]));
  const sites: Site[] = [];
  for (const m of src.matchAll(/\b(call|callData|callBlob|sendMultipart)\(/g)) {
    const args = argsAt(src, m.index + m[0].length - 1);
    // A literal, a name of paths.ts, or a ternary of two literals (two endpoints).
    const either = /^\s*[\w.!]+\s*\?\s*(['`])([^'`]*)\1\s*:\s*(['`])([^'`]*)\3/.exec(args);
    const first = /^\s*(?:(['`])([^'`]*)\1|(paths\.\w+\.\w+))/.exec(args);
    const literals = either ? [either[2], either[4]] : first?.[3] ? [pathsValues.get(first[3]) ?? first[3]] : first ? [first[2]] : [];
    const method = m[1] === 'sendMultipart' ? 'POST' : /method:\s*'(\w+)'/.exec(args)?.[1] ?? 'GET';
    for (const lit of new Set(literals)) {
      const resolved = lit.replace(/\$\{(\w+)\}/g, (whole, name: string) => consts.get(name) ?? whole);
      // What a base built at run time stands for is known only inside its file.
      const p = resolved.replace(/\$\{[^}]*\}/g, '{}').replace(/\?.*$/, '');
      sites.push({ method, path: p.startsWith('{}') ? `${file}:${p}` : p, file });
    }
  }
  return sites;
}

const sites = readdirSync(apiDir).filter((f) => f.endsWith('.ts')).flatMap((f) => callSites(readFileSync(path.join(apiDir, f), 'utf8'), f));
const key = (s: Site) => `${s.method} ${s.path}`.toLowerCase();

test('the reader finds the calls it looks for (so an empty answer below means something)', () => {
  const src = [
    "const base = '/api/policy';",
    "export const a = (id: number) => callData(`/api/x/Get/${id}`, { schema: s });",
    "export const b = () => call(`${base}/check`, { method: 'POST', body: { method: 'GET' }, schema: s });",
    "export const c = (v: { id: number }) => sendMultipart(v.id ? '/api/x/Edit' : '/api/x/Create', { form, schema });",
    "export const d = () => callData(paths.users.list, { method: 'POST', schema });",
  ].join('\n');
  assert.equal(callSites(src, 'x.ts').map((s) => `${s.method} ${s.path}`), ['GET /api/x/Get/{}', 'POST /api/policy/check', 'POST /api/x/Edit', 'POST /api/x/Create', 'POST /api/users/list']);
  assert.ok(sites.length > 100, `src/api read: ${sites.length} calls`);
  assert.ok(sites.some((s) => key(s) === 'post /api/demandeconge/create') && sites.some((s) => key(s) === 'post /api/demandeconge/edit'), 'leave create and edit are in leave-api');
});

test('no two functions of src/api call the same method and path', () => {
  const by = new Map<string, string[]>();
  for (const s of sites) by.set(key(s), [...(by.get(key(s)) ?? []), s.file]);
  assert.equal([...by].filter(([, files]) => files.length > 1).map(([k, files]) => `${k} in ${files.join(', ')}`), []);
});

test('the projects of a user are read in projects-api only, for every module', () => {
  assert.equal(sites.filter((s) => /projectsUser$/i.test(s.path)).map((s) => s.file), ['projects-api.ts']);
});

test('calls outside src/api name no API path (the features go through src/api)', () => {
  const outside = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return p === apiDir ? [] : outside(p);
      return /\.tsx?$/.test(e.name) && /['`]\/api\/\w/.test(readFileSync(p, 'utf8')) ? [path.relative(root, p)] : [];
    });
  assert.equal(outside(path.join(root, 'src/features')), []);
});

test.run();
