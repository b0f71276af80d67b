import { useState } from 'react';
import { useSelector } from '@xstate/react';
import type { Actor, ActorOptions, AnyActorLogic, InputFrom, SnapshotFrom } from 'xstate';
import { useActorRef } from './actors';

/**
 * A record's statechart where a panel or a list row drives it: the logic its
 * effects file builds, built once per mount (the callbacks it closes over are
 * the mount's; a panel's onClose closes the same panel from any render), the
 * actor started with `input`, and its whole snapshot, as drivenDecision and
 * drivenBy read it.
 */
export function useRecordActor<T extends AnyActorLogic>(build: () => T, input: InputFrom<T>): [SnapshotFrom<T>, Actor<T>] {
  const [logic] = useState(build);
  const actor = (useActorRef as (l: T, o: ActorOptions<T>) => Actor<T>)(logic, { input });
  const snapshot = useSelector(actor, (s) => s as SnapshotFrom<T>);
  return [snapshot, actor];
}
