import type { Db } from './db/db';
import { Dispatcher } from './dispatch';
import type { FakeContext } from './http';
import { FakeHubBus } from './hub/bus';
import { faultShaping } from './middleware/fault-shaping';
import { idempotency } from './middleware/idempotency';
import { sizeLimits } from './middleware/size-limits';
import { allRoutes } from './routes';
import { personaRoutes } from './routes/auth';
import { buildScenario, type ScenarioName } from './scenarios';
import { systemNow } from '../src/domain/clock';

export interface FakeBackend {
  db: Db;
  hub: FakeHubBus;
  dispatcher: Dispatcher;
  ctx: FakeContext;
}

export interface BackendOptions {
  scenario?: ScenarioName;
  db?: Db;
  today?: Date;
  /**
   * Serve the demo's ready accounts (GET /api/auth/personas, with their
   * passwords). Demo and sandbox only: the loopback host that stands for
   * production leaves it out unless a test asks.
   */
  personas?: boolean;
}

/**
 * One fake backend shared by demo, sandbox, the unit tests and the loopback
 * test API host: a database, the hub bus and the dispatcher over every route.
 * `now` is the system clock (pinned in tests, src/domain/clock.ts) plus the demo
 * clock (db.meta.clockOffset, in ms).
 */
export function makeBackend(o: BackendOptions = {}): FakeBackend {
  const db = o.db ?? buildScenario(o.scenario ?? 'demo', o.today);
  const hub = new FakeHubBus();
  const ctx: FakeContext = { db, hub, now: () => new Date(systemNow() + Number(db.meta.clockOffset ?? 0)) };
  const routes = o.personas ? [...allRoutes, ...personaRoutes] : allRoutes;
  // Limits first (a real server refuses an oversized body before reading who sent it), then the network's faults,
  // then replays of a create already answered.
  const dispatcher = new Dispatcher(routes, ctx, [sizeLimits, faultShaping, idempotency]);
  return { db, hub, ctx, dispatcher };
}
