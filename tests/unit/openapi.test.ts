import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { openApiText } from '../../tools/openapi/generate';
import { realtimeEventNames } from '../../src/realtime/events';

/**
 * Issue 37 item 3: the OpenAPI 3.1 document of every call the client makes,
 * generated from the zod schemas. It validates with a well-kept validator
 * (@apidevtools/swagger-parser), and it is in sync: a schema changed without
 * the document (`npm run openapi`, or any `npm run build`) fails here.
 */
const root = path.resolve(import.meta.dirname, '../..');
const kept = readFileSync(path.join(root, 'docs/openapi.json'), 'utf8');
const doc = JSON.parse(kept) as {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }; responses: Record<string, { content?: unknown }>; security?: unknown[] }>>;
  'x-signalr-hub': { serverEvents: Record<string, unknown>; clientInvokes: Record<string, unknown> };
  components: { securitySchemes: Record<string, { scheme?: string }> };
};

test('docs/openapi.json is what the schemas give today (regenerate with npm run openapi)', async () => {
  const fresh = await openApiText();
  assert.ok(fresh === kept, 'docs/openapi.json is out of date: a schema, a call or a route changed; run `npm run openapi` and commit it');
});

test('it is a valid OpenAPI 3.1 document', async () => {
  assert.is(doc.openapi, '3.1.0');
  await SwaggerParser.validate(structuredClone(doc) as never);
});

test('it describes the calls: bodies, answers, bearer auth, multipart, the hub', () => {
  const op = (p: string, m: string) => doc.paths[p]?.[m];
  assert.is(doc.components.securitySchemes.bearer?.scheme, 'bearer');
  // The user list filter's twelve fields (spec 1 section 3), from the shared schema.
  const filter = op('/api/users/list', 'post')?.requestBody?.content['application/json']?.schema.properties ?? {};
  for (const f of ['searchValue', 'lenght', 'currentList', 'id', 'roleName', 'userid', 'roleId', 'ids']) assert.ok(f in filter, `users/list body has ${f}`);
  assert.ok(op('/api/demandeconge/Create', 'post')?.requestBody?.content['multipart/form-data'], 'leave create is multipart');
  assert.ok(op('/api/typeconge/list', 'get')?.responses['200']?.content, 'an answer schema');
  assert.equal(op('/api/auth/login', 'post')?.security, [], 'sign-in needs no token');
  assert.equal(Object.keys(doc['x-signalr-hub'].serverEvents), realtimeEventNames);
  assert.ok('connectedUser' in doc['x-signalr-hub'].clientInvokes);
  assert.not.ok(kept.includes('/api/auth/personas'), 'the demo personas are not part of a production API');
});

test("every call is the spec's (its method and path as endpoints.tsv writes them) or one config.json can move", () => {
  // The spec's own table, as the backend team reads it: a method and a path, parameters written {…}, a query left out.
  const lines = readFileSync(path.join(root, '../shared/spec/endpoints.tsv'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  const spec = new Set(lines.map((l) => l.split('\t')).map(([m, p]) => `${m!.toUpperCase()} ${p!.replace(/\?.*$/, '').replace(/\/$/, '').replace(/\{\w*\}/g, '{}')}`));
  const wrong: string[] = [];
  for (const [p, ops] of Object.entries(doc.paths))
    for (const [m, o] of Object.entries(ops)) {
      const summary = (o as { summary?: string }).summary ?? '';
      const key = `${m.toUpperCase()} ${p.replace(/\{\w*\}/g, '{}')}`;
      if (!spec.has(key) && !/config\.json's paths may move it, key '[\w.]+'/.test(summary)) wrong.push(key);
    }
  // Forms' calls were once described as GETs (their local wrapper's method was not read): a backend team would have built them so.
  assert.equal(wrong, []);
});

test.run();
