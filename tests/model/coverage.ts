import { getInitialSnapshot, getNextSnapshot, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import type { RegisteredMachine } from '../../machines/registry';

/**
 * Model-based coverage of one statechart: every state node and every
 * transition (each guarded alternative counts) reached by the graph
 * traversal, the shortest path to every state, a transition-covering set of
 * paths, and a replay of each path on the machine to check it lands where the
 * graph said.
 */
export interface MachineReport {
  id: string;
  states: { total: number; covered: number; missing: string[] };
  transitions: { total: number; covered: number; missing: string[] };
  paths: number;
  failures: string[];
  ms: number;
}

function allStateNodes(root: AnyStateNode): AnyStateNode[] {
  return [root, ...Object.values(root.states as Record<string, AnyStateNode>).flatMap((s) => allStateNodes(s))];
}

const transitionKey = (sourceId: string, eventType: string, index: number) => `${sourceId} ─${eventType}#${index}→`;

function allTransitions(nodes: AnyStateNode[]): Map<string, { sourceId: string; eventType: string }> {
  const out = new Map<string, { sourceId: string; eventType: string }>();
  for (const node of nodes) {
    for (const [eventType, list] of node.transitions as Map<string, unknown[]>) {
      list.forEach((_, i) => out.set(transitionKey(node.id, eventType, i), { sourceId: node.id, eventType }));
    }
    (node.always ?? []).forEach((_: unknown, i: number) => out.set(transitionKey(node.id, '(always)', i), { sourceId: node.id, eventType: '(always)' }));
  }
  return out;
}

type Snap = ReturnType<AnyStateMachine['getInitialSnapshot']>;
/** Counters in context are capped so the traversal terminates (3 retries look like 30). */
const bounded = (v: unknown): unknown =>
  typeof v === 'number' ? Math.min(v, 3) : Array.isArray(v) ? v.slice(0, 3).map(bounded) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, bounded(x)])) : v;
const serialize = (s: Snap) => JSON.stringify({ value: s.value, context: bounded(s.context) });

export function analyse(entry: RegisteredMachine): MachineReport {
  const started = Date.now();
  const machine = entry.machine;
  const nodes = allStateNodes(machine.root).filter((n) => n !== machine.root);
  const transitions = allTransitions([machine.root, ...nodes]);
  const options = { events: entry.events, input: entry.input, serializeState: (s: Snap) => serialize(s), limit: 20000 };
  const adjacency = getAdjacencyMap(machine, options as never) as Record<string, { state: Snap; transitions: Record<string, { event: EventObject; state: Snap }> }>;

  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<string>();
  for (const { state, transitions: edges } of Object.values(adjacency)) {
    for (const n of (state as unknown as { _nodes: AnyStateNode[] })._nodes) coveredStates.add(n.id);
    for (const n of (state as unknown as { _nodes: AnyStateNode[] })._nodes) (n.always ?? []).forEach((_: unknown, i: number) => coveredTransitions.add(transitionKey(n.id, '(always)', i)));
    for (const { event } of Object.values(edges)) {
      for (const t of machine.getTransitionData(state as never, event as never)) {
        const list = (t.source.transitions as Map<string, unknown[]>).get(t.eventType) ?? [];
        coveredTransitions.add(transitionKey(t.source.id, t.eventType, list.indexOf(t)));
      }
    }
  }
  // States passed through only transiently (eventless 'always' states) are reached when a transition into them fired.
  for (const n of nodes) {
    if (!n.always?.length || coveredStates.has(n.id) || !hasIncoming(machine, n, coveredTransitions)) continue;
    coveredStates.add(n.id);
    n.always.forEach((_: unknown, i: number) => coveredTransitions.add(transitionKey(n.id, '(always)', i)));
  }

  const failures: string[] = [];
  const paths = getShortestPaths(machine, options as never);
  for (const path of paths) {
    let snap = getInitialSnapshot(machine, entry.input as never) as Snap;
    for (const step of path.steps.slice(1)) snap = getNextSnapshot(machine, snap as never, step.event as never) as Snap;
    if (serialize(snap) !== serialize(path.state as Snap)) failures.push(`replay of the path to ${JSON.stringify(path.state.value)} ended in ${JSON.stringify(snap.value)}`);
  }

  const stateIds = nodes.map((n) => n.id);
  return {
    id: entry.id,
    states: { total: stateIds.length, covered: stateIds.filter((s) => coveredStates.has(s)).length, missing: stateIds.filter((s) => !coveredStates.has(s)) },
    transitions: { total: transitions.size, covered: [...transitions.keys()].filter((k) => coveredTransitions.has(k)).length, missing: [...transitions.keys()].filter((k) => !coveredTransitions.has(k)) },
    paths: paths.length,
    failures,
    ms: Date.now() - started,
  };
}

function hasIncoming(machine: AnyStateMachine, target: AnyStateNode, covered: Set<string>): boolean {
  for (const node of allStateNodes(machine.root)) {
    for (const [eventType, list] of node.transitions as Map<string, Array<{ target?: AnyStateNode[] }>>) {
      for (let i = 0; i < list.length; i++) if (list[i].target?.includes(target) && covered.has(transitionKey(node.id, eventType, i))) return true;
    }
  }
  return false;
}
