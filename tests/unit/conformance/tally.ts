import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as assert from 'uvu/assert';
import type { Test } from 'uvu';
import { figuresDir, writeFigures } from '../../figures';

/**
 * The conformance figure: for each documented field of a request body or filter that a test sends with two
 * values, whether the answer changed as the spec says (honoured), was a 400 naming the field (refused), or
 * stayed the same (ignored). Each file adds its fields to tests/.output/figures/conformance/fields.json and the
 * figure (tests/.output/figures/conformance.json) is recounted from it, so `npm test` prints one line.
 */
export type Outcome = 'honoured' | 'refused' | 'ignored';
export interface Answer {
  status: number;
  json: any;
}

const here = path.dirname(fileURLToPath(import.meta.url));
// Beside the figures, in a folder of its own (cleared with them at the start of `npm test`; printFigures reads only the top level).
const detailFile = path.join(figuresDir, 'conformance', 'fields.json');

/** The spec's files, beside the repository (../shared/spec) as the README says. */
export function specText(file: string): string {
  const found = [path.join(here, '../../../../shared/spec', file), path.join(here, '../../../../../shared/spec', file), path.join('/work/shared/spec', file)].find(existsSync);
  if (!found) throw new Error(`spec file ${file} not found beside the repository`);
  return readFileSync(found, 'utf8');
}

/** The comma-separated field names after `label:` in a spec line (up to the first full stop or semicolon). */
export function specFields(file: string, label: string): string[] {
  const line = specText(file).split('\n').find((l) => l.includes(label));
  if (!line) throw new Error(`'${label}' not found in ${file}`);
  const after = line.slice(line.indexOf(label) + label.length).replace(/^[:*\s]+/, '');
  // A parenthesis may name a second spelling ('some calls spell it lenght'): it counts as a field of its own.
  return after
    .replace(/\([^)]*\)/g, (m) => (/spell it (\w+)/.exec(m) ? `, ${/spell it (\w+)/.exec(m)![1]}` : ''))
    .split(/[.;]\s/)[0]!
    .split(',')
    .map((s) => s.trim().replace(/[.:]$/, '').split(/\s/)[0]!)
    .filter(Boolean);
}

const names = (r: Answer, field: string) =>
  r.status === 400 && (String(r.json?.message ?? '').includes(field) || (Array.isArray(r.json?.errors) && r.json.errors.some((e: { field?: string }) => e.field === field || e.field?.startsWith(`${field}.`))));

/** Two answers for two values of one field: refused if either is a 400 naming it, honoured if both answer and `changed` holds. */
export function classify(field: string, a: Answer, b: Answer, changed: (a: any, b: any) => boolean): Outcome {
  if (names(a, field) || names(b, field)) return 'refused';
  if (a.status === 200 && b.status === 200 && changed(a.json, b.json)) return 'honoured';
  return 'ignored';
}

const seen = new Map<string, { documented: string[]; outcomes: Record<string, Outcome> }>();

/** Declares an endpoint's documented fields (so those without a test count as not covered). */
export function documented(endpoint: string, fields: string[]) {
  seen.set(endpoint, { documented: fields, outcomes: seen.get(endpoint)?.outcomes ?? {} });
}

export function record(endpoint: string, field: string, outcome: Outcome) {
  const e = seen.get(endpoint) ?? { documented: [], outcomes: {} };
  e.outcomes[field] = outcome;
  seen.set(endpoint, e);
}

/** Merges this file's endpoints into the run's detail and writes the figure. */
export function writeConformance() {
  const all: Record<string, { documented: string[]; outcomes: Record<string, Outcome> }> = existsSync(detailFile) ? JSON.parse(readFileSync(detailFile, 'utf8')) : {};
  for (const [k, v] of seen) all[k] = v;
  mkdirSync(path.dirname(detailFile), { recursive: true });
  writeFileSync(detailFile, `${JSON.stringify(all, null, 1)}\n`);
  const rows = Object.entries(all).flatMap(([endpoint, v]) => v.documented.map((f) => ({ endpoint, f, o: v.outcomes[f] })));
  const of = (o: Outcome) => rows.filter((r) => r.o === o).map((r) => `${r.endpoint} ${r.f}`);
  writeFigures('conformance', {
    endpoints: Object.keys(all).length,
    documented: rows.length,
    honoured: of('honoured').length,
    refused: of('refused').length,
    ignored: of('ignored'),
    notCovered: rows.filter((r) => !r.o).length,
  });
}

/**
 * One field, two values, as a uvu test: the outcome is recorded, and the test fails when the field was accepted and
 * ignored, unless `knownIgnored` says why the product keeps it so (then the figure counts it as ignored, and the test
 * fails if it stops being ignored, so the reason is revisited).
 */
export function fieldTest(
  test: Test,
  endpoint: string,
  name: string,
  send: (v: unknown) => Answer | Promise<Answer>,
  values: [unknown, unknown],
  changed: (a: any, b: any) => boolean,
  knownIgnored?: string,
) {
  test(`${endpoint} ${name}: ${JSON.stringify(values[0])} then ${JSON.stringify(values[1])}`, async () => {
    const a = await send(values[0]);
    const b = await send(values[1]);
    const outcome = classify(name.split('.').at(-1)!, a, b, changed);
    record(endpoint, name, outcome);
    for (const r of [a, b]) assert.ok(r.status === 200 || r.status === 400, `${name}: ${r.status}`);
    if (knownIgnored) assert.is(outcome, 'ignored', `${name} is no longer ignored: drop its knownIgnored (${knownIgnored})`);
    else assert.is.not(outcome, 'ignored', `${name} accepted and ignored: ${JSON.stringify([a.status, a.json?.message, b.status, b.json?.message])}`);
  });
}
