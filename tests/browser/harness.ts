import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildProduction, createStaticServer } from '../../build.mjs';
import { systemNow } from '../../src/domain/clock';

/**
 * Shared by every browser test in the run: one build of the app (dist/), one
 * static server per configuration, one headless Chromium (Debian's, never
 * downloaded). Each test gets a fresh context and a list of page errors.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let browserPromise: Promise<Browser> | null = null;
let built: Promise<unknown> | null = null;
const servers = new Map<string, Promise<{ server: Server; url: string; requests: string[] }>>();

export type Mode = 'demo' | 'sandbox' | 'production';

function ensureBuilt() {
  built ??= existsSync(path.join(dist, 'index.html')) && process.env.REBUILD !== '1' ? Promise.resolve() : buildProduction({ quiet: true });
  return built;
}

export function browser(): Promise<Browser> {
  browserPromise ??= chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
  return browserPromise;
}

/** A static server of dist/ whose config.json picks the mode. */
export function appServer(mode: Mode, config: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const key = JSON.stringify([mode, config, headers]);
  let s = servers.get(key);
  if (!s) {
    s = ensureBuilt().then(
      () =>
        new Promise((resolve) => {
          const requests: string[] = [];
          const server = createStaticServer({
            dir: dist,
            config: { mode, apiBaseUrl: '', hubUrl: '/chathub', clientName: 'Atlas Industries', schedulerLicenseKey: 'AGPL-My-Frontend-And-Backend-Are-Open-Source', ...config },
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

/** A fresh context on the app in the given mode; page errors and console errors are collected. */
export async function openApp(o: { mode?: Mode; path?: string; locale?: string; viewport?: { width: number; height: number }; config?: Record<string, unknown>; headers?: Record<string, string> } = {}): Promise<TestPage> {
  const { url } = await appServer(o.mode ?? 'demo', o.config, o.headers);
  const b = await browser();
  const context = await b.newContext({ locale: o.locale ?? 'fr-FR', viewport: o.viewport ?? { width: 1280, height: 860 }, timezoneId: process.env.MINTRH_TIMEZONE || undefined });
  context.setDefaultTimeout(10000);
  // A simulated 'today' (MINTRH_TODAY, `npm run test:dates`): the page's clock starts where the Node side's is pinned, and runs on.
  if (process.env.MINTRH_TODAY) await context.clock.install({ time: systemNow() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  await page.goto(`${url}${o.path ?? '/'}`);
  return { page, context, url, errors, close: () => context.close() };
}

/** Signs in with a demo persona from the login page. */
export async function signInAs(page: Page, persona: 'employee' | 'manager' | 'hr' | 'owner' | 'support') {
  // The login page of a demo build boots the in-page server first: allow for a machine busy with other suites.
  await page.waitForSelector(`[data-persona="${persona}"]`, { timeout: 30000 });
  await page.click(`[data-persona="${persona}"]`);
  try {
    await page.waitForSelector('nav#side-nav', { timeout: 20000 });
  } catch (e) {
    // Say where the page was stuck: the URL and what it shows.
    const where = await page.evaluate(() => `${location.pathname}${location.search} [session ${JSON.stringify((window as unknown as { __mintrh?: { sessionLog?: string[] } }).__mintrh?.sessionLog?.slice(-12))}] :: ${document.body.innerText.slice(0, 200).replace(/\s+/g, ' ')}`).catch(() => '?');
    throw new Error(`sign-in as ${persona} did not reach the shell: ${where} (${(e as Error).message.split('\n')[0]})`);
  }
}

export async function closeHarness() {
  for (const s of servers.values()) (await s).server.close();
  servers.clear();
  if (browserPromise) await (await browserPromise).close();
  browserPromise = null;
}
