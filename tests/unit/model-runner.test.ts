import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { registry } from '../model/models';
import { analyse, meets } from '../model/coverage';
import { htmlReport } from '../model/html-report';
import { matchesMachine } from '../model/select';
import { setup } from 'xstate';
import { requirementById, requirements } from '../model/requirements';
import { requirementCoverage, requirementGate, testsNamingIds, uncoveredCore } from '../model/requirements-report';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const session = registry.find((r) => r.id === 'session')!;

test('the registered session machine meets the transition criterion', () => {
  const r = analyse(session);
  assert.ok(meets(r, 'transitions'));
  assert.is(r.requirements.missing.length, 0);
  assert.ok(r.paths.length >= r.states.total, 'at least a path per state');
});

test('a broken build (a guard removed) is caught: a transition is never taken', () => {
  // The copy a careless edit would produce: the guard that tells a stored session from none always says yes.
  const broken = { ...session, machine: session.machine.provide({ guards: { hasSession: () => true } }) };
  const r = analyse(broken);
  assert.not.ok(meets(r, 'transitions'));
  const caught = r.failures.some((f) => f.startsWith('traversal threw')) || r.transitions.missing.some((t) => t.startsWith('session.restoring'));
  assert.ok(caught, [...r.failures, ...r.transitions.missing].join('\n'));
});

test('the default gate asks every guard both ways: a guard never false fails it, though every transition is taken', () => {
  const upload = registry.find((r) => r.id === 'upload')!;
  // Without its waiver (production's side, where the tick never advances) the simulated tick's guard is never false.
  const r = analyse({ ...upload, guardSidesWaived: {} });
  assert.is(r.transitions.covered, r.transitions.total);
  assert.ok(meets(r, 'states'));
  assert.not.ok(meets(r, 'transitions'));
  assert.ok(r.guards.missing.some((g) => g.includes('never false')));
  assert.ok(meets(analyse(upload), 'transitions'));
});

test('a guard side waived with its reason leaves the total; a waiver of a side that is taken fails the machine', () => {
  const timeline = registry.find((r) => r.id === 'leaveTimeline')!;
  const r = analyse(timeline);
  assert.equal(r.guards.waived.map((w) => w.side), ['leaveTimeline.ready.moreFailed ─timeline.more#0→ (never false)']);
  assert.ok(meets(r, 'transitions'));
  const wrong = analyse({ ...timeline, guardSidesWaived: { ...timeline.guardSidesWaived, 'leaveTimeline.ready.moreFailed ─timeline.more#0→ (never true)': 'not so' } });
  assert.not.ok(meets(wrong, 'transitions'));
  assert.ok(wrong.failures.some((f) => f.startsWith('guard side waived but taken')));
});

test('an entry lists the inputs that matter: the machine is walked from each, each path from its own input (issue 24 item 3)', () => {
  const note = registry.find((r) => r.id === 'expenseNote')!;
  assert.ok(note.inputs?.length, 'the expense note lists its inputs');
  const r = analyse(note);
  assert.is(r.guards.covered, r.guards.total, r.guards.missing.join('\n'));
  assert.ok(meets(r, 'transitions'));
  // Paths are planned per input and replay from it: the colleague's paths land where a colleague's would.
  const colleague = r.paths.filter((p) => p.input === note.inputs![0].name);
  assert.ok(colleague.length > 0 && colleague.length < r.paths.length);
  // Without the colleague, the guards are never false: the same entry fails the default gate.
  const validatorOnly = analyse({ ...note, inputs: [{ name: 'the validator again', input: note.input }] });
  assert.not.ok(meets(validatorOnly, 'transitions'));
  assert.ok(validatorOnly.guards.missing.some((g) => g.includes('note.submit') && g.includes('never false')), validatorOnly.guards.missing.join('\n'));
});

test("eventless branches count their guards both ways: the one taken true, those tried before it false", () => {
  const leave = registry.find((r) => r.id === 'leaveRequest')!;
  const r = analyse(leave, { criterion: 'guards' });
  assert.not.ok(r.guards.missing.some((g) => g.includes('(always)')), r.guards.missing.join('\n'));
});

test('sampled paths are stable for a seed', () => {
  const a = analyse(session, { sample: 3, seed: 7 }).paths.map((p) => p.index);
  const b = analyse(session, { sample: 3, seed: 7 }).paths.map((p) => p.index);
  assert.equal(a, b);
  assert.is(a.length, 3);
});

test('the HTML report draws each machine with covered and uncovered parts', () => {
  const html = htmlReport([analyse(session)], 'transitions');
  assert.match(html, /<h2 class="ok">session<\/h2>/);
  assert.match(html, /class="st ok"/);
});

test('--machine selects an exact id, or a prefix with a trailing *', () => {
  const ids = registry.map((r) => r.id);
  assert.equal(ids.filter((id) => matchesMachine('leaveForm', id)), ['leaveForm']);
  assert.equal(ids.filter((id) => matchesMachine('session', id)), ['session'], 'not every id containing session');
  assert.equal(ids.filter((id) => matchesMachine('shell.*', id)).sort(), ['shell.hoverCard', 'shell.notifications', 'shell.reminderEditor', 'shell.search', 'shell.userSearch']);
  assert.equal(ids.filter((id) => matchesMachine('leave', id)), []);
  assert.is(ids.filter((id) => matchesMachine(undefined, id)).length, ids.length);
});

/** A small machine for the requirement rules: a root tag, a tagged event, and an eventless choice. */
const tiny = (spec: { root?: unknown; go?: unknown; always0?: unknown; always1?: unknown }, events: string[]) => ({
  id: 'tiny',
  file: 'tiny.machine.ts',
  events: events.map((type) => ({ type })),
  input: { big: false },
  machine: setup({ types: {} as { context: { big: boolean }; input: { big: boolean } }, guards: { isBig: ({ context }) => context.big } }).createMachine({
    id: 'tiny',
    context: ({ input }) => ({ big: input.big }),
    meta: { spec: spec.root },
    initial: 'idle',
    states: {
      idle: { on: { go: { target: 'choosing', meta: { spec: spec.go } }, never: 'unreached' } },
      choosing: { always: [{ guard: 'isBig', target: 'big', meta: { spec: spec.always0 } }, { target: 'small', meta: { spec: spec.always1 } }] },
      big: {},
      small: {},
      unreached: {},
    },
  }),
});

test('an id named in meta.spec that the catalogue lacks fails the machine; free text is no id', () => {
  const r = analyse(tiny({ go: ['S2.4.03', 'S9.9.99'] }, ['go']));
  assert.ok(r.failures.some((f) => f.includes("unknown requirement id 'S9.9.99'")), r.failures.join('\n'));
  assert.not.ok(meets(r, 'states'));
  const prose = analyse(tiny({ go: 'spec 1 section 9: throwaway' }, ['go']));
  assert.ok(prose.failures.some((f) => f.includes("unknown requirement id 'spec 1 section 9: throwaway'")));
  assert.ok(requirements.every((q) => requirementById.get(q.id) === q) && requirements.length > 150);
});

test('nothing is credited unexercised: a root tag needs the whole machine, an eventless branch needs to be taken', () => {
  const r = analyse(tiny({ root: ['S2.4.01'], go: ['S2.4.03'], always0: ['S2.4.04'], always1: ['S2.4.05'] }, ['go']));
  const covered = (id: string) => r.tagged.filter((t) => t.id === id).every((t) => t.covered);
  assert.ok(covered('S2.4.03'), 'the taken event');
  assert.ok(covered('S2.4.05'), 'the eventless branch taken (context.big is false)');
  assert.not.ok(covered('S2.4.04'), 'the eventless branch whose guard never held');
  assert.ok(r.transitions.missing.some((t) => t.includes('(always)#0')), r.transitions.missing.join('\n'));
  assert.not.ok(covered('S2.4.01'), "a root tag while 'unreached' is never entered");
  assert.equal(r.requirements.missing.sort(), ['S2.4.01', 'S2.4.04']);
  // With input that makes the first branch hold, it is the one credited.
  const big = analyse({ ...tiny({ always0: ['S2.4.04'], always1: ['S2.4.05'] }, ['go']), input: { big: true } });
  assert.ok(big.tagged.find((t) => t.id === 'S2.4.04')!.covered);
  assert.not.ok(big.tagged.find((t) => t.id === 'S2.4.05')!.covered);
  // The root tag counts exactly when every state and transition was exercised.
  const session = analyse(registry.find((x) => x.id === 'session')!);
  assert.equal([session.states.missing, session.transitions.missing], [[], []]);
  assert.ok(session.tagged.find((t) => t.where.endsWith('(root)'))!.covered);
  const partial = analyse(tiny({ root: ['S2.4.01'] }, ['go', 'never']));
  assert.ok(partial.transitions.missing.length > 0);
  assert.not.ok(partial.tagged.find((t) => t.id === 'S2.4.01')!.covered);
});

test('the requirement report lists uncovered requirements first, credits tests by the ids in their names, and knows every id a test names', () => {
  const testsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const named = testsNamingIds(testsDir);
  assert.equal([...named.keys()].filter((id) => !requirementById.has(id)), [], 'ids named by tests that the catalogue lacks');
  assert.ok(named.get('S2.8.05')?.some((t) => t.startsWith('unit/leave-api.test.ts')));
  const rows = requirementCoverage({ reports: [analyse(session)], testsDir });
  assert.is(rows.length, requirements.length);
  const firstCovered = rows.findIndex((r) => r.covered);
  assert.ok(rows.slice(firstCovered).every((r) => r.covered), 'uncovered first');
  assert.ok(rows.find((r) => r.id === 'S2.4.15')!.machine.some((m) => m.startsWith('session: ')));
  assert.equal(rows.find((r) => r.id === 'S2.8.05')!.machine, []);
  assert.ok(rows.find((r) => r.id === 'S2.8.05')!.covered, 'covered by the test that names it');
  assert.ok(uncoveredCore(rows).every((r) => r.section <= 6 && !r.covered));
});

test('the requirement gate fails a full run while a requirement of sections 4 to 6 is uncovered, naming it; a selection only reports', () => {
  const testsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const rows = requirementCoverage({ reports: [analyse(session)], testsDir });
  const all = rows.map((r) => ({ ...r, covered: true }));
  assert.is(requirementGate(all, true), null, 'everything covered');
  const one = all.map((r) => (r.id === 'S2.6.04' ? { ...r, covered: false } : r));
  assert.match(requirementGate(one, true) ?? '', /not covered: 1 \(S2\.6\.04\)/);
  assert.is(requirementGate(one, false), null, 'a selection reports without failing');
  const later = all.map((r) => (r.id === 'S2.8.05' ? { ...r, covered: false } : r));
  assert.is(requirementGate(later, true), null, 'sections 7 to 9 are reported, not gated');
});

test("the walk checks each named delay's length against the one the entry transcribes from the spec", () => {
  const timed = (ms: number) => ({
    id: 'timed',
    file: 'timed.machine.ts',
    events: [{ type: 'xstate.after.wait.timed.a' }],
    delays: { wait: { ms: 300, spec: 'S1.4.09' } },
    machine: setup({ delays: { wait: ms } }).createMachine({ id: 'timed', initial: 'a', states: { a: { after: { wait: 'b' } }, b: {} } }),
  });
  assert.equal(analyse(timed(300)).failures, []);
  assert.equal(analyse(timed(3000)).failures, ["delay 'wait' is 3000 ms; the spec says 300 ms (S1.4.09)"]);
});

test.run();
