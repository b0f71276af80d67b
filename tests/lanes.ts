/**
 * How `npm test` splits the browser files into its lanes: by measured
 * duration, not by file index (adding one file used to shift every file
 * after it, and one lane ran 24 minutes while the other idled). A lane that
 * runs more afterwards may start with that time (`headStart`). Longest first,
 * each to the lane that ends sooner; a file with no measure yet counts as the
 * median of those measured. Every lane computes the same split from the same
 * table.
 */
export function splitLanes(files: string[], seconds: Record<string, number>, opts: { lanes: number; headStart?: number[] }): string[][] {
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)]! : 60;
  const cost = (f: string) => seconds[f] ?? median;
  const lanes = Array.from({ length: opts.lanes }, (_, i) => ({ files: [] as string[], total: opts.headStart?.[i] ?? 0 }));
  // Name order breaks ties, so the split never depends on the order files were listed.
  for (const f of [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b))) {
    const lane = lanes.reduce((best, l) => (l.total < best.total ? l : best));
    lane.files.push(f);
    lane.total += cost(f);
  }
  // Within a lane, name order, as a single-lane run would go.
  return lanes.map((l) => l.files.sort());
}
