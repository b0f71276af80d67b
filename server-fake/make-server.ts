import type { Db } from './db/db';
import { Dispatcher } from './dispatch';
import type { FakeContext } from './http';
import { FakeHubBus } from './hub/bus';
import { allRoutes } from './routes';
import { buildScenario, type ScenarioName } from './scenarios';
import { systemNow } from '../src/domain/clock';

export interface FakeBackend {
  db: Db;
  hub: FakeHubBus;
  dispatcher: Dispatcher;
  ctx: FakeContext;
}

/**
 * One fake backend shared by demo, sandbox, the unit tests and the loopback
 * test API host: a database, the hub bus and the dispatcher over every route.
 * `now` is the system clock (pinned in tests, src/domain/clock.ts) plus the demo
 * clock (db.meta.clockOffset, in ms).
 */
export function makeBackend(o: { scenario?: ScenarioName; db?: Db; today?: Date } = {}): FakeBackend {
  const db = o.db ?? buildScenario(o.scenario ?? 'demo', o.today);
  const hub = new FakeHubBus();
  const ctx: FakeContext = { db, hub, now: () => new Date(systemNow() + Number(db.meta.clockOffset ?? 0)) };
  return { db, hub, ctx, dispatcher: new Dispatcher(allRoutes, ctx) };
}
