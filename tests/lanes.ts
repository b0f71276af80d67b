import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * How `npm test` shares the browser files among its lanes: one list, longest
 * first by measured duration (tests/browser/durations.json; a file with no
 * measure yet counts as the median of those measured, name order breaks
 * ties), and each lane takes the next file nobody has taken whenever it is
 * free. A split made before the run ended its lanes 40 to 55 s apart (runs 74
 * and 75: a file's time moves by a fifth with what runs beside it); taken as
 * they come, the lanes end within the last files' few seconds of each other,
 * and a table a run old still orders well enough.
 */
export function longestFirst(files: readonly string[], seconds: Record<string, number>): string[] {
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)]! : 60;
  const cost = (f: string) => seconds[f] ?? median;
  return [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b));
}

/**
 * Takes a file for this lane: a directory made under `dir` (the run's, made empty by run-all.ts), which one
 * process only can make (EEXIST for the others), so every file runs exactly once whichever lane is free first.
 */
export function claimIn(dir: string): (file: string) => boolean {
  return (file) => {
    try {
      mkdirSync(path.join(dir, encodeURIComponent(file)));
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw e;
    }
  };
}
