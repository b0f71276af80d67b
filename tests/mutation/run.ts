import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogue, type Area, type Mutant } from './catalogue';

/**
 * `npm run test:mutation` (not part of `npm test`): each mutant of
 * tests/mutation/catalogue.ts applied, one at a time, to a copy of the tree in
 * the system's temporary folder (the work tree is never written, so an
 * interrupted run leaves nothing behind), then the fast suites that could
 * notice it run until one fails: the machine's model walk first (machine
 * level and against the fake server: `test:model --machine-only --machine`),
 * then the area's unit suites, the oracle suites (issue 24 item 2) and the
 * oracle's panels. Every suite is run once on the unmutated copy first; one
 * failing there is left out and said. Prints killed/survived with the killing
 * suite and test, the score (killed / non-equivalent) and the model walk's
 * own score over the guard, target and delay mutants (their walk always runs),
 * and writes tests/.output/mutation.json.
 *   --only id,id   some mutants only
 *   --timeout S    seconds one suite may take before it counts as killing (default 300: a mutant that hangs)
 *   --walk-only    only the model walk, for the guard, target and delay mutants (what it kills alone)
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const only = arg('only')?.split(',');
const timeoutMs = Number(arg('timeout') ?? 300) * 1000;
const walkOnly = process.argv.includes('--walk-only');

const oracle = ['unit unit/oracle-'];
// Every decided record's decisions are held, undoable, before they are sent (issue 36 item 1): one file tests them all.
const held = 'unit unit/held-decision';
const unitOf: Record<Area, string[]> = {
  leave: [held, 'unit unit/leave-machines', 'unit unit/leave-api', 'unit unit/leave-days', ...oracle, 'unit unit/malformed-answers', 'unit unit/security-permissions'],
  expenses: [held, 'unit unit/expenses-machine', 'unit unit/expenses-api', ...oracle, 'unit unit/security-permissions'],
  documents: [held, 'unit unit/documents-rules', 'unit unit/documents-server', ...oracle, 'unit unit/security-permissions'],
  forms: [held, 'unit unit/forms-rules', 'unit unit/forms-api', 'unit unit/forms-answered', ...oracle],
  interventions: [held, 'unit unit/interventions-machine', 'unit unit/interventions-api', ...oracle, 'unit unit/security-permissions'],
  policy: ['unit unit/settings-policy-check', 'unit unit/settings-policy-api'],
  uploads: ['unit unit/uploads-content', 'unit unit/fake-server-uploads', 'unit unit/expenses-api', 'unit unit/interventions-api'],
  // Issue 33 item 6: the areas of the rule files the catalogue now reaches (a comma lists several files in one run).
  chat: ['unit unit/chat-,unit/hub-session-end,unit/hub-switch', 'components components/chat-', 'unit unit/security-permissions'],
  inventory: ['unit unit/inventory-', 'components components/inventory-', 'unit unit/security-permissions'],
  shell: ['unit unit/search-patterns,unit/shell-features,unit/fake-server-visibility', 'unit unit/conformance/user-list,unit/inputs-user-list', 'components components/shell-features,components/inputs-user-picker', 'unit unit/security-permissions'],
  reminders: ['unit unit/shell-features,unit/fake-server-core', 'unit unit/security-permissions'],
  projects: ['unit unit/projects-api', 'components components/projects-,components/ui-project-select', 'unit unit/leave-api,unit/expenses-api'],
  access: ['unit unit/fake-server-sign-in,unit/fake-server-visibility,unit/fake-server-uploads', 'unit unit/security-permissions', 'unit unit/session.machine,unit/tab-session,unit/client-session,unit/shell-demo-sessions,unit/fake-server-core', 'components components/session-storage,components/demo-persona-switch,components/file-viewer'],
};
/** The machines whose walk against the fake server reaches an area's rules, for the rule and schema mutants. */
const walksOf: Record<Area, string[]> = {
  leave: ['leaveRequest', 'leaveForm'],
  expenses: ['expenseNote'],
  documents: ['documentRequest'],
  forms: ['formResponse'],
  interventions: ['intervention'],
  policy: ['policyCheck'],
  uploads: [],
  chat: ['chat.conversation', 'chat.groupForm'],
  inventory: ['import'],
  shell: ['shell.search', 'shell.userSearch'],
  reminders: ['shell.reminderEditor', 'shell.notifications'],
  projects: ['leaveForm'],
  access: ['session'],
};
const walk = (id: string) => `model ${id}`;
const panels = 'components components/oracle-panels';

function suitesOf(m: Mutant): string[] {
  if (walkOnly) return m.machine ? [walk(m.machine)] : [];
  const s = m.machine ? [walk(m.machine), ...unitOf[m.area], panels] : [...unitOf[m.area], ...walksOf[m.area].map(walk)];
  return [...new Set(s)];
}

function command(suite: string): string[] {
  const [kind, what] = suite.split(' ') as [string, string];
  if (kind === 'model') return ['--import', 'tsx', 'tests/model/cli.ts', '--machine-only', '--machine', what];
  return ['--import', 'tsx', 'tests/run-suite.ts', kind, what];
}

interface Outcome {
  ok: boolean;
  ms: number;
  /** The failing test's name, or the walk's failing line. */
  failed?: string;
  timedOut?: boolean;
}

function run(dir: string, suite: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, command(suite), { cwd: dir, env: { ...process.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    children.add(child.pid!);
    child.on('close', (code) => {
      clearTimeout(timer);
      children.delete(child.pid!);
      const failed = /FAIL\s+"([^"]+)"/.exec(out)?.[1] ?? /^(.*(?:✗|failed at|threw|not covered|missing).*)$/m.exec(out)?.[1]?.trim() ?? (code ? out.trim().split('\n').slice(-3).join(' / ').slice(0, 300) : undefined);
      resolve({ ok: code === 0 && !timedOut, ms: Date.now() - started, ...(code === 0 && !timedOut ? {} : { failed: timedOut ? `timed out after ${timeoutMs / 1000} s` : failed }), ...(timedOut ? { timedOut } : {}) });
    });
  });
}

// The copy: every file of the tree but what is built, cached or installed (node_modules is linked), two
// levels down so the spec the tests read beside the tree (../shared or ../../shared) is linked where they look.
const children = new Set<number>();
const top = mkdtempSync(path.join(tmpdir(), 'mintrh-mutation-'));
const dir = path.join(top, 'wt', 'tree');
mkdirSync(path.dirname(dir), { recursive: true });
const shared = [path.join(root, '../shared'), path.join(root, '../../shared')].find((p) => existsSync(path.join(p, 'spec')));
if (shared) symlinkSync(realpathSync(shared), path.join(top, 'shared'));
const skip = new Set(['node_modules', '.git', 'dist', 'dist-demo', '.cache']);
cpSync(root, dir, { recursive: true, filter: (src) => !skip.has(path.basename(src)) && !src.includes(`${path.sep}tests${path.sep}.output`) });
symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
const cleanUp = () => {
  for (const pid of children)
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  rmSync(top, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });

const chosen = catalogue.filter((m) => (!only || only.includes(m.id)) && (!walkOnly || m.machine));
const started = Date.now();
console.log(`mutation run: ${chosen.length} mutants in ${dir}`);

// Baseline: each suite must pass on the unmutated tree, or it could kill nothing honestly.
const baseline = new Map<string, Outcome>();
for (const suite of [...new Set(chosen.filter((m) => !m.equivalent).flatMap(suitesOf))]) {
  const o = await run(dir, suite);
  baseline.set(suite, o);
  console.log(`baseline ${o.ok ? '✓' : '✗'} ${suite} (${(o.ms / 1000).toFixed(1)} s)${o.ok ? '' : `: ${o.failed}  (left out)`}`);
}
const usable = (s: string) => baseline.get(s)?.ok;

interface Result {
  id: string;
  kind: Mutant['kind'];
  file: string;
  fault: string;
  status: 'killed' | 'survived' | 'equivalent';
  killedBy?: { suite: string; test?: string };
  /** For guard, target and delay mutants: whether the model walk alone killed it. */
  walkKills?: boolean;
  suites: string[];
  ms: number;
  equivalent?: string;
}
const results: Result[] = [];
for (const m of chosen) {
  const t0 = Date.now();
  if (m.equivalent) {
    results.push({ id: m.id, kind: m.kind, file: m.file, fault: m.fault, status: 'equivalent', equivalent: m.equivalent, suites: [], ms: 0 });
    console.log(`= ${m.id}: equivalent (${m.equivalent})`);
    continue;
  }
  const file = path.join(dir, m.file);
  const text = readFileSync(file, 'utf8');
  if (text.split(m.original).length !== 2) throw new Error(`${m.id}: its snippet is not found exactly once in ${m.file} (npm run test:unit -- mutation-catalogue)`);
  writeFileSync(file, text.replace(m.original, () => m.replacement));
  const ran: string[] = [];
  let killedBy: Result['killedBy'];
  let walkKills: boolean | undefined;
  try {
    for (const suite of suitesOf(m).filter(usable)) {
      ran.push(suite);
      const o = await run(dir, suite);
      if (m.machine && suite === walk(m.machine)) walkKills = !o.ok;
      if (!o.ok) {
        killedBy = { suite, ...(o.failed ? { test: o.failed } : {}) };
        break;
      }
    }
  } finally {
    writeFileSync(file, text);
  }
  const r: Result = { id: m.id, kind: m.kind, file: m.file, fault: m.fault, status: killedBy ? 'killed' : 'survived', ...(killedBy ? { killedBy } : {}), ...(walkKills === undefined ? {} : { walkKills }), suites: ran, ms: Date.now() - t0 };
  results.push(r);
  console.log(`${killedBy ? '✓ killed  ' : '✗ SURVIVED'} ${m.id} (${m.kind}, ${(r.ms / 1000).toFixed(0)} s)${killedBy ? ` by ${killedBy.suite}${killedBy.test ? `: ${killedBy.test}` : ''}` : ` (ran ${ran.join(', ')})`}`);
}
cleanUp();

const scored = results.filter((r) => r.status !== 'equivalent');
const killed = scored.filter((r) => r.status === 'killed');
const walked = scored.filter((r) => r.kind === 'guard' || r.kind === 'target' || r.kind === 'delay');
const walkKilled = walked.filter((r) => r.walkKills);
const pct = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 10 : 100);
const summary = {
  date: new Date().toISOString(),
  minutes: Math.round((Date.now() - started) / 600) / 100,
  mutants: results.length,
  equivalent: results.length - scored.length,
  score: { killed: killed.length, of: scored.length, percent: pct(killed.length, scored.length) },
  modelWalkAlone: { killed: walkKilled.length, of: walked.length, percent: pct(walkKilled.length, walked.length) },
  suitesLeftOut: [...baseline].filter(([, o]) => !o.ok).map(([s, o]) => ({ suite: s, failed: o.failed })),
  results,
};
mkdirSync(path.join(root, 'tests/.output'), { recursive: true });
// A walk-only run keeps the full run's figures.
const outFile = `tests/.output/${walkOnly ? 'mutation-walk' : 'mutation'}.json`;
writeFileSync(path.join(root, outFile), JSON.stringify(summary, null, 1));
console.log(`\nmutation score: ${killed.length}/${scored.length} non-equivalent mutants killed (${summary.score.percent} %); ${summary.equivalent} equivalent`);
console.log(`model walk alone (guard, target and delay mutants): ${walkKilled.length}/${walked.length} (${summary.modelWalkAlone.percent} %)`);
const survivors = scored.filter((r) => r.status === 'survived');
if (survivors.length) console.log(`survived: ${survivors.map((r) => r.id).join(', ')}`);
const walkSurvivors = walked.filter((r) => !r.walkKills);
if (walkSurvivors.length) console.log(`not killed by the model walk alone: ${walkSurvivors.map((r) => r.id).join(', ')}`);
console.log(`${summary.minutes} min; ${outFile}`);
process.exit(killed.length / Math.max(1, scored.length) >= 0.9 && walkSurvivors.length === 0 ? 0 : 1);
