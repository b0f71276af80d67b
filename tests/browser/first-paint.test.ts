import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { startApiHost, type ApiHost } from '../../server-fake/node/http-host';
import { appServer, browser, newContext } from './harness';
import { repoRoot } from './readme-commands';

/**
 * Issues 20 and 25: something shows at once. index.html carries a loading
 * screen in the frame of the screen to come, in HTML and an inline
 * stylesheet (with the few inline lines that pick its frame and language),
 * both named by hash in the Content-Security-Policy: in the first answer,
 * drawn with JavaScript off, in the browser's language among fr, ar, es and
 * en (Arabic right to left) or the one saved, painted while the scripts are
 * still held back, with the app's own geometry (the shell's header, rail and
 * page; the sign-in page's card without a kept session) at 1440 and 390 px,
 * and gone without a layout shift when the app draws its first screen.
 */
const languages = [
  { locale: 'fr-FR', code: 'fr', dir: 'ltr' },
  { locale: 'ar-MA', code: 'ar', dir: 'rtl' },
  { locale: 'es-ES', code: 'es', dir: 'ltr' },
  { locale: 'en-US', code: 'en', dir: 'ltr' },
] as const;
const words = (code: string, key: string) => (JSON.parse(readFileSync(path.join(repoRoot, 'src/i18n/locales', code, 'shell.json'), 'utf8')) as Record<string, string>)[key];
const shots = path.join(repoRoot, 'tests/.output/screenshots');
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

let host: ApiHost;
test.before(async () => {
  host = await startApiHost();
});
test.after(async () => {
  await host.close();
});

test('the first answer holds the loading screen in the browser\'s language, its stylesheet and script inline before any other, allowed by hash and nothing else inline', async () => {
  const { url } = await appServer('production', { apiBaseUrl: host.url });
  for (const l of languages) {
    const res = await fetch(`${url}/conge/demande`, { headers: { 'accept-language': `${l.locale},${l.code};q=0.9,de;q=0.5` } });
    const html = await res.text();
    assert.ok(html.includes(`<html lang="${l.code}" dir="${l.dir}">`), `${l.code}: ${html.slice(0, 120)}`);
    assert.ok(html.includes('id="boot"') && html.includes('class="boot-progress"') && html.includes('>MintRH<'), `${l.code}: the screen is in the HTML`);
    assert.ok(html.includes(words(l.code, 'boot.loading')), `${l.code}: its words`);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    assert.is(styles.length, 1, 'one inline stylesheet: the first paint\'s');
    assert.is(scripts.length, 1, 'one inline script: the one that picks the frame and the language');
    assert.ok(html.indexOf('<style>') < html.indexOf('<script') && html.indexOf('<script>') < html.indexOf('<script type="module"'), 'both before the app\'s scripts');
    assert.not.ok(/<link rel="stylesheet"[^>]*>[\s\S]*<div class="boot"/.test(html), 'no stylesheet to fetch before the screen');
    assert.not.ok(/\sstyle=|\son[a-z]+=/i.test(html), 'no inline style attribute or handler');
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, `script-src 'self' ${sha(scripts[0])};`);
    assert.match(csp, `style-src 'self' ${sha(styles[0])};`);
    assert.not.match(csp, /unsafe-inline/);
  }
  // A language of none of ours: French, as the app itself falls back.
  assert.ok((await (await fetch(`${url}/`, { headers: { 'accept-language': 'de-DE,de;q=0.9' } })).text()).includes('<html lang="fr" dir="ltr">'));
});

test('with JavaScript off, the shell\'s skeleton shows: logo, product name, progress bar, header and rail, and its words in fr, ar, es, en, Arabic right to left', async () => {
  const { url } = await appServer('production', { apiBaseUrl: host.url });
  mkdirSync(shots, { recursive: true });
  for (const l of languages) {
    // No script runs here, so no clock to pin (Playwright's clock is a script).
    const context = await (await browser()).newContext({ locale: l.locale, javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${url}/`);
      assert.is(await page.evaluate(() => document.documentElement.dir), l.dir);
      for (const part of ['.boot-header img', '.boot-name', '.boot-progress', '.boot-nav', '.boot-cards']) assert.ok(await page.locator(part).isVisible(), `${l.code}: ${part} shows`);
      assert.is((await page.locator('#boot-words').innerText()).trim(), words(l.code, 'boot.loading'), `${l.code}: the words, in that language only`);
      assert.is((await page.locator('.boot-note').innerText()).trim(), words(l.code, 'boot.noScript'), `${l.code}: and why nothing more comes`);
      assert.is(await page.getByRole('progressbar').count(), 1);
      const nav = (await page.locator('.boot-nav').boundingBox())!;
      assert.is(nav.x, l.dir === 'rtl' ? 1440 - 240 : 0, `${l.code}: the navigation rail on the ${l.dir === 'rtl' ? 'right' : 'left'}`);
      assert.equal((await page.locator('.boot-header').boundingBox())!, { x: 0, y: 0, width: 1440, height: 56 });
      assert.is(nav.width, 240);
      await page.screenshot({ path: path.join(shots, `first-paint-${l.code}.png`) });
    } finally {
      await context.close();
    }
  }
});

/** Holds the app's scripts and its stylesheet back until released: the first paint needs neither. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/(.*\.js|app-[A-Z0-9]+\.css)$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A returning employee's kept session, as the app keeps it (its refresh token rotates: one per start). */
async function keptSession(context: BrowserContext, userName = 'omar') {
  const login = await fetch(`${host.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName, password: 'demo' }) });
  const grant = ((await login.json()) as { data: unknown }).data;
  await context.addInitScript((g) => localStorage.setItem('session', JSON.stringify(g)), grant);
}

test('with JavaScript on, the screen paints before the scripts come, in the saved language and the frame of the screen to come', async () => {
  const { url } = await appServer('production', { apiBaseUrl: host.url });
  for (const start of [{ session: false, frame: 'sign-in' }, { session: true, frame: 'shell' }]) {
    // A French browser whose user chose Arabic in the app.
    // The first paint is read from Performance entries, which Playwright's clock replaces with none; nothing here reads a date.
    const context = await newContext({ locale: 'fr-FR', viewport: { width: 1440, height: 900 }, realClock: true });
    try {
      await context.addInitScript(() => localStorage.setItem('language', 'ar'));
      if (start.session) await keptSession(context);
      const page = await context.newPage();
      const release = await holdScripts(page);
      await page.goto(`${url}/`, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 15000 });
      assert.equal(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, document.documentElement.dataset.boot]), ['ar', 'rtl', start.frame]);
      assert.is((await page.locator('#boot-words').innerText()).trim(), words('ar', 'boot.loading'));
      assert.is(await page.locator('.boot-header').isVisible(), start.frame === 'shell', `${start.frame}: the header`);
      assert.is(await page.locator('.boot-nav').isVisible(), start.frame === 'shell', `${start.frame}: the rail`);
      assert.is(await page.locator('.boot-logo').isVisible(), start.frame === 'sign-in', `${start.frame}: the sign-in card's logo`);
      if (start.frame === 'shell') assert.is((await page.locator('.boot-nav').boundingBox())!.x, 1440 - 240, 'the rail on the right');
      release();
    } finally {
      await context.close();
    }
  }
});

type Box = { x: number; y: number; width: number; height: number } | null;
const boxes = (page: Page, selectors: string[]) =>
  page.evaluate((sels) => sels.map((s) => {
    const r = document.querySelector(s)?.getBoundingClientRect();
    return r && r.width ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
  }), selectors);
/** Within a pixel; a line of text (the title) by where it starts and its height, its words being others. */
const near = (a: Box, b: Box, loose?: 'width' | 'height') => !!a && !!b && (['x', 'y', 'width', 'height'] as const).every((k) => k === loose || Math.abs(a[k] - b[k]) <= 1);
/** What may differ: a line of text by its width (its words are others); a dashboard card by its height, which is its content's (issue 36 item 6). */
const loose: Record<string, 'width' | 'height'> = { '.boot-words': 'width', '.boot-cards i|#main .work-card': 'height' };

/** Skeleton part → the app's, for each frame: what must stand where the app will draw it. */
const frames = {
  shell: {
    mode: 'production',
    path: '/',
    ready: '#main .work-card',
    // The dashboard of a manager (omar): four quick actions, what awaits his decision first.
    wide: [['.boot-header', '.app-header'], ['.boot-header img', '.app-header img'], ['.boot-nav', '.side-nav'], ['.boot-main', '#main'], ['.boot-words', '#main h1'], ['.boot-sub', '.dashboard-date'], ['.boot-cards i', '#main .work-card']],
    phone: [['.boot-header', '.app-header'], ['.boot-header img', '.app-header img'], ['.boot-menu', '[data-testid=header-menu]'], ['.boot-words', '#main h1'], ['.boot-sub', '.dashboard-date'], ['.boot-actions', '.dashboard-actions'], ['.boot-cards i', '#main .work-card']],
  },
  // An employee's dashboard (yasmine): no decisions card, her balance, requests and who is away first (review s37:
  // growing with their figures they moved the cards under them, CLS 0.100 at 1440 px and 0.135 at 390).
  'employee shell': {
    mode: 'production',
    path: '/',
    ready: '#main .work-card',
    wide: [['.boot-header', '.app-header'], ['.boot-nav', '.side-nav'], ['.boot-main', '#main'], ['.boot-words', '#main h1'], ['.boot-sub', '.dashboard-date']],
    phone: [['.boot-header', '.app-header'], ['.boot-menu', '[data-testid=header-menu]'], ['.boot-words', '#main h1'], ['.boot-sub', '.dashboard-date'], ['.boot-actions', '.dashboard-actions']],
  },
  'sign-in': {
    mode: 'production',
    path: '/account/login',
    ready: 'form button[type=submit]',
    wide: [['.boot-main', '.auth-card'], ['.boot-logo', '.auth-brand img'], ['.boot-words', '.auth-card h1'], ['.boot-cards i', '.field'], ['.boot-cards i:last-child', 'form button[type=submit]']],
    phone: [['.boot-main', '.auth-card'], ['.boot-logo', '.auth-brand img'], ['.boot-words', '.auth-card h1'], ['.boot-cards i', '.field'], ['.boot-cards i:last-child', 'form button[type=submit]']],
  },
  // The demo's: its personas below the form, their names coming once its server has started.
  'demo sign-in': {
    mode: 'demo',
    path: '/account/login',
    ready: '[data-persona]',
    wide: [['.boot-main', '.auth-card'], ['.boot-cards i:last-child', 'form button[type=submit]'], ['.boot-personas', '.personas']],
    phone: [['.boot-main', '.auth-card'], ['.boot-cards i:last-child', 'form button[type=submit]'], ['.boot-personas', '.personas']],
  },
} as const;

test('the app draws its first screen where the skeleton stood, and nothing shifts (shell, an employee\'s shell, sign-in page, the demo\'s sign-in page; 1440 and 390 px)', async () => {
  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    for (const [name, f] of Object.entries(frames)) {
      const { url } = f.mode === 'production' ? await appServer('production', { apiBaseUrl: host.url }) : await appServer('demo');
      // Layout shifts are timed by the browser's own clock, which Playwright's would replace.
      const context = await newContext({ locale: 'fr-FR', viewport, realClock: true });
      try {
        if (name === 'shell') await keptSession(context);
        if (name === 'employee shell') await keptSession(context, 'yasmine');
        await context.addInitScript(() => {
          const w = window as unknown as { __shifts: Array<{ value: number; at: number; sources: string[] }> };
          w.__shifts = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
              if (!e.hadRecentInput) w.__shifts.push({ value: e.value, at: e.startTime, sources: (e.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName))) });
            }
          }).observe({ type: 'layout-shift', buffered: true });
          // When the loading screen went: nothing may move under it, nor in the frame that replaces it.
          new MutationObserver((_, obs) => {
            if (document.readyState !== 'loading' && !document.getElementById('boot')) {
              (window as unknown as { __bootGone: number }).__bootGone = performance.now();
              obs.disconnect();
            }
          }).observe(document, { childList: true, subtree: true });
        });
        const page = await context.newPage();
        const release = await holdScripts(page);
        await page.goto(`${url}${f.path}`, { waitUntil: 'commit' });
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 15000 });
        assert.is(await page.evaluate(() => document.getElementById('root')?.childElementCount ?? 0), 0, `${name}: no script has drawn anything yet`);
        const pairs = viewport.width < 768 ? f.phone : f.wide;
        const skeleton = await boxes(page, pairs.map((p) => p[0]));
        release();
        await page.locator(f.ready).first().waitFor({ timeout: 30000 });
        assert.is(await page.locator('#boot').count(), 0, `${name}: the screen is gone once the app shows`);
        const app = await boxes(page, pairs.map((p) => p[1]));
        pairs.forEach(([s, a], i) => assert.ok(near(skeleton[i], app[i], loose[s] ?? loose[`${s}|${a}`]), `${name} at ${viewport.width} px: ${s} ${JSON.stringify(skeleton[i])} stands where ${a} comes ${JSON.stringify(app[i])}`));
        // Cards fill in, panels of the header load, realtime connects: still nothing moves.
        await page.waitForTimeout(2500);
        const { shifts, bootGone } = await page.evaluate(() => {
          const w = window as unknown as { __shifts: Array<{ value: number; at: number; sources: string[] }>; __bootGone: number };
          return { shifts: w.__shifts, bootGone: w.__bootGone };
        });
        // A shift is reported with the frame after the change that caused it: the replacing frame and the next.
        // On the dashboard, a card whose figures came within those frames grows (issue 36 item 6) and moves the sections
        // under it: that growth is the cumulative bound's below, not the skeleton's; the frame around them must not move.
        const growth = (x: { sources: string[] }) => name.endsWith('shell') && x.sources.length > 0 && x.sources.every((s) => /^SECTION\./.test(s));
        assert.equal(shifts.filter((x) => x.at <= bootGone + 50 && !growth(x)), [], `${name} at ${viewport.width} px: the skeleton never moves, and its replacement moves nothing`);
        const cls = shifts.reduce((s, x) => s + x.value, 0);
        // The dashboard's cards are as tall as their content (issue 36 item 6), except where a card's growth moved others:
        // at 1440 px the two rows beside the decisions card, and where the cards stack the decisions card itself, have
        // their size from the first paint (measured 0 at both widths; it was 0.039-0.051 at 1440 px, 0.147-0.175 at 390).
        const limit = 0.02;
        assert.ok(cls <= limit, `${name} at ${viewport.width} px: cumulative layout shift ${cls.toFixed(4)} (${JSON.stringify(shifts)})`);
      } finally {
        await context.close();
      }
    }
  }
});

test.run();
