import type { Page } from 'playwright-core';
import type { UiAdapter, UiContext } from '../types';
import { retryDelays } from '../../../../machines/shared/realtime.machine';
import { absent, arrivedBy, errorToast, successToast } from '../ui-helpers';

/**
 * UI adapters of the shared machines (machines/shared/). The session and
 * realtime actors run from boot: their paths start with ui.reload (failures
 * armed before it carry over to the new page's fake server).
 */
const panel = (page: Page) => page.locator('.side-panel');

/**
 * The one-submit form (useSubmit). Two views together cover it: the project
 * form (invalid submit, edits, failure keeping what was typed; it closes on
 * success) and the project members panel, whose success resets the machine
 * at once ('form.reset' arrives by itself there). maxLength 3 makes the
 * planner cut the path after the reset, so each path fits one view.
 */
const members = (ui: { path: { steps: Array<{ event: { type: string } }> } }) => ui.path.steps.some((s) => s.event.type === 'form.reset');
export const submitAdapter: UiAdapter = {
  machine: 'submit',
  persona: 'owner',
  writes: ['form.submit'],
  auto: ['form.reset'],
  maxLength: 3,
  async start(ui) {
    if (members(ui)) {
      await ui.openPanel('projects.members', { id: 1 });
      await panel(ui.page).getByRole('button', { name: /^(Désactiver|Activer)$/ }).first().waitFor();
    } else {
      await ui.openPanel('projects.form', {});
      await panel(ui.page).getByRole('heading', { name: 'Nouveau projet' }).waitFor();
    }
  },
  actions: {
    async 'form.submit'(ui, e) {
      if (members(ui)) return panel(ui.page).getByRole('button', { name: /^(Désactiver|Activer)$/ }).first().click();
      const name = panel(ui.page).getByRole('textbox', { name: /^Nom/ });
      if (e.valid) {
        await name.fill(`Projet du parcours ${ui.path.index}`);
        const module = panel(ui.page).locator('fieldset input[type=checkbox]').first();
        if (!(await module.isChecked())) await module.check();
      } else await name.fill('');
      await panel(ui.page).getByRole('button', { name: 'Enregistrer' }).click();
    },
    'form.edit': (ui) => panel(ui.page).getByRole('textbox', { name: 'Code' }).fill(`P${ui.step}`),
  },
  faults: {
    'xstate.error.actor.submit': (e) => ({ method: 'POST', path: '^/api/project/(addNewProject|memberStatus)$', message: (e as { error?: { message?: string } }).error?.message }),
  },
  states: {
    async 'submit.editing'(ui) {
      const last = ui.path.steps[ui.step - 1]?.event as { type: string; valid?: boolean } | undefined;
      if (last?.type === 'form.submit' && last.valid === false) await panel(ui.page).locator('.field-error').first().waitFor();
      if (last?.type === 'xstate.error.actor.submit') {
        await panel(ui.page).getByRole('alert').waitFor();
        const typed = await panel(ui.page).getByRole('textbox', { name: /^Nom/ }).inputValue();
        if (typed !== `Projet du parcours ${ui.path.index}`) throw new Error(`what was typed was lost after a failed save: '${typed}'`);
      }
    },
  },
};


/**
 * The generic read (useResource). The public profile page holds one (loading,
 * failure with its retry, another profile = setInput); the header's tasks
 * shortcut holds another, read again each time its dropdown opens (ready →
 * refreshing). Both actors share the machine id: the walk follows either.
 */
const tasks = (page: Page) => page.getByTestId('header-tasks');
export const resourceAdapter: UiAdapter = {
  machine: 'resource',
  persona: 'employee',
  readOnly: true,
  async start(ui) {
    await ui.navigate('/employee/2/profile/public');
  },
  actions: {
    async 'resource.reload'(ui) {
      const retry = ui.page.getByRole('alert').getByRole('button', { name: 'Réessayer' });
      if (await retry.isVisible()) return retry.click();
      // Ready: the tasks shortcut reads again when its dropdown opens (close it first if a previous step left it open).
      if (await ui.page.locator('.dropdown-title', { hasText: 'Mes tâches' }).isVisible()) await ui.page.keyboard.press('Escape');
      await tasks(ui.page).click();
    },
    async 'resource.setInput'(ui) {
      await ui.page.keyboard.press('Escape');
      await ui.navigate(`/employee/${3 + ui.step}/profile/public`);
    },
  },
  faults: {
    'xstate.error.actor.load': { method: 'GET', path: '^/api/profile/public/\\d+$' },
    'xstate.error.actor.refresh': { method: 'GET', path: '^/api/tasks/assigned$' },
  },
  states: {
    async 'resource.failure'(ui) {
      await ui.page.getByRole('alert').getByRole('button', { name: 'Réessayer' }).waitFor();
    },
    async 'resource.ready'(ui) {
      if (arrivedBy(ui) === 'xstate.error.actor.refresh') await errorToast(ui.page, /erreur|Error/i).waitFor();
      else await ui.page.getByRole('heading', { name: 'Profil public' }).waitFor();
    },
  },
};

/**
 * Upload progress (documents: files sent for a request on hold, by Nadia).
 * The machine simulates ticks (spec 1: 10 % every 50 ms), and the demo's
 * in-page server reports the XHR's upload progress every 50 ms while its
 * latency holds the answer (server-fake/mirage.ts): 'upload.progress', like
 * done / failed, is the transfer's (auto); abort needs a slow call.
 */
const uploadBox = (page: Page) => page.locator('.documents-upload');
const willFail = (ui: { path: { steps: Array<{ kind: string; event: { type: string } }> }; step: number }) => {
  for (let j = ui.step; j < ui.path.steps.length; j++) {
    const s = ui.path.steps[j]!;
    if (s.event.type === 'upload.failed') return true;
    if (s.kind === 'user' || s.event.type === 'upload.done') return false;
  }
  return false;
};
const send = async (ui: Parameters<UiAdapter['start']>[0]) => {
  // Slow enough for simulated ticks and progress events (every 50 ms), or for the user's abort when it is the next step.
  await ui.latency(ui.path.steps[ui.step]?.kind === 'user' ? 3000 : 300);
  if (willFail(ui)) await ui.failNext('POST', '^/api/demanddocument/uploadfiles/\\d+$', 'Error.Network');
  await uploadBox(ui.page).getByRole('button', { name: 'Envoyer les documents' }).click();
};
export const uploadAdapter: UiAdapter = {
  machine: 'upload',
  persona: 'hr',
  writes: ['upload.start', 'upload.retry'],
  auto: ['upload.done', 'upload.failed', 'upload.progress'],
  interruptible: ['upload.uploading.sending'],
  async start(ui) {
    const id = await ui.backend((b: any) => (b.db.table('documentRequests').all() as Array<{ id: number; userId: number; status: number }>).find((r) => r.status === 0 && r.userId !== 3)?.id ?? null);
    if (!id) throw new Error('no request on hold in the scenario');
    await ui.openPanel('documents.detail', { id });
    const input = uploadBox(ui.page).locator('input[type=file]');
    await input.setInputFiles({ name: `parcours-${ui.path.index}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 walk') });
  },
  actions: {
    'upload.start': send,
    'upload.retry': send,
    'upload.abort': (ui) => uploadBox(ui.page).getByRole('button', { name: "Annuler l'envoi" }).click(),
  },
  states: {
    async 'upload.failed'(ui) {
      await uploadBox(ui.page).getByRole('alert').waitFor();
    },
    async 'upload.aborted'(ui) {
      await uploadBox(ui.page).locator('.upload-progress').waitFor();
    },
    async 'upload.done'(ui) {
      await successToast(ui.page).waitFor();
    },
  },
};


/**
 * The session, from boot: start() reloads the app (with the stored grant, or
 * without it for 'no session'); sign in on the login page (persona buttons),
 * a 401 on a read (the tasks shortcut) for the refresh, the 'updatedUserRole'
 * push for the permissions, the user menu's sign-out, and the demo bar's
 * persona switch. Paths end signed out or as another persona: closeAfter.
 * Impersonation (spec 1 section 1): a path that leaves the connected-as state
 * starts as the demo bar's 'owner connected as Yasmine' (the reload restores
 * that grant); the banner's button leaves it, and on success the page reloads
 * as Omar. The world says whether the grant in force is still the connected one.
 */
const noSession = (ui: { path: { steps: Array<{ event: { type: string; output?: unknown } }> } }) =>
  ui.path.steps[0]?.event.type === 'xstate.done.actor.restore' && ui.path.steps[0].event.output === null;
const connectsAs = (ui: { path: { steps: Array<{ event: { type: string } }> } }) => ui.path.steps.some((s) => s.event.type === 'session.leaveConnectedUser');
const banner = (page: Page) => page.locator('.impersonation-banner');
const leaveDone = 'xstate.done.actor.leaveConnectedUser';
const leaveFailed = 'xstate.error.actor.leaveConnectedUser';
type SessionWorld = 'connected' | 'plain';
export const sessionAdapter: UiAdapter = {
  machine: 'session',
  persona: 'employee',
  writes: ['session.signIn', 'session.logout', 'session.switched', 'session.leaveConnectedUser'],
  closeAfter: true,
  maxLength: 10,
  world: 'connected' satisfies SessionWorld,
  // A sign-in, a persona switch or a successful leave puts a grant in force that is nobody's impersonation.
  track: (world: SessionWorld, e) => (['session.switched', 'xstate.done.actor.login', leaveDone].includes(e.type) ? 'plain' : world),
  feasible: (e, _c, from) => e.type !== 'session.leaveConnectedUser' || from.world === 'connected',
  // The refresh replaces the token: a hub (re)connection still holding the old one is refused, and SignalR says so
  // on the console before the realtime machine asks for the new token (its 401 path).
  consoleErrors: { 'session.unauthorized': /Failed to start the connection: Error: Unauthorized/ },
  async start(ui) {
    if (noSession(ui)) await ui.page.evaluate(() => localStorage.removeItem('session'));
    else if (connectsAs(ui)) {
      // Omar (owner) connected as Yasmine, from the demo bar; the reload below restores that grant.
      await ui.page.getByTestId('persona-switch').selectOption('omar>yasmine');
      await banner(ui.page).waitFor();
    }
    await ui.reload('/');
  },
  actions: {
    'session.signIn': (ui) => ui.page.locator('[data-persona="employee"]').click(),
    async 'session.unauthorized'(ui) {
      // A read answered 401: the client asks the session for a fresh token, then sends the read again.
      await ui.failNext('GET', '^/api/tasks/assigned$', 'Unauthorized', 401);
      await tasks(ui.page).click();
    },
    async 'session.roleUpdated'(ui) {
      // The hub's 'updatedUserRole' push reaches a connected client only.
      await ui.page.waitForFunction(() => (window as any).__mintrhInspection.live('realtime').some((a: { state: string }) => /connected/.test(a.state) && !/reconnecting/.test(a.state)));
      // Permissions read: the app reloads the page; the walk waits for the new one (the executor then follows its fresh log).
      const reloads = ui.path.steps[ui.step]?.event.type === 'xstate.done.actor.fetchPermissions';
      const loaded = reloads ? ui.page.waitForEvent('load', { timeout: 15000 }) : null;
      // To whoever is signed in (Omar again after leaving the connected-as state).
      const userId = await ui.page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? 'null') as { user?: { userId?: number } } | null)?.user?.userId ?? 1);
      const sent = await ui.backend((b: any, id: number) => (typeof b.hub?.sendToUser === 'function' ? (b.hub.sendToUser(id, 'updatedUserRole'), 'sent') : `no hub: ${Object.keys(b).join(',')}`), userId);
      if (sent !== 'sent') throw new Error(sent);
      if (loaded) {
        await loaded;
        await ui.page.locator('nav#side-nav').waitFor({ timeout: 15000 });
      }
    },
    async 'session.logout'(ui) {
      await ui.page.getByTestId('user-menu').click();
      await ui.page.locator('[data-menu="signOut"]').click();
    },
    async 'session.switched'(ui) {
      await ui.page.getByTestId('persona-switch').selectOption({ index: 1 });
    },
    async 'session.leaveConnectedUser'(ui) {
      // On success the app reloads the page: the walk waits for the new one.
      const loaded = ui.path.steps[ui.step]?.event.type === leaveDone ? ui.page.waitForEvent('load', { timeout: 15000 }) : null;
      await banner(ui.page).getByRole('button', { name: 'Quitter cette session' }).click();
      if (loaded) {
        await loaded;
        await ui.page.locator('nav#side-nav').waitFor({ timeout: 15000 });
      }
    },
  },
  faults: {
    'xstate.error.actor.login': { method: 'POST', path: '^/api/auth/login$' },
    'xstate.error.actor.refresh': { method: 'POST', path: '^/api/auth/refresh$' },
    'xstate.error.actor.fetchPermissions': { method: 'GET', path: '^/api/auth/permissions$' },
    'xstate.error.actor.logout': { method: 'POST', path: '^/api/auth/logout$' },
    [leaveFailed]: { method: 'POST', path: '^/api/auth/logoutConnectedUser$' },
  },
  states: {
    async 'session.signedOut'(ui) {
      await ui.page.locator('[data-persona]').first().waitFor();
      if (arrivedBy(ui) === 'xstate.error.actor.login') await ui.page.getByRole('alert').waitFor();
    },
    async 'session.signedIn.active'(ui) {
      await ui.page.locator('nav#side-nav').waitFor();
      const by = arrivedBy(ui);
      // A reload restores the profile, then renews the access token: the banner shows once that is done.
      const afterRestore = ui.path.steps[ui.step - 2]?.event.type === 'xstate.done.actor.restore';
      if (by === 'xstate.done.actor.refresh' && afterRestore && connectsAs(ui)) await banner(ui.page).getByText('Vous êtes connecté en tant que Yasmine El Idrissi.').waitFor();
      if (by === leaveFailed) {
        // The server's message in an error toast; still connected as Yasmine.
        await errorToast(ui.page, 'Une erreur est survenue').waitFor();
        await banner(ui.page).waitFor();
      }
      if (by === leaveDone) {
        // The reloaded page: Omar again, no banner.
        await ui.page.getByTestId('user-menu').filter({ hasText: 'Omar Tazi' }).waitFor();
        await absent(banner(ui.page), 'the impersonation banner');
      }
    },
  },
};


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
    await ui.page.clock.install();
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
      // SignalR retries after 0, 2, 10 and 30 s, each refused: the page's clock runs them, one jump per retry.
      for (let i = 0; i < 6 && (await realtimeNow(ui)) === 'reconnecting'; i++) {
        const left = await armedLeft(ui);
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
    'xstate.error.actor.resume': { method: 'POST', path: hubNegotiate, message: 'Error.Status.503', status: 503 },
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

export const sharedAdapters: UiAdapter[] = [submitAdapter, resourceAdapter, uploadAdapter, sessionAdapter, realtimeAdapter];
