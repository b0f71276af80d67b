import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { HubConnectionBuilder, HubConnectionState, NullLogger } from '@microsoft/signalr';
import { FakeHubTransport } from '../../server-fake/hub/fake-hub-transport';
import { faults } from '../../server-fake/faults';
import { fakeApi } from './fake-api';
import { DispatcherHttpClient, realtimeService, until } from './realtime-kit';

/**
 * The in-page hub's failure switch (server-fake/hub/bus.ts) against the real
 * SignalR client: connects go through the fake server's negotiate route (and
 * so its armed faults), the transport is the in-memory one of demo mode.
 */
function setup(retries = [0]) {
  faults.clearArmed();
  const api = fakeApi();
  const token = api.login('employee');
  const life = { reconnecting: 0, reconnected: 0, closed: [] as Array<string | undefined>, pushes: [] as string[] };
  const c = new HubConnectionBuilder()
    .withUrl('http://fake.local/chathub', { transport: new FakeHubTransport(api.backend, () => token), httpClient: new DispatcherHttpClient(api.backend), accessTokenFactory: () => token })
    .withAutomaticReconnect(retries)
    .configureLogging(NullLogger.instance)
    .build();
  c.onreconnecting(() => life.reconnecting++);
  c.onreconnected(() => life.reconnected++);
  c.onclose((e) => life.closed.push(e?.message));
  c.on('ReceiveMessage', (_from: number, text: string) => life.pushes.push(text));
  const push = (text: string) => api.backend.hub.sendToUser(1, 'ReceiveMessage', 2, text, {});
  return { api, hub: api.backend.hub, c, life, push };
}

test('a drop reconnects every time, in a page never reloaded: the switch acts on what is open now', async () => {
  const { hub, c, life, push } = setup();
  await c.start();
  await c.invoke('connectedUser', 1);
  assert.is(hub.openConnections(), 1);
  for (const round of [1, 2, 3]) {
    // SignalR's automatic reconnect reuses the dropped transport: a list emptied at the first drop missed the next ones.
    assert.is(hub.dropConnections(), 1, `drop ${round} reaches the open connection`);
    push(`lost ${round}`);
    await until(`reconnect ${round}`, () => life.reconnected === round);
    assert.is(hub.openConnections(), 1);
    push(`live ${round}`);
    await until(`push after reconnect ${round}`, () => life.pushes.includes(`live ${round}`));
  }
  assert.is(life.reconnecting, 3);
  assert.ok(!life.pushes.some((p) => p.startsWith('lost')), 'a push while down is lost (the resync brings it back)');
  assert.equal(life.closed, []);
  await c.stop();
  assert.is(hub.openConnections(), 0);
});

test('refused connects fail through the armed faults, the next one goes through', async () => {
  const { hub, c } = setup();
  hub.refuseConnections(2);
  assert.is(faults.armed().length, 2, 'visible to the walk as armed faults');
  for (let i = 0; i < 2; i++) {
    const e = await c.start().then(() => null, (x: Error) => x);
    assert.match(String(e?.message), /negotiation.*Error\.Status\.503/);
    assert.is(c.state, HubConnectionState.Disconnected);
  }
  await c.start();
  assert.is(c.state, HubConnectionState.Connected);
  assert.is(hub.openConnections(), 1);
  assert.equal(faults.armed(), []);
  await c.stop();
});

test('a refusal answered 401 reads as unauthorized (the realtime machine asks for a fresh token)', async () => {
  const { hub, c } = setup();
  hub.refuseConnections(1, 401);
  const e = await c.start().then(() => null, (x: Error) => x);
  assert.match(String(e?.message), /unauthori[sz]ed/i);
});

test('the server closes: SignalR does not reconnect, the client closes with the reason; the user shows offline', async () => {
  const { hub, c, life, push } = setup();
  await c.start();
  await c.invoke('connectedUser', 1);
  assert.ok(hub.isOnline(1));
  assert.is(hub.closeConnections('Error.Status.503'), 1);
  await until('closed', () => life.closed.length === 1);
  assert.match(String(life.closed[0]), /Server returned an error on close: Error\.Status\.503/);
  assert.is(life.reconnecting, 0, 'no automatic reconnect after a close the server forbids');
  assert.is(c.state, HubConnectionState.Disconnected);
  assert.is(hub.openConnections(), 0);
  assert.not.ok(hub.isOnline(1));
  push('after close');
  assert.is(hub.closeConnections(), 0, 'nothing left to close');
});

test('a drop whose reconnects are refused spends SignalR’s retries: it gives up and closes', async () => {
  const { hub, c, life } = setup([0, 0, 0, 0]);
  await c.start();
  hub.refuseConnections(4);
  hub.dropConnections();
  await until('closed', () => life.closed.length === 1);
  assert.is(life.reconnecting, 1);
  assert.is(life.reconnected, 0);
  assert.equal(faults.armed(), [], 'every retry met a refusal');
  assert.is(hub.openConnections(), 0);
});

/** The app's realtime service over the same switch: its own backoff (2 s the first time) takes over where SignalR stops. */
async function service() {
  const { api, hub } = setup();
  const { actor, seen, counts, off } = realtimeService(api.backend, api.login('employee'));
  return { hub, actor, seen, counts, off };
}
const quiet = async (run: () => Promise<void>) => {
  // SignalR says on the console what the switch does on purpose.
  const { error, warn } = console;
  console.error = console.warn = () => {};
  try {
    await run();
  } finally {
    Object.assign(console, { error, warn });
  }
};

test('realtime service: a 401 for a token the session has since replaced asks for no renewal; the next try offers the new one', () =>
  quiet(async () => {
    // Another tab renewed the session while this connect was on its way with the old token (issue 37: three tabs, one renewal).
    const { api, hub } = setup();
    const old = api.login('employee');
    const renewed = api.login('employee');
    let current = old;
    // The session takes the other tab's grant just after the connect read its token, before the refusal is read.
    const { actor, seen, counts, off } = realtimeService(api.backend, () => {
      const t = current;
      current = renewed;
      return t;
    });
    hub.refuseConnections(1, 401);
    actor.send({ type: 'realtime.start', userId: 1 });
    await until('refused', () => actor.getSnapshot().matches('waiting'));
    assert.is(counts().unauthorized, 0, 'the refused token is not the current one: nothing to renew');
    await until('connected with the new token', () => actor.getSnapshot().matches('connected'), 4000);
    assert.equal(seen.filter((v, i) => v !== seen[i - 1]), ['idle', 'connecting', 'waiting', 'resuming', 'connected']);
    actor.send({ type: 'realtime.stop' });
    await until('stopped', () => actor.getSnapshot().matches('idle'));
    off();
  }));

test('realtime service: a refused connect waits, then the backoff connects; a 401 asks the session for a fresh token', () =>
  quiet(async () => {
    const { hub, actor, seen, counts, off } = await service();
    hub.refuseConnections(1, 401);
    actor.send({ type: 'realtime.start', userId: 1 });
    await until('waiting', () => actor.getSnapshot().matches('waiting'));
    assert.is(counts().unauthorized, 1);
    await until('connected again', () => actor.getSnapshot().matches('connected'), 4000);
    assert.equal(seen.filter((v, i) => v !== seen[i - 1]), ['idle', 'connecting', 'waiting', 'resuming', 'connected']);
    assert.is(counts().resyncs, 1, 'a fresh start after a gap refetches');
    assert.is(hub.openConnections(), 1);
    actor.send({ type: 'realtime.stop' });
    await until('stopped', () => actor.getSnapshot().matches('idle'));
    off();
  }),
);

test('realtime service: the server closes, the backoff resumes and resyncs; a drop reconnects by SignalR and resyncs', () =>
  quiet(async () => {
    const { hub, actor, seen, counts, off } = await service();
    actor.send({ type: 'realtime.start', userId: 1 });
    await until('connected', () => actor.getSnapshot().matches('connected'));
    hub.closeConnections();
    await until('waiting', () => actor.getSnapshot().matches('waiting'));
    await until('resumed', () => actor.getSnapshot().matches('connected'), 4000);
    assert.is(counts().resyncs, 1);
    hub.dropConnections();
    await until('reconnecting', () => seen.includes('reconnecting'));
    await until('reconnected', () => actor.getSnapshot().matches('connected') && counts().resyncs === 2);
    assert.equal(seen.filter((v, i) => v !== seen[i - 1]), ['idle', 'connecting', 'connected', 'waiting', 'resuming', 'connected', 'reconnecting', 'connected']);
    actor.send({ type: 'realtime.stop' });
    await until('stopped', () => actor.getSnapshot().matches('idle'));
    off();
  }),
);

test.run();
