import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { startApiHost, type ApiHost } from '../../server-fake/node/http-host';
import { makeBackend } from '../../server-fake/make-server';
import { users } from '../../server-fake/models/organisation';
import { systemNow } from '../../src/domain/clock';
import { buildHub, dotnetMissing, startHub, type HubProcess } from '../aspnet/hub-process';
import { freePort } from './readme-commands';
import { openApp, waitUntil, type TestPage } from './harness';

/**
 * Issue 37 item 4: the production build walked through Microsoft's own
 * SignalR server (hub-aspnet/), the Node host being the API only. Two people
 * in two browsers: presence, a live message, a role change and a theme that
 * reach the open session; the hub stopped and started mid-session, with a
 * message sent meanwhile caught up; sign-out ends the hub connection.
 */
const missing = dotnetMissing();
if (missing) throw new Error(missing);

let host: ApiHost;
let hub: HubProcess;
const pages: TestPage[] = [];

async function signIn(userName: string): Promise<TestPage> {
  const t = await openApp({ mode: 'production', path: '/account/login', config: { apiBaseUrl: host.url, hubUrl: '/chathub' } });
  pages.push(t);
  await t.page.fill('input[name=userName]', userName);
  await t.page.fill('input[name=password]', 'demo');
  await t.page.click('button[type=submit]');
  await t.page.waitForSelector('nav#side-nav');
  return t;
}


/** The tokens the ASP.NET Core hub holds connections for: one per open session. */
const hubTokens = async () => (await (await fetch(`${hub.url}/internal/tokens`, { headers: { 'X-Internal-Key': hub.key } })).json()) as string[];

test.before(async () => {
  buildHub();
  const port = await freePort();
  const key = randomBytes(16).toString('hex');
  host = await startApiHost({ backend: makeBackend({ today: new Date('2026-06-10T09:00:00Z') }), aspnetHub: { url: `http://127.0.0.1:${port}`, key } });
  host.backend.db.meta.chatLife = false;
  users(host.backend.db).update(2, { online: false, lastSeen: new Date(systemNow() - 2 * 3600000).toISOString() });
  hub = await startHub({ api: host.url, port, key });
});
test.after(async () => {
  for (const p of pages) await p.close().catch(() => {});
  await hub?.stop();
  await host?.close();
});

test('two browsers through ASP.NET Core: presence, a live message, role and theme; a restart caught up; sign-out closes', async () => {
  const yasmine = await signIn('yasmine');
  await yasmine.page.click('[data-testid="header-chat"]');
  const yp = yasmine.page.getByRole('dialog', { name: 'Conversation' });
  await yp.getByRole('button', { name: /Karim Benali/ }).click();
  const presence = yp.getByTestId('chat-presence');
  await presence.filter({ hasText: /^vu / }).waitFor();

  const karim = await signIn('karim');
  await presence.filter({ hasText: 'en ligne' }).waitFor();
  await karim.page.click('[data-testid="header-chat"]');
  const kp = karim.page.getByRole('dialog', { name: 'Conversation' });
  await yp.getByLabel('Votre message').fill('Bonjour Karim, le planning est prêt.');
  await yp.getByRole('button', { name: 'Envoyer' }).click();
  await karim.page.locator('.toast').filter({ hasText: 'Bonjour Karim, le planning' }).waitFor();
  await kp.locator('[data-key="u:1"]').click();
  await kp.getByRole('log').getByText('Bonjour Karim, le planning est prêt.').waitFor();

  // A role change reaches Yasmine's open session: her navigation follows.
  const me = users(host.backend.db).get(1)!;
  users(host.backend.db).update(1, { permissions: [...me.permissions, 'ProjectManage.View'] });
  host.backend.hub.sendToUser(1, 'updatedUserRole');
  await yasmine.page.locator('a[data-nav="/project"]').waitFor();
  users(host.backend.db).update(1, { permissions: me.permissions });
  // The theme, to everyone.
  host.backend.hub.broadcast('updatedTheme', { subDomain: 'atlas', theme: 'Ocean' });
  await karim.page.waitForFunction(() => document.getElementById('skin')?.getAttribute('href') === '/skin/skin.Ocean.css');

  // The hub stops; a message is sent meanwhile; the hub comes back: Karim's client reconnects and catches it up.
  await hub.stop();
  const login = await (await fetch(`${host.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName: 'yasmine', password: 'demo' }) })).json() as { data: { token: string } };
  const form = new FormData();
  form.set('recieverId', '2');
  form.set('isGroup', 'false');
  form.set('message', 'Envoyé pendant la coupure du hub');
  assert.is((await fetch(`${host.url}/api/chat/SendMessage`, { method: 'POST', headers: { Authorization: `Bearer ${login.data.token}` }, body: form })).status, 200);
  await hub.start();
  await kp.getByRole('log').getByText('Envoyé pendant la coupure du hub', { exact: true }).waitFor({ timeout: 40_000 });
  assert.is(await kp.getByRole('log').getByText('Envoyé pendant la coupure du hub', { exact: true }).count(), 1, 'caught up once');

  // Sign-out ends Karim's hub connection.
  await waitUntil(async () => (await hubTokens()).length >= 2, 'both sessions on the hub', 20_000);
  const before = (await hubTokens()).length;
  await karim.page.keyboard.press('Escape');
  await karim.page.click('[data-testid=user-menu]');
  await karim.page.click('[data-menu=signOut]');
  await karim.page.waitForURL(/\/account\/login/);
  await waitUntil(async () => (await hubTokens()).length === before - 1, 'the hub connection of the signed-out session gone', 3000);
});

test.run();
