import { clockMoved, DAY_MS, followDemoClock } from '../domain/clock';
import type { FakeRuntime } from '../domain/fake-runtime';

// The running fake backend once started (demo and sandbox modes): the demo's views steer it through here.
let runtime: FakeRuntime | null = null;
export function setFakeRuntime(r: FakeRuntime | null) {
  runtime = r;
  followDemoClock(() => (runtime?.clock.offsetDays() ?? 0) * DAY_MS);
}
export const fakeRuntime = () => runtime;

/** Moves the demo's clock (days ahead of the system date; 0 is back to today); views showing 'today' follow. */
export function travelTo(days: number) {
  runtime?.clock.setOffsetDays(days);
  clockMoved();
}
