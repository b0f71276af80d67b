import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startApiHost, type ApiHost } from '../../server-fake/node/http-host';
import { openApp, waitUntil, type TestPage } from './harness';
import { users } from '../../server-fake/models/organisation';
import { systemNow } from '../../src/domain/clock';

/**
 * Production mode over the network: the production build, a static server,
 * and the test API host with its WebSocket hub on another loopback port
 * (so CORS, base URLs, bearer headers and the WebSocket transport are real).
 */
let host: ApiHost;

async function signIn(userName: string, path = '/account/login', o: { realClock?: boolean } = {}): Promise<TestPage> {
  const t = await openApp({ mode: 'production', path, config: { apiBaseUrl: host.url, hubUrl: '/chathub' }, ...o });
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
    await waitFor(() => host.backend.hub.isOnline(2), 'Karim on the hub');
    host.backend.hub.broadcast('updatedTheme', { subDomain: 'atlas', theme: 'Ocean' });
    await t.page.waitForFunction(() => document.getElementById('skin')?.getAttribute('href') === '/skin/skin.Ocean.css');
    const connects = () => host.log.filter((l) => l === 'WS /chathub connected').length;
    const before = connects();
    host.dropSockets();
    await waitFor(() => connects() > before && host.backend.hub.isOnline(2), 'the reconnect', 40000);
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
    await waitFor(() => host.backend.hub.isOnline(1), 'Yasmine on the hub');
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
    await waitFor(() => host.backend.hub.isOnline(4), 'Omar on the hub');
    host.expireTokens();
    await t.page.click('a[data-nav="/collaborateur"]');
    await t.page.getByText('Karim Benali').first().waitFor();
    assert.ok(host.log.includes('POST /api/auth/refresh 200'));
    await t.page.waitForLoadState('networkidle');
    const before = host.log.length;
    host.endSessions();
    // The next call made from this page meets the dead session: the notifications the bell reads when opened, or a
    // call the app makes on its own if that one comes first (CI's loaded machine saw the page leave under a click).
    // Either way the app leaves for login from this page, so the bell may already be gone.
    await t.page.click('[data-testid=header-bell]', { timeout: 3000 }).catch(() => undefined);
    await t.page.waitForURL(/\/account\/login\?returnUrl=%2Fcollaborateur$/);
    assert.ok(host.log.slice(before).some((l) => / 401$/.test(l)), 'a call met the dead session');
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

test('a returning user\'s start draws the page of the address at once, with no loading spinner before it', async () => {
  const t = await signIn('karim');
  try {
    // Watches every change from the next navigation's first byte: what the page showed in #main before its heading.
    await t.page.addInitScript(() => {
      const w = window as unknown as { __beforeHeading?: string[] };
      w.__beforeHeading = [];
      const obs = new MutationObserver(() => {
        if (document.querySelector('#main h1')) return obs.disconnect();
        if (document.querySelector('#main .spinner')) w.__beforeHeading!.push('spinner');
      });
      obs.observe(document, { subtree: true, childList: true });
    });
    let renewing = 0;
    const isRenewal = (r: { url(): string }) => r.url().endsWith('/api/auth/refresh');
    t.page.on('request', (r) => void (isRenewal(r) && renewing++));
    t.page.on('requestfinished', (r) => void (isRenewal(r) && renewing--));
    t.page.on('requestfailed', (r) => void (isRenewal(r) && renewing--));
    for (const path of ['/', '/collaborateur']) {
      // A start may spend the stored refresh token after its page shows. Reloading while that call is out loses the
      // token it brings, and the next start is refused (401, the sign-in page): a limit of a refresh token rotated on
      // use, seen here 3 times in 8 on 4 December 2026 and noted for the API's owners (a grace period for the token
      // just spent). Not what this test is about: each start is let settle (network idle, no renewal out) first.
      await t.page.goto(`${new URL(t.page.url()).origin}${path}`);
      await t.page.waitForSelector('#main h1');
      await t.page.waitForLoadState('networkidle');
      await waitUntil(() => renewing === 0, `${path}: the start's token renewal to come back`);
      assert.equal(await t.page.evaluate(() => (window as unknown as { __beforeHeading: string[] }).__beforeHeading), [], `${path}: the page came with the first render`);
    }
  } finally {
    await t.close();
  }
});


test('leave with an attachment over real HTTP: upload progress, an abort leaves nothing, then it saves', async () => {
  const { leaveRequests } = await import('../../server-fake/models/leave');
  const t = await signIn('yasmine');
  try {
    const count = () => leaveRequests(host.backend.db).by('userId', 1).length;
    const before = count();
    await t.page.evaluate(() => {
      history.pushState(null, '', '/conge/demande');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await t.page.getByRole('button', { name: 'Demander un congé' }).click();
    const panel = t.page.getByRole('dialog', { name: 'Nouvelle demande de congé' });
    await panel.getByLabel('Type de congé').selectOption({ label: 'Congé annuel' });
    const d = new Date(systemNow() + 63 * 86400000);
    while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCMonth() === 11 && d.getUTCDate() >= 22) d.setUTCDate(d.getUTCDate() + 14);
    const start = d.toISOString().slice(0, 10);
    // The shared range picker: a one-day range is the same day clicked twice.
    await panel.getByRole('button', { name: /Période/ }).click();
    const picker = panel.getByRole('dialog', { name: /Période/ });
    await picker.getByLabel('Année', { exact: true }).selectOption(String(Number(start.slice(0, 4))));
    await picker.getByLabel('Mois', { exact: true }).selectOption(String(Number(start.slice(5, 7)) - 1));
    await picker.locator(`button[data-day="${start}"]`).click();
    await picker.locator(`button[data-day="${start}"]`).click();
    await panel.getByTestId('leave-total').filter({ hasNotText: /^(0|…)$/ }).waitFor();
    // A PDF by its content (the server checks the bytes, issue 21), 3 MB so the upload takes a while.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3 * 1024 * 1024 - 9, 37)]);
    await panel.locator('[data-testid=file-input]').setInputFiles({ name: 'justificatif.pdf', mimeType: 'application/pdf', buffer: pdf });

    host.slow(/demandeconge\/Create/, 4000);
    await panel.getByRole('button', { name: 'Enregistrer' }).click();
    const progress = panel.getByRole('progressbar', { name: 'Envoi en cours' });
    await progress.waitFor();
    await t.page.waitForFunction(() => Number(document.querySelector('.upload-progress progress')?.getAttribute('value') ?? 0) > 0);
    await panel.getByRole('button', { name: 'Interrompre' }).click();
    await progress.waitFor({ state: 'detached' });
    await new Promise((r) => setTimeout(r, 4500));
    assert.is(count(), before, 'the aborted upload created nothing');
    assert.ok(host.log.some((l) => l.includes('demandeconge/Create aborted by the client')));

    host.slow(null);
    await panel.getByRole('button', { name: 'Enregistrer' }).click();
    await panel.waitFor({ state: 'detached' });
    assert.is(count(), before + 1);
    const saved = leaveRequests(host.backend.db).by('userId', 1).at(-1)!;
    const { files } = await import('../../server-fake/models/session');
    const attached = saved.fileIds.map((id) => files(host.backend.db).get(id));
    assert.equal(attached.map((f) => [f?.name, f?.size]), [['justificatif.pdf', 3 * 1024 * 1024]], 'the attachment came through real multipart parsing, whole');
  } finally {
    host.slow(null);
    await t.close();
  }
});

test('a chat message travels over the socket and raises a toast wherever the user is', async () => {
  const t = await signIn('yasmine');
  try {
    await waitFor(() => host.backend.hub.isOnline(1), 'Yasmine on the hub');
    const login = await fetch(`${host.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'karim', password: 'demo' }) });
    const { data } = (await login.json()) as { data: { token: string } };
    const form = new FormData();
    form.set('recieverId', '1');
    form.set('isGroup', 'false');
    form.set('message', 'Point projet à 15 h ?');
    const sent = await fetch(`${host.url}/api/chat/SendMessage`, { method: 'POST', headers: { authorization: `Bearer ${data.token}` }, body: form });
    assert.is(sent.status, 200);
    await t.page.getByRole('status').filter({ hasText: 'Point projet à 15 h ?' }).waitFor();
    assert.ok((await t.page.getByRole('status').filter({ hasText: 'Point projet' }).textContent())!.includes('Karim Benali'));
  } finally {
    await t.close();
  }
});

test.run();
