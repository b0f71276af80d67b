/**
 * A list read again while someone works down it (issue 36 item 1): the rows it showed stay where they were, those the
 * new read no longer holds (decided here, or by someone else) included, each given its newest copy. A row new to it
 * takes the place the read gives it, just before the shown row that follows it there (persona review: a request just
 * saved came last in a list whose newest come first); past the last shown row, it comes after. So nothing shown moves
 * but to make room for what is new; what was decided goes when the person moves on (the list is drawn anew).
 */
export function keptRows<T extends { id: number }>(shown: readonly T[], read: readonly T[], keep: (row: T) => boolean = () => true): T[] {
  const fresh = new Map(read.map((r) => [r.id, r]));
  // A row the new read left out stays only where `keep` says it was decided here (the rest would show stale facts).
  const kept = shown.flatMap((r) => { const now = fresh.get(r.id); return now ? [now] : keep(r) ? [r] : []; });
  const had = new Set(shown.map((r) => r.id));
  // The new rows that the read puts before each shown row; those after the last one stay in `waiting`.
  const before = new Map<number, T[]>();
  let waiting: T[] = [];
  for (const r of read) {
    if (!had.has(r.id)) waiting.push(r);
    else if (waiting.length) {
      before.set(r.id, waiting);
      waiting = [];
    }
  }
  return [...kept.flatMap((r) => [...(before.get(r.id) ?? []), r]), ...waiting];
}
