import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startApiHost, type ApiHost } from '../../server-fake/node/http-host';
import { openApp, type TestPage } from './harness';
import { users } from '../../server-fake/models/organisation';

/**
 * Production mode over the network: the production build, a static server,
 * and the test API host with its WebSocket hub on another loopback port
 * (so CORS, base URLs, bearer headers and the WebSocket transport are real).
 */
let host: ApiHost;

async function signIn(userName: string, path = '/account/login'): Promise<TestPage> {
  const t = await openApp({ mode: 'production', path, config: { apiBaseUrl: host.url, hubUrl: '/chathub' } });
  await t.page.fill('input[name=userName]', userName);
  await t.page.fill('input[name=password]', 'demo');
  await t.page.click('button[type=submit]');
  await t.page.waitForSelector('nav#side-nav');
  return t;
}

const waitFor = async (check: () => boolean, what: string, ms = 8000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

test.before(async () => {
  host = await startApiHost();
});
test.after(async () => {
  await host.close();
});

test('sign in over real HTTP, with the bearer token on every call and the hub over a WebSocket', async () => {
  const t = await signIn('nadia');
  try {
    await t.page.click('a[data-nav="/collaborateur"]');
    await t.page.getByText('Karim Benali').first().waitFor();
    assert.ok(host.log.includes('POST /api/auth/login 200'));
    assert.ok(host.log.includes('GET /api/collaborateur/list 200'), 'the list came with the token');
    await waitFor(() => host.log.includes('WS /chathub connected'), 'the socket');
    assert.equal(t.errors.filter((e) => !e.includes('favicon')), []);
  } finally {
    await t.close();
  }
});

test('updatedTheme over the socket switches the skin live; a dropped socket reconnects', async () => {
  const t = await signIn('karim');
  try {
    await waitFor(() => host.hubConnections() > 0, 'the socket');
    host.backend.hub.broadcast('updatedTheme', { subDomain: 'atlas', theme: 'Ocean' });
    await t.page.waitForFunction(() => document.getElementById('skin')?.getAttribute('href') === '/skin/skin.Ocean.css');
    host.dropSockets();
    await waitFor(() => host.hubConnections() > 0, 'the reconnect', 40000);
    host.backend.hub.broadcast('updatedTheme', { subDomain: 'atlas', theme: 'Night' });
    await t.page.waitForFunction(() => document.getElementById('skin')?.getAttribute('href') === '/skin/skin.Night.css');
  } finally {
    await t.close();
  }
});

test('updatedUserRole refreshes the permissions and reloads: the navigation follows', async () => {
  const t = await signIn('yasmine');
  try {
    assert.is(await t.page.locator('a[data-nav="/project"]').count(), 0);
    const table = users(host.backend.db);
    const me = table.get(1)!;
    table.update(1, { permissions: [...me.permissions, 'ProjectManage.View'] });
    await waitFor(() => host.hubConnections() > 0, 'the socket');
    host.backend.hub.sendToUser(1, 'updatedUserRole');
    await t.page.locator('a[data-nav="/project"]').waitFor();
    table.update(1, { permissions: me.permissions });
  } finally {
    await t.close();
  }
});

test('an expired token is refreshed without the user noticing; a dead session goes to login with returnUrl', async () => {
  const t = await signIn('omar');
  try {
    host.expireTokens();
    await t.page.click('a[data-nav="/collaborateur"]');
    await t.page.getByText('Karim Benali').first().waitFor();
    assert.ok(host.log.includes('POST /api/auth/refresh 200'));
    await t.page.click('a[data-nav="/"]');
    host.endSessions();
    await t.page.click('a[data-nav="/collaborateur"]');
    await t.page.waitForURL(/\/account\/login\?returnUrl=%2Fcollaborateur$/);
  } finally {
    await t.close();
  }
});

test('a failing API shows the message where the page asked, and a retry works', async () => {
  const t = await signIn('hicham');
  try {
    host.failNext(/collaborateur\/list/);
    await t.page.click('a[data-nav="/collaborateur"]');
    await t.page.getByRole('alert').filter({ hasText: 'Service indisponible' }).waitFor();
    await t.page.getByRole('button', { name: 'Réessayer' }).click();
    await t.page.getByText('Karim Benali').first().waitFor();
  } finally {
    await t.close();
  }
});

test.run();
