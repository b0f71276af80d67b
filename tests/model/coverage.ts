import { getInitialMicrosteps, getInitialSnapshot, getMicrosteps, getNextSnapshot, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { RegisteredMachine, SpecOutcome } from './registry-types';
import { requirementById, specIds } from './requirements';
import { guardLabel } from '../../src/features/demo/diagram-graph';

/**
 * Model-based coverage of one statechart. The graph traversal (xstate/graph)
 * walks every state reachable with the registered events; from it come the
 * covered states, transitions (each guarded alternative counts), guards taken
 * both ways (walked from each input the entry lists), the requirements (meta.spec ids of tests/model/requirements.ts)
 * exercised, and a set of paths: the
 * shortest path to every state plus, per criterion, a path through every
 * transition or every simple path up to a length bound. Each path is replayed
 * on the machine to check it lands where the graph said.
 */
export type Criterion = 'states' | 'transitions' | 'guards' | 'paths';

export interface ModelPath {
  index: number;
  /** The registry entry's input the path starts from, by its name (none: the entry's `input`). */
  input?: string;
  events: string[];
  target: string;
  /** Each step as `--path` replays it: the event sent, the transitions it took (with their guards) and the state after it. */
  steps: Array<{ event: EventObject; took: string[]; state: string }>;
  /** The state the path starts from. */
  from: string;
}

export interface MachineReport {
  id: string;
  states: { total: number; covered: number; missing: string[] };
  transitions: { total: number; covered: number; missing: string[] };
  /** Gated: the entry lists its inputs, so the default criterion also asks every guard both ways. */
  /** Guard sides (each guard true and false); `waived` are sides the entry shows cannot happen, left out of the total. */
  guards: { total: number; covered: number; missing: string[]; waived: Array<{ side: string; why: string }> };
  requirements: { total: number; covered: number; missing: string[] };
  /** Each requirement id named in meta.spec, where it is named, and whether that place was exercised. */
  tagged: Array<{ id: string; where: string; covered: boolean }>;
  paths: ModelPath[];
  /** The oracles that are not the machine which judged this walk (spec outcomes, the permission table, timelines): cells judged and how many disagreed. */
  oracles: Array<{ name: string; spec: string[]; cells: number; wrong: number }>;
  failures: string[];
  /** Registered event types no transition of the machine listens to (a typo, or an event the machine no longer has): printed, not gated. */
  deadEvents: string[];
  diagram: { states: Array<{ id: string; covered: boolean; spec?: string }>; transitions: Array<{ key: string; source: string; target: string; event: string; covered: boolean; guard?: string; spec?: string }> };
  ms: number;
}

export interface AnalyseOptions {
  criterion?: Criterion;
  maxLength?: number;
  /** Sampled subset of paths (0 = all), chosen with the seed. */
  sample?: number;
  seed?: number;
}

type Snap = ReturnType<AnyStateMachine['getInitialSnapshot']>;
type Transition = { source: AnyStateNode; eventType: string; target?: AnyStateNode[]; guard?: unknown; actions?: readonly unknown[]; meta?: { spec?: unknown } };

const metaSpec = (n: AnyStateNode) => (n.meta as { spec?: unknown } | undefined)?.spec;
/** The type of an action as declared in a transition, and as it runs in a microstep. */
const actionType = (a: unknown): string => (typeof a === 'string' ? a : typeof a === 'function' ? (a as { type?: string; name: string }).type ?? a.name : (a as { type?: string } | null)?.type ?? '');
const declaredActions = (t: Transition) => (t.actions ?? []).map(actionType).filter(Boolean);

function allStateNodes(root: AnyStateNode): AnyStateNode[] {
  return [root, ...Object.values(root.states as Record<string, AnyStateNode>).flatMap((s) => allStateNodes(s))];
}

export const transitionKey = (sourceId: string, eventType: string, index: number) => `${sourceId} ─${eventType}#${index}→`;

function transitionsOf(node: AnyStateNode): Array<{ key: string; t: Transition; eventType: string }> {
  const out: Array<{ key: string; t: Transition; eventType: string }> = [];
  for (const [eventType, list] of node.transitions as Map<string, Transition[]>) list.forEach((t, i) => out.push({ key: transitionKey(node.id, eventType, i), t, eventType }));
  ((node.always ?? []) as Transition[]).forEach((t, i) => out.push({ key: transitionKey(node.id, '(always)', i), t, eventType: '(always)' }));
  return out;
}

/** Counters in context are capped so the traversal terminates (3 retries look like 30). */
const bounded = (v: unknown): unknown =>
  typeof v === 'number' ? Math.min(v, 3) : Array.isArray(v) ? v.slice(0, 3).map(bounded) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, bounded(x)])) : v;
/**
 * A decided record's last decision sent and the decision it holds (machines/shared/decided-record.ts, `decided` and
 * `held`) are for the view (a list row marks itself decided, names what it holds): no guard reads them, and kept in
 * the state's identity they multiplied every state by the decisions the record can take, past the traversal's limit.
 */
const forTheView = (context: unknown) => (context && typeof context === 'object' && 'decided' in context ? { ...context, decided: undefined, held: undefined } : context);
const serialize = (s: Snap) => JSON.stringify({ value: s.value, context: bounded(forTheView(s.context)) });
const nodesOf = (s: Snap) => (s as unknown as { _nodes: AnyStateNode[] })._nodes;

function seeded(seed: number) {
  let x = seed >>> 0 || 1;
  return () => ((x = (x * 1664525 + 1013904223) >>> 0) / 4294967296);
}

type Adjacency = Record<string, { state: Snap; transitions: Record<string, { event: EventObject; state: Snap }> }>;
const adjacencies = new WeakMap<RegisteredMachine, Map<unknown, Adjacency>>();
/**
 * The traversal of a machine with its registered events from one of its
 * inputs, computed once per run: the coverage, the walk against the fake
 * server and the UI walk's planner all read the same graph (it is the slow
 * part of the run).
 */
function adjacencyOf(entry: RegisteredMachine, input: unknown = entry.input): Adjacency {
  const byInput = adjacencies.get(entry) ?? new Map<unknown, Adjacency>();
  adjacencies.set(entry, byInput);
  let a = byInput.get(input);
  if (!a) {
    const options = { events: entry.events, input, serializeState: (s: Snap) => serialize(s), limit: entry.limit ?? 20000 };
    a = getAdjacencyMap(entry.machine, options as never) as Adjacency;
    byInput.set(input, a);
  }
  return a;
}

/** The entry's inputs: its `input` first (unnamed), then the further ones it lists. */
const inputsOf = (entry: RegisteredMachine): Array<{ name?: string; input: unknown }> => [{ input: entry.input }, ...(entry.inputs ?? [])];

export function analyse(entry: RegisteredMachine, o: AnalyseOptions = {}): MachineReport {
  const started = Date.now();
  const machine = entry.machine;
  const criterion = o.criterion ?? 'transitions';
  const nodes = allStateNodes(machine.root).filter((n) => n !== machine.root);
  const all = [machine.root, ...nodes].flatMap(transitionsOf);
  const failures: string[] = [];
  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<string>();
  const guardTrue = new Set<string>();
  const guardFalse = new Set<string>();
  const sides = (t: Transition, key: string, taken: boolean) => t.guard && (taken ? guardTrue : guardFalse).add(key);
  const chosen: Array<{ input?: string; inputValue: unknown; events: EventObject[] }> = [];
  const judged = new Map<SpecOutcome, { cells: number; wrong: number; sides: Set<boolean> }>();

  // Each input the entry lists is walked in turn: coverage adds up, paths are planned per input.
  for (const { name, input } of inputsOf(entry)) {
    const options = { events: entry.events, input, serializeState: (s: Snap) => serialize(s), limit: entry.limit ?? 20000 };
    const from = name ? ` (input: ${name})` : '';
    let adjacency: Adjacency = {};
    try {
      adjacency = adjacencyOf(entry, input);
    } catch (e) {
      // A machine that throws on some event is a broken build, reported as such.
      failures.push(`traversal threw${from}: ${(e as Error).message}`);
    }

    const edgeByTransition = new Map<string, { from: string; event: EventObject }>();
    for (const [source, { state, transitions: edges }] of Object.entries(adjacency)) {
      for (const n of nodesOf(state)) coveredStates.add(n.id);
      // The traversal's states are settled: every eventless branch of an active state was evaluated false there.
      for (const n of nodesOf(state)) ((n.always ?? []) as Transition[]).forEach((t, i) => sides(t, transitionKey(n.id, '(always)', i), false));
      for (const { event } of Object.values(edges)) {
        const taken = machine.getTransitionData(state as never, event as never) as unknown as Transition[];
        for (const t of taken) {
          const list = (t.source.transitions as Map<string, Transition[]>).get(t.eventType) ?? [];
          const key = transitionKey(t.source.id, t.eventType, list.indexOf(t));
          coveredTransitions.add(key);
          if (!edgeByTransition.has(key)) edgeByTransition.set(key, { from: source, event });
        }
        // Guards both ways: a guarded alternative not chosen for an event it listens to was evaluated false.
        for (const n of nodesOf(state)) {
          const list = (n.transitions as Map<string, Transition[]>).get(event.type) ?? [];
          list.forEach((t, i) => sides(t, transitionKey(n.id, event.type, i), taken.includes(t)));
        }
      }
    }
    judgeOutcomes(entry, adjacency, from, judged, failures);
    // Eventless ('always') branches are credited only when taken: each macrostep of the traversal is replayed
    // microstep by microstep, and a branch counts when its source was active before a step, its targets are
    // active after it, and (between branches to the same target) its own actions ran in that step. The
    // branches are tried in order: a guarded one before the branch taken was evaluated false.
    if (nodes.some((n) => n.always?.length)) {
      const credit = (steps: Array<[Snap, unknown[]]>) => {
        for (let k = 0; k + 1 < steps.length; k++) {
          const before = new Set(nodesOf(steps[k][0]).map((n) => n.id));
          const after = new Set(nodesOf(steps[k + 1][0]).map((n) => n.id));
          const ran = new Set(steps[k + 1][1].map(actionType));
          for (const n of nodes) {
            if (!n.always?.length || !before.has(n.id)) continue;
            const list = n.always as Transition[];
            const moved = list.map((t, i) => ({ t, i })).filter(({ t }) => t.target?.length && t.target.every((x) => after.has(x.id)) && (!after.has(n.id) || t.target.some((x) => !before.has(x.id))));
            const own = moved.find(({ t }) => declaredActions(t).length && declaredActions(t).every((a) => ran.has(a))) ?? moved.find(({ t }) => !declaredActions(t).length);
            if (!own) continue;
            coveredStates.add(n.id);
            for (const x of own.t.target ?? []) coveredStates.add(x.id);
            coveredTransitions.add(transitionKey(n.id, '(always)', own.i));
            list.slice(0, own.i + 1).forEach((t, i) => sides(t, transitionKey(n.id, '(always)', i), i === own.i));
          }
        }
      };
      credit(getInitialMicrosteps(machine, input as never) as unknown as Array<[Snap, unknown[]]>);
      for (const { state, transitions: edges } of Object.values(adjacency))
        for (const { event } of Object.values(edges)) credit([[state, []], ...(getMicrosteps(machine, state as never, event as never) as unknown as Array<[Snap, unknown[]]>)]);
    }

    // Paths: shortest to every state, then what the criterion asks.
    let paths: Array<{ state: Snap; steps: Array<{ event: EventObject }> }> = [];
    try {
      paths = getShortestPaths(machine, options as never) as typeof paths;
    } catch {
      // already reported by the traversal
    }
    const planned = paths.map((p) => p.steps.slice(1).map((s) => s.event));
    if (criterion === 'transitions' || criterion === 'guards') {
      const toState = new Map(paths.map((p) => [serialize(p.state), p.steps.slice(1).map((s) => s.event)]));
      for (const [, { from: source, event }] of edgeByTransition) {
        const prefix = toState.get(source);
        if (prefix) planned.push([...prefix, event]);
      }
    } else if (criterion === 'paths') {
      let simple: Array<{ steps: Array<{ event: EventObject }> }> = [];
      try {
        simple = getSimplePaths(machine, options as never) as typeof simple;
      } catch {
        // already reported by the traversal
      }
      planned.splice(0, planned.length, ...simple.map((p) => p.steps.slice(1).map((s) => s.event)).filter((p) => p.length <= (o.maxLength ?? 8)));
    }
    chosen.push(...[...new Map(planned.map((p) => [JSON.stringify(p.map((e) => e.type)), p])).values()].map((events) => ({ input: name, inputValue: input, events })));
  }
  let selected = chosen.map((p, index) => ({ index, ...p }));
  if (o.sample && o.sample < selected.length) {
    const rnd = seeded(o.seed ?? 1);
    selected = selected.map((p) => ({ p, r: rnd() })).sort((a, b) => a.r - b.r).slice(0, o.sample).map((x) => x.p).sort((a, b) => a.index - b.index);
  }

  const modelPaths: ModelPath[] = [];
  for (const { index, input, inputValue, events } of selected) {
    let snap = getInitialSnapshot(machine, inputValue as never) as Snap;
    const steps: ModelPath['steps'] = [];
    const from = JSON.stringify(snap.value);
    try {
      for (const e of events) {
        const taken = machine.getTransitionData(snap as never, e as never) as unknown as Transition[];
        const took = taken.map((t) => {
          const list = (t.source.transitions as Map<string, Transition[]>).get(t.eventType) ?? [];
          const guard = guardLabel(t.guard);
          return `${transitionKey(t.source.id, t.eventType, list.indexOf(t))}${t.target?.length ? ` ${t.target.map((x) => x.id).join(', ')}` : ''}${guard ? ` [guard ${guard}]` : ''}`;
        });
        snap = getNextSnapshot(machine, snap as never, e as never) as Snap;
        steps.push({ event: e, took, state: JSON.stringify(snap.value) });
      }
    } catch (e) {
      failures.push(`path ${index} threw at replay: ${(e as Error).message}`);
    }
    modelPaths.push({ index, ...(input ? { input } : {}), events: events.map((e) => e.type), target: JSON.stringify(snap.value), steps, from });
  }

  // Requirements: the catalogue's ids carried in meta.spec by states and transitions. A tag on the root names
  // what the whole machine implements: it counts only when every state and transition was exercised.
  const tagged: Array<{ id: string; where: string; covered: boolean }> = [];
  const note = (spec: unknown, where: string, covered: boolean) => {
    for (const id of specIds(spec)) {
      if (!requirementById.has(id)) failures.push(`unknown requirement id '${id}' in meta.spec of ${where} (ids are in tests/model/requirements.ts)`);
      tagged.push({ id, where, covered });
    }
    if (spec !== undefined && !specIds(spec).length) failures.push(`meta.spec of ${where} names no requirement id`);
  };
  const everything = nodes.every((n) => coveredStates.has(n.id)) && all.every((x) => coveredTransitions.has(x.key));
  note(metaSpec(machine.root), `${machine.root.id} (root)`, everything);
  for (const n of nodes) note(metaSpec(n), n.id, coveredStates.has(n.id));
  for (const x of all) note(x.t.meta?.spec, x.key, coveredTransitions.has(x.key));
  const reqs = new Map<string, boolean>();
  for (const t of tagged) reqs.set(t.id, (reqs.get(t.id) ?? false) || t.covered);

  // Each spec outcome judged, and both ways when the spec's answer depends on the event or the data.
  for (const o of entry.outcomes ?? []) {
    const j = judged.get(o);
    const wanted = typeof o.expect === 'boolean' ? [o.expect] : [true, false];
    for (const side of wanted) if (!j?.sides.has(side)) failures.push(`spec outcome never judged ${side ? 'true' : 'false'} (${o.spec.join(' ')} ${o.rule}): register an event or input on that side`);
  }

  // Delays: the traversal fires timers by event, so their lengths are checked against the spec's here.
  const implemented = (machine.implementations as { delays?: Record<string, unknown> }).delays ?? {};
  for (const [name, { ms, spec }] of Object.entries(entry.delays ?? {})) {
    const d = implemented[name];
    if (d !== ms) failures.push(`delay '${name}' is ${d === undefined ? 'missing' : typeof d === 'number' ? `${d} ms` : 'computed'}; the spec says ${ms} ms (${spec})`);
  }

  const stateIds = nodes.map((n) => n.id);
  const guardKeys = all.filter((x) => x.t.guard).map((x) => x.key);
  const waivedSides = Object.entries(entry.guardSidesWaived ?? {});
  const unknownWaiver = waivedSides.filter(([side]) => !guardKeys.some((k) => side === `${k} (never true)` || side === `${k} (never false)`));
  for (const [side] of unknownWaiver) failures.push(`guardSidesWaived names no guard side of the machine: ${side}`);
  const sidesMissing = guardKeys.flatMap((k) => [...(guardTrue.has(k) ? [] : [`${k} (never true)`]), ...(guardFalse.has(k) ? [] : [`${k} (never false)`])]);
  const guardMissing = sidesMissing.filter((side) => !entry.guardSidesWaived?.[side]);
  for (const side of Object.keys(entry.guardSidesWaived ?? {})) if (!sidesMissing.includes(side)) failures.push(`guard side waived but taken: ${side} (remove the waiver)`);
  return {
    id: entry.id,
    states: { total: stateIds.length, covered: stateIds.filter((s) => coveredStates.has(s)).length, missing: stateIds.filter((s) => !coveredStates.has(s)) },
    transitions: { total: all.length, covered: all.filter((x) => coveredTransitions.has(x.key)).length, missing: all.filter((x) => !coveredTransitions.has(x.key)).map((x) => x.key) },
    guards: { total: guardKeys.length * 2 - waivedSides.length, covered: guardKeys.length * 2 - waivedSides.length - guardMissing.length, missing: guardMissing, waived: waivedSides.map(([side, why]) => ({ side, why })) },
    requirements: { total: reqs.size, covered: [...reqs.values()].filter(Boolean).length, missing: [...reqs].filter(([, c]) => !c).map(([s]) => s) },
    tagged,
    paths: modelPaths,
    oracles: (entry.outcomes ?? []).map((o) => ({ name: o.rule, spec: o.spec, cells: judged.get(o)?.cells ?? 0, wrong: judged.get(o)?.wrong ?? 0 })),
    failures,
    deadEvents: deadEvents(entry.events.map((e) => e.type), all.map((x) => x.eventType)),
    diagram: {
      states: nodes.map((n) => ({ id: n.id, covered: coveredStates.has(n.id), spec: specIds(metaSpec(n)).join(' ') || undefined })),
      transitions: all.map((x) => ({ key: x.key, source: x.t.source.id, target: x.t.target?.map((t) => t.id).join(',') ?? '(self)', event: x.eventType, covered: coveredTransitions.has(x.key), guard: guardLabel(x.t.guard), spec: specIds(x.t.meta?.spec).join(' ') || undefined })),
    },
    ms: Date.now() - started,
  };
}


/**
 * The entry's spec outcomes against one input's traversal: on every edge where a rule's event is sent (where the
 * rule applies), whether its call started or its effect ran, against what the rule expects.
 */
function judgeOutcomes(entry: RegisteredMachine, adjacency: Adjacency, from: string, judged: Map<SpecOutcome, { cells: number; wrong: number; sides: Set<boolean> }>, failures: string[]) {
  const machine = entry.machine;
  for (const o of entry.outcomes ?? []) {
    const j = judged.get(o) ?? { cells: 0, wrong: 0, sides: new Set<boolean>() };
    judged.set(o, j);
    const wrong: string[] = [];
    for (const { state, transitions: edges } of Object.values(adjacency))
      for (const { event, state: next } of Object.values(edges)) {
        if (event.type !== o.event || (o.where && !o.where(state as never))) continue;
        const want = typeof o.expect === 'boolean' ? o.expect : o.expect(event as never, state.context);
        if (want === 'gap') continue;
        // A decision held before it is sent (decided-record's `holding`) leads to its call when the hold ends.
        const sent = (next as unknown as { hasTag(t: string): boolean }).hasTag('held') ? (getNextSnapshot(machine, next as never, { type: 'decision.now' }) as unknown as Snap) : next;
        const got =
          'call' in o.follows
            ? !(o.follows.call in state.children) && o.follows.call in sent.children
            : (getMicrosteps(machine, state as never, event as never) as unknown as Array<[Snap, unknown[]]>).some(([, actions]) => actions.map(actionType).includes((o.follows as { effect: string }).effect));
        j.cells++;
        j.sides.add(want);
        if (got !== want) wrong.push(`${JSON.stringify(event).slice(0, 120)} in ${JSON.stringify(state.value)}: the spec says it ${want ? 'must' : 'must not'} lead to ${'call' in o.follows ? `the call '${o.follows.call}'` : `'${o.follows.effect}'`}, the machine ${got ? 'does' : 'does not'}`);
      }
    j.wrong += wrong.length;
    for (const w of wrong.slice(0, 3)) failures.push(`spec outcome broken${from} (${o.spec.join(' ')} ${o.rule}; ${wrong.length} edges): ${w}`);
  }
}

/** Event types registered for the traversal that no transition listens to, exactly or through a wildcard ('*', 'xstate.done.actor.*'). */
export function deadEvents(registered: string[], listened: string[]): string[] {
  const heard = (type: string) => listened.some((l) => l === type || l === '*' || (l.endsWith('.*') && type.startsWith(l.slice(0, -1))));
  return [...new Set(registered)].filter((t) => !heard(t));
}

/** Whether a report meets the criterion asked. */
export function meets(r: MachineReport, criterion: Criterion): boolean {
  if (r.failures.length) return false;
  if (r.states.covered < r.states.total) return false;
  if (criterion === 'states') return true;
  if (r.transitions.covered < r.transitions.total) return false;
  // The default gate asks every guard both ways too (issue 24 item 3); 'guards' is the same gate by its old name.
  if (criterion === 'transitions' || criterion === 'guards') return r.guards.covered === r.guards.total;
  return true;
}

/** One state of the traversal graph and its outgoing edges, for the UI path planner. */
export interface GraphState {
  key: string;
  value: string;
  /** The machine's context in that state (for a planner's feasibility check). */
  context: unknown;
  nodeIds: string[];
  /** transitions: keys taken; entered: state ids entered, transient ones included. */
  edges: Array<{ event: EventObject; to: string; transitions: string[]; entered: string[] }>;
}

/**
 * The traversal graph of a machine (same options as analyse): every state
 * reached, and per edge the transition keys it takes (plus the eventless
 * transitions of the state it lands in), so a planner can choose paths that
 * cover them with events a UI can produce.
 */
export function transitionGraph(entry: RegisteredMachine): { start: string; states: Map<string, GraphState>; transitions: string[]; stateIds: string[] } {
  const machine = entry.machine;
  const adjacency = adjacencyOf(entry);
  const nodes = allStateNodes(machine.root).filter((n) => n !== machine.root);
  const states = new Map<string, GraphState>();
  const alwaysOf = (s: Snap) => nodesOf(s).flatMap((n) => transitionsOf(n).filter((x) => x.eventType === '(always)').map((x) => x.key));
  for (const [key, { state, transitions: edges }] of Object.entries(adjacency)) {
    states.set(key, {
      key,
      value: JSON.stringify(state.value),
      context: state.context,
      nodeIds: nodesOf(state).map((n) => n.id).filter((id) => id !== machine.root.id),
      edges: Object.values(edges).map(({ event, state: next }) => {
        const taken = machine.getTransitionData(state as never, event as never) as unknown as Transition[];
        const keys = taken.map((t) => transitionKey(t.source.id, t.eventType, ((t.source.transitions as Map<string, Transition[]>).get(t.eventType) ?? []).indexOf(t)));
        const entered = [...nodesOf(next).map((n) => n.id), ...taken.flatMap((t) => (t.target ?? []).map((n) => n.id))];
        return { event, to: serialize(next), transitions: [...keys, ...alwaysOf(next)], entered: [...new Set(entered)].filter((id) => id !== machine.root.id) };
      }),
    });
  }
  const start = serialize(getInitialSnapshot(machine, entry.input as never) as Snap);
  return { start, states, transitions: [machine.root, ...nodes].flatMap(transitionsOf).map((x) => x.key), stateIds: nodes.map((n) => n.id) };
}
