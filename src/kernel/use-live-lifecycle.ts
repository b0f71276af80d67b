import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Actor, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { createInspectedActor, useActorOrigin } from './actors';

/** Where the server says a record stands, and who looks at it. */
export interface ServerStatus<M extends AnyStateMachine> {
  /** The record and the viewer: another one starts a new actor. */
  identity: string;
  /** The status the server answered (a change not taken by the live actor starts a new one there). */
  status: string | number;
  input?: InputFrom<M>;
  /** The statechart resolved at that status. */
  snapshot: SnapshotFrom<M>;
  /** Whether a live actor stands at that status. */
  standsAt(live: SnapshotFrom<M>): boolean;
}

const noSubscription = () => () => {};

/**
 * A record's lifecycle as a live actor kept at the server's status: the view
 * asks it what may be done and sends it each move once the server accepted
 * it, so the statechart really runs in the page. The actor is kept while the
 * server's answer catches up with where it stands (its context, e.g. a form
 * once published, stays); a status changed elsewhere, or another record or
 * viewer, starts a new actor at the server's status. Until the server says
 * the move happened (and on the first render, before the actor starts), the
 * answers come from the statechart resolved at the server's status.
 */
export function useLiveLifecycle<M extends AnyStateMachine>(machine: M, at: ServerStatus<NoInfer<M>> | null): { snapshot: SnapshotFrom<M> | null; send(e: EventFromLogic<M>): void } {
  const ref = useRef<{ actor: Actor<M>; identity: string } | null>(null);
  const [actor, setActor] = useState<Actor<M> | null>(null);
  const latest = useRef(at);
  // Read at the moment an actor starts: the origin object is new on every render, and the panel it names does not change.
  const origin = useRef(useActorOrigin());
  latest.current = at;
  useEffect(() => {
    const want = latest.current;
    if (!want) return;
    const cur = ref.current;
    const live = cur?.actor.getSnapshot() as AnyMachineSnapshot | undefined;
    if (cur && live && cur.identity === want.identity && live.status === 'active' && want.standsAt(live as SnapshotFrom<M>)) return;
    cur?.actor.stop();
    const a = createInspectedActor(machine, { input: want.input, snapshot: want.snapshot }, origin.current).start();
    ref.current = { actor: a, identity: want.identity };
    setActor(a);
  }, [machine, at?.identity, at?.status]);
  useEffect(
    () => () => {
      ref.current?.actor.stop();
    },
    [],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription();
      const s = actor.subscribe(onChange);
      return () => s.unsubscribe();
    },
    [actor],
  );
  const live = useSyncExternalStore(subscribe, () => actor?.getSnapshot() ?? null) as SnapshotFrom<M> | null;
  const snapshot = live && at && ref.current?.identity === at.identity && at.standsAt(live) ? live : (at?.snapshot ?? null);
  const send = useCallback((e: EventFromLogic<M>) => {
    ref.current?.actor.send(e);
  }, []);
  return { snapshot, send };
}
