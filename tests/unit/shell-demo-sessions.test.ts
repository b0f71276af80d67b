import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildScenario } from '../../server-fake/scenarios';
import { sessions } from '../../server-fake/models/session';
import { openSession } from '../../server-fake/rules/session';
import { restoreDemoSessions, saveDemoSessions } from '../../server-fake/demo-sessions';

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

test.run();
