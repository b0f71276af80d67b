import { Actor, StateMachine, isMachineSnapshot, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type AnyTransitionDefinition, type EventObject, type InspectionEvent, type Observer } from 'xstate';
import { initialValue, nodesOf, transitionKey, transitionsOf } from './microstep-transitions';
import { setInspector, type ActorOrigin } from './actors';
import { createStore } from '../domain/store';
import { useStore } from '../ui/use-store';

/**
 * A live view of the running statecharts (demo and sandbox modes only): for
 * the demo control panel, which machines run, the state each is in and the
 * panel each serves; for the model-based UI walk (tests/model/ui), per
 * machine id, the states entered and the transitions taken, exposed as
 * window.__mintrhInspection. It is fed through XState's public inspection
 * API only: every actor is created by the kernel (actors.ts) with the
 * `inspect` option, which reaches its children through their system.
 */
export interface InspectedActor {
  sessionId: string;
  machineId: string;
  state: string;
  status: string;
  events: number;
  updatedAt: number;
  /** The machine itself, drawn by the demo's inspector. */
  machine: unknown;
  /** The snapshot's value and context: what the inspector names the actor by. */
  value: unknown;
  context: unknown;
  /** The event that last reached this actor (its type). */
  lastEvent: string | null;
  /** The transitions of the last macrostep that moved it, in order (an event's, then the eventless ones it led to). */
  lastTransitions: TakenTransition[];
  /**
   * The macrosteps before it, the latest first (at most EARLIER_KEPT): a decision sent and the list read again at once
   * left only the reading as 'the last transition', and one watching the chart missed the decision's own move. Five:
   * a refusal with its reason is five moves (asked, reason confirmed, held, sent, read again).
   */
  earlierTransitions: TakenTransition[][];
  /** Where it was created: the panel it serves, and whether it is a kernel helper. */
  origin: ActorOrigin;
  /** Created by the app rather than invoked or spawned by another machine. */
  root: boolean;
  /** Order of creation in the page: a panel's own component creates its lifecycle before its parts create theirs. */
  created: number;
}

const actors = new Map<string, InspectedActor>();
/** What the demo's panel lists: the actors, the last moved first, published at most every 250 ms. */
const inspected = createStore<InspectedActor[]>([]);
let scheduled = false;

function publish() {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    inspected.set([...actors.values()].sort((a, b) => b.updatedAt - a.updatedAt));
  }, 250);
}

const stateText = (value: unknown): string =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? Object.entries(value).map(([k, v]) => `${k}.${stateText(v)}`).join(' | ') : String(value);

/** A transition as the inspector draws it: its source state id, event type ('' eventless), place among that event's transitions, target ids. */
export interface TakenTransition { source: string; event: string; index: number; targets: string[] }
const taken1 = (t: AnyTransitionDefinition): TakenTransition => ({
  source: t.source.id,
  event: String(t.eventType),
  index: t.eventType === '' ? (t.source.always ?? []).indexOf(t) : (t.source.transitions.get(String(t.eventType)) ?? []).indexOf(t),
  targets: (t.target ?? []).map((n) => n.id),
});

// ── What the UI walk reads: states entered and transitions taken, per machine id.
export interface StateEntry { seq: number; sessionId: string; value: string; status: string }
const entered = new Map<string, Set<string>>();
const taken = new Map<string, Set<string>>();
const log = new Map<string, StateEntry[]>();
let seq = 0;
const bucket = <T>(m: Map<string, T>, id: string, make: () => T) => m.get(id) ?? (m.set(id, make()), m.get(id)!);

/** Per actor: the snapshot before the next microstep, and the event of the last one (a microstep with the same event object is eventless). */
interface Pending { machine: AnyStateMachine; created: number; value: unknown; snapshot: AnyMachineSnapshot | null; lastEvent: EventObject | null; macrostepStarts: boolean; lastTaken: TakenTransition[]; earlier: TakenTransition[][] }
const EARLIER_KEPT = 5;
const pending = new Map<string, Pending>();
const update = (p: Pending, next: Partial<Pending>) => void Object.assign(p, next);
let created = 0;

function record(ref: AnyActorRef, machineId: string, ev: InspectionEvent) {
  const p = pending.get(ref.sessionId);
  if (ev.type === '@xstate.microstep' && p && isMachineSnapshot(ev.snapshot)) {
    const eventless = ev.event.type === 'xstate.init' || (!p.macrostepStarts && ev.event === p.lastEvent);
    const set = bucket(taken, machineId, () => new Set<string>());
    const ts = transitionsOf(p.machine, p, ev.event, eventless, ev.snapshot);
    for (const t of ts) set.add(transitionKey(t));
    // A macrostep's first microstep starts the list the inspector draws as 'the last transition'.
    const starts = ts.length > 0 && p.macrostepStarts;
    const lastTaken = ts.length ? [...(starts ? [] : p.lastTaken), ...ts.map(taken1)] : p.lastTaken;
    const earlier = starts && p.lastTaken.length ? [p.lastTaken, ...p.earlier].slice(0, EARLIER_KEPT) : p.earlier;
    update(p, { value: ev.snapshot.value, snapshot: ev.snapshot, lastEvent: ev.event, macrostepStarts: false, lastTaken, earlier });
  }
  if ((ev.type === '@xstate.microstep' || ev.type === '@xstate.snapshot') && isMachineSnapshot(ev.snapshot)) {
    const snap = ev.snapshot;
    const set = bucket(entered, machineId, () => new Set<string>());
    for (const n of nodesOf(snap.machine, snap.value)) set.add(n.id);
    const entries = bucket(log, machineId, () => [] as StateEntry[]);
    entries.push({ seq: ++seq, sessionId: ref.sessionId, value: JSON.stringify(snap.value), status: snap.status ?? 'active' });
    if (entries.length > 500) entries.splice(0, entries.length - 500);
  }
  if (ev.type === '@xstate.snapshot' && p && isMachineSnapshot(ev.snapshot)) update(p, { value: ev.snapshot.value, snapshot: ev.snapshot, macrostepStarts: true });
}

/**
 * Actors just stopped, kept a moment: under React's StrictMode in development (`npm start`), @xstate/react stops each
 * actor a component's effect started and starts the same actor again at once. Forgotten at the stop, it went on
 * unseen, and a panel's own statechart was missing from the inspector (persona review: no way to its chart from a
 * leave's panel). Started again, it is followed again with its place in the order of creation.
 */
const parked = new Map<string, Pending>();
const PARKED_MS = 1000;

const lastEvents = new Map<string, string>();
const selected = createStore<string | null>(null);

function handle(ev: InspectionEvent, origin: ActorOrigin) {
  const ref = ev.actorRef as AnyActorRef;
  if (ev.type === '@xstate.actor') {
    // Created (before its first state): a machine is followed from its initial states on.
    const logic: unknown = ref instanceof Actor ? ref.logic : null;
    if (logic instanceof StateMachine) {
      const machine = logic as AnyStateMachine;
      pending.set(ref.sessionId, { machine, created: ++created, value: initialValue(machine.root), snapshot: null, lastEvent: null, macrostepStarts: false, lastTaken: [], earlier: [] });
    }
    return;
  }
  const back = ev.type === '@xstate.event' && ev.event.type === 'xstate.init' ? parked.get(ref.sessionId) : undefined;
  if (back) {
    parked.delete(ref.sessionId);
    pending.set(ref.sessionId, back);
  }
  const p = pending.get(ref.sessionId);
  if (!p) return;
  const machine = p.machine;
  const machineId = machine.id;
  if (ev.type === '@xstate.event') {
    const type = ev.event.type;
    if (type && type !== 'xstate.init') lastEvents.set(ref.sessionId, type);
    return;
  }
  record(ref, machineId, ev);
  if (ev.type !== '@xstate.snapshot' || !isMachineSnapshot(ev.snapshot)) return;
  const snap = ev.snapshot;
  const prev = actors.get(ref.sessionId);
  // The selected actor stays, stopped, when its panel closes: the inspector still draws where it ended.
  if (snap.status === 'stopped' && ref.sessionId !== selected.get()) {
    actors.delete(ref.sessionId);
    lastEvents.delete(ref.sessionId);
    pending.delete(ref.sessionId);
    parked.set(ref.sessionId, p);
    setTimeout(() => parked.delete(ref.sessionId), PARKED_MS);
  } else
    actors.set(ref.sessionId, {
      sessionId: ref.sessionId, machineId, state: stateText(snap.value), status: snap.status ?? 'active', events: (prev?.events ?? 0) + 1, updatedAt: Date.now(),
      machine, value: snap.value, context: snap.context, lastEvent: lastEvents.get(ref.sessionId) ?? null, lastTransitions: p.lastTaken, earlierTransitions: p.earlier, origin, root: ref.sessionId === ev.rootId, created: p.created,
    });
  publish();
}

// ── Which actor the inspector shows: chosen in its list, or by clicking an open panel.
export function selectInspected(sessionId: string | null) {
  for (const [id, a] of actors) if (a.status === 'stopped' && id !== sessionId) actors.delete(id);
  publish();
  selected.set(sessionId);
}
export const useSelectedInspected = () => useStore(selected);

/**
 * The machine an open panel runs, known from where its actors were created:
 * the panel's own lifecycle before the kernel's helpers (a read, a submit),
 * an actor created in the panel before one invoked by it, and the first the
 * panel created (its own component's, before those of its parts: the
 * document request before its template card and upload box).
 */
export function machineOfPanel(panelKey: number): InspectedActor | undefined {
  const rank = (a: InspectedActor) => (a.origin.helper ? 0 : 2) + (a.root ? 1 : 0);
  return [...actors.values()].filter((a) => a.origin.panelKey === panelKey).sort((a, b) => rank(b) - rank(a) || a.created - b.created)[0];
}

/** What tests read in the page (demo and sandbox only). */
export const inspectionHooks = {
  /** States (node ids) entered and transitions (coverage keys) taken since the last reset, per machine id. */
  coverage: () => Object.fromEntries([...new Set([...entered.keys(), ...taken.keys()])].map((id) => [id, { states: [...(entered.get(id) ?? [])], transitions: [...(taken.get(id) ?? [])] }])),
  /** Snapshots of a machine's actors after a sequence number, oldest first. */
  log: (machineId: string, after = 0) => (log.get(machineId) ?? []).filter((e) => e.seq > after),
  /** The live actors of a machine and their state values. */
  live: (machineId: string) => [...actors.values()].filter((a) => a.machineId === machineId),
  seq: () => seq,
  reset() {
    entered.clear();
    taken.clear();
    log.clear();
  },
};

/** The observer an actor created at `origin` is inspected with (its children report through it too). */
export const inspectorFor = (origin: ActorOrigin): Observer<InspectionEvent> => ({ next: (ev) => handle(ev, origin) });

/** Turned on in demo and sandbox modes only, before the first actor is created (start.tsx). */
export function enableInspection() {
  (globalThis as { __mintrhInspection?: unknown }).__mintrhInspection = inspectionHooks;
  setInspector(inspectorFor);
}

export const useInspectedActors = (): InspectedActor[] => useStore(inspected);
/** The session id of the machine an open panel runs (machineOfPanel), drawn again only when that changes, not at every snapshot. */
export const usePanelMachine = (panelKey: number): string | null => useStore(inspected, () => machineOfPanel(panelKey)?.sessionId ?? null);
