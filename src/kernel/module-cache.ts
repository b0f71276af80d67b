import { useEffect, useState } from 'react';
import i18next from 'i18next';
import { namespaces, wordsOf, type Namespace } from '../i18n/namespaces';

/**
 * Lazily loaded pages and panels, without React.lazy. A lazy component that
 * suspends is revealed by a retry render, which React 19 holds back until
 * 300 ms after the last fallback was shown; a plain state update is not held
 * back. So a page or panel shows as soon as its code and its words are in,
 * and at once when they were fetched ahead (boot, idle time).
 */
type Loader<M> = () => Promise<M>;
const done = new Map<Loader<unknown>, unknown>();
const pending = new Map<Loader<unknown>, Promise<unknown>>();

/** Panel kinds whose prefix is not their namespace's name. */
const namespaceOfPrefix: Record<string, Namespace> = { profile: 'people' };

/** The area namespace a module needs, read from a panel kind or a route's `ns`. */
export const namespaceOf = (kind: string | undefined): Namespace | null => {
  const first = kind?.split('.')[0];
  const prefix = first && (namespaceOfPrefix[first] ?? first);
  return prefix && (namespaces as readonly string[]).includes(prefix) ? (prefix as Namespace) : null;
};

/** Starts (once) loading a module and the words it reads (its namespace, and the deferred words: `wordsOf`); resolves when both are in. */
export function preload<M>(loader: Loader<M>, ns?: Namespace | null): Promise<M> {
  const key = loader as Loader<unknown>;
  let p = pending.get(key) as Promise<M> | undefined;
  if (!p) {
    const words = i18next.isInitialized ? i18next.loadNamespaces(wordsOf(ns)).catch(() => {}) : null;
    p = Promise.all([loader(), words]).then(([m]) => {
      done.set(key, m);
      return m;
    });
    // A failed load may be retried (a flaky network), so it is forgotten.
    p.catch(() => pending.delete(key));
    pending.set(key, p);
  }
  return p;
}

export const loaded = <M>(loader: Loader<M>): M | undefined => done.get(loader as Loader<unknown>) as M | undefined;

/** The module once loaded (undefined meanwhile); a load failure is thrown to the nearest error boundary. */
export function useModule<M>(loader: Loader<M>, ns?: Namespace | null): M | undefined {
  const [, setTick] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const m = loaded(loader);
  useEffect(() => {
    if (m) return;
    let live = true;
    preload(loader, ns).then(
      () => live && setTick((n) => n + 1),
      (e) => live && setError(e ?? new Error('module failed to load')),
    );
    return () => {
      live = false;
    };
  }, [loader, ns, m]);
  if (error) throw error instanceof Error ? error : new Error('module failed to load', { cause: error });
  return m;
}
