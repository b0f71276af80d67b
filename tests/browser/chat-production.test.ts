import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { startApiHost, type ApiHost } from '../../server-fake/node/http-host';
import { chatMessages } from '../../server-fake/models/chat';
import { users } from '../../server-fake/models/organisation';
import { directKey } from '../../server-fake/rules/chat';
import { openApp, searchChat, type TestPage } from './harness';
import { systemNow } from '../../src/domain/clock';

/**
 * The chat in production mode, over real HTTP and the loopback SignalR hub:
 * two personas in two browser contexts talk live, presence travels as
 * UserStatus, a socket lost while messages are sent misses none of them
 * after the reconnect, and a conversation of 10,000 messages keeps only a
 * window of them in the DOM.
 */
let host: ApiHost;
let yasmine: TestPage;
let karim: TestPage;

async function signIn(userName: string): Promise<TestPage> {
  const t = await openApp({ mode: 'production', path: '/account/login', config: { apiBaseUrl: host.url, hubUrl: '/chathub' } });
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

async function openChat(page: Page) {
  await page.click('[data-testid="header-chat"]');
  await page.locator('[data-testid="chat-people"] .chat-list-item').first().waitFor();
  return page.getByRole('dialog', { name: 'Conversation' });
}

/** Sends as a persona straight to the backend (synchronously, so it lands while a dropped socket is still down). */
function sendAs(userName: string, to: number, message: string) {
  const d = host.backend.dispatcher;
  const login = JSON.parse(String(d.handle({ method: 'POST', path: '/api/auth/login', query: {}, headers: {}, body: { userName, password: 'demo' } }).body));
  const res = d.handle({ method: 'POST', path: '/api/chat/SendMessage', query: {}, headers: { authorization: `Bearer ${login.data.token}` }, body: { recieverId: String(to), isGroup: 'false', message } });
  assert.is(res.status, 200);
}

test.before(async () => {
  host = await startApiHost();
  // Only real people answer here: no demo colleague replies, no presence loop.
  host.backend.db.meta.chatLife = false;
  users(host.backend.db).update(2, { online: false, lastSeen: new Date(systemNow() - 2 * 3600000).toISOString() });
  yasmine = await signIn('yasmine');
});
test.after(async () => {
  await yasmine?.close();
  await karim?.close();
  await host.close();
});

test('Yasmine and Karim in two browsers: presence, a live message with toast and unread count, the reply, a group message', async () => {
  const yp = await openChat(yasmine.page);
  await yp.getByRole('button', { name: /Karim Benali/ }).click();
  const presence = yp.getByTestId('chat-presence');
  await presence.filter({ hasText: /^vu / }).waitFor();

  karim = await signIn('karim');
  await presence.filter({ hasText: 'en ligne' }).waitFor();
  const kp = await openChat(karim.page);

  await yp.getByLabel('Votre message').fill('Bonjour Karim, tu as reçu le planning ?');
  await yp.getByRole('button', { name: 'Envoyer' }).click();
  // The toast shows over the open panel (the modal panel keeps it out of the accessibility tree: by its class).
  await karim.page.locator('.toast').filter({ hasText: 'Bonjour Karim, tu as reçu' }).filter({ hasText: 'Yasmine El Idrissi' }).waitFor();
  const row = kp.locator('[data-key="u:1"]');
  await row.locator('.chat-unread').filter({ hasText: '(1)' }).waitFor();
  assert.ok((await row.locator('.chat-list-preview').textContent())!.startsWith('Bonjour Karim'));

  await row.click();
  await kp.getByRole('log').getByText('Bonjour Karim, tu as reçu le planning ?').waitFor();
  await row.locator('.chat-unread').waitFor({ state: 'detached' });
  await kp.getByLabel('Votre message').fill('Oui, merci Yasmine !');
  await kp.getByRole('button', { name: 'Envoyer' }).click();
  await yp.getByRole('log').getByText('Oui, merci Yasmine !').waitFor();

  // A group message reaches a member whose panel shows another conversation: toast, then it is in the group.
  await yp.getByRole('tab', { name: /Groupes/ }).click();
  await yp.getByRole('button', { name: /Équipe Web/ }).click();
  await yp.getByRole('log').getByText('Mise en production jeudi 18 h, tout le monde est ok ?').waitFor();
  await yp.getByLabel('Votre message').fill('Je serai là jeudi pour la mise en production.');
  await yp.getByRole('button', { name: 'Envoyer' }).click();
  await karim.page.locator('.toast').filter({ hasText: 'Je serai là jeudi' }).waitFor();
  await kp.getByRole('tab', { name: /Groupes/ }).click();
  await kp.getByRole('button', { name: /Équipe Web/ }).click();
  await kp.getByRole('log').getByText('Je serai là jeudi pour la mise en production.').waitFor();
  assert.equal(yasmine.errors, []);
  assert.equal(karim.errors, []);
});

test('messages sent while the socket is down appear after the reconnect, each exactly once, and the lists follow', async () => {
  const kp = karim.page.getByRole('dialog', { name: 'Conversation' });
  await kp.getByRole('tab', { name: /Collaborateurs/ }).click();
  await kp.locator('[data-key="u:1"]').click();
  const log = kp.getByRole('log');
  await log.getByText('Oui, merci Yasmine !').waitFor();
  const loaded = async () => Number(await kp.getByTestId('chat-messages').getAttribute('data-loaded'));
  // A first page too short to fill the list asks for the older one once laid out (message-list's fill check), which
  // may land after the newest message shows: read the count once it has settled, not while that page is on its way
  // (a full run once read 5 here, then held 16 = the 9 of the conversation + the 7 new).
  const settled = async () => {
    let last = -1;
    for (let same = 0; same < 4; ) {
      await karim.page.waitForFunction(() => !document.querySelector('.chat-older'));
      const n = await loaded();
      same = n === last ? same + 1 : 0;
      last = n;
      await new Promise((r) => setTimeout(r, 100));
    }
    return last;
  };
  const before = await settled();
  await waitFor(() => host.backend.hub.isOnline(2), 'Karim on the hub');

  // The sockets drop, and seven messages (more than a page) plus one from Hicham are sent before any reconnect.
  host.dropSockets();
  sendAs('hicham', 2, 'Ticket VPN résolu de mon côté.');
  for (let i = 1; i <= 7; i++) sendAs('yasmine', 2, `Pendant la coupure ${i}`);
  assert.is(host.hubConnections(), 0, 'nothing was pushed: the sockets were down');

  await log.getByText('Pendant la coupure 7', { exact: true }).waitFor({ timeout: 20000 });
  for (let i = 1; i <= 7; i++) assert.is(await log.getByText(`Pendant la coupure ${i}`, { exact: true }).count(), 1, `message ${i} once`);
  // Seen once in a full run (16 held where 12 were expected, each new message shown once): say what the list held then.
  const held = await loaded();
  assert.is(held, before + 7, `no gap and no duplicate; the log read: ${held === before + 7 ? '' : (await log.innerText()).replace(/\s+/g, ' ').slice(0, 1500)}`);
  const hicham = kp.locator('[data-key="u:5"]');
  await hicham.locator('.chat-unread').filter({ hasText: '(1)' }).waitFor();
  assert.ok((await hicham.locator('.chat-list-preview').textContent())!.includes('Ticket VPN'));
  assert.is(await kp.locator('[data-key="u:1"] .chat-unread').count(), 0, 'the open conversation is read');

  // Live again: the next message is pushed once, not fetched and pushed.
  await waitFor(() => host.backend.hub.isOnline(2), 'Karim back on the hub');
  sendAs('yasmine', 2, 'Et après la coupure');
  await log.getByText('Et après la coupure', { exact: true }).waitFor();
  assert.is(await loaded(), before + 8);
  assert.equal(karim.errors.filter((e) => !/WebSocket closed/.test(e)), [], 'only the drop we caused');
});

test('a conversation of 10,000 messages opens fast, keeps a window in the DOM, and loading older keeps the message read in place', async () => {
  const table = chatMessages(host.backend.db);
  // The run's now (pinned), as the page's clock reads it.
  const now = systemNow();
  for (let i = 10000; i >= 1; i--) {
    table.insert({ conversation: directKey(1, 4), senderId: i % 3 ? 4 : 1, receiverId: i % 3 ? 1 : 4, groupId: null, text: `Message ${10001 - i}${i % 7 ? '' : '\nsur deux lignes'}`, fileIds: [], date: new Date(now - i * 11 * 60000).toISOString(), seen: true, seenBy: [] });
  }
  const yp = yasmine.page.getByRole('dialog', { name: 'Conversation' });
  await yp.getByRole('tab', { name: /Collaborateurs/ }).click();
  await searchChat(yp, 'Omar');
  const started = Date.now();
  await yp.getByRole('button', { name: /Omar/ }).click();
  const log = yp.getByRole('log');
  await log.getByText('Message 10000', { exact: true }).waitFor();
  assert.ok(Date.now() - started < 5000, `opened in ${Date.now() - started} ms`);

  const box = yp.getByTestId('chat-messages');
  const loaded = async () => Number(await box.getAttribute('data-loaded'));
  const page = yasmine.page;
  // Scroll to the top: when a page of 5 lands above, the message read stays where it was.
  const toTopAndBack = async (label: string, settle = 0) => {
    await page.waitForFunction(() => !document.querySelector('.chat-older'));
    const n = await loaded();
    // A user's gesture (older pages load on the user's scrolls only): a touch of the wheel, then the jump (a scrollbar drag).
    await box.hover();
    await page.mouse.wheel(0, -1);
    const first = await box.evaluate(async (el, frames) => {
      el.scrollTop = 0;
      // After a long jump, let the virtualiser render the rows now in view (the page asked for is slow to come, see below).
      for (let i = 0; i < frames; i++) await new Promise((r) => requestAnimationFrame(r));
      const top = el.getBoundingClientRect().top;
      const a = [...el.querySelectorAll('[data-message-id]')].find((m) => m.getBoundingClientRect().bottom > top)!;
      return { id: a.getAttribute('data-message-id')!, y: a.getBoundingClientRect().top };
    }, settle);
    await page.waitForFunction((k) => Number(document.querySelector('[data-testid="chat-messages"]')!.getAttribute('data-loaded')) > k, n);
    await page.waitForFunction(() => !document.querySelector('.chat-older'));
    const y = await page.evaluate((id) => document.querySelector(`[data-message-id="${id}"]`)?.getBoundingClientRect().top ?? null, first.id);
    assert.ok(y !== null && Math.abs(y - first.y) < 2, `${label}: message ${first.id} moved from ${first.y} to ${y}`);
  };
  for (let round = 0; round < 24; round++) await toTopAndBack(`round ${round}`);
  const held = await loaded();
  const inDom = await log.locator('[data-message-id]').count();
  assert.ok(held >= 120, `${held} messages loaded`);
  assert.ok(inDom < 40, `only a window is in the DOM (${inDom} of ${held})`);
  assert.ok((await log.locator('.chat-day-label').count()) >= 1, 'date separators are rows too');

  // Reading older messages, a new one does not move the view; read at the end, the next one is followed.
  const visible = () =>
    box.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const a = [...el.querySelectorAll('[data-message-id]')].find((m) => m.getBoundingClientRect().bottom > r.top + 60)!;
      return { id: a.getAttribute('data-message-id')!, y: a.getBoundingClientRect().top };
    });
  await box.evaluate((el) => (el.scrollTop = 300));
  await page.waitForFunction(() => !document.querySelector('.chat-older'));
  const reading = await visible();
  sendAs('omar', 1, 'Nouveau pendant la lecture');
  await page.waitForFunction((k) => Number(document.querySelector('[data-testid="chat-messages"]')!.getAttribute('data-loaded')) > k, held);
  assert.equal(await visible(), reading, 'the view stays where the user reads');
  await box.evaluate((el) => (el.scrollTop = el.scrollHeight));
  await log.getByText('Nouveau pendant la lecture', { exact: true }).waitFor();
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="chat-messages"]')!;
    return el.scrollHeight - el.scrollTop - el.clientHeight < 2;
  });
  sendAs('omar', 1, 'Et celui-ci suit en bas');
  const last = log.getByText('Et celui-ci suit en bas', { exact: true });
  await last.waitFor();
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="chat-messages"]')!;
    const m = [...el.querySelectorAll('.chat-text')].find((x) => x.textContent === 'Et celui-ci suit en bas');
    return !!m && m.getBoundingClientRect().bottom <= el.getBoundingClientRect().bottom;
  });
  // A jump straight from the newest messages to the top (a scrollbar drag) anchors on what is shown there.
  host.slow(/GetMessages/, 600);
  try {
    await toTopAndBack('jump from the end', 3);
  } finally {
    host.slow(null);
  }
  assert.equal(yasmine.errors.filter((e) => !/WebSocket closed/.test(e)), [], 'only the drop we caused');
});

test.run();
