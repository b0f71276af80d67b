import type { RegisteredMachine } from '../registry-types';
import { transitionGraph, type GraphState } from '../coverage';
import type { ModelEvent, UiAdapter, UiFrom, UiPath, UiStep } from './types';

/**
 * Paths for the UI walk: few and long (each path costs a reset and a start in
 * the browser). Greedy transition cover over the traversal graph, using only
 * the events the adapter can produce: from the start, go to the nearest edge
 * that takes a transition or enters a state not yet covered, and so on; a path
 * ends when the next target is farther than maxLength allows, and a new one
 * starts from the initial state.
 */
const isAnswer = (type: string) => /^xstate\.(done|error)\.actor\.|^xstate\.after\./.test(type);
const isError = (type: string) => type.startsWith('xstate.error.actor.');

export function stepKind(adapter: UiAdapter, type: string): 'user' | 'answer' {
  return isAnswer(type) || adapter.auto?.includes(type) ? 'answer' : 'user';
}

export function feasible(adapter: UiAdapter, event: ModelEvent, production = false, context?: unknown, from: UiFrom = { value: null, context: context ?? null, event: null, world: null }): boolean {
  const t = event.type;
  if (production && (isError(t) || adapter.writes?.includes(t))) return false;
  const possible = isError(t) ? !!adapter.faults?.[t] || !!adapter.provoked?.includes(t) : isAnswer(t) || adapter.auto?.includes(t) || !!adapter.actions[t];
  return possible && (adapter.feasible?.(event, context, from) ?? true);
}

/**
 * Real timers and calls run in the page (with no latency): in a state with a
 * short delayed transition or a pending call (an invoke with done/error
 * transitions), a user action would race it, so only answers are planned
 * there, unless the adapter lists the state in `interruptible`. A
 * delayed transition longer than the adapter's step timeout can't be waited
 * for: infeasible unless the adapter has an action for it.
 */
function delayMs(entry: RegisteredMachine, type: string): number {
  // xstate.after.<delay>.<state id>: delay names have no dots.
  const name = type.split('.')[2] ?? '';
  if (/^\d+$/.test(name)) return Number(name);
  const d = (entry.machine.implementations.delays as Record<string, unknown>)[name];
  return typeof d === 'number' ? d : Number.POSITIVE_INFINITY;
}

function timerStates(entry: RegisteredMachine, limit: number): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (n: { id: string; transitions: Map<string, unknown[]>; states: Record<string, unknown> }) => {
    for (const key of n.transitions.keys()) {
      if (key.startsWith('xstate.after.')) out.set(n.id, Math.min(out.get(n.id) ?? Infinity, delayMs(entry, key)));
      if (/^xstate\.(done|error)\.actor\./.test(key)) out.set(n.id, 0);
    }
    Object.values(n.states).forEach((c) => walk(c as never));
  };
  walk(entry.machine.root as never);
  for (const [k, v] of out) if (v > limit) out.delete(k);
  return out;
}

export interface Plan {
  paths: UiPath[];
  /** What the feasible events can reach at all: the UI criterion is measured against the whole machine. */
  reachable: { states: string[]; transitions: string[] };
  stateIds: string[];
  transitions: string[];
}

export function planUiPaths(entry: RegisteredMachine, adapter: UiAdapter, o: { production?: boolean; criterion?: 'states' | 'transitions' } = {}): Plan {
  const g = transitionGraph(entry);
  const maxLength = adapter.maxLength ?? 16;
  const limit = adapter.timeout ?? 6000;
  const racing = timerStates(entry, limit);
  // Search nodes are a graph state plus the event that led there: the graph merges states with equal value and
  // context (a reload after an accept and after a refuse), while the UI's next answer may depend on that event.
  // The adapter may also fold the path's events into a `world` of its own (e.g. the record's status on the server).
  const node = (key: string, event: ModelEvent | null, world: unknown) => `${key}\u0000${JSON.stringify({ event, world })}`;
  const split = (n: string) => {
    const [key, rest] = n.split('\u0000') as [string, string];
    return { key, ...(JSON.parse(rest) as { event: ModelEvent | null; world: unknown }) };
  };
  const fromOf = (n: string): UiFrom => {
    const { key, event, world } = split(n);
    return { ...(JSON.parse(key) as { value: any; context: any }), event, world };
  };
  // Feasible edges of a search node and where each leads, computed once per node (the search revisits nodes often).
  const memo = new Map<string, Array<{ edge: GraphState['edges'][number]; to: string }>>();
  const edgesOf = (n: string) => {
    const known = memo.get(n);
    if (known) return known;
    const from = fromOf(n);
    const key = split(n).key;
    const s = g.states.get(key)!;
    const timed = s.nodeIds.some((id) => racing.has(id) && !adapter.interruptible?.includes(id));
    const out = s.edges
      .filter((e) => {
        const t = e.event.type;
        // An event the state ignores (no transition, same state) is no step a user can take: the control is not there.
        if (e.to === key && !e.transitions.length) return false;
        if (!feasible(adapter, e.event as ModelEvent, o.production, s.context, from)) return false;
        if (t.startsWith('xstate.after.') && !adapter.actions[t] && delayMs(entry, t) > limit) return false;
        return !timed || stepKind(adapter, t) === 'answer';
      })
      .map((edge) => ({ edge, to: node(edge.to, edge.event as ModelEvent, adapter.track ? adapter.track(from.world, edge.event as ModelEvent, from) : null) }));
    memo.set(n, out);
    return out;
  };
  const wantTransitions = o.criterion !== 'states';
  const startState = g.states.get(g.start)!;
  const coveredStates = new Set(startState.nodeIds);
  const coveredTransitions = new Set<string>();
  const gain = (e: GraphState['edges'][number]) => e.entered.some((s) => !coveredStates.has(s)) || (wantTransitions && e.transitions.some((t) => !coveredTransitions.has(t)));

  // Breadth-first: the shortest feasible route from `from` to an edge with a gain.
  function nearest(from: string): Array<{ edge: GraphState['edges'][number]; to: string }> | null {
    const prev = new Map<string, { from: string; edge: GraphState['edges'][number] } | null>([[from, null]]);
    const queue = [from];
    while (queue.length) {
      const at = queue.shift()!;
      for (const { edge, to } of edgesOf(at)) {
        if (gain(edge)) {
          const route = [{ edge, to }];
          for (let k = at; prev.get(k); k = prev.get(k)!.from) route.unshift({ edge: prev.get(k)!.edge, to: k });
          return route;
        }
        if (!prev.has(to) && g.states.has(edge.to)) {
          prev.set(to, { from: at, edge });
          queue.push(to);
        }
      }
    }
    return null;
  }

  const paths: UiPath[] = [];
  let current: UiStep[] = [];
  const begin = node(g.start, null, adapter.world ?? null);
  let at = begin;
  const close = () => {
    if (current.length) paths.push({ machine: entry.id, index: paths.length, start: { value: startState.value, states: startState.nodeIds }, steps: current });
    current = [];
    at = begin;
  };
  for (let guard = 0; guard < 500; guard++) {
    let route = nearest(at);
    if (route && current.length && current.length + route.length > maxLength) {
      close();
      route = nearest(at);
    }
    if (!route) {
      if (at === begin) break;
      close();
      continue;
    }
    for (const { edge, to } of route) {
      edge.entered.forEach((s) => coveredStates.add(s));
      edge.transitions.forEach((t) => coveredTransitions.add(t));
      const s = g.states.get(split(to).key)!;
      current.push({ index: current.length + 1, event: edge.event as ModelEvent, kind: stepKind(adapter, edge.event.type), value: s.value, states: s.nodeIds });
      at = to;
    }
  }
  close();
  return { paths, reachable: { states: [...coveredStates], transitions: [...coveredTransitions] }, stateIds: g.stateIds, transitions: g.transitions };
}
