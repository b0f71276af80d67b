import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildScenario } from '../../server-fake/scenarios';
import { sessions } from '../../server-fake/models/session';
import { openSession } from '../../server-fake/rules/session';
import { keepDemoSessions, restoreDemoSessions, saveDemoSessions } from '../../server-fake/demo-sessions';
import { makeBackend } from '../../server-fake/make-server';

test('a demo reload keeps who is signed in: sessions saved in the tab come back into the rebuilt data', () => {
  const memory = new Map<string, string>();
  const store = { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => void memory.set(k, v) };
  const before = buildScenario('empty', new Date('2026-11-16T09:00:00Z'));
  const s = openSession(before, 1, new Date());
  saveDemoSessions(before, store);
  const after = buildScenario('empty', new Date('2026-11-16T09:00:00Z'));
  assert.is(sessions(after).by('token', s.token).length, 0);
  restoreDemoSessions(after, store);
  assert.is(sessions(after).by('token', s.token)[0]?.userId, 1);
  // Unreadable storage is ignored.
  memory.set('mintrh.demo.sessions', '{oops');
  restoreDemoSessions(buildScenario('empty'), store);
});

const DAY = 86_400_000;
const signIn = (b: ReturnType<typeof makeBackend>, userName: string) =>
  JSON.parse(b.dispatcher.handle({ method: 'POST', path: '/api/auth/login', query: {}, headers: {}, body: { userName, password: 'demo' } }).body as string).data as { token: string; refreshToken: string };
const permissionsWith = (b: ReturnType<typeof makeBackend>, token: string) =>
  b.dispatcher.handle({ method: 'GET', path: '/api/auth/permissions', query: {}, headers: { authorization: `Bearer ${token}` }, body: undefined }).status;

test("a sign-in carried into a sandbox whose story is seven months ahead stays signed in; '+1 month' in that sandbox still ends the access token", () => {
  const memory = new Map<string, string>();
  const store = { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => void memory.set(k, v) };
  const g = globalThis as { sessionStorage?: unknown };
  const had = g.sessionStorage;
  g.sessionStorage = store;
  try {
    // Signed in in the demo, on today's clock.
    const demo = makeBackend({ personas: true });
    demo.dispatcher.use(keepDemoSessions(demo.db));
    const grant = signIn(demo, 'yasmine');
    // The summer sandbox: its data opens 210 days ahead; the sign-in follows the trainer there.
    const sandbox = makeBackend({ personas: true });
    sandbox.db.meta.clockOffset = 210 * DAY;
    sandbox.dispatcher.use(keepDemoSessions(sandbox.db));
    assert.is(permissionsWith(sandbox, grant.token), 200, 'the access token keeps the life it had left');
    assert.is(sandbox.dispatcher.handle({ method: 'POST', path: '/api/auth/refresh', query: {}, headers: {}, body: { refreshToken: grant.refreshToken } }).status, 200);
    // Time travel inside the sandbox still ages tokens (issue 20.4).
    const fresh = signIn(demo, 'karim');
    const carried = makeBackend({ personas: true });
    carried.db.meta.clockOffset = 210 * DAY;
    carried.dispatcher.use(keepDemoSessions(carried.db));
    assert.is(permissionsWith(carried, fresh.token), 200);
    carried.db.meta.clockOffset = 240 * DAY;
    assert.is(permissionsWith(carried, fresh.token), 401, "'+1 month' ends the access token");
  } finally {
    g.sessionStorage = had;
  }
});

test("a reload right after 'Quitter cette session' comes back as oneself: of two copies of one sign-in, the one saved last wins", () => {
  const memory = new Map<string, string>();
  const store = { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => void memory.set(k, v) };
  // The data saved while an administrator (1) was connected as someone else (7)...
  const data = buildScenario('empty', new Date('2026-11-16T09:00:00Z'));
  const s = openSession(data, 1, new Date());
  sessions(data).update(s.id, { userId: 7, impersonatorId: 1 });
  const stale = data.dump();
  // ...then they left that session: the tab saved it at once, the data had no time to be saved again.
  sessions(data).update(s.id, { userId: 1, impersonatorId: null });
  saveDemoSessions(data, store);
  const savedAt = (JSON.parse(memory.get('mintrh.demo.sessions')!) as { savedAt: number }).savedAt;
  const reloaded = (dataSavedAt: number) => {
    const db = buildScenario('empty', new Date('2026-11-16T09:00:00Z'));
    db.load(stale);
    restoreDemoSessions(db, store, dataSavedAt);
    return sessions(db).by('token', s.token);
  };
  const mine = reloaded(savedAt - 30);
  assert.is(mine.length, 1, 'one row for the sign-in');
  assert.equal([mine[0].userId, mine[0].impersonatorId], [1, null], 'the tab saved last: oneself again');
  // Data saved after the tab's copy (another tab changed that sign-in since) keeps its own.
  const theirs = reloaded(savedAt + 30);
  assert.equal([theirs[0].userId, theirs[0].impersonatorId], [7, 1]);
});

test.run();
