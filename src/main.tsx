import { StrictMode } from 'react';
import * as z from 'zod';
import { createRoot } from 'react-dom/client';
import { appConfig, type AppConfig } from './domain/config';
import { configureApi } from './api/client';
import { initI18n } from './i18n/i18n';
import { applyTheme, readThemeCookie } from './app/theme';
import { App } from './app/app';
import { AppServicesProvider } from './app/app-context';
import { createSessionActor } from './app/session-service';
import { createRealtimeActor, onRealtime } from './realtime/realtime-service';
import { setFakeRuntime, type FakeRuntime } from './app/fake-runtime';
import { startPolicyCheck } from './features/settings/policy-check-service';
import { enableInspection } from './app/inspection';
import { openPanel } from './app/panel-store';
import './styles/app.css';

// The production build runs under a strict Content-Security-Policy (no eval):
// zod's JIT probe would be reported as a violation, so it is switched off.
z.config({ jitless: true });

async function readConfig(): Promise<AppConfig> {
  const res = await fetch('/config.json', { cache: 'no-store' });
  return appConfig.parse(await res.json());
}

/**
 * Boot: config.json picks the mode; demo and sandbox start the fake backend
 * from its own chunk (production never requests it); then languages, skin,
 * the session and the realtime connection, and the first render.
 */
async function boot() {
  applyTheme(readThemeCookie(), false);
  const config = await readConfig();
  let fake: FakeRuntime | null = null;
  if (config.mode !== 'production') {
    const { startFakeBackend } = await import('../server-fake/boot');
    fake = await startFakeBackend(config);
    setFakeRuntime(fake);
    enableInspection();
    // Demo and sandbox only: hooks for guided tours and browser tests.
  }
  configureApi({ baseUrl: config.apiBaseUrl, filesIntercepted: config.mode !== 'production' });
  await initI18n();

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
  const token = () => session.getSnapshot().context.token;
  const realtime = createRealtimeActor({
    hubUrl: `${config.apiBaseUrl.replace(/\/+$/, '')}${config.hubUrl}`,
    token,
    transport: fake ? () => fake!.createHubTransport(token) : undefined,
    onUnauthorized: () => session.send({ type: 'session.unauthorized', returnUrl: `${location.pathname}${location.search}` }),
  });

  // The realtime connection follows the signed-in user: start, switch, stop.
  // SignalR loads with the first connection, so that waits for the first paint.
  let connectedAs: number | null = null;
  let painted = false;
  const follow = () => {
    const s = session.getSnapshot();
    const userId = s.matches('signedIn') ? (s.context.user?.userId ?? null) : null;
    if (!painted || userId === connectedAs) return;
    connectedAs = userId;
    realtime.send(userId === null ? { type: 'realtime.stop' } : { type: 'realtime.start', userId });
  };
  session.subscribe(follow);
  const afterPaint = () => {
    painted = true;
    follow();
    // Chat messages raise a toast wherever the user is, not only once the chat panel has loaded.
    void import('./features/chat/chat-realtime').then((m) => m.startChatRealtime());
  };
  requestAnimationFrame(() => setTimeout(() => ('requestIdleCallback' in globalThis ? requestIdleCallback(afterPaint, { timeout: 1500 }) : afterPaint()), 0));
  onRealtime('updatedTheme', (m) => applyTheme(m.theme));
  onRealtime('updatedUserRole', () => session.send({ type: 'session.roleUpdated' }));
  // Spec 1 section 4: the policy check runs while someone is signed in.
  startPolicyCheck(session);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppServicesProvider value={{ config, session, realtime }}>
        <App />
      </AppServicesProvider>
    </StrictMode>,
  );
}

boot().catch((e) => {
  console.error('boot failed', e);
  const root = document.getElementById('root');
  if (root) root.textContent = 'The application could not start. Please reload the page.';
});
