import { useEffect, useRef } from 'react';
import type { ChangeFeed } from '../realtime/changes';

/** Change feeds a view listens to (realtime/changes.ts): one, or several. */
export type RefreshOn = SubscribedFeed | readonly SubscribedFeed[];
type SubscribedFeed = Pick<ChangeFeed<unknown>, 'source'> & { subscribe(listener: () => void): () => void };

/** Calls `onChange` (the latest one given) each time one of the feeds fires, while the view is shown. */
export function useChanges<C = never>(feeds: ChangeFeed<C> | RefreshOn | undefined, onChange: (change: C | null) => void) {
  const latest = useRef(onChange);
  latest.current = onChange;
  const list = (feeds ? (Array.isArray(feeds) ? feeds : [feeds]) : []) as ChangeFeed<C>[];
  // Feeds are the module's singletons: their names say whether the list changed.
  const names = list.map((f) => f.source).join();
  useEffect(() => {
    const offs = list.map((f) => f.subscribe((change) => latest.current(change)));
    return () => offs.forEach((off) => off());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the feeds' names
  }, [names]);
}
