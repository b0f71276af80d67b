import type { Actor, ActorRefFrom } from 'xstate';
import type { realtimeMachine } from '../../machines/shared/realtime.machine';
import type { RealtimeEventName, RealtimeEvents } from './events';
import { pushNotified } from './changes';
import { realtimeLogic, type RealtimeConnectionDeps } from './realtime.effects';
import { notification } from '../domain/shell';

type AnyHandler = (...args: unknown[]) => void;
const handlers = new Map<RealtimeEventName, Set<AnyHandler>>();

/** Features subscribe here; subscriptions outlive reconnects and user switches. */
export function onRealtime<E extends RealtimeEventName>(event: E, handler: (...args: RealtimeEvents[E]) => void): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler as AnyHandler);
  return () => set!.delete(handler as AnyHandler);
}

function emitRealtime<E extends RealtimeEventName>(event: E, ...args: RealtimeEvents[E]) {
  for (const h of handlers.get(event) ?? []) {
    try {
      h(...args);
    } catch (e) {
      console.error(`realtime handler for ${event} failed`, e);
    }
  }
}

/** What the hub sends, as the app reads it: a notification is parsed once, here, and its source's change feed fires. */
function receive(name: RealtimeEventName, args: unknown[]) {
  if (name !== 'ReceiveNotification') return emitRealtime(name, ...(args as RealtimeEvents[typeof name]));
  const parsed = notification.safeParse(args[0]);
  if (!parsed.success) return console.warn('unreadable notification from the hub', parsed.error.issues.slice(0, 2));
  emitRealtime('ReceiveNotification', parsed.data);
  pushNotified(parsed.data);
}

export interface RealtimeDeps extends Omit<RealtimeConnectionDeps, 'receive'> {
  /** How the app creates its actors (the kernel's: inspected in demo and sandbox). */
  createActor: (logic: typeof realtimeMachine) => Actor<typeof realtimeMachine>;
}

export type RealtimeActor = ActorRefFrom<typeof realtimeMachine>;

export function createRealtimeActor({ createActor, ...deps }: RealtimeDeps): RealtimeActor {
  return createActor(realtimeLogic({ ...deps, receive })).start();
}
