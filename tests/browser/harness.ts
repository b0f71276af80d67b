import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildProduction, createStaticServer, sites } from '../../build.mjs';
import { systemNow } from '../../src/domain/clock';
import { DECISION_HOLD_MS } from '../../machines/shared/decided-record';

/**
 * Shared by every browser test in the run: one build of each site (the
 * production build in dist/ for production mode, the demo build in
 * dist-demo/ for demo and sandbox modes), one static server per
 * configuration (with the security headers every server of ours sends),
 * one headless Chromium (Debian's, never downloaded). Each test gets a fresh
 * context and a list of page errors.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let browserPromise: Promise<Browser> | null = null;
const built = new Map<keyof typeof sites, Promise<string>>();
const servers = new Map<string, Promise<{ server: Server; url: string; requests: string[] }>>();

export type Mode = 'demo' | 'sandbox' | 'production';

/** The build that serves a mode. */
export const siteOf = (mode: Mode): keyof typeof sites => (mode === 'production' ? 'production' : 'demo');

/** The site's folder, built once per run: when missing, or always with REBUILD=1 (`npm test` builds both before the browser suite). */
export function ensureBuilt(site: keyof typeof sites): Promise<string> {
  const dir = path.join(root, sites[site].dir);
  let b = built.get(site);
  if (!b) {
    b = existsSync(path.join(dir, 'index.html')) && process.env.REBUILD !== '1' ? Promise.resolve(dir) : buildProduction({ site, quiet: true }).then((r) => r.outdir);
    built.set(site, b);
  }
  return b;
}

/**
 * Chromium 156's headless mode still preloads the address bar's popup (chrome://omnibox-popup.top-chrome, a WebUI
 * page in a renderer of its own) for every new context, and no test has an address bar. Measured on this 2-core
 * machine, eight contexts each opening the demo's sign-in page: Chromium's CPU 33.2 s and 33.8 s with the popup,
 * 23.7 s and 26.5 s without (about 1 s less per context, some 28 %), boot to personas 2.1 s → 1.8 s median.
 * Chromium honours only the last `--disable-features`, so ours carries Playwright's own list (read from the installed
 * Playwright, which has no option for it) rather than silently turning its features back on.
 */
function disabledFeatures(): string {
  const bundle = readFileSync(path.join(root, 'node_modules/playwright-core/lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  const theirs = list ? [...list.replace(/\/\/.*$/gm, '').matchAll(/"(\w+)"/g)].map((m) => m[1]) : [];
  if (!theirs.length) throw new Error("harness: Playwright's disabled Chromium features were not found in its bundle; see disabledFeatures()");
  return `--disable-features=${[...theirs, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI'].join(',')}`;
}

export function browser(): Promise<Browser> {
  browserPromise ??= chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync', disabledFeatures()],
  });
  return browserPromise;
}

/**
 * A static server of the mode's build whose config.json picks the mode.
 * `headers` replace ours by name: `{ 'Content-Security-Policy': '' }` serves without one.
 */
export function appServer(mode: Mode, config: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const key = JSON.stringify([mode, config, headers]);
  let s = servers.get(key);
  if (!s) {
    s = ensureBuilt(siteOf(mode)).then(
      (dir) =>
        new Promise((resolve) => {
          const requests: string[] = [];
          const server = createStaticServer({
            dir,
            // The in-page server answers at once (demoLatencyMs, config.ts): its 60 to 220 ms a call were a third of
            // the browser suite's time (one lane of six files, 188 s against 132 s). A test about latency sets its own.
            config: { mode, apiBaseUrl: '', hubUrl: '/chathub', clientName: 'Atlas Industries', schedulerLicenseKey: 'AGPL-My-Frontend-And-Backend-Are-Open-Source', ...(mode === 'production' ? {} : { demoLatencyMs: [0, 0] }), ...config },
            headers,
            onRequest: (p) => requests.push(p),
          });
          server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests }));
        }),
    );
    servers.set(key, s);
  }
  return s;
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  url: string;
  errors: string[];
  close(): Promise<void>;
}

/**
 * Contexts opened so far in this process, and app pages opened on a page kept from an earlier test (npm test's
 * summary names the files that open the most contexts).
 */
export const opened = { contexts: 0, apps: 0, reused: 0 };

/**
 * A browser context whose pages start on the run's 'today' (issue 33 item 1): the test runners pin it
 * (tests/pinned-today.ts, or MINTRH_TODAY from `npm run test:dates` and the sweep), and the page's clock
 * (Playwright's) starts where the Node side's is pinned, and runs on. Every test context comes from here.
 */
export async function newContext({ realClock, ...o }: BrowserContextOptions & { realClock?: boolean } = {}): Promise<BrowserContext> {
  opened.contexts++;
  const context = await (await browser()).newContext({ timezoneId: process.env.MINTRH_TIMEZONE || undefined, ...o });
  // `realClock`: a test of the browser's own timing (Performance entries, which Playwright's clock replaces with
  // none), that reads no date; it says so where it opens its page.
  if (process.env.MINTRH_TODAY && !realClock) await context.clock.install({ time: systemNow() });
  return context;
}

type AppOptions = { mode?: Mode; path?: string; locale?: string; viewport?: { width: number; height: number }; config?: Record<string, unknown>; headers?: Record<string, string>; realClock?: boolean; cold?: boolean };

/**
 * A page that served a test, kept open for the next test of the lane that asks for the same locale, size and clock.
 * Measured on 7 December 2026 on this 2-core machine, eight sign-ins to a settled dashboard each: a fresh context
 * 2.7 to 2.9 s of processor a boot (all processes), the same page again with its storage cleared 1.6 s; cleared of
 * its HTTP cache too 2.4 s: what a boot saves is the compiled code of the app's chunks, cached in the context with
 * them. So a test's page is a person's second visit, not their first: `cold: true` asks for a first visit.
 * A test that changes more than its document (routes, init scripts, the clock beyond passing time, the context
 * itself through `t.context`) leaves its page spoilt, and it is closed as before. (`page.context()` is not watched:
 * Playwright calls it itself at every navigation; a test takes the context from `t.context`.)
 */
interface Kept {
  context: BrowserContext;
  page: Page;
  spoilt: boolean;
  /** The origins the page went to: their storage is cleared before the page serves again. */
  origins: Set<string>;
  /** Where each test that used the page opened it (file:line), the latest last: what the clock check reports. */
  served: string[];
}
const kept = new Map<string, Kept[]>();
/**
 * What a context is made with: a page is kept for a test asking the same. The viewport too: a test's own pages
 * (`t.context.newPage()`) and `screen` take the context's.
 */
const keyOf = (o: AppOptions) => JSON.stringify([o.locale ?? 'fr-FR', !!o.realClock, o.viewport ?? null]);

/** Calls that change the page or its context beyond its document: once made, the page is not kept. */
const spoiling = {
  page: ['route', 'routeFromHAR', 'routeWebSocket', 'addInitScript', 'exposeBinding', 'exposeFunction', 'emulateMedia', 'setExtraHTTPHeaders', 'setDefaultTimeout', 'setDefaultNavigationTimeout', 'addLocatorHandler'],
  clock: ['install', 'fastForward', 'pauseAt', 'resume', 'setFixedTime', 'setSystemTime'],
};

function spoilOn(k: Kept, target: object, names: string[]) {
  const o = target as Record<string, unknown>;
  for (const name of names) {
    const f = o[name];
    if (typeof f === 'function')
      o[name] = function (this: unknown, ...args: unknown[]) {
        k.spoilt = true;
        return (f as (...a: unknown[]) => unknown).apply(this, args);
      };
  }
}

async function newKept(o: AppOptions): Promise<Kept> {
  const context = await newContext({ locale: o.locale ?? 'fr-FR', viewport: o.viewport ?? { width: 1280, height: 860 }, realClock: o.realClock });
  context.setDefaultTimeout(10000);
  // tsx names the helpers of a function the tests send into the page with __name(), which the page lacks (a string: tsx leaves it alone).
  await context.addInitScript('globalThis.__name ??= (f) => f;');
  const page = await context.newPage();
  const k: Kept = { context, page, spoilt: false, origins: new Set(), served: [] };
  spoilOn(k, page, spoiling.page);
  spoilOn(k, context.clock, spoiling.clock);
  return k;
}

/** A kept page for these options, its clock as a fresh one's; or a new one. */
async function takeKept(o: AppOptions): Promise<Kept> {
  const k = o.cold || process.env.KEEP_PAGES === '0' ? undefined : kept.get(keyOf(o))?.pop();
  if (!k) return newKept(o);
  opened.reused++;
  // Its test may have resized it.
  await k.page.setViewportSize(o.viewport ?? { width: 1280, height: 860 });
  // The page's clock ran on, and a test may have passed time on it (passHold): back to the run's now.
  if (process.env.MINTRH_TODAY && !o.realClock) await k.context.clock.setSystemTime(systemNow());
  k.spoilt = false;
  return k;
}

/**
 * After its test: a spoilt page's context is closed; another goes blank, its other pages closed and its origins'
 * storage (local and session storage, IndexedDB, cookies) cleared, its HTTP cache kept, and waits for the next test.
 */
async function giveBack(k: Kept, o: AppOptions) {
  const { context, page } = k;
  const shelf = kept.get(keyOf(o)) ?? [];
  if (k.spoilt || page.isClosed() || shelf.length >= 2) return context.close();
  try {
    page.removeAllListeners();
    for (const p of context.pages()) if (p !== page) await p.close();
    // The app asks before leaving a form half filled: the page leaves all the same.
    page.on('dialog', (d) => void d.accept().catch(() => {}));
    await page.goto('about:blank');
    page.removeAllListeners('dialog');
    const cdp = await context.newCDPSession(page);
    for (const origin of k.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems' });
    await cdp.detach();
    // And every cookie, an API's on its own origin too (production's refresh token), which no frame went to.
    await context.clearCookies();
    k.origins.clear();
    shelf.push(k);
    kept.set(keyOf(o), shelf);
  } catch {
    await context.close().catch(() => {});
  }
}

/** The test file and line that called openApp, for the kept page's record. */
const caller = () => (new Error().stack ?? '').split('\n').map((l) => /tests\/browser\/([\w.-]+\.test\.ts:\d+)/.exec(l)?.[1]).find(Boolean) ?? '?';

/**
 * The page's clock, once the app has loaded, is the run's 'today': full run 87 found a kept page whose calendar
 * marked a day ten days before it (calendar-planner's tests open fresh pages since; the cause is not found yet).
 * A kept page found off by more than an hour is set aside, said on the lane's output with the tests it served,
 * and the test gets a fresh one.
 */
async function clockHeld(k: Kept, o: AppOptions): Promise<boolean> {
  if (!process.env.MINTRH_TODAY || o.realClock || !k.served.length) return true;
  const drift = (await k.page.evaluate(() => Date.now())) - systemNow();
  if (Math.abs(drift) <= 3_600_000) return true;
  console.warn(`harness: a kept page's clock was ${(drift / 86_400_000).toFixed(2)} days off the run's today; the tests it served, latest last: ${k.served.join(', ')}. Opened afresh.`);
  return false;
}

/** The app in the given mode, signed out, on a page of its own for the test; page errors and console errors are collected. */
export async function openApp(o: AppOptions = {}): Promise<TestPage> {
  const { url } = await appServer(o.mode ?? 'demo', o.config, o.headers);
  opened.apps++;
  const errors: string[] = [];
  const load = async (k: Kept) => {
    const { page } = k;
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    page.on('framenavigated', (f) => {
      const u = f.url();
      if (/^https?:/.test(u)) k.origins.add(new URL(u).origin);
    });
    k.origins.add(url);
    await page.goto(`${url}${o.path ?? '/'}`);
    return k;
  };
  let k = await load(await takeKept(o));
  if (!(await clockHeld(k, o))) {
    await k.context.close();
    errors.length = 0;
    k = await load(await newKept(o));
  }
  k.served.push(caller());
  const kept = k;
  let given: Promise<void> | undefined;
  return {
    page: kept.page,
    url,
    errors,
    // A test that takes the context in hand (its pages, clock, routes) gets a context nobody else will use.
    get context() {
      kept.spoilt = true;
      return kept.context;
    },
    close: () => (given ??= giveBack(kept, o)),
  };
}

/**
 * A held decision's five seconds (DECISION_HOLD_MS, and `more` after them) passed on the page's clock, which
 * newContext installs, instead of waited for in real time: the decision tests spent most of their time waiting.
 */
export const passHold = (page: Page, more = 0) => page.clock.runFor(DECISION_HOLD_MS + more);

/** Once a decision is held ('Annuler' in the place of its buttons, within `where`), its seconds passed: it goes to the server. */
export async function sendHeld(page: Page, where: Page | Locator = page) {
  await where.locator('.decision-undo').first().waitFor();
  await passHold(page);
}

/**
 * Types a name into the chat's people search and waits for the rows it finds. The rows change once the search's
 * 300 ms debounce and its call are over (the list's aria-busy): a click sent before could land where a row was
 * (CI of stop 66: the Hicham row clicked in the unfiltered list, then the filtered list drawn under the pointer).
 */
export async function searchChat(panel: Locator, words: string) {
  await panel.locator('input.chat-search').first().fill(words);
  await panel.locator('[data-testid="chat-people"][aria-busy="false"]').waitFor();
}

/** Signs in with a demo persona from the login page. */
export async function signInAs(page: Page, persona: 'employee' | 'manager' | 'hr' | 'owner' | 'support') {
  // The login page of a demo build boots the in-page server first: allow for a machine busy with other suites.
  await page.waitForSelector(`[data-persona="${persona}"]`, { timeout: 30000 });
  await page.click(`[data-persona="${persona}"]`);
  try {
    // Attached, not visible: below 768 px the navigation is a closed drawer, out of sight.
    await page.waitForSelector('nav#side-nav', { state: 'attached', timeout: 20000 });
  } catch (e) {
    // Say where the page was stuck: the URL and what it shows.
    const where = await page.evaluate(() => `${location.pathname}${location.search} [session ${JSON.stringify((window as unknown as { __mintrh?: { sessionLog?: string[] } }).__mintrh?.sessionLog?.slice(-12))}] :: ${document.body.innerText.slice(0, 200).replace(/\s+/g, ' ')}`).catch(() => '?');
    throw new Error(`sign-in as ${persona} did not reach the shell: ${where} (${(e as Error).message.split('\n')[0]})`);
  }
}

/**
 * A sandbox saves each change soon after, to IndexedDB, which a loaded machine may make slow:
 * before a reload, wait for the saves queued so far (one more is queued behind them), not a guessed delay.
 */
export async function sandboxSaved(page: Page) {
  await page.evaluate(() => (globalThis as unknown as { __mintrh: { fake: { save(): Promise<unknown> } } }).__mintrh.fake.save());
}

export async function closeHarness() {
  for (const s of servers.values()) (await s).server.close();
  servers.clear();
  kept.clear();
  if (browserPromise) await (await browserPromise).close();
  browserPromise = null;
}

/** A client-side navigation, as the app's own links do (no reload: the in-page server and the session stay). */
export async function go(page: Page, to: string) {
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/**
 * Scrolls down the dashboard card by card, as a person does, then back to the top: a card below the fold loads
 * once it comes near the screen (src/features/dashboard/card-release.ts). Two frames at each: the observer reports after one.
 */
export async function revealCards(page: Page) {
  for (const card of await page.locator('[data-card]').all()) {
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }
  await page.evaluate(() => scrollTo(0, 0));
}

/** Polls a condition of the test's own world (the API host's log, its sessions) until it holds, or fails naming it. */
export async function waitUntil(check: () => boolean | Promise<boolean>, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A word of the app in a language, as its locale file says it (a test names what a person reads, not a copy of it). */
export const word = (lang: string, ns: string, key: string) =>
  (JSON.parse(readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../src/i18n/locales/${lang}/${ns}.json`), 'utf8')) as Record<string, string>)[key]!;

/** Opens a panel by its kind from the page, as any part of the app does (the demo's `__mintrh.openPanel`). */
export const openPanelIn = (page: Page, kind: string, params: object = {}) =>
  page.evaluate(([k, p]) => (globalThis as unknown as { __mintrh: { openPanel(kind: string, params: object): void } }).__mintrh.openPanel(k, p), [kind, params] as const);

/** The in-page fake server's faults (demo and sandbox): the next call matching fails once. */
export const failNextIn = (page: Page, method: string, pattern: string) =>
  page.evaluate(([m, p]) => (globalThis as unknown as { __mintrh: { fake: { faults: { failNext(m: string, p: string): void } } } }).__mintrh.fake.faults.failNext(m, p), [method, pattern] as const);

/** The in-page fake server answers after `ms` (0: at once, as the harness's apps do). */
export const latencyIn = (page: Page, ms: number) =>
  page.evaluate((l) => (globalThis as unknown as { __mintrh: { fake: { faults: { set(s: object): void } } } }).__mintrh.fake.faults.set({ latency: l }), ms);
