import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startApiHost, type ApiHost } from '../../server-fake/node/http-host';
import { appServer, browser } from './harness';
import { repoRoot } from './readme-commands';

/**
 * Issues 20 and 25: something shows at once. index.html carries a loading
 * screen and the shell's skeleton, in HTML and the first-paint stylesheet
 * alone: in the first answer, drawn with JavaScript off, in the browser's
 * language among fr, ar, es and en (Arabic right to left), painted while
 * the scripts are still held back, and gone without a layout shift when the
 * app draws its first screen.
 */
const languages = [
  { locale: 'fr-FR', code: 'fr', dir: 'ltr' },
  { locale: 'ar-MA', code: 'ar', dir: 'rtl' },
  { locale: 'es-ES', code: 'es', dir: 'ltr' },
  { locale: 'en-US', code: 'en', dir: 'ltr' },
] as const;
const words = (code: string, key: string) => (JSON.parse(readFileSync(path.join(repoRoot, 'src/i18n/locales', code, 'shell.json'), 'utf8')) as Record<string, string>)[key];
const shots = path.join(repoRoot, 'tests/.output/screenshots');

let host: ApiHost;
test.before(async () => {
  host = await startApiHost();
});
test.after(async () => {
  await host.close();
});

test('the first answer holds the loading screen, in the language the browser asks for, its stylesheet linked before any script', async () => {
  const { url } = await appServer('production', { apiBaseUrl: host.url });
  for (const l of languages) {
    const html = await (await fetch(`${url}/conge/demande`, { headers: { 'accept-language': `${l.locale},${l.code};q=0.9,de;q=0.5` } })).text();
    assert.ok(html.includes(`<html lang="${l.code}" dir="${l.dir}">`), `${l.code}: ${html.slice(0, 120)}`);
    assert.ok(html.includes('id="boot"') && html.includes('class="boot-progress"') && html.includes('>MintRH<'), `${l.code}: the screen is in the HTML`);
    assert.ok(html.includes(words(l.code, 'boot.loading')), `${l.code}: its words`);
    const firstPaint = html.indexOf('/assets/first-paint-');
    assert.ok(firstPaint > 0 && firstPaint < html.indexOf('<script'), 'the first-paint stylesheet comes before any script');
    assert.not.ok(/<script(?![^>]*\bsrc=)|<style|\sstyle=/.test(html), 'nothing inline: the strict CSP allows no inline script or style');
  }
  // A language of none of ours: French, as the app itself falls back.
  assert.ok((await (await fetch(`${url}/`, { headers: { 'accept-language': 'de-DE,de;q=0.9' } })).text()).includes('<html lang="fr" dir="ltr">'));
});

test('with JavaScript off, the screen shows: logo, product name, progress bar, the skeleton, and its words in fr, ar, es, en, Arabic right to left', async () => {
  const { url } = await appServer('production', { apiBaseUrl: host.url });
  mkdirSync(shots, { recursive: true });
  for (const l of languages) {
    const context = await (await browser()).newContext({ locale: l.locale, javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${url}/`);
      assert.is(await page.evaluate(() => document.documentElement.dir), l.dir);
      for (const part of ['.boot-header img', '.boot-name', '.boot-progress', '.boot-nav', '.boot-cards']) assert.ok(await page.locator(part).isVisible(), `${l.code}: ${part} shows`);
      assert.is((await page.locator('#boot-words').innerText()).trim(), words(l.code, 'boot.loading'), `${l.code}: the words, in that language only`);
      assert.is((await page.locator('.boot-note').innerText()).trim(), words(l.code, 'boot.noScript'), `${l.code}: and why nothing more comes`);
      assert.is(await page.getByRole('progressbar').count(), 1);
      const nav = (await page.locator('.boot-nav').boundingBox())!;
      assert.ok(l.dir === 'rtl' ? nav.x > 640 : nav.x === 0, `${l.code}: the navigation rail on the ${l.dir === 'rtl' ? 'right' : 'left'} (x ${nav.x})`);
      // The shell's own measures: the app replaces it without moving anything.
      assert.is((await page.locator('.boot-header').boundingBox())!.height, 56);
      assert.is(nav.width, 240);
      await page.screenshot({ path: path.join(shots, `first-paint-${l.code}.png`) });
    } finally {
      await context.close();
    }
  }
});

/** Holds the app's scripts and its stylesheet back until released: the first paint needs neither. */
async function holdScripts(page: import('playwright-core').Page) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/(.*\.js|app-[A-Z0-9]+\.css)$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('it paints before any script has run or the app\'s stylesheet has come, and the app takes its place with no layout shift (sign-in page and dashboard)', async () => {
  const { url } = await appServer('production', { apiBaseUrl: host.url });
  // A returning employee: the session in storage, as the app keeps it.
  const login = await fetch(`${host.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'omar', password: 'demo' }) });
  const grant = ((await login.json()) as { data: unknown }).data;
  for (const start of [
    { name: 'sign-in page', path: '/account/login', ready: 'form button[type=submit]', grant: null },
    { name: 'dashboard', path: '/', ready: '#main h1', grant },
  ]) {
    const context = await (await browser()).newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 860 } });
    try {
      if (start.grant) await context.addInitScript((g) => localStorage.setItem('session', JSON.stringify(g)), start.grant);
      await context.addInitScript(() => {
        const w = window as unknown as { __shifts: Array<{ value: number; at: number; sources: string[] }> };
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
            if (!e.hadRecentInput) w.__shifts.push({ value: e.value, at: e.startTime, sources: (e.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName))) });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // When the loading screen went: nothing may move under it before (the app's stylesheet arriving, say).
        new MutationObserver((_, obs) => {
          if (document.readyState !== 'loading' && !document.getElementById('boot')) {
            (window as unknown as { __bootGone: number }).__bootGone = performance.now();
            obs.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      const release = await holdScripts(page);
      // Not 'domcontentloaded': it waits for the module scripts, held here.
      await page.goto(`${url}${start.path}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 15000 });
      assert.ok(await page.locator('#boot').isVisible(), `${start.name}: the screen shows while the scripts and the app's stylesheet are held`);
      // (#root itself may not be parsed yet: the app's stylesheet above it holds the parser, not the paint.)
      assert.is(await page.evaluate(() => document.getElementById('root')?.childElementCount ?? 0), 0, `${start.name}: no script has drawn anything yet`);
      release();
      await page.locator(start.ready).waitFor({ timeout: 30000 });
      assert.is(await page.locator('#boot').count(), 0, `${start.name}: the screen is gone once the app shows`);
      await page.waitForTimeout(1000);
      const { shifts, bootGone } = await page.evaluate(() => {
        const w = window as unknown as { __shifts: Array<{ value: number; at: number; sources: string[] }>; __bootGone: number };
        return { shifts: w.__shifts, bootGone: w.__bootGone };
      });
      assert.equal(shifts.filter((x) => x.at <= bootGone), [], `${start.name}: the loading screen never moves`);
      const cls = shifts.reduce((s, x) => s + x.value, 0);
      assert.ok(cls <= 0.02, `${start.name}: cumulative layout shift ${cls.toFixed(3)} (${JSON.stringify(shifts)})`);
    } finally {
      await context.close();
    }
  }
});

test.run();
