import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { callSites, type Site } from '../../tools/openapi/call-sites';

/**
 * Issue 23 item 4: one function per endpoint in src/api. The calls are read
 * from the files' path literals (call, callData, callBlob, sendMultipart), so
 * a second wrapper of an endpoint fails here however it is named.
 */
const root = path.resolve(import.meta.dirname, '../..');
const apiDir = path.join(root, 'src/api');

const sites = readdirSync(apiDir).filter((f) => f.endsWith('.ts')).flatMap((f) => callSites(readFileSync(path.join(apiDir, f), 'utf8'), f));
const key = (s: Site) => `${s.method} ${s.path}`.toLowerCase();

test('the reader finds the calls it looks for (so an empty answer below means something)', () => {
  const src = [
    "const base = '/api/policy';",
    "export const a = (id: number) => callData(`/api/x/Get/${id}`, { schema: s });",
    "export const b = () => call(`${base}/check`, { method: 'POST', body: { method: 'GET' }, schema: s });",
    "export const c = (v: { id: number }) => sendMultipart(v.id ? '/api/x/Edit' : '/api/x/Create', { form, schema });",
    "export const d = () => callData(pathOf('users.list'), { method: 'POST', schema });",
    "export const e = (id: number) => callData(`${pathOf('profile.public')}/${id}`, { schema });",
  ].join('\n');
  assert.equal(callSites(src, 'x.ts').map((s) => `${s.method} ${s.path}`), ['GET /api/x/Get/{}', 'POST /api/policy/check', 'POST /api/x/Edit', 'POST /api/x/Create', 'POST /api/users/list', 'GET /api/profile/public/{}']);
  assert.equal(callSites("type K = 'a' | 'b';\nconst base = (kind: K) => `/api/${kind}`;\nexport const l = (kind: K) => callData(`${base(kind)}/List`, { method: 'POST', schema: envelope(z.object({ n: z.number() })) });", 'y.ts').map((s) => `${s.method} ${s.path} ${s.schema}`), ['POST /api/a/List envelope(z.object({ n: z.number() }))', 'POST /api/b/List envelope(z.object({ n: z.number() }))']);
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
