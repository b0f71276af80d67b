import { writeFileSync } from 'node:fs';

/**
 * Which tests depend on 'today' (issue 33 item 3), for the sweep
 * (tests/sweep.ts): with MINTRH_CLOCK_TRACE=<file>, the runner names what
 * runs (a test file, a machine of the model walk) and every read of the
 * pinned clock, systemNow() of src/domain/clock.ts, marks it; the names are
 * written to the file at exit. systemNow() is the only reader of
 * MINTRH_TODAY: the app's appNow(), the fake server's ctx.now() and the
 * tests' own dates all go through it, while a bare Date.now() or new Date()
 * (a timer, a duration, a cache-buster, a log's time) is the same on every
 * swept day, so a test reading only those is not run each day (it was, until
 * 2026-12-05: 125 files and 38 machines a day, now 90 and 35). What a test
 * reads only on some other day than the traced one is not seen: the sweep
 * says so.
 */
const file = process.env.MINTRH_CLOCK_TRACE;
let current: string | null = null;
const readers = new Set<string>();

/** What runs now (null: nothing the trace should name). */
export function tracing(name: string | null) {
  current = name;
}

function mark() {
  if (!current || readers.has(current)) return;
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 3;
  const stack = new Error().stack?.split('\n') ?? [];
  Error.stackTraceLimit = limit;
  // [0] 'Error', [1] mark, [2] the Date.now wrapper, [3] who read the clock: systemNow() alone reads the pinned day.
  if (/^\s*at systemNow \(.*[/\\]src[/\\]domain[/\\]clock\.ts:/.test(stack[3] ?? '')) readers.add(current);
}

if (file) {
  const realNow = Date.now.bind(Date);
  Date.now = () => {
    mark();
    return realNow();
  };
  process.on('exit', () => writeFileSync(file, JSON.stringify([...readers].sort(), null, 1)));
}
