import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { WebSocket } from 'ws';
import { HubConnectionBuilder, NullLogger } from '@microsoft/signalr';
import { FakeHubTransport } from '../../server-fake/hub/fake-hub-transport';
import { makeBackend } from '../../server-fake/make-server';
import { startApiHost } from '../../server-fake/node/http-host';
import { sessions } from '../../server-fake/models/session';
import { faults } from '../../server-fake/faults';
import { beforeSessionEnds, endingSession, stopRealtime } from '../../src/app/session-end';
import { setAuthHooks } from '../../src/api/client';
import { fakeApi } from './fake-api';
import { attackTally } from './attack-tally';
import { DispatcherHttpClient, realtimeService, until } from './realtime-kit';

/**
 * Issue 33 item 4: a session's end closes its sockets. After a logout (and an expiry, a revocation, a refresh that
 * spends the token, a token that now names someone else), every hub connection opened with that session is closed
 * within a second, in the in-page hub and in the loopback host's, and nothing sent to the user after the end
 * reaches it, even on a socket whose client ignores the Close. The app's client stops its own connection first.
 */
const WITHIN_MS = 1000;
const RS = '\u001e';
const tally = attackTally();
const today = new Date('2026-11-16T09:00:00Z');

type Ending = 'logout' | 'expiry' | 'revocation' | 'refresh' | 'connectAs';
const endings: Ending[] = ['logout', 'expiry', 'revocation', 'refresh', 'connectAs'];

/** Ends the session of `token` (the owner's, who may connect as someone else) the way `how` says, as the server sees it. */
function end(api: ReturnType<typeof fakeApi>, token: string, refreshToken: string, how: Ending) {
  const table = sessions(api.backend.db);
  const row = table.by('token', token)[0]!;
  if (how === 'logout') assert.is(api.call('POST', '/api/auth/logout', {}, token).status, 200);
  // Expiry and revocation happen outside any call: only the hub's own watch can see them.
  if (how === 'expiry') table.update(row.id, { expiresAt: api.backend.ctx.now().getTime() - 1 });
  if (how === 'revocation') table.remove(row.id);
  if (how === 'refresh') assert.is(api.call('POST', '/api/auth/refresh', { refreshToken }).status, 200);
  if (how === 'connectAs') assert.is(api.call('POST', '/api/auth/connectAs/1', {}, token).status, 200);
}

function signIn(api: ReturnType<typeof fakeApi>, userName: string) {
  const r = api.call('POST', '/api/auth/login', { userName, password: 'demo' });
  return r.json.data as { token: string; refreshToken: string; user: { userId: number } };
}

for (const how of endings) {
  test(`in-page hub, ${how}: the SignalR client is closed within a second and hears nothing after`, async () => {
    faults.clearArmed();
    const api = fakeApi(makeBackend({ today }));
    const me = signIn(api, 'omar');
    const heard: string[] = [];
    let closedAt = 0;
    const c = new HubConnectionBuilder()
      .withUrl('http://fake.local/chathub', { transport: new FakeHubTransport(api.backend, () => me.token), httpClient: new DispatcherHttpClient(api.backend), accessTokenFactory: () => me.token })
      .withAutomaticReconnect([0])
      .configureLogging(NullLogger.instance)
      .build();
    c.on('ReceiveMessage', (_from: number, text: string) => heard.push(text));
    let closeError: Error | undefined | 'open' = 'open';
    c.onclose((e) => {
      closedAt = performance.now();
      closeError = e;
    });
    await c.start();
    await c.invoke('connectedUser', me.user.userId);
    api.backend.hub.sendToUser(me.user.userId, 'ReceiveMessage', 2, 'before', {});
    await until('the push before the end', () => heard.includes('before'));
    const t0 = performance.now();
    end(api, me.token, me.refreshToken, how);
    // Someone writes to the user right after: their private message must not reach the ended session's socket.
    api.backend.hub.sendToUser(me.user.userId, 'ReceiveMessage', 2, 'after', {});
    await until('closed', () => closedAt > 0, WITHIN_MS + 500).catch(() => {});
    const ms = closedAt ? closedAt - t0 : Infinity;
    await new Promise((r) => setTimeout(r, 50));
    const leaked = heard.includes('after');
    tally.note('hubAfterSessionEnd', `in-page ${how}: ${ms.toFixed(0)} ms${leaked ? ', heard after' : ''}`, leaked || ms > WITHIN_MS);
    assert.ok(ms <= WITHIN_MS, `closed after ${ms.toFixed(0)} ms`);
    assert.not.ok(leaked, 'nothing heard after the end');
    // A clean close: SignalR logs an error for a close that carries one, and a refresh ends a token every hour.
    assert.is(closeError, undefined);
    assert.is(api.backend.hub.openConnections(), 0);
    await c.stop();
  });
}

test('in-page hub, a client that ignores the Close: the transport delivers nothing more, its invocations go unanswered', async () => {
  const api = fakeApi(makeBackend({ today }));
  const me = signIn(api, 'yasmine');
  const t = new FakeHubTransport(api.backend, () => me.token);
  const records: string[] = [];
  t.onreceive = (d) => records.push(...(typeof d === 'string' ? d : new TextDecoder().decode(d)).split(RS).filter(Boolean));
  await t.connect('http://fake.local/chathub', 1 as never);
  await t.send(`{"protocol":"json","version":1}${RS}`);
  await until('handshake', () => records.includes('{}'));
  end(api, me.token, me.refreshToken, 'logout');
  api.backend.hub.sendToUser(me.user.userId, 'ReceiveMessage', 2, 'after', {});
  await t.send(`{"type":1,"invocationId":"1","target":"connectedUser","arguments":[1]}${RS}`);
  await new Promise((r) => setTimeout(r, 50));
  const after = records.slice(records.indexOf('{}') + 1).map((r) => JSON.parse(r) as { type: number; allowReconnect?: boolean });
  assert.equal(after, [{ type: 7, allowReconnect: false }]);
  tally.note('hubAfterSessionEnd', 'in-page raw transport after logout', after.some((m) => m.type !== 7));
});

for (const how of endings) {
  test(`loopback host, ${how}: the WebSocket is closed within a second; Karim's private message after it never arrives`, async () => {
    const host = await startApiHost({ backend: makeBackend({ today }) });
    const api = fakeApi(host.backend);
    try {
      const me = signIn(api, 'omar');
      const karim = api.as('manager');
      const frames: string[] = [];
      const ws = new WebSocket(`${host.url.replace('http', 'ws')}/chathub?access_token=${encodeURIComponent(me.token)}`);
      let closedAt = 0;
      let closeCode = 0;
      ws.on('message', (d: Buffer) => frames.push(...d.toString('utf8').split(RS).filter(Boolean)));
      ws.on('close', (code) => {
        closedAt = performance.now();
        closeCode = code;
      });
      await new Promise((r, j) => (ws.once('open', r), ws.once('error', j)));
      ws.send(`{"protocol":"json","version":1}${RS}`);
      await until('handshake', () => frames.includes('{}'));
      ws.send(`{"type":1,"target":"connectedUser","arguments":[${me.user.userId}]}${RS}`);
      assert.is(karim.post('/api/chat/SendMessage', { recieverId: String(me.user.userId), isGroup: 'false', message: 'before' }).status, 200);
      await until('the message before the end', () => frames.some((f) => f.includes('"ReceiveMessage"') && f.includes('before')));
      const t0 = performance.now();
      end(api, me.token, me.refreshToken, how);
      assert.is(karim.post('/api/chat/SendMessage', { recieverId: String(me.user.userId), isGroup: 'false', message: 'private after logout' }).status, 200);
      await until('socket closed', () => closedAt > 0, WITHIN_MS + 500).catch(() => {});
      const ms = closedAt ? closedAt - t0 : Infinity;
      const leaked = frames.some((f) => f.includes('private after logout'));
      tally.note('hubAfterSessionEnd', `host ${how}: ${ms.toFixed(0)} ms${leaked ? ', heard after' : ''}`, leaked || ms > WITHIN_MS);
      assert.ok(ms <= WITHIN_MS, `closed after ${ms.toFixed(0)} ms`);
      assert.not.ok(leaked, 'the private message sent after the end never reached the socket');
      assert.ok(frames.some((f) => f.includes('"type":7') && f.includes('"allowReconnect":false')), 'told to close, without a reconnect');
      assert.is(closeCode, 1000, 'a normal closure: SignalR reads any other code as an error');
      await until('the host forgot it', () => host.hubConnections() === 0);
      // A session still alive keeps its socket: the end of one is not the end of all.
      if (how === 'logout') {
        const other = signIn(api, 'karim');
        const ws2 = new WebSocket(`${host.url.replace('http', 'ws')}/chathub?access_token=${encodeURIComponent(other.token)}`);
        await new Promise((r, j) => (ws2.once('open', r), ws2.once('error', j)));
        ws2.send(`{"protocol":"json","version":1}${RS}`);
        await new Promise((r) => setTimeout(r, 600));
        assert.is(ws2.readyState, WebSocket.OPEN, 'another session keeps its socket');
        ws2.close();
      }
      // A socket opened afterwards with the ended token is refused.
      if (how !== 'connectAs') {
        const again = new WebSocket(`${host.url.replace('http', 'ws')}/chathub?access_token=${encodeURIComponent(me.token)}`);
        // Refused before the WebSocket opens, with a plain HTTP 401, as ASP.NET Core's hub does (issue 37).
        const status = await new Promise<number>((r) => {
          again.once('unexpected-response', (_req, res) => r(res.statusCode ?? 0));
          again.once('error', () => {});
        });
        assert.is(status, 401);
      }
    } finally {
      await host.close();
    }
  });
}

test('the app stops its own hub connection before the logout call, within the bound', async () => {
  const api = fakeApi(makeBackend({ today }));
  const me = signIn(api, 'yasmine');
  const svc = realtimeService(api.backend, me.token);
  try {
    svc.actor.send({ type: 'realtime.start', userId: me.user.userId });
    await until('connected', () => svc.actor.getSnapshot().matches('connected'));
    assert.is(api.backend.hub.openConnections(), 1);
    beforeSessionEnds(() => stopRealtime(svc.actor));
    const t0 = performance.now();
    await endingSession();
    assert.ok(performance.now() - t0 < 1000);
    assert.ok(svc.actor.getSnapshot().matches('idle'));
    assert.is(api.backend.hub.openConnections(), 0, 'closed by the client before the server was told');
    // With nothing to stop, or a stop that never ends, the sign-out is not held past the bound.
    beforeSessionEnds(() => new Promise(() => {}));
    const t1 = performance.now();
    await endingSession(100);
    assert.ok(performance.now() - t1 < 500);
  } finally {
    beforeSessionEnds(null);
    svc.actor.stop();
    svc.off();
  }
});

test('a sign-out while the connection still waits for the session opens no connection afterwards', async () => {
  const api = fakeApi(makeBackend({ today }));
  const me = signIn(api, 'yasmine');
  const svc = realtimeService(api.backend, me.token);
  // The session still renewing its token (a reload): the connect waits on it, as it would on the SignalR chunk.
  let renewed: () => void = () => {};
  const renewal = new Promise<void>((r) => (renewed = r));
  setAuthHooks({ token: () => me.token, refresh: async () => false, ready: () => renewal });
  try {
    svc.actor.send({ type: 'realtime.start', userId: me.user.userId });
    assert.ok(svc.actor.getSnapshot().matches('connecting'));
    beforeSessionEnds(() => stopRealtime(svc.actor));
    await endingSession();
    assert.ok(svc.actor.getSnapshot().matches('idle'));
    // The server not yet told (the logout is bounded, not ordered after a connect that waits): the token still opens.
    renewed();
    await new Promise((r) => setTimeout(r, 100));
    // Without the stop heard, the connect went on: a socket open for a person signing out or, once the logout
    // landed, a negotiation refused 401 and said in the console (CI's failure on 1cd4c18).
    assert.is(api.backend.hub.openConnections(), 0);
    assert.ok(svc.actor.getSnapshot().matches('idle'), 'still stopped');
  } finally {
    setAuthHooks({ token: () => null, refresh: async () => false });
    beforeSessionEnds(null);
    svc.actor.stop();
    svc.off();
  }
});

test.after(() => {
  assert.equal(tally.through(), []);
  tally.record();
});
test.run();
