import { useSyncExternalStore } from 'react';
import type { InspectionEvent } from 'xstate';

/**
 * A live view of the running statecharts for the demo control panel: which
 * machines run and the state each is in. Only machine actors are kept; the
 * list updates at most every 250 ms so inspection never slows the app.
 */
export interface InspectedActor {
  sessionId: string;
  machineId: string;
  state: string;
  status: string;
  events: number;
  updatedAt: number;
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

/** Turned on in demo and sandbox modes only. */
export const enableInspection = () => (enabled = true);

export function inspect(ev: InspectionEvent) {
  if (!enabled) return;
  const ref = ev.actorRef as unknown as { sessionId: string; logic?: { id?: string; root?: unknown } };
  if (!ref.logic?.root) return;
  const prev = actors.get(ref.sessionId);
  if (ev.type === '@xstate.snapshot') {
    const snap = ev.snapshot as { value?: unknown; status?: string };
    if (snap.status === 'stopped') actors.delete(ref.sessionId);
    else
      actors.set(ref.sessionId, {
        sessionId: ref.sessionId,
        machineId: ref.logic.id ?? '?',
        state: stateText(snap.value),
        status: snap.status ?? 'active',
        events: (prev?.events ?? 0) + 1,
        updatedAt: Date.now(),
      });
    publish();
  }
}

export function useInspectedActors(): InspectedActor[] {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => snapshotList,
    () => snapshotList,
  );
}
