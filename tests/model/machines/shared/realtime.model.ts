import { realtimeMachine, retryDelays } from '../../../../machines/shared/realtime.machine';
import type { NoServerCalls } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter, UiContext } from '../../ui/types';
import { installPageClock } from '../../ui/ui-helpers';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error, after } = graphEvents;

const entry: RegisteredMachine = {
  id: 'realtime',
  file: 'shared/realtime.machine.ts',
  machine: realtimeMachine,
  events: [
    { type: 'realtime.start', userId: 1 }, { type: 'realtime.start', userId: 2 }, { type: 'realtime.stop' },
    done('connect'), error('connect'), error('connect', { message: '401 Unauthorized' }),
    { type: 'realtime.reconnecting' }, { type: 'realtime.reconnected' }, { type: 'realtime.closed' },
    after('retry', 'realtime.waiting'), done('resume'), error('resume'), error('resume', { message: '401 Unauthorized' }),
    done('disconnectToSwitch'), error('disconnectToSwitch'), done('disconnect'), error('disconnect'),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

/**
 * The realtime connection, from boot. start() installs Playwright's clock (the
 * backoff and SignalR's retries are fast-forwarded) and reloads the app signed
 * out, so the actor starts fresh in idle and signing in starts it
 * (realtime.start userId 1) after the walk armed what the connect meets; the
 * demo bar's persona switch starts it for another user (switching, or
 * connecting again from the backoff's wait). The in-page hub's failure switch
 * (backend.hub, server-fake/hub/bus.ts) does the rest: a refused negotiate
 * (connect errors: 401 asks for a fresh token, 503 waits; armed faults), a drop
 * (SignalR reconnects by itself), a drop whose reconnects are refused (SignalR
 * gives up: closed while reconnecting), the server's close (closed while
 * connected). The sign-out stops it.
 */
const hubNegotiate = '^/chathub/negotiate$';

/** What SignalR says on the console when the walk refuses, drops or closes the hub on purpose. */
const hubRefused = [/Failed to complete negotiation with the server: .*(Error\.Status\.503|Unauthorized)/, /Failed to start the connection: .*(Error\.Status\.503|Unauthorized)/];

const realtimeNow = (ui: UiContext) => ui.page.evaluate(() => ((window as any).__mintrhInspection.live('realtime')[0]?.state ?? null) as string | null);

const armedLeft = (ui: UiContext) => ui.page.evaluate(() => (window as any).__mintrh.fake.faults.armed().length as number);

/** The machine's backoff attempt where the path stands (as the machine counts it), for the exact wait to fast-forward. */
function attemptAt(ui: UiContext) {
  let attempt = 0;
  for (const s of ui.path.steps.slice(0, ui.step - 1)) {
    const t = s.event.type;
    if (t === 'realtime.start' || /^xstate\.done\.actor\.0\.realtime\.(connecting|resuming)$/.test(t)) attempt = 0;
    if (t === 'realtime.closed' || /^xstate\.error\.actor\.0\.realtime\.(connecting|resuming)$/.test(t)) attempt++;
  }
  return attempt;
}

/** The machine's state value before the step being run. */
const before = (ui: UiContext): unknown => JSON.parse(ui.step > 1 ? ui.path.steps[ui.step - 2]!.value : ui.path.start.value);

export const realtimeAdapter: UiAdapter = {
  machine: 'realtime',
  persona: 'employee',
  writes: ['realtime.start', 'realtime.stop'],
  closeAfter: true,
  maxLength: 10,
  auto: ['realtime.reconnected'],
  consoleErrors: {
    // Connect refusals are armed by the walk from the first step on (the connect errors are answers to the sign-in).
    '(start)': hubRefused,
    'realtime.reconnecting': /connection lost/i,
    'realtime.closed': /Server returned an error on close: Error\.Status\.503/,
  },
  feasible(e, c: { attempt: number }, from) {
    if (e.type === 'realtime.start') {
      if (e.userId === 1) return from.value === 'idle';
      // During the backoff's wait only when it is long (10 s from the second attempt): a user acting in a 2 s wait would race it.
      return from.value === 'connected' || (from.value === 'waiting' && c.attempt >= 2);
    }
    if (e.type === 'realtime.stop') return from.value === 'connected';
    return true;
  },
  async start(ui) {
    await installPageClock(ui.page);
    await ui.page.evaluate(() => localStorage.removeItem('session'));
    await ui.reload('/');
  },
  actions: {
    async 'realtime.start'(ui, e) {
      // userId 1: sign in (the page starts signed out, or was signed out by the path); another user: the demo bar's persona switch.
      if (e.userId !== 1) await ui.page.getByTestId('persona-switch').selectOption({ index: 1 });
      else await ui.page.locator('[data-persona="employee"]').click();
    },
    async 'realtime.stop'(ui) {
      await ui.page.getByTestId('user-menu').click();
      await ui.page.locator('[data-menu="signOut"]').click();
    },
    async 'realtime.reconnecting'(ui) {
      // SignalR will give up (the next step closes): every one of its four retries is refused.
      if (ui.path.steps[ui.step]?.event.type === 'realtime.closed') await ui.backend((b: any) => b.hub.refuseConnections(4));
      await ui.backend((b: any) => b.hub.dropConnections());
    },
    async 'realtime.closed'(ui) {
      if (before(ui) !== 'reconnecting') {
        await ui.backend((b: any) => b.hub.closeConnections('Error.Status.503'));
        return;
      }
      // SignalR retries after 0, 2, 10 and 30 s, each refused: the page's clock runs them, one jump per retry. Once every
      // refusal is spent, SignalR gives up by itself: a further jump, made while it had not said so yet, ran the app's own
      // backoff wait too, whose resume then connected before the next step armed its refusal (a retry-pass in run 20).
      for (let i = 0; i < 6 && (await realtimeNow(ui)) === 'reconnecting'; i++) {
        const left = await armedLeft(ui);
        if (!left) break;
        await ui.page.clock.fastForward(31_000);
        await ui.page.waitForFunction((n) => (window as any).__mintrh.fake.faults.armed().length < n || (window as any).__mintrhInspection.live('realtime')[0]?.state !== 'reconnecting', left);
      }
    },
    // The backoff's wait, exactly (2 s, then 10 s, then 30 s): a longer jump could pass SignalR's 30 s server timeout on the new connection.
    async 'xstate.after.retry.realtime.waiting'(ui) {
      // After a 401 the session is fetching a fresh token (it revokes the old one): in real time the 2 s wait covers it, a jump must not overtake it.
      await ui.page.waitForFunction(() => (window as any).__mintrhInspection.live('session').every((a: { state: string }) => a.state === 'signedIn.active'));
      await ui.page.clock.fastForward(retryDelays[Math.min(attemptAt(ui), retryDelays.length - 1)]!);
    },
  },
  faults: {
    'xstate.error.actor.connect': (e) =>
      /401/.test(String((e as { error?: { message?: string } }).error?.message))
        ? { method: 'POST', path: hubNegotiate, message: 'Unauthorized', status: 401 }
        : { method: 'POST', path: hubNegotiate, message: 'Error.Status.503', status: 503 },
    'xstate.error.actor.resume': (e) =>
      /401/.test(String((e as { error?: { message?: string } }).error?.message))
        ? { method: 'POST', path: hubNegotiate, message: 'Unauthorized', status: 401 }
        : { method: 'POST', path: hubNegotiate, message: 'Error.Status.503', status: 503 },
  },
  waived: {
    'realtime.switching ─xstate.error.actor.disconnectToSwitch#0→': "SignalR's stop does not fail: it ends the connection whatever the server answers",
    'realtime.stopping ─xstate.error.actor.disconnect#0→': "SignalR's stop does not fail: it ends the connection whatever the server answers",
  },
  states: {
    async 'realtime.connected'(ui) {
      await ui.page.locator('nav#side-nav').waitFor();
      // What colleagues see: the hub holds a connection for the user again.
      await ui.page.waitForFunction(() => (window as any).__mintrh.fake.backend.hub.openConnections() > 0);
    },
    async 'realtime.waiting'(ui) {
      await ui.page.locator('nav#side-nav').waitFor();
      await ui.page.waitForFunction(() => (window as any).__mintrh.fake.backend.hub.openConnections() === 0);
    },
    async 'realtime.reconnecting'(ui) {
      await ui.page.waitForFunction(() => (window as any).__mintrh.fake.backend.hub.openConnections() === 0);
    },
    async 'realtime.idle'(ui) {
      // Signed out: at the start (the reload without a session) and after the sign-out's stop.
      await ui.page.locator('[data-persona]').first().waitFor();
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

const realtime: NoServerCalls = {
  machine: 'realtime',
  none: 'its actors open and close the SignalR hub connection, not API calls (the fake hub is walked through the UI; reconnect and backoff are unit-tested)',
};

export const model: MachineModel = { entry, server: realtime, ui: realtimeAdapter };
