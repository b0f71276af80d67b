import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { parseAppConfig, type AppConfig } from '../domain/config';
import { configureApi } from '../api/client';
import { initI18n } from '../i18n/i18n';
import { applyTheme } from '../kernel/theme';
import { App } from './app';
import { AppServicesProvider, type AppServices } from '../kernel/services';
import { createSessionActor } from './session-service';
import { drafts } from '../ui/drafts/draft-store';
import { shareSessionAcrossTabs } from './tab-session';
import { createActor } from '../kernel/actors';
import type { FakeRuntime } from '../domain/fake-runtime';
import { setFakeRuntime } from '../kernel/fake-runtime';
import { openPanel } from '../kernel/panel-store';
import { registerPanels } from '../kernel/panel-registry';
import { areaPanels } from './area-panels';
import { preloadAfterPaint } from './after-paint';
import { preload } from '../kernel/module-cache';
import { browserIdle, prefetchHeavyRoutesWhenIdle, prefetchOnNavigation } from './route-prefetch';
import { warmDateFormats } from '../i18n/format';
import type { EarlyStart } from './early-start';
import { dismissBootScreenOnFirstScreen } from './boot-screen';
import { holdApiCalls } from './hold-api-calls';
import { followVisualViewport } from './visual-viewport';
import { loadDemoBar } from './shell/banners';
import { beforeSessionEnds, stopRealtime } from './session-end';
import i18next from 'i18next';
import { formatNumber } from '../i18n/format';
// The home page is the first screen of nearly every signed-in start: its module, and the small ones it imports, come
// in the core chunk (build.mjs, oneCoreChunk) rather than in eight files of their own, the last seven found only once
// the first had come: a second round trip before the dashboard shows. Side by side on 7 December 2026 (production
// build, fourteen starts each in turn): the dashboard's heading at 221 ms against 235 (medians), and 1.7 KB gzip less
// initial JS. The route table still loads it by name (route-table.ts), from the core chunk.
import '../features/dashboard/dashboard-page';

/**
 * Whether this build carries the fake server (build.mjs: the demo build and
 * the dev server do, the production build does not). Written out where it
 * is checked, as esbuild folds it there and drops the demo's imports from a
 * production build altogether (a constant holding it is not folded in a
 * split chunk); in Node (tests) nothing replaces the name and the demo is there.
 */
declare const __DEMO__: boolean | undefined;

/** The next frame has been painted (a task after the frame's rendering). */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Demo and sandbox: the fake backend (Mirage, the company's data) starts
 * once the first real screen has painted, so the sign-in page or the
 * dashboard shows as soon as production's would (issue 20) rather than after
 * the company is built; calls wait for it meanwhile (hold-api-calls.ts).
 */
function startFakeBackendAfter(firstPaint: Promise<void>, config: AppConfig): Promise<FakeRuntime> {
  // Marks for the bench (tests/bench/run.ts): how long the fake backend takes to start, once the screen is drawn.
  const ready = firstPaint
    .then(() => (performance.mark('mintrh:fake-backend-start'), typeof __DEMO__ === 'undefined' || __DEMO__ ? import('../../server-fake/boot') : Promise.reject(new Error('no fake server in this build'))))
    .then((m) => m.startFakeBackend(config))
    .then((runtime) => {
      setFakeRuntime(runtime);
      performance.mark('mintrh:fake-backend-ready');
      return runtime;
    });
  ready.catch((e) => console.error('the demo backend could not start', e));
  holdApiCalls(ready);
  return ready;
}

// The production build runs under a strict Content-Security-Policy (no eval):
// zod's JIT probe would be reported as a violation, so it is switched off.
// zod is not part of the first load (it comes with the first call that
// parses an answer), so its setting is left where zod's core reads it when
// it loads: the same object z.config() writes to.
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

/**
 * Boot: config.json picks the mode; languages, the session and the realtime
 * connection, and the first render once the page of the address and its
 * words are in (asked for by the entry already), in place of index.html's
 * loading screen. Demo and sandbox start the fake backend from its own chunk
 * once that first screen has painted (the production build has none).
 */
export async function start(early: EarlyStart) {
  // The dashboard's date line is the first date a signed-in start writes, and the first formatter of a
  // language loads its locale data (13 ms in Chromium, the largest piece of script before the dashboard
  // shows): built here, while config.json, the words and the page are still on their way, not in the render.
  if (early.route?.ns === 'dashboard') warmDateFormats(early.language, ['longDay']);
  registerPanels(areaPanels);
  const config = parseAppConfig(await early.config);
  if (!(typeof __DEMO__ === 'undefined' || __DEMO__) && config.mode !== 'production') {
    // Fail safe: the production build has no fake server to run a demo with.
    console.error(`config.json asks for ${config.mode} mode, which only the demo build has (npm run build:demo): running in production mode`);
    config.mode = 'production';
  }
  const root = document.getElementById('root')!;
  const firstScreen = dismissBootScreenOnFirstScreen(root);
  followVisualViewport();
  let fake: Promise<FakeRuntime> | null = null;
  if ((typeof __DEMO__ === 'undefined' || __DEMO__) && config.mode !== 'production') {
    // A first screen that never comes (it would need the backend) does not hold the backend back for long.
    const painted = Promise.race([firstScreen, new Promise<void>((resolve) => setTimeout(resolve, 3000))]).then(afterNextPaint);
    fake = startFakeBackendAfter(painted, config);
    // The statecharts' live view (demo panel, model walk): demo and sandbox only, so never in production's first load.
    const { enableInspection } = await import('../kernel/inspection');
    enableInspection();
  }
  configureApi({ baseUrl: config.apiBaseUrl, paths: config.paths, filesIntercepted: config.mode !== 'production', language: () => i18next.language || null });
  await initI18n();
  // Through the module cache, so the first render draws the page rather than a spinner and a second render (the import itself is under way since the entry ran).
  const route = early.route;
  await Promise.all([
    route && !('notInRelease' in route.page) ? preload(route.page, route.ns).catch(() => {}) : early.page,
    // Demo, signed in: the demo bar comes with the shell, not after it (banners.tsx).
    fake && route && loadDemoBar ? Promise.all([preload(loadDemoBar, 'demo'), i18next.loadNamespaces('session')]).catch(() => {}) : null,
  ]);

  // Tabs share one session in production; the demo's tabs each run their own fake server (src/app/tab-session.ts).
  if (config.mode === 'production') shareSessionAcrossTabs();
  const session = createSessionActor();
  // Demo and sandbox only: hooks for guided tours and browser tests, once the fake backend runs.
  if (fake) {
    const sessionLog: string[] = [];
    session.subscribe((snap) => {
      sessionLog.push(`${JSON.stringify(snap.value)}${snap.context.error ? `:${snap.context.error}` : ''}`);
      if (sessionLog.length > 30) sessionLog.shift();
    });
    // forgetDrafts: what closed panels kept (the chat's open conversation) names rows a reset of the data removed.
    const forgetDrafts = () => {
      const userId = session.getSnapshot().context.user?.userId;
      if (userId !== undefined) drafts.startAfresh(userId);
    };
    void fake.then((runtime) => ((globalThis as { __mintrh?: unknown }).__mintrh = { fake: runtime, openPanel, session, sessionLog, forgetDrafts }));
  }
  const services: AppServices = { config, session };
  prefetchOnNavigation();
  const token = () => session.getSnapshot().context.token;

  // After the first paint: the realtime connection (its statechart, then
  // SignalR with the first connection), the policy check (spec 1 section 4,
  // while someone is signed in) and what the shell left out.
  const afterPaint = async () => {
    preloadAfterPaint();
    // The page's first number format loads ICU's number data (about 15 ms, four times that on a phone): here,
    // in a task of its own, rather than inside the render of the first card that writes a number.
    setTimeout(() => formatNumber(1.5), 0);
    // Demo: the hub's transport is the fake backend's.
    const runtime = fake ? await fake : null;
    void import('../features/settings/policy-check-service').then((m) => m.startPolicyCheck(session));
    const { createRealtimeActor, onRealtime } = await import('../realtime/realtime-service');
    const realtime = createRealtimeActor({
      hubUrl: `${config.apiBaseUrl.replace(/\/+$/, '')}${config.hubUrl}`,
      token,
      transport: runtime ? () => runtime.createHubTransport(token) : undefined,
      onUnauthorized: () => session.send({ type: 'session.unauthorized', returnUrl: `${location.pathname}${location.search}` }),
      createActor: (logic) => createActor(logic),
    });
    services.realtime = realtime;
    beforeSessionEnds(() => stopRealtime(realtime));
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
  // After the first frame, in idle time: measured under issue 35's 10 % rule on 4 December 2026 (Lighthouse mobile,
  // production dashboard, five audits of each build in turn, load 2.3 at the start), total blocking time 329 ms with this
  // wait and 418 ms with the realtime start and the chat's toasts begun at once (21 % less with it). Kept.
  requestAnimationFrame(() => setTimeout(() => ('requestIdleCallback' in globalThis ? requestIdleCallback(() => void afterPaint(), { timeout: 1500 }) : void afterPaint()), 0));

  // A transition: React renders the first screen in slices of a few ms, yielding to the browser between
  // them, instead of one long task that holds input (the loading screen stays until the screen is whole).
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppServicesProvider value={services}>
          <App />
        </AppServicesProvider>
      </StrictMode>,
    ),
  );
}
