import { chromium } from 'playwright-core';
import type { Flags, Result } from 'lighthouse';
import { startApiHost } from '../../server-fake/node/http-host';
import { grantFor, serve } from './browser-runs';
import { auditFigures, auditName, medianAudit, type Audit, type AuditTarget, type Figure, type Preset } from './budgets';

/**
 * Issue 25 item 3: Lighthouse audits the production build (against the
 * loopback API host, as the bench's other figures), its sign-in page and a
 * returning employee's dashboard, with the mobile and the desktop presets,
 * beside the bare React floor audited the same way, and the demo build's
 * sign-in page. Lighthouse drives Debian's Chromium (never a download) in a
 * fresh profile per audit; it is loaded here only, by `npm run bench`.
 * Each page is audited `runs` times, in turn with the others (so the
 * machine's load falls on all alike), and the run of median performance
 * is reported.
 */
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Page extends AuditTarget {
  url: string;
  /** Puts a returning employee's session in the profile before the audit. */
  session?: () => Promise<unknown>;
}

/**
 * Lighthouse's default storage reset clears the HTTP cache, service workers
 * and caches but not localStorage, so the session written on the origin
 * beforehand (from config.json: no app code loads, nothing is cached that
 * the audit would then reuse) is the one the audited start reads.
 */
async function putSession(port: number, origin: string, grant: unknown) {
  const b = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await b.contexts()[0].newPage();
    await page.goto(`${origin}/config.json`);
    await page.evaluate((g) => localStorage.setItem('session', JSON.stringify(g)), grant);
    await page.close();
  } finally {
    await b.close();
  }
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

/** What fell short, for the report: failed audits of the scored categories, and what moved. */
function shortfalls(lhr: Result) {
  const out: string[] = [];
  for (const id of ['accessibility', 'best-practices']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) out.push(`${id}: ${a.id} (${a.title})`);
    }
  }
  const shifts = lhr.audits['layout-shifts']?.details as { items?: Array<{ score?: number; node?: { snippet?: string; selector?: string } }> } | undefined;
  for (const s of shifts?.items ?? []) out.push(`layout shift ${(s.score ?? 0).toFixed(3)}: ${s.node?.selector ?? s.node?.snippet ?? '?'}`);
  // Where the blocking time goes: the longest main-thread tasks and the script they ran.
  const tasks = lhr.audits['long-tasks']?.details as { items?: Array<{ url?: string; duration?: number; startTime?: number }> } | undefined;
  for (const t of (tasks?.items ?? []).slice(0, 3)) out.push(`long task ${Math.round(t.duration ?? 0)} ms at ${Math.round(t.startTime ?? 0)} ms: ${(t.url ?? '?').replace(/^https?:\/\/[^/]+/, '')}`);
  const lcp = lhr.audits['largest-contentful-paint-element']?.details as { items?: Array<{ items?: Array<{ node?: { selector?: string } }> }> } | undefined;
  const lcpNode = lcp?.items?.[0]?.items?.[0]?.node?.selector;
  if (lcpNode) out.push(`largest contentful paint: ${lcpNode}`);
  return out;
}

async function auditOnce(p: Page): Promise<{ audit: Audit; notes: string[] }> {
  const [{ default: lighthouse, desktopConfig }, { launch }] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'], logLevel: 'silent' });
  try {
    if (p.session) await putSession(chrome.port, new URL(p.url).origin, await p.session());
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] };
    const result = await lighthouse(p.url, flags, p.preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`${auditName(p)}: Lighthouse gave no result`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${auditName(p)}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit: Audit = {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      fcp: numeric(lhr, 'first-contentful-paint'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      speedIndex: numeric(lhr, 'speed-index'),
    };
    return { audit, notes: [...shortfalls(lhr), ...lhr.runWarnings.map((w) => `warning: ${w}`)] };
  } finally {
    chrome.kill();
  }
}

/** Every audit of issue 25 item 3, `runs` times each; the rows of the bench's table. */
export async function lighthouseFigures(o: { prodDir: string; demoDir: string; floorDir: string; runs: number }): Promise<Figure[]> {
  const host = await startApiHost();
  const config = { hubUrl: '/chathub', clientName: 'Atlas', schedulerLicenseKey: '' };
  const prod = await serve(o.prodDir, { mode: 'production', apiBaseUrl: host.url, ...config });
  const demo = await serve(o.demoDir, { mode: 'demo', apiBaseUrl: '', ...config });
  const floor = await serve(o.floorDir);
  // The refresh token rotates when the app spends it: each audit signs in afresh.
  const session = () => grantFor(host);
  const presets: Preset[] = ['mobile', 'desktop'];
  const pages: Page[] = [
    ...presets.map((preset): Page => ({ site: 'floor', page: 'floor', preset, url: `${floor.url}/` })),
    ...presets.map((preset): Page => ({ site: 'production', page: 'sign-in page', preset, url: `${prod.url}/account/login` })),
    ...presets.map((preset): Page => ({ site: 'production', page: 'dashboard', preset, url: `${prod.url}/`, session })),
    { site: 'demo', page: 'sign-in page', preset: 'desktop', url: `${demo.url}/account/login` },
  ];
  const audits = pages.map(() => [] as Audit[]);
  const notes = pages.map(() => new Set<string>());
  try {
    for (let i = 0; i < o.runs; i++) {
      for (const [j, p] of pages.entries()) {
        const r = await auditOnce(p);
        audits[j].push(r.audit);
        r.notes.forEach((n) => notes[j].add(n));
        console.log(`  ${auditName(p)} run ${i + 1}: performance ${r.audit.performance}, accessibility ${r.audit.accessibility}, best practices ${r.audit.bestPractices}, CLS ${r.audit.cls.toFixed(3)}, TBT ${Math.round(r.audit.tbt)} ms`);
      }
    }
  } finally {
    for (const s of [prod, demo, floor]) s.close();
    await host.close();
  }
  pages.forEach((p, j) => notes[j].size && console.log(`  ${auditName(p)}:\n    ${[...notes[j]].join('\n    ')}`));
  return pages.flatMap((p, j) => auditFigures(p, medianAudit(audits[j])));
}
