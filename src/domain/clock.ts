/**
 * The one 'now' of the app and of the fake server. Two layers:
 *
 * - the system clock: Date.now(), except where a test pins 'today' (Node:
 *   the MINTRH_TODAY environment variable or `pinToday`; the browser: the
 *   test drives Playwright's clock instead). Time keeps flowing from the
 *   pinned instant, so timers and token lifetimes behave as usual.
 * - the demo clock: days the demo or sandbox has travelled ahead
 *   (db.meta.clockOffset on the fake server, followed by the client).
 *
 * Anything that means 'today' (greetings, due and overdue, the calendar's
 * today marker, a form's default date, the server's timestamps) reads
 * `appNow()` on the client or `ctx.now()` on the fake server, both built on
 * `systemNow()`.
 */
import { createStore } from './store';

export const DAY_MS = 86_400_000;

/** '2028-02-29' (today at the current time of day, UTC) or a full instant. */
function shiftFor(today: string | undefined, realNow: number): number {
  if (!today) return 0;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(today);
  const at = Date.parse(day ? `${today}T${new Date(realNow).toISOString().slice(11)}` : today);
  if (Number.isNaN(at)) throw new Error(`MINTRH_TODAY is not a date: ${today}`);
  return at - realNow;
}

const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
let shift = shiftFor(env?.MINTRH_TODAY || undefined, Date.now());

/** Tests in Node: 'today' from now on is this day (or instant); null goes back to the run's own (MINTRH_TODAY, else the real date). */
export function pinToday(today: string | null): void {
  shift = shiftFor(today ?? (env?.MINTRH_TODAY || undefined), Date.now());
}

/** The wall clock, or the pinned one. */
export const systemNow = (): number => Date.now() + shift;

// ── The demo clock, as the client follows it.
let demoOffset: () => number = () => 0;
/** Counts the time travels: what views showing 'today' subscribe to. */
const travels = createStore(0);

/** The demo runtime tells how far its clock has travelled (in ms); production never calls this. */
export function followDemoClock(offsetMs: () => number): void {
  demoOffset = offsetMs;
  clockMoved();
}

/** Called after a time travel: views showing 'today' draw again. */
export function clockMoved(): void {
  travels.set((n) => n + 1);
}

export const onClockMoved = (listener: () => void): (() => void) => travels.subscribe(listener);

/** Now as the app sees it: the demo's clock may have travelled; production has no offset. */
export const appNow = (): Date => new Date(systemNow() + demoOffset());

