import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { startApiHost, type ApiHost } from '../../server-fake/node/http-host';
import { makeBackend } from '../../server-fake/make-server';
import { freePort } from '../browser/readme-commands';
import { buildHub, dotnetMissing, startHub, type HubProcess } from './hub-process';

/**
 * Issue 37 item 4: realtime against Microsoft's own SignalR server. The Node
 * host stays the API; the ASP.NET Core hub (hub-aspnet/) holds the sockets,
 * reached through the host's /chathub as through a reverse proxy. The client
 * here is the app's own @microsoft/signalr, with the app's reconnect delays.
 */
const missing = dotnetMissing();
if (missing) {
  console.error(`✘ ${missing}`);
  process.exit(1);
}
buildHub();

let host: ApiHost;
let hub: HubProcess;
const open: HubConnection[] = [];

test.before(async () => {
  const port = await freePort();
  const key = randomBytes(16).toString('hex');
  host = await startApiHost({ backend: makeBackend({ today: new Date('2026-06-10T09:00:00Z') }), aspnetHub: { url: `http://127.0.0.1:${port}`, key } });
  hub = await startHub({ api: host.url, port, key });
});
test.after(async () => {
  await Promise.all(open.map((c) => c.stop().catch(() => {})));
  await hub.stop();
  await host.close();
});

async function signIn(userName: string) {
  const res = await fetch(`${host.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName, password: 'demo' }) });
  const grant = ((await res.json()) as { data: { token: string; refreshToken: string; user: { userId: number } } }).data;
  return { ...grant, userId: grant.user.userId };
}

interface Client {
  connection: HubConnection;
  events: Array<{ name: string; args: unknown[] }>;
  closed: Promise<Error | undefined>;
}

async function connect(token: () => string | Promise<string>, userId: number): Promise<Client> {
  const events: Client['events'] = [];
  const connection = new HubConnectionBuilder()
    .withUrl(`${host.url}/chathub`, { accessTokenFactory: token })
    .withAutomaticReconnect([0, 500, 1000, 2000, 2000, 2000])
    .configureLogging(LogLevel.None)
    .build();
  for (const name of ['ReceiveMessage', 'UserStatus', 'updatedTheme', 'updatedUserRole', 'ReceiveNotification']) connection.on(name, (...args: unknown[]) => events.push({ name, args }));
  const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
  connection.onreconnected(() => void connection.invoke('connectedUser', userId).catch(() => {}));
  await connection.start();
  await connection.invoke('connectedUser', userId);
  open.push(connection);
  return { connection, events, closed };
}

const until = async (what: string, check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

test('a chat message arrives live, presence follows, role and theme reach the open session', async () => {
  const karim = await signIn('karim');
  const yasmine = await signIn('yasmine');
  const y = await connect(() => yasmine.token, yasmine.userId);
  const k = await connect(() => karim.token, karim.userId);
  await until('Yasmine sees Karim online', () => y.events.some((e) => e.name === 'UserStatus' && e.args[0] === karim.userId && e.args[1] === true));

  const form = new FormData();
  form.set('recieverId', String(yasmine.userId));
  form.set('isGroup', 'false');
  form.set('message', 'Réunion à 15 h, salle Atlas');
  const sent = await fetch(`${host.url}/api/chat/SendMessage`, { method: 'POST', headers: { Authorization: `Bearer ${karim.token}` }, body: form });
  assert.is(sent.status, 200, await sent.clone().text());
  await until('the message reaches Yasmine', () => y.events.some((e) => e.name === 'ReceiveMessage' && e.args[1] === 'Réunion à 15 h, salle Atlas'));
  assert.not.ok(k.events.some((e) => e.name === 'ReceiveMessage' && e.args[1] === 'Réunion à 15 h, salle Atlas' && e.args[0] !== karim.userId), 'a private message goes to its receiver');

  host.backend.hub.sendToUser(yasmine.userId, 'updatedUserRole');
  host.backend.hub.broadcast('updatedTheme', { subDomain: 'atlas', theme: 'Ocean' });
  await until('role change and theme reach Yasmine', () => y.events.some((e) => e.name === 'updatedUserRole') && y.events.some((e) => e.name === 'updatedTheme'));
  assert.not.ok(k.events.some((e) => e.name === 'updatedUserRole'), 'a role change goes to that person only');

  await k.connection.stop();
  await until('Yasmine sees Karim leave, with a last-seen time', () => y.events.some((e) => e.name === 'UserStatus' && e.args[0] === karim.userId && e.args[1] === false && typeof e.args[2] === 'string' && e.args[2] !== ''));
  await y.connection.stop();
});

test('the hub stopped and started again mid-session: the client reconnects and hears again', async () => {
  const nadia = await signIn('nadia');
  const n = await connect(() => nadia.token, nadia.userId);
  let reconnected = 0;
  n.connection.onreconnected(() => reconnected++);
  await hub.stop();
  await until('the client notices', () => n.connection.state === HubConnectionState.Reconnecting);
  await hub.start();
  await until('reconnected', () => reconnected > 0 && n.connection.state === HubConnectionState.Connected, 15_000);
  host.backend.hub.sendToUser(nadia.userId, 'updatedUserRole');
  await until('pushes arrive again', () => n.events.some((e) => e.name === 'updatedUserRole'));
  await n.connection.stop();
});

test('logout closes the connection within a second; an expired token is renewed on the next reconnect', async () => {
  const omar = await signIn('omar');
  const o = await connect(() => omar.token, omar.userId);
  const started = Date.now();
  await fetch(`${host.url}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${omar.token}` } });
  await o.closed.then(() => undefined);
  assert.ok(Date.now() - started < 1000, `closed after ${Date.now() - started} ms`);

  // Expiry: the session sweep closes the socket; the reconnect asks the token factory again, which renews
  // as the app's session does (a 401 on its token, then POST /api/auth/refresh).
  let session = await signIn('hicham');
  let renewals = 0;
  const factory = async () => {
    const check = await fetch(`${host.url}/api/auth/permissions`, { headers: { Authorization: `Bearer ${session.token}` } });
    if (check.status === 401) {
      const res = await fetch(`${host.url}/api/auth/refresh`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refreshToken: session.refreshToken }) });
      session = { ...((await res.json()) as { data: typeof session }).data, userId: session.userId };
      renewals++;
    }
    return session.token;
  };
  const h = await connect(factory, session.userId);
  host.expireTokens();
  // ASP.NET Core ends an aborted connection with a Close that forbids SignalR's own reconnect: the app's backoff starts it again.
  await h.closed;
  await h.connection.start();
  assert.is(h.connection.state, HubConnectionState.Connected);
  assert.is(renewals, 1, 'renewed once, by the token factory of the new start');
  host.backend.hub.sendToUser(session.userId, 'updatedUserRole');
  await until('pushes arrive on the renewed session', () => h.events.some((e) => e.name === 'updatedUserRole'));
  await h.connection.stop();
});

test.run();
