import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseAppConfig } from '../domain/config';
import { configureApi } from '../api/client';
import { initI18n } from '../i18n/i18n';
import { applyTheme } from '../kernel/theme';
import { App } from './app';
import { AppServicesProvider, type AppServices } from '../kernel/services';
import { createSessionActor } from './session-service';
import { createActor } from '../kernel/actors';
import { setFakeRuntime, type FakeRuntime } from '../kernel/fake-runtime';
import { openPanel } from '../kernel/panel-store';
import { registerPanels } from '../kernel/panel-registry';
import { areaPanels } from './area-panels';
import { preloadAfterPaint } from './after-paint';
import { preload } from '../kernel/module-cache';
import { browserIdle, prefetchHeavyRoutesWhenIdle } from './route-prefetch';
import { warmDateFormats } from '../i18n/date-format';
import type { EarlyStart } from './early-start';

// The production build runs under a strict Content-Security-Policy (no eval):
// zod's JIT probe would be reported as a violation, so it is switched off.
// zod is not part of the first load (it comes with the first call that
// parses an answer), so its setting is left where zod's core reads it when
// it loads: the same object z.config() writes to.
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

/**
 * Boot: config.json picks the mode; demo and sandbox start the fake backend
 * from its own chunk (production never requests it); then languages, the
 * session and the realtime connection, and the first render once the page
 * of the address and its words are in (asked for by the entry already).
 */
export async function start(early: EarlyStart) {
  registerPanels(areaPanels);
  const config = parseAppConfig(await early.config);
  let fake: FakeRuntime | null = null;
  if (config.mode !== 'production') {
    const { startFakeBackend } = await import('../../server-fake/boot');
    fake = await startFakeBackend(config);
    setFakeRuntime(fake);
    // The statecharts' live view (demo panel, model walk): demo and sandbox only, so never in production's first load.
    const { enableInspection } = await import('../kernel/inspection');
    enableInspection();
  }
  configureApi({ baseUrl: config.apiBaseUrl, filesIntercepted: config.mode !== 'production' });
  await initI18n();
  // Through the module cache, so the first render draws the page rather than a spinner and a second render (the import itself is under way since the entry ran).
  const route = early.route;
  await (route && !('notInRelease' in route.page) ? preload(route.page, route.ns).catch(() => {}) : early.page);

  const session = createSessionActor();
  // Demo and sandbox only: hooks for guided tours and browser tests.
  if (fake) {
    const sessionLog: string[] = [];
    session.subscribe((snap) => {
      sessionLog.push(`${JSON.stringify(snap.value)}${snap.context.error ? `:${snap.context.error}` : ''}`);
      if (sessionLog.length > 30) sessionLog.shift();
    });
    (globalThis as { __mintrh?: unknown }).__mintrh = { fake, openPanel, session, sessionLog };
  }
  const services: AppServices = { config, session };
  const token = () => session.getSnapshot().context.token;

  // After the first paint: the realtime connection (its statechart, then
  // SignalR with the first connection), the policy check (spec 1 section 4,
  // while someone is signed in) and what the shell left out.
  const afterPaint = async () => {
    preloadAfterPaint();
    void import('../features/settings/policy-check-service').then((m) => m.startPolicyCheck(session));
    const { createRealtimeActor, onRealtime } = await import('../realtime/realtime-service');
    const realtime = createRealtimeActor({
      hubUrl: `${config.apiBaseUrl.replace(/\/+$/, '')}${config.hubUrl}`,
      token,
      transport: fake ? () => fake!.createHubTransport(token) : undefined,
      onUnauthorized: () => session.send({ type: 'session.unauthorized', returnUrl: `${location.pathname}${location.search}` }),
      createActor: (logic) => createActor(logic),
    });
    services.realtime = realtime;
    onRealtime('updatedTheme', (m) => applyTheme(m.theme));
    onRealtime('updatedUserRole', () => session.send({ type: 'session.roleUpdated' }));
    // The realtime connection follows the signed-in user: start, switch, stop.
    let connectedAs: number | null = null;
    let heavyPrefetched = false;
    const follow = () => {
      const s = session.getSnapshot();
      const userId = s.matches('signedIn') ? (s.context.user?.userId ?? null) : null;
      if (userId === connectedAs) return;
      // Once someone is signed in (at start or after the login page): the calendar's code, in idle time, if they may see it.
      if (userId !== null && !heavyPrefetched) {
        heavyPrefetched = true;
        prefetchHeavyRoutesWhenIdle(() => session.getSnapshot().context.permissions);
        browserIdle.whenIdle(() => warmDateFormats());
      }
      connectedAs = userId;
      realtime.send(userId === null ? { type: 'realtime.stop' } : { type: 'realtime.start', userId });
    };
    session.subscribe(follow);
    follow();
    // Chat messages raise a toast wherever the user is, not only once the chat panel has loaded.
    void import('../features/chat/chat-realtime').then((m) => m.startChatRealtime());
  };
  requestAnimationFrame(() => setTimeout(() => ('requestIdleCallback' in globalThis ? requestIdleCallback(() => void afterPaint(), { timeout: 1500 }) : void afterPaint()), 0));

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppServicesProvider value={services}>
        <App />
      </AppServicesProvider>
    </StrictMode>,
  );
}
