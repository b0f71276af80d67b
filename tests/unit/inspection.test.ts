import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createActor, setup, type AnyStateNode, type InspectionEvent } from 'xstate';
import { registry } from '../model/models';
import { resourceMachine } from '../../machines/shared/resource.machine';
import { submitMachine } from '../../machines/shared/submit.machine';
import { createInspectedActor } from '../../src/kernel/actors';
import { enableInspection, inspectionHooks, inspectorFor, machineOfPanel } from '../../src/kernel/inspection';
import { root, sourceFiles } from './import-graph';

/**
 * Issue 23 item 4: the statecharts' inspection (the demo's inspector, the
 * model walk's UI coverage) goes through XState's public inspection API:
 * actors are created with `inspect`, no prototype is patched, no private
 * field is read. The states and transitions it records must be exactly
 * those XState itself reports on its microsteps; XState's `_transitions`
 * is read here only, as the referee.
 */
type Raw = { _transitions?: Array<{ source: AnyStateNode; eventType: string }>; snapshot?: { _nodes?: AnyStateNode[] } };
const key = (t: { source: AnyStateNode; eventType: string }) =>
  t.eventType === '' ? `${t.source.id} ─(always)#${(t.source.always ?? []).indexOf(t as never)}→` : `${t.source.id} ─${t.eventType}#${(t.source.transitions.get(t.eventType) ?? []).indexOf(t as never)}→`;

function referee() {
  const states = new Map<string, Set<string>>();
  const transitions = new Map<string, Set<string>>();
  const add = (m: Map<string, Set<string>>, id: string, v: string) => (m.get(id) ?? m.set(id, new Set()).get(id)!).add(v);
  const next = (ev: InspectionEvent) => {
    const logic = (ev.actorRef as { logic?: { id: string; root?: unknown } }).logic;
    if (!logic?.root) return;
    const raw = ev as unknown as Raw;
    if (ev.type === '@xstate.microstep') for (const t of raw._transitions ?? []) add(transitions, logic.id, key(t));
    if (ev.type === '@xstate.microstep' || ev.type === '@xstate.snapshot') for (const n of raw.snapshot?._nodes ?? []) add(states, logic.id, n.id);
  };
  return { next, states, transitions };
}

/** Seeded walks of every registered machine, each step one of its registered events the machine takes there. */
const seeded = (seed: number) => () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);

test('inspection records the states and transitions XState reports, for every registered machine', async () => {
  const random = seeded(7);
  let compared = 0;
  for (const entry of registry) {
    inspectionHooks.reset();
    const ref = referee();
    const ours = inspectorFor({ panelKey: null, panelKind: null, helper: false });
    const quiet = console.warn;
    console.warn = () => {};
    try {
      for (let walk = 0; walk < 6; walk++) {
        const actor = createActor(entry.machine, { input: entry.input, inspect: (ev: InspectionEvent) => (ref.next(ev), ours.next?.(ev)) } as never);
        // A walk may send an error no state handles: the actor then stops in error, which is no failure here.
        actor.subscribe({ error: () => {} });
        actor.start();
        for (let i = 0; i < 40 && actor.getSnapshot().status === 'active'; i++) {
          const enabled = entry.events.filter((e) => actor.getSnapshot().can(e as never));
          if (!enabled.length) break;
          actor.send(enabled[Math.floor(random() * enabled.length)]);
        }
        await new Promise((r) => setTimeout(r, 0));
        actor.stop();
      }
    } finally {
      console.warn = quiet;
    }
    const cov = inspectionHooks.coverage() as Record<string, { states: string[]; transitions: string[] }>;
    for (const id of new Set([...ref.states.keys(), ...Object.keys(cov)])) {
      assert.equal([...(cov[id]?.states ?? [])].sort(), [...(ref.states.get(id) ?? [])].sort(), `${entry.id}: states of ${id}`);
      assert.equal([...(cov[id]?.transitions ?? [])].sort(), [...(ref.transitions.get(id) ?? [])].sort(), `${entry.id}: transitions of ${id}`);
      compared += ref.transitions.get(id)?.size ?? 0;
    }
  }
  assert.ok(compared > 400, `walked ${compared} transitions`);
});

test('a click in a panel selects the machine the panel runs, known from where its actors were created', () => {
  enableInspection();
  const panel = { panelKey: 41, panelKind: 'leave.detail' };
  const own = createInspectedActor(registry.find((r) => r.id === 'leaveRequest')!.machine, { input: registry.find((r) => r.id === 'leaveRequest')!.input } as never, { ...panel, helper: false }).start();
  const helper = createInspectedActor(resourceMachine, { input: { input: null } }, { ...panel, helper: true }).start();
  // A part of the panel (an upload box, a template card) creates its own actor after the panel's.
  const part = createInspectedActor(submitMachine, undefined, { ...panel, helper: false }).start();
  const elsewhere = createInspectedActor(submitMachine, undefined, { panelKey: 42, panelKind: 'leave.form', helper: false }).start();
  // The helper and the part moved last; the panel's own lifecycle is still the one selected.
  helper.send({ type: 'resource.reload' });
  part.send({ type: 'form.submit', values: {}, valid: false });
  assert.is(machineOfPanel(41)?.sessionId, own.sessionId);
  assert.is(machineOfPanel(41)?.machineId, 'leaveRequest');
  assert.is(machineOfPanel(42)?.sessionId, elsewhere.sessionId);
  assert.is(machineOfPanel(43), undefined);
  own.stop();
  assert.is(machineOfPanel(41)?.sessionId, part.sessionId, 'once the lifecycle is gone, the part that remains');
  for (const a of [helper, part, elsewhere]) a.stop();
});

test('the chart keeps the five moves before the last: a decision sent and the list read again at once leaves the decision in sight', () => {
  enableInspection();
  // A decision held, then sent, then the record read again (its own macrostep, with an eventless step after it).
  const machine = setup({ types: { events: {} as { type: 'decide' } | { type: 'send' } | { type: 'reload' } } }).createMachine({
    id: 'trail',
    initial: 'pending',
    states: {
      pending: { on: { decide: 'held' } },
      held: { on: { send: 'refused' } },
      refused: { on: { reload: 'loading' } },
      loading: { always: 'shown' },
      shown: { on: { reload: 'loading' } },
    },
  });
  const actor = createInspectedActor(machine, undefined, { panelKey: 77, panelKind: 'leave.detail', helper: false }).start();
  const moves = (steps: Array<Array<{ source: string; event: string; targets: string[] }>>) => steps.map((s) => s.map((t) => `${t.source} ─${t.event || 'always'}→ ${t.targets.join(',')}`));
  actor.send({ type: 'decide' });
  assert.equal(moves([machineOfPanel(77)!.lastTransitions]), [['trail.pending ─decide→ trail.held']]);
  assert.equal(machineOfPanel(77)!.earlierTransitions, []);
  actor.send({ type: 'send' });
  actor.send({ type: 'reload' });
  const seen = machineOfPanel(77)!;
  const reload = ['trail.refused ─reload→ trail.loading', 'trail.loading ─always→ trail.shown'];
  const again = ['trail.shown ─reload→ trail.loading', 'trail.loading ─always→ trail.shown'];
  assert.equal(moves([seen.lastTransitions]), [reload]);
  assert.equal(moves(seen.earlierTransitions), [['trail.held ─send→ trail.refused'], ['trail.pending ─decide→ trail.held']]);
  for (let i = 0; i < 4; i++) actor.send({ type: 'reload' });
  assert.equal(moves(machineOfPanel(77)!.earlierTransitions), [again, again, again, reload, ['trail.held ─send→ trail.refused']], 'five kept, the oldest let go');
  actor.stop();
});

test('every actor of the app is created by the kernel (so each one is inspected in demo and sandbox)', () => {
  const direct = sourceFiles(path.join(root, 'src')).filter(
    (f) => !f.endsWith(path.join('src', 'kernel', 'actors.ts')) && /import\s*\{[^}]*\b(createActor|useActorRef|useMachine|interpret)\b[^}]*\}\s*from\s*['"](xstate|@xstate\/react)['"]/.test(readFileSync(f, 'utf8')),
  );
  assert.equal(direct.map((f) => path.relative(root, f)), []);
});

/** Whether a source touches XState's insides: a prototype of what it imports from XState, or one of XState's private fields. */
function touchesXStateInsides(text: string): boolean {
  const imported = [...text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"](?:xstate|@xstate\/react)['"]/g)]
    .flatMap((m) => m[1].split(','))
    .map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()!)
    .filter(Boolean);
  const namespaces = [...text.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*['"](?:xstate|@xstate\/react)['"]/g)].map((m) => `${m[1]}\\.\\w+`);
  const patched = [...imported, ...namespaces].some((n) => new RegExp(`\\b${n}\\.prototype\\b`).test(text));
  return patched || /\._(transitions|nodes|initState|parent|snapshot|actorScope|processingStatus)\b/.test(text);
}

test('nothing in src patches a prototype or reads a private field of XState', () => {
  // The check itself: the old inspection's patch is caught, another library's documented hook is not.
  assert.ok(touchesXStateInsides("import { Actor, type InspectionEvent } from 'xstate';\nconst proto = Actor.prototype;"));
  assert.ok(touchesXStateInsides("import * as X from 'xstate';\nX.Actor.prototype.start = f;"));
  assert.ok(touchesXStateInsides('const s = actor._snapshot;'));
  assert.not.ok(touchesXStateInsides("import { setup } from 'xstate';\nconst proto = Picker.prototype;"));
  const offenders = sourceFiles(path.join(root, 'src')).filter((f) => touchesXStateInsides(readFileSync(f, 'utf8')));
  assert.equal(offenders.map((f) => path.relative(root, f)), []);
});

test.run();
