import { writeFileSync } from 'node:fs';

/**
 * Which tests read 'now' (issue 33 item 3), for the sweep (tests/sweep.ts):
 * with MINTRH_CLOCK_TRACE=<file>, the runner names what runs (a test file, a
 * machine of the model walk) and every read of the clock made by our code
 * (src, machines, server-fake, fixtures, tests: `Date.now()` and `new Date()`
 * with no argument, whoever the caller, systemNow() included) marks it; the
 * names are written to the file at exit. A read made by a library on its own
 * (a timer, jsdom) does not count: only the frame right above the read is
 * looked at. What a test reads only on some other day than the traced one is
 * not seen: the sweep says so.
 */
const file = process.env.MINTRH_CLOCK_TRACE;
let current: string | null = null;
const readers = new Set<string>();

/** What runs now (null: nothing the trace should name). */
export function tracing(name: string | null) {
  current = name;
}

const ours = /[/\\](src|machines|server-fake|fixtures|tests)[/\\]/;
function mark() {
  if (!current || readers.has(current)) return;
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 4;
  const stack = new Error().stack?.split('\n') ?? [];
  Error.stackTraceLimit = limit;
  // [0] 'Error', [1] mark, [2] the Date wrapper, [3] who read the clock.
  const caller = stack[3] ?? '';
  if (ours.test(caller) && !caller.includes('node_modules') && !caller.includes('clock-trace')) readers.add(current);
}

if (file) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  const Traced = function (this: unknown, ...args: unknown[]) {
    if (!new.target) return RealDate();
    if (args.length === 0) mark();
    return Reflect.construct(RealDate, args, new.target);
  } as unknown as DateConstructor;
  Object.setPrototypeOf(Traced, RealDate);
  (Traced as { prototype: Date }).prototype = RealDate.prototype;
  Traced.now = () => {
    mark();
    return realNow();
  };
  globalThis.Date = Traced;
  process.on('exit', () => writeFileSync(file, JSON.stringify([...readers].sort(), null, 1)));
}
