import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { requirements, specFileName, type Requirement } from './requirements';
import type { MachineReport } from './coverage';
import type { FakeWalkReport } from './fake-server/types';
import type { UiMachineReport } from './ui/types';

/**
 * Each requirement of the catalogue with what covers it: machine-level
 * transitions or states that carry its id and were exercised, the same places
 * reached against the fake server and in the UI walk, and the tests whose
 * names carry the id. A place counts only where it was exercised.
 */
export interface RequirementCoverage extends Requirement {
  machine: string[];
  fakeServer: string[];
  ui: string[];
  tests: string[];
  covered: boolean;
}

const idPattern = /\bS[1-4]\.[4-9]\.\d{2}\b/g;

/** Test names (uvu `test('…')`) under tests/ that carry requirement ids, as 'file: name'. */
export function testsNamingIds(testsDir: string): Map<string, string[]> {
  const byId = new Map<string, string[]>();
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const full = path.join(dir, n);
      if (n === '.output' || n === 'node_modules') return [];
      return statSync(full).isDirectory() ? walk(full) : /\.test\.tsx?$/.test(n) ? [full] : [];
    });
  for (const file of walk(testsDir)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\btest\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)) {
      for (const id of new Set(m[2].match(idPattern) ?? [])) {
        const list = byId.get(id) ?? [];
        list.push(`${path.relative(testsDir, file)}: ${m[2].slice(0, 80)}`);
        byId.set(id, list);
      }
    }
  }
  return byId;
}

export function requirementCoverage(o: { reports: MachineReport[]; fake?: FakeWalkReport[]; ui?: UiMachineReport[]; testsDir: string }): RequirementCoverage[] {
  const tests = testsNamingIds(o.testsDir);
  const rows = new Map(requirements.map((r) => [r.id, { ...r, machine: [] as string[], fakeServer: [] as string[], ui: [] as string[], tests: tests.get(r.id) ?? [], covered: false }]));
  for (const r of o.reports) {
    const fake = o.fake?.find((f) => f.id === r.id && f.mode === 'server');
    const ui = o.ui?.find((u) => u.id === r.id && u.adapter);
    for (const t of r.tagged) {
      const row = rows.get(t.id);
      if (!row) continue;
      const root = t.where.endsWith('(root)');
      if (t.covered) row.machine.push(`${r.id}: ${t.where}`);
      if (fake && (root ? !fake.missing.states.length && !fake.missing.transitions.length : fake.states.includes(t.where) || fake.transitions.includes(t.where))) row.fakeServer.push(`${r.id}: ${t.where}`);
      if (ui && (root ? !ui.states.missing.length && !ui.transitions.missing.length : ui.states.coveredIds.includes(t.where) || ui.transitions.coveredKeys.includes(t.where))) row.ui.push(`${r.id}: ${t.where}`);
    }
  }
  const out = [...rows.values()].map((r) => ({ ...r, covered: r.machine.length + r.fakeServer.length + r.ui.length + r.tests.length > 0 }));
  // Uncovered first, then in catalogue order.
  return [...out.filter((r) => !r.covered), ...out.filter((r) => r.covered)];
}

/** The requirements of sections 4 to 6 (states, validation, permissions) that nothing covers: the gate's list. */
export const uncoveredCore = (rows: RequirementCoverage[]) => rows.filter((r) => !r.covered && r.section <= 6);

/**
 * The gate (issue 24 item 1): a full run fails, naming them, while requirements of sections 4 to 6 are
 * covered by nothing. A selection (a machine, a path) or a production run (no fake-server walk) leaves
 * requirements unwalked that the full run would cover: it reports and does not fail.
 */
export function requirementGate(rows: RequirementCoverage[], fullRun: boolean): string | null {
  const core = uncoveredCore(rows);
  if (!fullRun || !core.length) return null;
  return `requirements of sections 4 to 6 not covered: ${core.length} (${core.map((r) => r.id).join(' ')}); each needs a machine place tagged with its id and exercised, or a test named with it`;
}

export function requirementText(rows: RequirementCoverage[]): string {
  const covered = rows.filter((r) => r.covered).length;
  const lines = [`Requirements of spec sections 4 to 9: ${covered}/${rows.length} covered; sections 4 to 6 uncovered: ${uncoveredCore(rows).length}.`, ''];
  for (const r of rows) {
    lines.push(`${r.covered ? '✓' : '✗'} ${r.id}  (${specFileName[r.file]} §${r.section})  ${r.rule}`);
    for (const [what, list] of [['machine', r.machine], ['fake server', r.fakeServer], ['UI', r.ui], ['test', r.tests]] as const) for (const x of list) lines.push(`      ${what}: ${x}`);
  }
  return lines.join('\n') + '\n';
}
