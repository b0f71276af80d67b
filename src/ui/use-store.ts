import { useSyncExternalStore } from 'react';
import type { Store } from '../domain/store';

/**
 * A store's value (or the part `select` picks) in a component, drawn again
 * when it changes. Here rather than in the kernel because src/ui may not
 * import the kernel and its toasts need it. `select` returns a part of the
 * value, or a primitive: a new object each call would draw forever.
 */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, select: (value: T) => S): S;
export function useStore<T, S>(store: Store<T>, select?: (value: T) => S): T | S {
  const read = () => (select ? select(store.get()) : store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}
