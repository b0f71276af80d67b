import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { startApiHost, type ApiHost } from '../../server-fake/node/http-host';
import { makeBackend } from '../../server-fake/make-server';
import { sessions } from '../../server-fake/models/session';
import { randomBytes } from 'node:crypto';
import { buildHub, dotnetMissing, startHub, type HubProcess } from '../aspnet/hub-process';
import { freePort } from './readme-commands';
import { go, openApp, waitUntil, type TestPage } from './harness';

/**
 * Issue 37 item 5: tabs of one browser share one session, in production,
 * against the Node host, through its own hub and through ASP.NET Core's
 * SignalR server (issue 37's 'with one tab and with three'). Three tabs open, renew and sign out together: one
 * renewal at a time (the API rotates tokens, so each tab renewing on its own
 * knocked the others out), and a sign-out in one tab reaches every tab within
 * a second, each leaving for the sign-in page with its own way back.
 */
let host: ApiHost;
let t: TestPage;
let hub: HubProcess | null = null;
/** Open hub connections, on whichever hub the walk goes through. */
let hubConnections: () => Promise<number>;

const count = (pattern: RegExp) => host.log.filter((l) => pattern.test(l)).length;

/** The Node host with its own hub, or the Node host as the API beside Microsoft's SignalR server (hub-aspnet/, issue 37 item 4). */
async function start(kind: 'node' | 'aspnet') {
  const backend = makeBackend({ today: new Date('2026-06-10T09:00:00Z') });
  if (kind === 'node') {
    host = await startApiHost({ backend });
    hubConnections = async () => host.hubConnections();
  } else {
    const missing = dotnetMissing();
    if (missing) throw new Error(missing);
    buildHub();
    const port = await freePort();
    const key = randomBytes(16).toString('hex');
    host = await startApiHost({ backend, aspnetHub: { url: `http://127.0.0.1:${port}`, key } });
    const h = await startHub({ api: host.url, port, key });
    hub = h;
    hubConnections = async () => (await (await fetch(`${h.url}/internal/connections`, { headers: { 'X-Internal-Key': h.key } })).json()) as number;
  }
  t = await openApp({ mode: 'production', path: '/account/login', config: { apiBaseUrl: host.url, hubUrl: '/chathub' } });
}
async function stop() {
  await t?.close();
  await hub?.stop();
  hub = null;
  await host?.close();
}

for (const kind of ['node', 'aspnet'] as const) test(`three tabs: opened, renewed after expiry and signed out as one session (${kind === 'node' ? "the Node host's hub" : "ASP.NET Core's SignalR"})`, async () => {
  await start(kind);
  try {
    await walk();
  } finally {
    await stop();
  }
});

async function walk() {
  const a = t.page;
  await a.fill('input[name=userName]', 'yasmine');
  await a.fill('input[name=password]', 'demo');
  await a.click('button[type=submit]');
  await a.waitForSelector('nav#side-nav');
  const opened = async (path: string) => {
    const p = await t.context.newPage();
    await p.goto(`${t.url}${path}`);
    await p.waitForSelector('nav#side-nav');
    return p;
  };
  const b = await opened('/expenses');
  const c = await opened('/conge/demande');
  await waitUntil(async () => (await hubConnections()) >= 3, 'three hub connections');
  // The API's calls: the hub may refuse a socket opened with a token another tab has just rotated, and then reconnects.
  const refusedCalls = () => host.log.filter((l) => / 401$/.test(l) && !/chathub/i.test(l));
  assert.equal(refusedCalls(), [], 'no call was refused while the tabs opened');

  // Every access token expires; each tab then makes a call. One renewal serves all three.
  const refreshesBefore = count(/^POST \/api\/auth\/refresh 200$/);
  host.expireTokens();
  await Promise.all([go(a, '/expenses'), go(b, '/conge/demande'), go(c, '/expenses')]);
  await Promise.all([a, b, c].map((p: Page) => p.waitForSelector('nav#side-nav')));
  await waitUntil(() => count(/^POST \/api\/auth\/refresh 200$/) > refreshesBefore, 'the renewal');
  await new Promise((r) => setTimeout(r, 1500));
  assert.is(count(/^POST \/api\/auth\/refresh/) - refreshesBefore, 1, `one renewal for three tabs:\n${host.log.slice(-40).join('\n')}`);
  assert.is(count(/^POST \/api\/auth\/refresh 401$/), 0, 'no tab spent a refresh token another had already rotated');
  assert.is(sessions(host.backend.db).all().length, 1, 'one session on the server');

  // Sign-out in the middle tab: every tab leaves within a second, each keeping its own way back, and the API holds no session.
  await b.bringToFront();
  await b.click('[data-testid=user-menu]');
  const started = Date.now();
  await b.click('[data-menu=signOut]');
  await Promise.all([a.waitForURL(/\/account\/login\?returnUrl=%2Fexpenses/, { timeout: 1500 }), c.waitForURL(/\/account\/login\?returnUrl=%2Fexpenses/, { timeout: 1500 }), b.waitForURL(/\/account\/login/, { timeout: 1500 })]);
  assert.ok(Date.now() - started < 1500, `every tab left in ${Date.now() - started} ms`);
  // The sign-out call follows the hub's close (src/app/session.effects.ts): it may land just after the tabs have left.
  await waitUntil(() => count(/^POST \/api\/auth\/logout /) > 0, 'the sign-out call', 3000);
  assert.is(count(/^POST \/api\/auth\/logout 200$/), 1, `the sign-out the API accepted:\n${host.log.slice(-15).join('\n')}`);
  assert.is(count(/^POST \/api\/auth\/logout 401$/), 0);
  await waitUntil(async () => sessions(host.backend.db).all().length === 0 && (await hubConnections()) === 0, 'no session and no hub connection left', 1000);
  // The expired access token's calls were refused (401, which the browser logs) before the one renewal: expected, counted above.
  assert.equal(t.errors.filter((e) => !/WebSocket|connection|status of 401/i.test(e)), []);
}

test.run();
