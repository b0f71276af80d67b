import { createMachine, getStateNodes, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, type EventObject, type StateValue } from 'xstate';

/*
 * What one microstep of a machine did, read from XState's public pieces
 * (the inspection event's snapshots and event, the machine's definition and
 * its own transition selection), for the inspector's UI coverage.
 */

/** Same key as tests/model/coverage.ts: source id, event type, index among that event's transitions. */
export const transitionKey = (t: AnyTransitionDefinition) =>
  t.eventType === '' ? `${t.source.id} ─(always)#${(t.source.always ?? []).indexOf(t)}→` : `${t.source.id} ─${t.eventType}#${(t.source.transitions.get(t.eventType as string) ?? []).indexOf(t)}→`;

/** The active state nodes of a state value, the root included. */
export const nodesOf = (machine: AnyStateMachine, value: unknown) => new Set(getStateNodes(machine.root, value as never));

/** The configuration a machine enters before its first eventless transitions (its initial states, all the way down). */
export function initialValue(node: AnyStateNode): unknown {
  if (node.type === 'parallel') return Object.fromEntries(Object.entries(node.states).map(([k, child]) => [k, initialValue(child)]));
  const target = node.initial?.target?.[0];
  if (node.type !== 'compound' || !target) return undefined;
  const below = initialValue(target);
  return below === undefined ? target.key : { [target.key]: below };
}

/**
 * A guard evaluated as XState does: the same machine, with the guard on an
 * event of its own at the root, resolved at the same states and context (so
 * a guard on the state the machine is in reads it too).
 */
const PROBE = 'mintrh.inspection.probe';
const probes = new WeakMap<AnyTransitionDefinition, AnyStateMachine>();
function guardHolds(machine: AnyStateMachine, t: AnyTransitionDefinition, at: AnyMachineSnapshot, event: EventObject): boolean {
  if (!t.guard) return true;
  let probe = probes.get(t);
  if (!probe) {
    const config = machine.config as { on?: Record<string, unknown> };
    probe = createMachine({ ...machine.config, on: { ...config.on, [PROBE]: { guard: t.guard } } } as never, machine.implementations as never) as AnyStateMachine;
    probes.set(t, probe);
  }
  try {
    const mine = probe.root.transitions.get(PROBE)?.[0];
    return !!mine && probe.getTransitionData(probe.resolveState({ value: at.value as StateValue, context: at.context }), { ...event, type: PROBE }).includes(mine);
  } catch {
    return false;
  }
}

/**
 * The transitions one microstep took, from public pieces: an event's by the
 * machine's own selection (getTransitionData) on the snapshot before it; an
 * eventless one as XState picks it, the first 'always' alternative (atomic
 * states in document order, then their ancestors) that leads where the
 * microstep went, guards deciding between alternatives that lead to the
 * same states.
 */
export function transitionsOf(machine: AnyStateMachine, before: { value: unknown; snapshot: AnyMachineSnapshot | null }, event: EventObject, eventless: boolean, after: AnyMachineSnapshot): AnyTransitionDefinition[] {
  if (!eventless) {
    if (!before.snapshot) return [];
    try {
      return machine.getTransitionData(before.snapshot, event);
    } catch {
      return [];
    }
  }
  const was = nodesOf(machine, before.value);
  const now = nodesOf(machine, after.value);
  const atomic = [...was].filter((n) => n.type === 'atomic' || n.type === 'final').sort((a, b) => a.order - b.order);
  const out = new Set<AnyTransitionDefinition>();
  for (const leaf of atomic) {
    const chain: AnyStateNode[] = [];
    for (let n: AnyStateNode | undefined = leaf; n; n = n.parent) chain.push(n);
    const leads = chain.flatMap((n) => n.always ?? []).filter((t) => !!t.target?.length && t.target.every((x) => now.has(x) || x.type === 'history'));
    // Alternatives leading to the same states (a guarded one before a fallback) are told apart by their guards.
    const at = () => before.snapshot ?? machine.resolveState({ value: before.value as never, context: after.context });
    const hit = leads.length > 1 ? leads.find((t) => guardHolds(machine, t, at(), event)) : leads[0];
    if (hit) out.add(hit);
  }
  return [...out];
}
