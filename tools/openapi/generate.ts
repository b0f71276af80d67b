import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod';
import { allRoutes } from '../../server-fake/routes';
import { realtimeEventNames } from '../../src/realtime/events';
import { callSites, unionsIn, type Site } from './call-sites';
import { defaultPaths } from '../../src/domain/paths';

/**
 * The OpenAPI 3.1 document of every call the client makes, for the backend
 * team of a deployment: generated, never written by hand, from
 * - the client's calls (src/api, read by call-sites.ts) and the zod schema
 *   each parses its answer with (evaluated in its own module's scope);
 * - the fake server's routes (server-fake/routes), which validate each body
 *   with the same shared schemas, and say who may call (permission, anonymous);
 * - the spec's endpoint table (../shared/spec/endpoints.tsv): area and spec file.
 * JSON Schema from zod 4's own `z.toJSONSchema` (draft 2020-12, OpenAPI 3.1's dialect).
 */
const root = path.resolve(import.meta.dirname, '../..');

interface Documented {
  area: string;
  spec: string;
}

/** endpoints.tsv by `METHOD /path/{}` (lower case, parameters as {}). */
function documented(): Map<string, Documented> {
  const file = path.join(root, '../shared/spec/endpoints.tsv');
  const out = new Map<string, Documented>();
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return out;
  }
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#') || line.startsWith('METHOD')) continue;
    const [method, p, area, spec] = line.split('\t');
    if (!method || !p) continue;
    out.set(`${method} ${norm(p)}`, { area: area ?? '', spec: spec ?? '' });
  }
  return out;
}

/** `/api/X/GetById/:id` and `/api/x/getbyid/{id}` alike: lower case, every parameter `{}`, no query. */
const norm = (p: string) => p.replace(/\?.*$/, '').replace(/:\w+|\{\w*\}/g, '{}').replace(/\/+$/, '').toLowerCase();

/** Each site's answer schema, evaluated in its module's scope: a copy of src/ whose api modules export their schema expressions. */
async function answerSchemas(sites: Site[]): Promise<Map<Site, z.ZodType | null>> {
  const copy = path.join(root, '.cache/openapi');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  cpSync(path.join(root, 'src'), path.join(copy, 'src'), { recursive: true });
  const out = new Map<Site, z.ZodType | null>();
  try {
    const byFile = new Map<string, Site[]>();
    for (const s of sites) byFile.set(s.file, [...(byFile.get(s.file) ?? []), s]);
    // Every module is written before any is imported: one api module imports another (client.ts).
    for (const [file, list] of byFile) {
      const usable = list.filter((s) => s.schema && !/^(undefined as never|S)$/.test(s.schema));
      const entries = [...new Map(usable.map((s) => [s.index, s.schema!])).entries()].map(([i, expr]) => `  ${i}: () => (${expr}),`);
      const target = path.join(copy, 'src/api', file);
      writeFileSync(target, `${readFileSync(target, 'utf8')}\nexport const __openapiSchemas: Record<number, () => unknown> = {\n${entries.join('\n')}\n};\n`);
    }
    for (const [file, list] of byFile) {
      const mod = (await import(pathToFileURL(path.join(copy, 'src/api', file)).href)) as { __openapiSchemas: Record<number, () => unknown> };
      for (const s of list) {
        const make = mod.__openapiSchemas[s.index];
        out.set(s, make ? (make() as z.ZodType) : null);
      }
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  return out;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
}

/** The `config.json` key that moves a call, when it has one: its default path, or that path followed by `/{id}`. */
const overrideKey = (template: string) =>
  Object.entries(defaultPaths).find(([, p]) => template === p || template.startsWith(`${p}/{`))?.[0];

/**
 * A call of the spec's table: which of its files describe it, and whether config.json may still move it (a deployer
 * read the bare '1,4' of spec files as nothing, and could not tell these calls are movable).
 */
const documentedSummary = (doc: Documented, template: string) => {
  const key = overrideKey(template);
  return `In the spec's table of calls (area ${doc.area}, spec file${doc.spec.includes(',') ? 's' : ''} ${doc.spec.split(',').join(' and ')})${key ? `; config.json's paths may move it, key '${key}' (docs/deploying.md)` : ''}`;
};

/** What a call not in the spec's table is, for the backend team: movable by config.json, or as this client calls it. */
const undocumented = (template: string) => {
  const key = overrideKey(template);
  return key
    ? `A path the spec leaves out (docs/deploying.md): config.json's paths may move it, key '${key}'`
    : 'Not in the spec\'s table of calls as written: the path this client calls (the fake server declares it); config.json cannot move it';
};

const operationId = (method: string, p: string) =>
  `${method.toLowerCase()}${p.replace(/\{\w*\}|:\w+/g, 'ById').split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}`;

export async function generateOpenApi(): Promise<Record<string, unknown>> {
  const apiDir = path.join(root, 'src/api');
  const domain = path.join(root, 'src/domain');
  const unions = new Map(readdirSync(domain).filter((f) => f.endsWith('.ts')).flatMap((f) => [...unionsIn(readFileSync(path.join(domain, f), 'utf8'))]));
  // The demo's personas are the fake server's alone: a production API has no such call.
  const sites = readdirSync(apiDir).filter((f) => f.endsWith('.ts') && f !== 'personas-api.ts').sort().flatMap((f) => callSites(readFileSync(path.join(apiDir, f), 'utf8'), f, unions));
  const answers = await answerSchemas(sites);
  const spec = documented();
  const routes = new Map(allRoutes.map((r) => [`${r.method} ${norm(r.path)}`, r]));
  const paths: Record<string, Record<string, unknown>> = {};
  const seen = new Set<string>();
  for (const site of sites) {
    if (site.path.includes(':{}') || site.path.includes('.ts:')) continue;
    const key = `${site.method} ${norm(site.path)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const route = routes.get(key);
    // The path as the spec writes it when it is documented, else as the fake server declares it.
    const template = (route?.path ?? site.path).replace(/:(\w+)/g, '{$1}');
    let n = 0;
    const openPath = template.replace(/\{\}/g, () => `{p${n++}}`);
    const parameters = [...openPath.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const answer = answers.get(site);
    const doc = spec.get(key);
    const op: Record<string, unknown> = {
      operationId: operationId(site.method, template),
      tags: [doc?.area || site.file.replace(/-api\.ts$|\.ts$/, '')],
      summary: doc ? documentedSummary(doc, template) : undocumented(template),
      ...(parameters.length ? { parameters } : {}),
      ...(route?.permission ? { 'x-permission': route.permission } : {}),
      ...(route?.anonymous ? { security: [] } : {}),
      responses: {
        '200': site.method === 'HEAD' || !answer
          ? { description: site.method === 'HEAD' || answer === undefined ? 'The file or an empty answer' : 'The answer (the client does not parse it)' }
          : { description: 'The answer, as the client parses it', content: { 'application/json': { schema: jsonSchema(answer, 'output') } } },
        '400': { description: 'A refused body or parameter, with a message key' },
        '401': { description: 'No valid bearer token' },
        '403': { description: 'The permission is missing' },
        '404': { description: 'An unknown id' },
      },
    };
    if (route?.body && site.method !== 'GET') {
      const body = jsonSchema(route.body as z.ZodType, 'input');
      op.requestBody = site.multipart
        ? { required: true, content: { 'multipart/form-data': { schema: body } } }
        : { required: true, content: { 'application/json': { schema: body } } };
    } else if (site.multipart) op.requestBody = { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } };
    (paths[openPath] ??= {})[site.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'MintRH: the API this client calls',
      version: '1',
      description: 'Generated by `npm run build` from the client\'s zod schemas (src/domain), its calls (src/api) and the fake server\'s routes. Every answer is an envelope { success, message, data }; every create carries an Idempotency-Key header; every call carries Accept-Language (fr, ar, es or en). The realtime hub is described under x-signalr-hub.',
    },
    servers: [{ url: '/', description: 'apiBaseUrl of config.json' }],
    security: [{ bearer: [] }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The access token of POST /api/auth/login; the hub takes it as the access_token query parameter of its WebSocket.' } } },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    'x-signalr-hub': {
      path: '/chathub (config.json hubUrl)',
      protocol: 'SignalR JSON hub protocol, version 1; negotiate at {hub}/negotiate?negotiateVersion=1; WebSockets with access_token in the query',
      clientInvokes: { connectedUser: { arguments: [{ name: 'userId', schema: { type: 'integer' } }], description: 'Sent after each connect and reconnect: the server marks the person online and sends UserStatus to the others.' } },
      serverEvents: Object.fromEntries(realtimeEventNames.map((name) => [name, hubEvents[name]])),
    },
  };
}

const hubEvents: Record<string, unknown> = {
  ReceiveMessage: { arguments: [{ name: 'sender', schema: { type: 'integer' } }, { name: 'text', schema: { type: 'string' } }, { name: 'message', schema: { type: 'object' } }], description: 'A chat message for this person (spec 2 section 7).' },
  UserStatus: { arguments: [{ name: 'userId', schema: { type: 'integer' } }, { name: 'online', schema: { type: 'boolean' } }, { name: 'lastSeenText', schema: { type: 'string' } }], description: 'Presence of another person.' },
  updatedTheme: { arguments: [{ name: 'message', schema: { type: 'object', properties: { subDomain: { type: 'string' }, theme: { type: 'string' } }, required: ['subDomain', 'theme'] } }], description: 'The company theme changed.' },
  updatedUserRole: { arguments: [], description: 'This person\'s role changed: the client reads GET /api/auth/permissions again.' },
  ReceiveNotification: { arguments: [{ name: 'notification', schema: { type: 'object' } }], description: 'A notification for the bell (parsed with src/domain/shell.ts).' },
};

/** The document as the build writes it: stable key order, two-space JSON, a final newline. */
export async function openApiText(): Promise<string> {
  return `${JSON.stringify(await generateOpenApi(), null, 2)}\n`;
}

/** `node --import tsx tools/openapi/generate.ts [more files]`: writes docs/openapi.json, and a copy to each file named (the build's dist/openapi.json). */
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const text = await openApiText();
  for (const out of [path.join(root, 'docs/openapi.json'), ...process.argv.slice(2)]) writeFileSync(out, text);
  console.log(`  written docs/openapi.json${process.argv.length > 2 ? ` and ${process.argv.slice(2).map((f) => path.relative(root, f)).join(', ')}` : ''}`);
}
