/**
 * The one store for shared state outside machines (issue 35 item 2): a value,
 * its readers told when it changes. Each module that keeps state for the whole
 * page (the open panels, the toasts, the demo clock…) holds one of these
 * instead of writing its own listener set, subscribe and notify. It lives in
 * src/domain and knows nothing of React because the domain's clock needs it
 * and every layer may import the domain; the React hook is `useStore`
 * (src/ui/use-store.ts), where src/ui and everything above it can reach it.
 */
export interface Store<T> {
  get(): T;
  /** A value equal to the one held (Object.is) changes nothing and tells no one. */
  set(next: T | ((current: T) => T)): void;
  /** Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** `T` is never a function: `set` takes a function as an updater. */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const v = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(v, value)) return;
      value = v;
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
