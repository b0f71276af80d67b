/**
 * Lazily loaded pages and panels whose chunk failed to load (a network drop,
 * a deploy that removed it) are forgotten only when the user asks for a
 * retry: forgetting at once would make React request the chunk again on its
 * own re-render, in a loop.
 */
const pending = new Set<() => void>();

export function forgetOnFailure<T>(load: () => Promise<T>, forget: () => void): () => Promise<T> {
  return () =>
    load().catch((e: unknown) => {
      pending.add(forget);
      throw e;
    });
}

/** Called by an error boundary's retry: the failed chunks are requested afresh. */
export function retryFailedChunks() {
  for (const forget of pending) forget();
  pending.clear();
}
