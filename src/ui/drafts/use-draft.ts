import { useEffect, useRef, useState } from 'react';
import { drafts } from './draft-store';

interface Subscribable<S> {
  getSnapshot(): S;
  subscribe(observer: (s: S) => void): { unsubscribe(): void };
}

/**
 * Binds a form's statechart to the draft store: once the form is ready (its
 * data loaded), a draft kept through a sign-in is given back through the
 * form's own events (`restore`), then what `select` reads is recorded on
 * every change. Forms stay as they are; the store is the one way.
 */
export function useActorDraft<S, T>(draftKey: string | undefined, actor: Subscribable<S>, o: { select(s: S): T; ready(s: S): boolean; restore(draft: T): void }) {
  const [initial] = useState(() => (draftKey ? drafts.take<T>(draftKey) : undefined));
  const opts = useRef(o);
  opts.current = o;
  useEffect(() => {
    if (!draftKey) return;
    let restored = false;
    let last = '';
    const seen = (s: S) => {
      if (!opts.current.ready(s)) return;
      if (!restored) {
        restored = true;
        if (initial !== undefined) return opts.current.restore(initial);
      }
      const value = opts.current.select(s);
      const text = JSON.stringify(value);
      if (text === last) return;
      last = text;
      drafts.save(draftKey, value);
    };
    const sub = actor.subscribe(seen);
    seen(actor.getSnapshot());
    return () => sub.unsubscribe();
  }, [actor, draftKey, initial]);
}

/** A draft kept through a sign-in, for a form that takes its values at creation (no events to replay). */
export function useInitialDraft<T>(draftKey: string | undefined): T | undefined {
  const [initial] = useState(() => (draftKey ? drafts.take<T>(draftKey) : undefined));
  return initial;
}

/** Records a plain value of a panel (not a statechart's) in its draft on every change. */
export function useRecordedDraft(draftKey: string | undefined, value: unknown) {
  const text = JSON.stringify(value);
  useEffect(() => {
    if (draftKey) drafts.save(draftKey, JSON.parse(text));
  }, [draftKey, text]);
}
