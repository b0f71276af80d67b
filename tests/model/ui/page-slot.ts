import { personas } from '../../../fixtures/personas';
import { openApp, signInAs, type TestPage } from '../../browser/harness';
import type { Persona, UiWalkOptions } from './types';

/**
 * A page of the UI walk (executor.ts): opened signed in as the path's persona
 * and reused across paths; in demo its in-page fake server is instrumented so
 * every HTTP error it answers is recorded (armed by the path or not), and the
 * page keeps what the statechart inspection saw across a reload.
 */
export type Win = { __mintrh: any; __mintrhInspection: any; __modelPage?: number; __modelHttp?: Array<{ method: string; path: string; status: number; armed: boolean }>; __modelRejections?: string[]; __modelResetTokens?: Set<string>; __toastsShown?: Array<{ text: string; used: boolean }> };

export class Slot {
  t: TestPage | null = null;
  persona: Persona | null = null;
  http: string[] = [];
  constructor(private o: UiWalkOptions) {}

  get mode(): 'demo' | 'production' {
    return this.o.production ? 'production' : 'demo';
  }

  async ready(persona: Persona) {
    if (this.t && this.persona === persona) return this.t;
    // A busy machine may take more than the harness's 10 s to show the login page: one more try before the path fails.
    try {
      return await this.open(persona);
    } catch {
      await this.close();
      return this.open(persona);
    }
  }

  private async open(persona: Persona) {
    await this.t?.close();
    const p = this.o.production;
    const hubUrl = p ? (p.hub.startsWith(p.api) ? p.hub.slice(p.api.replace(/\/+$/, '').length) : new URL(p.hub).pathname) : undefined;
    this.t = await openApp(p ? { mode: 'production', path: '/account/login', config: { apiBaseUrl: p.api, hubUrl } } : { mode: 'demo' });
    const page = this.t.page;
    const install = () => {
      const w = window as unknown as Win;
      w.__modelRejections = [];
      addEventListener('unhandledrejection', (e) => w.__modelRejections!.push(String((e as PromiseRejectionEvent).reason)));
      // A path may reload the page (boot machines, the app's own reloadPage): what the inspection saw so far is kept for the path's coverage.
      addEventListener('pagehide', () => {
        const cov = (w.__mintrhInspection?.coverage?.() ?? {}) as Record<string, { states: string[]; transitions: string[] }>;
        const kept = JSON.parse(sessionStorage.getItem('mintrh.model.coverage') ?? '{}') as Record<string, { states: string[]; transitions: string[] }>;
        for (const [id, c] of Object.entries(cov)) kept[id] = { states: [...new Set([...(kept[id]?.states ?? []), ...c.states])], transitions: [...new Set([...(kept[id]?.transitions ?? []), ...c.transitions])] };
        sessionStorage.setItem('mintrh.model.coverage', JSON.stringify(kept));
        // And the last snapshots of each machine, so a step whose state was passed just before the reload is still seen.
        const log = Object.fromEntries(Object.keys(cov).map((id) => [id, w.__mintrhInspection.log(id, 0)]));
        sessionStorage.setItem('mintrh.model.log', JSON.stringify({ page: w.__modelPage, log }));
      });
      w.__modelPage = Math.random();
    };
    // Every success toast that came to the front, in order: a step's check finds its toast even when the page, slow
    // under a loaded machine, let its 3 s end before the check looked (ui-helpers.ts successToast).
    const toastLog = () => {
      const w = window as unknown as Win;
      w.__toastsShown = [];
      const seen = new WeakSet<Element>();
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('.toast-success:not(.toast-behind)'))
          if (!seen.has(el)) {
            seen.add(el);
            w.__toastsShown!.push({ text: el.textContent ?? '', used: false });
          }
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    };
    await page.addInitScript(install);
    // The toasts' log for the documents to come (a path may reload), and for the one already open.
    await page.addInitScript(toastLog);
    await page.evaluate(toastLog);
    page.on('response', (r) => {
      if (r.status() >= 400 && /\/(api|upload|chathub)\//.test(new URL(r.url()).pathname)) this.http.push(`${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`);
    });
    if (p) {
      const who = personas.find((x) => x.key === persona)!;
      await page.fill('input[name=userName]', who.userName);
      await page.fill('input[name=password]', who.password);
      await page.click('button[type=submit]');
      await page.waitForSelector('nav#side-nav', { timeout: 20000 });
    } else {
      await signInAs(page, persona);
      await this.instrument();
    }
    this.persona = persona;
    return this.t;
  }

  /** Demo: no latency, and every HTTP error answered by the fake server is recorded (armed or not). */
  async instrument() {
    await this.t!.page.waitForFunction(() => !!(window as unknown as Win).__mintrh?.fake && !!(window as unknown as Win).__mintrhInspection);
    await this.t!.page.evaluate((debug) => {
      const w = window as unknown as Win;
      const f = w.__mintrh.fake;
      f.faults.set({ latency: 0 });
      const d = f.backend.dispatcher;
      if (d.__model) return;
      const original = d.handle.bind(d);
      d.handle = (req: { method: string; path: string; headers: Record<string, string>; body?: unknown }) => {
        const before = f.faults.armed().length;
        const res = original(req);
        // A request the client aborted reaches the dispatcher through Mirage with no headers at all
        // (so a 401): nobody reads that answer, it is not an error of the page.
        const aborted = Object.keys(req.headers ?? {}).length === 0;
        // A refused payload (400) says what was sent and why: a flaky 400 is otherwise hard to read after the fact.
        // A call carrying a token the walk's own reset took away (run-path.ts: a read of the previous path's page still on
        // its way when the data went) is answered 401: the walk's doing, not the page's (full run 101: the dashboard's
        // balance reads, after a reload to the dashboard, landing after the reset).
        const auth = Object.entries(req.headers ?? {}).find(([k]) => k.toLowerCase() === 'authorization')?.[1] ?? '';
        const body = typeof req.body === 'string' ? req.body : JSON.stringify(req.body ?? null);
        const gone = w.__modelResetTokens;
        const stale = res.status === 401 && !!gone && [...gone].some((token) => auth === `Bearer ${token}` || body.includes(`"${token}"`));
        if (stale) return res;
        const why = res.status === 400 ? ` ${JSON.stringify(req.body ?? null).slice(0, 160)} → ${String(typeof res.body === 'string' ? res.body : '').slice(0, 200)}` : '';
        if (res.status >= 400 && !aborted) (w.__modelHttp ??= []).push({ method: req.method, path: `${req.path}${why}${debug ? ` [${Object.keys(req.headers ?? {}).join(',')}]` : ''}`, status: res.status, armed: f.faults.armed().length < before });
        return res;
      };
      d.__model = true;
    }, !!process.env.MODEL_DEBUG);
  }

  async close() {
    await this.t?.close();
    this.t = null;
  }
}

export const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function closePanels(t: TestPage) {
  for (let i = 0; i < 4; i++) {
    const open = await t.page.locator('.side-panel, [role="alertdialog"], [role="dialog"]').count();
    if (!open) return true;
    await t.page.keyboard.press('Escape');
    await wait(60);
  }
  return (await t.page.locator('.side-panel, [role="alertdialog"], [role="dialog"]').count()) === 0;
}
