import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { resourceLogic, type ResourceLoad } from './resource.effects';
import { useHelperActorRef, useLogic } from './actors';
import type { Place } from '../ui/current-panel';
import { useChanges, type RefreshOn } from './use-changes';

export interface ResourceView<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  busy: boolean;
  failed: boolean;
  reload(): void;
}

/**
 * Reads a resource through the generic resource statechart: the view gets
 * data, error and busy flags, and a reload; a change of `input` reloads, and
 * so does each change on the feeds of `refreshOn` (a save in a panel, the
 * hub's notification, a reconnect): shown data stays while it refreshes,
 * and a change that comes during a read starts it again, so the answer
 * shown is never older than the change. `load` gets an AbortSignal that
 * fires when its answer is no longer wanted.
 */
export function useResource<T, I>(load: ResourceLoad<T, I>, input: I, options: { refreshOn?: RefreshOn; place?: Place } = {}): ResourceView<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const machine = useLogic(() => resourceLogic<T, I>(() => loadRef.current));
  const actor = useHelperActorRef(machine, { input: { input } }, options.place);
  const key = JSON.stringify(input);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    actor.send({ type: 'resource.setInput', input });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key is the input's serialised form: a new object with the same content is not a new input
  }, [key]);
  useChanges(options.refreshOn, () => {
    const s = actor.getSnapshot();
    actor.send(s.hasTag('busy') ? { type: 'resource.setInput', input: s.context.input } : { type: 'resource.reload' });
  });
  const data = useSelector(actor, (s) => s.context.data as T | null);
  const error = useSelector(actor, (s) => s.context.error);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.matches('failure'));
  return { data, error, loading, busy, failed, reload: () => actor.send({ type: 'resource.reload' }) };
}
