/**
 * A list read again while someone works down it (issue 36 item 1): the rows it showed stay where they were, those the
 * new read no longer holds (decided here, or by someone else) included, each given its newest copy; rows new to it come
 * after. So nothing slides under the pointer; what was decided goes when the person moves on (the list is drawn anew).
 */
export function keptRows<T extends { id: number }>(shown: readonly T[], read: readonly T[], keep: (row: T) => boolean = () => true): T[] {
  const fresh = new Map(read.map((r) => [r.id, r]));
  // A row the new read left out stays only where `keep` says it was decided here (the rest would show stale facts).
  const kept = shown.flatMap((r) => { const now = fresh.get(r.id); return now ? [now] : keep(r) ? [r] : []; });
  const had = new Set(shown.map((r) => r.id));
  return [...kept, ...read.filter((r) => !had.has(r.id))];
}
