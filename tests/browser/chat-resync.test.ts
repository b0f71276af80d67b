import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openApp, signInAs } from './harness';

/**
 * Demo mode behaves as production when the hub connection goes: SignalR's
 * automatic reconnect, then the app's own backoff once SignalR gives up; each
 * time the open conversation refetches (the resync change feed) what was sent meanwhile.
 * The page is never reloaded: the in-page hub's failure switch
 * (backend.hub, server-fake/hub/bus.ts) acts on the connections open now.
 */
const log = (page: Page) => page.locator('.side-panel').getByRole('log');
/**
 * How many times the realtime machine entered 'reconnecting' (SignalR's automatic reconnect after a drop), waiting up to
 * 15 s for it to reach `atLeast`. Polled inside the page: a string given to `waitForFunction` is run with `eval`, which
 * the app's CSP refuses (a full run read 0 there, the wait having failed at once).
 */
const reconnects = (page: Page, atLeast = 0) =>
  page.evaluate(async (n) => {
    const count = () => ((window as any).__mintrhInspection.log('realtime') as Array<{ value: string }>).filter((e, i, all) => e.value === '"reconnecting"' && all[i - 1]?.value !== '"reconnecting"').length;
    for (let i = 0; i < 150 && count() < n; i++) await new Promise((r) => setTimeout(r, 100));
    return count();
  }, atLeast);
/** In the page: the one realtime connection is up. */
const connected = () => (window as any).__mintrhInspection.live('realtime').map((a: { state: string }) => a.state).join() === 'connected';
const realtime = (page: Page) => page.evaluate(() => (window as any).__mintrhInspection.live('realtime').map((a: { state: string }) => a.state).join());

async function openKarim(page: Page) {
  await signInAs(page, 'employee');
  // No automatic answers from colleagues: every message of this test is the test's own.
  await page.evaluate(() => {
    const w = window as any;
    w.__mintrh.fake.backend.db.meta.chatLife = false;
    w.__mintrh.openPanel('chat.panel', { userId: 2 });
  });
  await log(page).locator('[data-message-id]').first().waitFor();
  await page.waitForFunction(() => (window as any).__mintrh.fake.backend.hub.openConnections() === 1, undefined, { timeout: 15000 });
  // The hub counts a connection once its handshake is in, before the client's start has resolved: a drop then fails the
  // start (the app's own backoff, no SignalR reconnect). The drops below need it connected.
  await page.waitForFunction(connected, undefined, { timeout: 15000 });
}

/** Karim writes to Yasmine through the fake server, as his own client would (the push goes to whoever is connected). */
function karimWrites(page: Page, text: string, fault: 'drop' | 'none' = 'none') {
  return page.evaluate(
    ([message, f]) => {
      const fake = (window as any).__mintrh.fake;
      if (f === 'drop') fake.dropHubConnections();
      const b = fake.backend;
      const login = JSON.parse(b.dispatcher.handle({ method: 'POST', path: '/api/auth/login', query: {}, headers: {}, body: { userName: b.db.table('users').get(2).userName, password: 'demo' } }).body);
      b.dispatcher.handle({ method: 'POST', path: '/api/chat/SendMessage', query: {}, headers: { authorization: `Bearer ${login.data.token}` }, body: { recieverId: '1', isGroup: 'false', message } });
    },
    [text, fault] as const,
  );
}

async function shownOnce(page: Page, text: string) {
  await log(page).getByText(text).waitFor({ timeout: 15000 });
  // The resync is over once the realtime connection is back and the conversation is idle: nothing more may come.
  await page.waitForFunction(connected);
  await page.waitForFunction(() => (window as any).__mintrhInspection.live('chat.conversation').every((a: { state: string }) => !/refreshing/.test(a.state)));
  assert.is(await log(page).getByText(text).count(), 1, `'${text}' shows once`);
}

test('each hub drop in a page never reloaded reconnects: what was sent meanwhile shows once, live pushes come again', async () => {
  const t = await openApp({ path: '/account/login' });
  try {
    await openKarim(t.page);
    for (const round of [1, 2, 3]) {
      await karimWrites(t.page, `Pendant la coupure ${round}`, 'drop');
      // The drop reaches the page a moment after the message may have come over the closing socket: waited for, then
      // the message must still show once, the resync over.
      // Before the fix, only the first drop of a page dropped anything.
      const seen = await reconnects(t.page, round);
      if (seen !== round) console.log(`chat-resync round ${round}: realtime went`, await t.page.evaluate(() => (window as any).__mintrhInspection.log('realtime').map((e: { value: string }) => e.value).join(' → ')));
      assert.is(seen, round, `drop ${round} made SignalR reconnect`);
      await shownOnce(t.page, `Pendant la coupure ${round}`);
      // Pushed live over the reconnected hub, not refetched.
      await karimWrites(t.page, `En direct ${round}`);
      await shownOnce(t.page, `En direct ${round}`);
    }
    assert.equal(t.errors.filter((e) => !/connection lost/i.test(e)), [], 'only the drops we caused');
  } finally {
    await t.close();
  }
});

test('SignalR gives up after a drop whose reconnects are refused: the app’s backoff reconnects and the gap is refetched', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await openKarim(page);
    // SignalR retries after 0, 2, 10 and 30 s: the page's clock runs them at once. At the page's own time: with no
    // time Playwright takes the real one, and the page would leave the run's pinned day halfway.
    await page.clock.install({ time: await page.evaluate(() => Date.now()) });
    await page.evaluate(() => (window as any).__mintrh.fake.backend.hub.refuseConnections(4));
    await karimWrites(page, 'Pendant la longue coupure', 'drop');
    // The transport reports the drop on its next tick: the loop below starts once SignalR is reconnecting.
    await page.waitForFunction(() => (window as any).__mintrhInspection.live('realtime')[0]?.state === 'reconnecting');
    for (let i = 0; i < 6 && (await realtime(page)) === 'reconnecting'; i++) {
      const left = await page.evaluate(() => (window as any).__mintrh.fake.faults.armed().length);
      const moved = (n: number) => page.evaluate((k) => (window as any).__mintrh.fake.faults.armed().length < k || (window as any).__mintrhInspection.live('realtime')[0]?.state !== 'reconnecting', n);
      // SignalR schedules its next retry only once the last one has failed: time is moved on until it has run.
      for (let k = 0; k < 50 && !(await moved(left)); k++) {
        await page.clock.fastForward(31_000);
        await page.waitForTimeout(100);
      }
      assert.ok(await moved(left), 'SignalR tried again');
    }
    // Closed by SignalR: the realtime machine waits (2 s), then connects afresh and asks for a resync.
    await page.waitForFunction(() => (window as any).__mintrhInspection.log('realtime').some((e: { value: string }) => e.value === '"waiting"'));
    await shownOnce(page, 'Pendant la longue coupure');
    assert.equal(await page.evaluate(() => (window as any).__mintrh.fake.faults.armed()), [], 'every SignalR retry met a refusal');
    await karimWrites(page, 'Après la reprise');
    await shownOnce(page, 'Après la reprise');
    assert.equal(t.errors.filter((e) => !/connection lost|Failed to (complete negotiation|start the connection).*Error\.Status\.503/i.test(e)), [], 'only the faults we caused');
  } finally {
    await t.close();
  }
});

test.run();
