import { useSyncExternalStore } from 'react';
import { Actor, type InspectionEvent } from 'xstate';

/**
 * A live view of the running statecharts (demo and sandbox modes only): for
 * the demo control panel, which machines run and the state each is in; for
 * the model-based UI walk (tests/model/ui), per machine id, the states
 * entered and the transitions taken, exposed as window.__mintrhInspection.
 * Every root actor of the page is inspected (not only those created with
 * `inspect`), so UI coverage is what really happened in the page.
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
}

const actors = new Map<string, InspectedActor>();
const listeners = new Set<() => void>();
let snapshotList: InspectedActor[] = [];
let scheduled = false;
let enabled = false;

function publish() {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    snapshotList = [...actors.values()].sort((a, b) => b.updatedAt - a.updatedAt);
    listeners.forEach((l) => l());
  }, 250);
}

const stateText = (value: unknown): string =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? Object.entries(value).map(([k, v]) => `${k}.${stateText(v)}`).join(' | ') : String(value);

// ── What the UI walk reads: states entered and transitions taken, per machine id.
interface Node { id: string; always?: unknown[]; transitions: Map<string, unknown[]> }
interface Taken { source: Node; eventType: string }
export interface StateEntry { seq: number; sessionId: string; value: string; status: string }
const entered = new Map<string, Set<string>>();
const taken = new Map<string, Set<string>>();
const log = new Map<string, StateEntry[]>();
let seq = 0;
const bucket = <T>(m: Map<string, T>, id: string, make: () => T) => m.get(id) ?? (m.set(id, make()), m.get(id)!);
/** Same key as tests/model/coverage.ts: source id, event type, index among that event's transitions. */
const transitionKey = (t: Taken) =>
  t.eventType === '' ? `${t.source.id} ─(always)#${(t.source.always ?? []).indexOf(t)}→` : `${t.source.id} ─${t.eventType}#${(t.source.transitions.get(t.eventType) ?? []).indexOf(t)}→`;

function record(ev: InspectionEvent, machineId: string, sessionId: string) {
  if (ev.type === '@xstate.microstep') {
    const set = bucket(taken, machineId, () => new Set<string>());
    for (const t of (ev as unknown as { _transitions: Taken[] })._transitions ?? []) if (t?.source) set.add(transitionKey(t));
  }
  if (ev.type === '@xstate.microstep' || ev.type === '@xstate.snapshot') {
    const snap = ev.snapshot as { value?: unknown; status?: string; _nodes?: Node[] };
    const set = bucket(entered, machineId, () => new Set<string>());
    for (const n of snap._nodes ?? []) set.add(n.id);
    const entries = bucket(log, machineId, () => [] as StateEntry[]);
    entries.push({ seq: ++seq, sessionId, value: JSON.stringify(snap.value), status: snap.status ?? 'active' });
    if (entries.length > 500) entries.splice(0, entries.length - 500);
  }
}

const lastEvents = new Map<string, string>();
let selected: string | null = null;

function handle(ev: InspectionEvent) {
  const ref = ev.actorRef as unknown as { sessionId: string; logic?: { id?: string; root?: unknown } };
  if (!ref.logic?.root) return;
  const machineId = ref.logic.id ?? '?';
  if (ev.type === '@xstate.event') {
    const type = (ev as { event?: { type?: string } }).event?.type;
    if (type && type !== 'xstate.init') lastEvents.set(ref.sessionId, type);
    return;
  }
  record(ev, machineId, ref.sessionId);
  const prev = actors.get(ref.sessionId);
  if (ev.type === '@xstate.snapshot') {
    const snap = ev.snapshot as { value?: unknown; status?: string; context?: unknown };
    // The selected actor stays, stopped, when its panel closes: the inspector still draws where it ended.
    if (snap.status === 'stopped' && ref.sessionId !== selected) actors.delete(ref.sessionId), lastEvents.delete(ref.sessionId);
    else
      actors.set(ref.sessionId, {
        sessionId: ref.sessionId, machineId, state: stateText(snap.value), status: snap.status ?? 'active', events: (prev?.events ?? 0) + 1, updatedAt: Date.now(),
        machine: ref.logic, value: snap.value, context: snap.context, lastEvent: lastEvents.get(ref.sessionId) ?? null,
      });
    publish();
  }
}

// ── Which actor the inspector shows: chosen in its list, or by clicking an open panel.
const selectionListeners = new Set<() => void>();
export function selectInspected(sessionId: string | null) {
  selected = sessionId;
  for (const [id, a] of actors) if (a.status === 'stopped' && id !== selected) actors.delete(id);
  publish();
  selectionListeners.forEach((l) => l());
}
export const useSelectedInspected = () =>
  useSyncExternalStore(
    (l) => (selectionListeners.add(l), () => selectionListeners.delete(l)),
    () => selected,
    () => selected,
  );
/** The live actors right now (not waiting for the next publication). */
export const liveActors = () => [...actors.values()];

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

let patched = false;
/**
 * Turned on in demo and sandbox modes only. Every root actor created from
 * now on gets the inspector: xstate inherits it to children through the
 * system, so invoked and spawned machines are seen too. _initState runs in the
 * constructor before the first macrostep, so initial microsteps are seen.
 */
export function enableInspection() {
  enabled = true;
  (globalThis as { __mintrhInspection?: unknown }).__mintrhInspection = inspectionHooks;
  if (patched) return;
  patched = true;
  const proto = Actor.prototype as unknown as { _initState(p: unknown): void; _parent?: unknown; system: { inspect(o: { next(e: InspectionEvent): void }): void } };
  const original = proto._initState;
  proto._initState = function (this: typeof proto, persisted: unknown) {
    if (!this._parent && enabled) this.system.inspect({ next: handle });
    return original.call(this, persisted);
  };
}

export function useInspectedActors(): InspectedActor[] {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => snapshotList,
    () => snapshotList,
  );
}
