import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { call, configureApi } from '../../src/api/client';
import { ApiError } from '../../src/api/api-error';
import { sampleOf, mutations } from './zod-sample';
import { writeFigures } from '../figures';
import { answeringXhr } from '../answering-xhr';

/**
 * Malformed answers through the real client (a stubbed fetch): every API
 * function of src/api and every answer schema of src/domain, fed an HTML
 * page, an empty body, a wrong envelope, a missing field, a wrong type.
 * Each must end in an ApiError whose message is a key translated in all four
 * languages, never in a crash (a TypeError from a transform, a hang).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const common = Object.fromEntries(['fr', 'ar', 'es', 'en'].map((l) => [l, JSON.parse(readFileSync(path.join(root, `src/i18n/locales/${l}/common.json`), 'utf8')) as Record<string, string>]));
const translated = (key: string) => Object.values(common).every((m) => typeof m[key] === 'string' && m[key] !== key);

let answer: () => Response = () => new Response('');
let fetched = 0;
const stubFetch = (async () => {
  fetched++;
  return answer();
}) as typeof fetch;

/** Multipart calls go through XMLHttpRequest (upload progress): the same answers reach them here. */
const FakeXhr = answeringXhr(async () => {
  fetched++;
  const res = answer();
  return { status: res.status, text: await res.text() };
});
// The stubs stand while this file's tests run, and go after: the files of a run share one global scope.
const g = globalThis as { fetch: typeof fetch; XMLHttpRequest?: unknown };
let found: { fetch: typeof fetch; xhr: unknown } | null = null;
test.before(() => {
  found = { fetch: g.fetch, xhr: g.XMLHttpRequest };
  g.fetch = stubFetch;
  g.XMLHttpRequest = FakeXhr;
  configureApi({ baseUrl: '', auth: { token: () => 'token', refresh: async () => false } });
});
test.after(() => {
  g.fetch = found!.fetch;
  if (found!.xhr === undefined) delete g.XMLHttpRequest;
  else g.XMLHttpRequest = found!.xhr;
});
// The client logs each malformed answer for developers; thousands of them would drown the report.
const quiet = () => {
  const error = console.error;
  console.error = () => undefined;
  return () => (console.error = error);
};

const json = (body: unknown, status = 200) => () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const html = (status: number) => () => new Response('<!doctype html><html><body><h1>Bad Gateway</h1></body></html>', { status, headers: { 'Content-Type': 'text/html' } });
/** Answers no client schema may accept as if all was well. */
const hostileAnswers: Array<[string, () => Response]> = [
  ['HTML page, 200', html(200)],
  ['HTML page, 502', html(502)],
  ['HTML page, 504', html(504)],
  ['empty body, 200', () => new Response('', { status: 200 })],
  ['empty body, 500', () => new Response('', { status: 500 })],
  ['truncated JSON', () => new Response('{"success":true,"data":[{"id":1', { status: 200 })],
  ['wrong envelope', json({ result: { id: 1 }, ok: true })],
  ['envelope without data', json({ success: true, message: '' })],
  ['data of the wrong type', json({ success: true, message: '', data: 'not what you expected' })],
  ['a bare number', json(42)],
  ['null', json(null)],
  ['refusal without message', json({ success: false })],
];

let tried = 0;
const crashes: string[] = [];
const untranslated: string[] = [];
/** Runs one call and files what came out: an ApiError with a translated message, a value, or a crash. */
async function judge(label: string, run: () => Promise<unknown>): Promise<'error' | 'value' | 'crash'> {
  tried++;
  try {
    await Promise.race([run(), new Promise((_, reject) => setTimeout(() => reject(new Error('hung for 2 s')), 2000))]);
    return 'value';
  } catch (e) {
    // Saving a file needs a page (an <a download>): not the client's concern, and not reachable here.
    if (e instanceof ReferenceError && /document|window/.test(e.message)) return 'value';
    if (!(e instanceof ApiError)) {
      crashes.push(`${label}: ${(e as Error)?.name}: ${(e as Error)?.message}`);
      return 'crash';
    }
    if (!translated(e.message)) untranslated.push(`${label}: '${e.message}'`);
    return 'error';
  }
}

/** Every exported function of every API module, with arguments that reach fetch. */
async function apiFunctions() {
  const dir = path.join(root, 'src/api');
  const out: Array<{ name: string; fn: (...a: unknown[]) => Promise<unknown> }> = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('-api.ts'))) {
    const mod = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value === 'function') out.push({ name: `${file}:${name}`, fn: value as never });
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) if (typeof v === 'function') out.push({ name: `${file}:${name}.${k}`, fn: (v as (...args: unknown[]) => unknown).bind(value) as never });
    }
  }
  return out;
}
const argSets: unknown[][] = [
  [1, 1, 1, 1],
  [{ kind: 'hardware', id: 1, userId: 1, page: 1 }, 1, 1],
  ['hardware', 1, [1]],
  [1, []],
  ['/api/x', {}],
  [{}, {}, []],
  [{ formId: 1, userId: 1, answers: [], files: [], recieverId: 1, isGroup: false, message: 'x', usersIds: [], adminsIds: [], image: null, title: 'x', description: 'x' }],
  ['hardware', new Blob(['x'])],
  ['Create', {}, []],
];
async function reachingArgs(fn: (...a: unknown[]) => Promise<unknown>) {
  answer = json({ success: true, message: '', data: null });
  for (const args of argSets) {
    const before = fetched;
    try {
      await Promise.race([fn(...args), new Promise((r) => setTimeout(r, 500))]);
    } catch {
      // the answer we gave may not fit: only whether fetch was reached matters here
    }
    if (fetched > before) return args;
  }
  return null;
}

test('every API function turns every malformed answer into an ApiError with a translated message', async () => {
  crashes.length = 0;
  untranslated.length = 0;
  const loud = quiet();
  const fns = await apiFunctions();
  const unreachable: string[] = [];
  let reached = 0;
  let slow = '';
  for (const { name, fn } of fns) {
    const t0 = Date.now();
    const args = await reachingArgs(fn);
    if (Date.now() - t0 > 400) slow += ` ${name}`;
    if (!args) {
      unreachable.push(name);
      continue;
    }
    reached++;
    for (const [label, a] of hostileAnswers) {
      answer = a;
      await judge(`${name} ← ${label}`, () => fn(...args));
    }
  }
  loud();
  if (slow) console.log('slow to reach:', slow);
  assert.ok(fns.length > 120, `found only ${fns.length} API functions`);
  // Pure helpers (a URL builder, a FormData builder) never fetch: they are the only ones allowed here.
  assert.ok(unreachable.every((n) => /(Url|Form|toForm|submissionForm|Path|label)/i.test(n)), `not reached: ${unreachable.join(', ')}`);
  assert.ok(reached > 110, `reached ${reached}`);
  assert.equal(crashes, [], 'crashes');
  assert.equal(untranslated, [], 'untranslated messages');
});

/** Every zod schema exported by src/domain that describes an answer (an envelope or a record). */
async function domainSchemas() {
  const dir = path.join(root, 'src/domain');
  const out: Array<{ name: string; schema: z.ZodType }> = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const mod = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) if (value instanceof z.ZodType) out.push({ name: `${file}:${name}`, schema: value });
  }
  return out;
}

test('every domain schema: a missing field or a wrong type is refused as malformed; what it accepts passes', async () => {
  crashes.length = 0;
  untranslated.length = 0;
  const loud = quiet();
  const schemas = await domainSchemas();
  let mutated = 0;
  for (const { name, schema } of schemas) {
    for (const [label, a] of hostileAnswers) {
      answer = a;
      await judge(`${name} ← ${label}`, () => call('/api/any', { schema }));
    }
    const sample = sampleOf(schema);
    if (!schema.safeParse(sample).success) continue;
    answer = json(sample);
    const outcome = await judge(`${name} ← its own valid sample`, () => call('/api/any', { schema }));
    assert.is.not(outcome, 'crash');
    for (const m of mutations(schema, sample)) {
      mutated++;
      let expected: 'value' | 'error';
      try {
        expected = schema.safeParse(m.value).success ? 'value' : 'error';
      } catch (e) {
        crashes.push(`${name} ← ${m.label}: the schema itself threw ${(e as Error).message}`);
        continue;
      }
      answer = json(m.value);
      const got = await judge(`${name} ← ${m.label}`, () => call('/api/any', { schema }));
      // A refusal envelope ({ success: false }) is an error whatever the schema says.
      if (got !== 'crash' && !(m.value && typeof m.value === 'object' && (m.value as { success?: unknown }).success === false))
        assert.is(got, expected, `${name} ← ${m.label}`);
    }
  }
  loud();
  assert.ok(schemas.length > 150, `found only ${schemas.length} schemas`);
  assert.ok(mutated > 300, `only ${mutated} mutations`);
  assert.equal(crashes, [], 'crashes');
  assert.equal(untranslated, [], 'untranslated messages');
  writeFigures('malformed-answers', { apiFunctionsAndSchemas: schemas.length, malformedAnswersTried: tried, crashes: crashes.length, untranslated: untranslated.length });
});

/**
 * Which fields of each answer are required, as the project agreed on them
 * (malformed-answers.required.json, reviewed against the spec's entities of
 * section 3 of each file). The schemas are not their own oracle here: a
 * required field made optional, or dropped, changes the answer to this list
 * and fails. A new schema is added to the list on purpose:
 * UPDATE_REQUIRED_FIELDS=1 npm run test:unit -- malformed-answers rewrites it.
 */
const requiredFile = path.join(root, 'tests/unit/malformed-answers.required.json');
test('S3.7.05 every answer schema: each required field removed ends in the malformed-answer path (Error.MalformedAnswer)', async () => {
  const loud = quiet();
  const schemas = await domainSchemas();
  const found: Record<string, string[]> = {};
  const wrong: string[] = [];
  const agreed = JSON.parse(readFileSync(requiredFile, 'utf8')) as Record<string, string[]>;
  for (const { name, schema } of schemas) {
    const sample = sampleOf(schema);
    if (!schema.safeParse(sample).success) continue;
    const required: string[] = [];
    for (const m of mutations(schema, sample).filter((x) => x.label.endsWith(' missing'))) {
      answer = json(m.value);
      try {
        await call('/api/any', { schema });
      } catch (e) {
        if (e instanceof ApiError && e.kind === 'malformed' && e.message === 'Error.MalformedAnswer') required.push(m.label.replace(/ missing$/, ''));
        else if (!(e instanceof ApiError)) wrong.push(`${name} ← ${m.label}: ${(e as Error).message}`);
      }
    }
    found[name] = required.sort();
  }
  loud();
  if (process.env.UPDATE_REQUIRED_FIELDS) writeFileSync(requiredFile, JSON.stringify(found, null, 1) + '\n');
  assert.equal(wrong, [], 'crashes');
  const drift = Object.keys({ ...agreed, ...found })
    .sort()
    .flatMap((name) => {
      const was = agreed[name] ?? [], now = found[name] ?? [];
      const lost = was.filter((f) => !now.includes(f)).map((f) => `${name}: ${f} no longer refused when missing`);
      const added = now.filter((f) => !was.includes(f)).map((f) => `${name}: ${f} newly required (add it to the list)`);
      return [...lost, ...added];
    });
  assert.equal(drift, []);
  assert.ok(Object.values(found).flat().length > 400, 'required fields found');
});

test.run();
