import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { RegisteredMachine } from '../../../machines/registry';
import { personas } from '../../../fixtures/personas';
import { openApp, signInAs, type TestPage } from '../../browser/harness';
import { planUiPaths } from './plan';
import type { Persona, UiAdapter, UiContext, UiPath, UiStep } from './types';

/**
 * Runs planned paths through the real UI in headless Chromium (one browser,
 * a few pages in parallel, each reused across paths: the in-page fake server is
 * reset between paths instead of reloading). Per step: the adapter's action,
 * then the live actor in the page must reach the state the path says (read
 * from the page's inspection log, window.__mintrhInspection), then the state's
 * assertion. A path also fails on a page error, a console error, an unhandled
 * rejection or an HTTP error the path did not arm. UI coverage is what the
 * page's inspection saw, not what the adapter claims.
 */
export interface UiFailure {
  path: number;
  step: number;
  event: string;
  message: string;
  events: string[];
  screenshot: string | null;
  replay: string;
}

export interface UiMachineReport {
  id: string;
  adapter: boolean;
  readOnly: boolean;
  paths: number;
  passed: number;
  failures: UiFailure[];
  states: { total: number; covered: number; missing: string[]; coveredIds: string[] };
  transitions: { total: number; covered: number; missing: string[]; coveredKeys: string[] };
  /** States and transitions the adapter declares unreachable from any view, with the reason (not gated, reported). */
  waived: Array<{ item: string; reason: string }>;
  /** What the adapter's feasible events can reach at all (in --production: without error and write steps). */
  planned: { states: string[]; transitions: string[] };
  /** How coverage was measured: the page's inspection (demo), or the steps of the paths that passed (production: no inspection in that build). */
  source: 'inspection' | 'assertions' | 'none';
  /** Paths that failed once and passed when run again in a fresh page: passed, and listed with their first failure. */
  flaky: UiFailure[];
  ms: number;
}

export interface UiWalkOptions {
  entries: RegisteredMachine[];
  adapters: UiAdapter[];
  criterion: 'states' | 'transitions';
  production?: { api: string; hub: string };
  pages?: number;
  onlyPath?: number;
  /** Runs of a failed path again in a fresh page before it counts as failed (default 1; 0 in a replay). */
  retries?: number;
  outDir: string;
  log?: (line: string) => void;
}

type Win = { __mintrh: any; __mintrhInspection: any; __modelPage?: number; __modelHttp?: Array<{ method: string; path: string; status: number; armed: boolean }>; __modelRejections?: string[] };

class Slot {
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
    await page.addInitScript(() => {
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
    });
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
      d.handle = (req: { method: string; path: string; headers: Record<string, string> }) => {
        const before = f.faults.armed().length;
        const res = original(req);
        // A request the client aborted reaches the dispatcher through Mirage with no headers at all
        // (so a 401): nobody reads that answer, it is not an error of the page.
        const aborted = Object.keys(req.headers ?? {}).length === 0;
        if (res.status >= 400 && !aborted) (w.__modelHttp ??= []).push({ method: req.method, path: `${req.path}${debug ? ` [${Object.keys(req.headers ?? {}).join(',')}]` : ''}`, status: res.status, armed: f.faults.armed().length < before });
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

/** The one-line command that replays exactly this path. */
const replayOf = (o: UiWalkOptions, id: string, index: number) =>
  `npm run test:model -- --ui${o.production ? ` --production --api ${o.production.api} --hub ${o.production.hub}` : ''} --machine ${id} --path ${index}`;

/** sessionStorage key the in-page fake reads its armed failures from at boot (same as server-fake/faults.ts). */
const ARMED_KEY = 'mintrh.model.armed';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function closePanels(t: TestPage) {
  for (let i = 0; i < 4; i++) {
    const open = await t.page.locator('.side-panel, [role="alertdialog"], [role="dialog"]').count();
    if (!open) return true;
    await t.page.keyboard.press('Escape');
    await wait(60);
  }
  return (await t.page.locator('.side-panel, [role="alertdialog"], [role="dialog"]').count()) === 0;
}

/** Runs one path on a slot; returns the failure, if any, and what the page's inspection saw of the machine. */
async function runPath(slot: Slot, entry: RegisteredMachine, adapter: UiAdapter, p: UiPath, o: UiWalkOptions): Promise<{ failure: UiFailure | null; states: string[]; transitions: string[]; passedStates: string[] }> {
  // A path that ended signed out (machine session) leaves a page the next path can't use: it gets a fresh one.
  if (slot.t && !(await slot.t.page.locator('nav#side-nav').count().catch(() => 0))) await slot.close();
  const t = await slot.ready(adapter.persona);
  const page = t.page;
  const machineId = entry.machine.id;
  const demo = slot.mode === 'demo';
  const timeout = adapter.timeout ?? 6000;
  let cursor = 0;
  /** The document the cursor counts in (a reload starts a new inspection log). */
  let pageId: number | null = null;
  const passedStates: string[] = [];
  const ui: UiContext = {
    page,
    path: p,
    step: 0,
    mode: slot.mode,
    url: t.url,
    async navigate(to) {
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, to);
    },
    async reload(to) {
      // Failures armed for the answers of the boot (session restore, policy check, hub connect) survive the load:
      // the in-page fake takes them back from sessionStorage when it starts (server-fake/faults.ts, restoreArmed).
      if (demo) await page.evaluate((key) => sessionStorage.setItem(key, JSON.stringify((window as unknown as Win).__mintrh.fake.faults.armed())), ARMED_KEY).catch(() => undefined);
      await page.goto(`${t.url}${to ?? new URL(page.url()).pathname}`);
      // The shell, or the sign-in page when the walk dropped the stored session on purpose (machine session).
      await page.waitForSelector('nav#side-nav, [data-persona]', { timeout: 20000 });
      if (demo) await slot.instrument();
      cursor = 0;
      pageId = await page.evaluate(() => (window as unknown as Win).__modelPage ?? null);
    },
    async openPanel(kind, params = {}) {
      await page.evaluate(([k, pr]) => (window as unknown as Win).__mintrh.openPanel(k, pr), [kind, params] as const);
    },
    async failNext(method, pattern, message, status) {
      await page.evaluate((a) => (window as unknown as Win).__mintrh.fake.faults.failNext(a.method, a.pattern, a.message, a.status), { method, pattern, message, status });
    },
    async latency(ms) {
      if (demo) await page.evaluate((ms) => (window as unknown as Win).__mintrh.fake.faults.set({ latency: ms }), ms);
    },
    async backend(fn, arg) {
      return page.evaluate(new Function('arg', `return (${fn.toString()})(window.__mintrh.fake.backend, arg)`) as never, arg);
    },
  };

  const errors = async (): Promise<string[]> => {
    // Console errors the adapter expects once a step of a given event type has run (e.g. the hub's 'connection lost' when the walk drops it).
    const ran = new Set(['(start)', ...p.steps.filter((s) => s.index <= ui.step).map((s) => s.event.type)]);
    const expected = Object.entries(adapter.consoleErrors ?? {}).filter(([type]) => ran.has(type)).flatMap(([, r]) => (Array.isArray(r) ? r : [r]));
    const out = [...t.errors.filter((e) => !/favicon/i.test(e) && !expected.some((r) => r.test(e))), ...slot.http.map((h) => `unexpected HTTP error: ${h}`)];
    if (demo) {
      const inPage = await page
        .evaluate(() => {
          const w = window as unknown as Win;
          return { http: (w.__modelHttp ?? []).filter((h) => !h.armed).map((h) => `${h.method} ${h.path} ${h.status}`), rejections: w.__modelRejections ?? [] };
        })
        // The app reloading itself (the session's reloadPage): nothing recorded in the page that went.
        .catch(() => ({ http: [] as string[], rejections: [] as string[] }));
      out.push(...inPage.http.map((h) => `unexpected HTTP error: ${h}`), ...inPage.rejections.map((r) => `unhandled rejection: ${r}`));
    } else out.push(...(await page.evaluate(() => (window as unknown as Win).__modelRejections ?? [])).map((r) => `unhandled rejection: ${r}`));
    return out;
  };
  const arm = async (from: number) => {
    if (!demo) return;
    for (let j = from; j < p.steps.length && p.steps[j]!.kind === 'answer'; j++) {
      const ev = p.steps[j]!.event;
      // A delay the adapter brings about (an action of its own) arms the answers after it: arming them here too would arm them twice.
      if (ev.type.startsWith('xstate.after.') && adapter.actions[ev.type]) break;
      if (!ev.type.startsWith('xstate.error.actor.')) continue;
      const spec = adapter.faults?.[ev.type];
      const f = typeof spec === 'function' ? spec(ev) : spec!;
      await ui.failNext(f.method, f.path, f.message ?? (ev as { error?: { message?: string } }).error?.message, f.status);
    }
  };
  const reach = async (value: string, what: string) => {
    if (!demo) return;
    const until = Date.now() + timeout;
    for (;;) {
      // The app may reload the page itself (the session's reloadPage): a new inspection log starts, counted from 0 again.
      const at = await page
        .evaluate(([id, after, v, known]) => {
          const w = window as unknown as Win;
          const i = w.__mintrhInspection;
          if (!i) return { page: null, found: null, before: false };
          if (known !== null && w.__modelPage !== known) {
            // A new document: was the state reached in the one that went, after the cursor?
            const gone = JSON.parse(sessionStorage.getItem('mintrh.model.log') ?? '{}') as { page?: number; log?: Record<string, Array<{ seq: number; value: string }>> };
            const before = gone.page === known && !!gone.log?.[id]?.some((e) => e.seq > after && e.value === v);
            return { page: w.__modelPage ?? null, found: null, before };
          }
          return { page: w.__modelPage ?? null, found: i.log(id, after).find((e: { value: string }) => e.value === v)?.seq ?? null, before: false };
        }, [machineId, cursor, value, pageId] as const)
        .catch(() => ({ page: null, found: null, before: false }));
      if (at.page !== null && pageId !== null && at.page !== pageId) {
        pageId = at.page;
        cursor = 0;
        await slot.instrument();
        if (at.before) return;
        continue;
      }
      if (at.page !== null && pageId === null) pageId = at.page;
      const found = at.found;
      if (found !== null) {
        cursor = found;
        return;
      }
      if (Date.now() > until) {
        const seen = await page.evaluate(([id, after]) => (window as unknown as Win).__mintrhInspection.log(id, after).map((e: { value: string }) => e.value), [machineId, cursor] as const);
        throw new Error(`${what}: the live ${machineId} actor did not reach ${value} within ${timeout} ms (it went through: ${seen.slice(-6).join(' → ') || 'nothing'})`);
      }
      await wait(40);
    }
  };
  const check = async (states: string[]) => {
    for (const s of states) {
      const a = adapter.states?.[s];
      if (a) await a(ui);
      passedStates.push(s);
    }
  };

  let failure: UiFailure | null = null;
  let stepAt = 0;
  const t0 = Date.now();
  const debug = (what: string) => process.env.MODEL_DEBUG && console.log(`    [${entry.id} ${p.index}] ${Date.now() - t0} ms ${what}`);
  try {
    if (demo) {
      await page.evaluate(() => {
        const w = window as unknown as Win;
        w.__mintrh.fake.faults.clearArmed();
        w.__mintrh.fake.faults.set({ latency: 0, errorRate: 0 });
        w.__modelHttp = [];
        w.__modelRejections = [];
        sessionStorage.removeItem('mintrh.model.coverage');
      });
      if (!(await closePanels(t))) await ui.reload('/');
      // Leave the previous path's page before its data goes: a view left mounted would keep asking for rows the reset removed.
      if (new URL(page.url()).pathname !== '/') await ui.navigate('/');
      await page.evaluate(() => (window as unknown as Win).__mintrh.fake.reset());
      cursor = await page.evaluate(() => {
        const i = (window as unknown as Win).__mintrhInspection;
        i.reset();
        return i.seq();
      });
    } else if (!(await closePanels(t))) await ui.reload('/');
    t.errors.length = 0;
    slot.http.length = 0;
    debug('reset');
    await arm(0);
    await adapter.start(ui);
    debug('started');
    await reach(p.start.value, 'start');
    debug('at start');
    if (!p.steps.length || p.steps[0]!.kind === 'user') await check(p.start.states);
    for (let i = 0; i < p.steps.length; i++) {
      const s: UiStep = p.steps[i]!;
      stepAt = s.index;
      ui.step = s.index;
      // A long delay the walk can't wait for is an answer the adapter may bring about (e.g. the page's clock fast-forwarded).
      if (s.kind === 'user' || (s.event.type.startsWith('xstate.after.') && adapter.actions[s.event.type])) {
        await arm(i + 1);
        const action = adapter.actions[s.event.type];
        if (!action) throw new Error(`no action for ${s.event.type}`);
        await action(ui, s.event);
      }
      await reach(s.value, `step ${s.index} (${s.event.type})`);
      const stable = i === p.steps.length - 1 || p.steps[i + 1]!.kind === 'user';
      if (stable) await check(s.states);
      // Errors are checked at each step, except where the next action races a timer (interruptible states): they are kept and checked at the next step or the end.
      if (!s.states.some((x) => adapter.interruptible?.includes(x))) {
        const errs = await errors();
        if (errs.length) throw new Error(errs.join('; '));
      }
      debug(`step ${s.index} ${s.event.type}`);
    }
    if (demo) {
      const left = await page.evaluate(() => (window as unknown as Win).__mintrh.fake.faults.armed());
      if (left.length) throw new Error(`armed failure never used: ${JSON.stringify(left)}`);
    }
    const errs = await errors();
    if (errs.length) throw new Error(errs.join('; '));
  } catch (e) {
    const dir = path.join(o.outDir, 'model');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${entry.id}-${p.index}.png`);
    // Relative to the report's folder (tests/.output), where the HTML report links it.
    const shot = await page.screenshot({ path: file }).then(() => `model/${path.basename(file)}`).catch(() => null);
    failure = {
      path: p.index,
      step: stepAt,
      event: stepAt ? p.steps[stepAt - 1]!.event.type : '(start)',
      message: (e as Error).message.split('\n')[0]!.slice(0, 600),
      events: p.steps.map((s) => s.event.type),
      screenshot: shot,
      replay: replayOf(o, entry.id, p.index),
    };
    // The page may be in any state after a failure: the next path gets a fresh one.
    await slot.close();
  }
  let cov = { states: [] as string[], transitions: [] as string[] };
  if (demo && slot.t)
    cov =
      (await page
        .evaluate((id) => {
          const now = (window as unknown as Win).__mintrhInspection.coverage()[id] ?? { states: [], transitions: [] };
          const kept = (JSON.parse(sessionStorage.getItem('mintrh.model.coverage') ?? '{}') as Record<string, typeof now>)[id] ?? { states: [], transitions: [] };
          return { states: [...new Set([...kept.states, ...now.states])], transitions: [...new Set([...kept.transitions, ...now.transitions])] };
        }, machineId)
        .catch(() => null)) ?? cov;
  if (adapter.closeAfter) await slot.close();
  return { failure, ...cov, passedStates };
}

export async function runUiWalk(o: UiWalkOptions): Promise<UiMachineReport[]> {
  const byId = new Map(o.adapters.map((a) => [a.machine, a]));
  const reports = new Map<string, UiMachineReport>();
  const jobs: Array<{ entry: RegisteredMachine; adapter: UiAdapter; path: UiPath }> = [];
  for (const entry of o.entries) {
    const adapter = byId.get(entry.id);
    const plan = adapter && (!o.production || adapter.readOnly) ? planUiPaths(entry, adapter, { production: !!o.production, criterion: o.criterion }) : null;
    const g = plan ?? { stateIds: [] as string[], transitions: [] as string[], paths: [] };
    const paths = plan ? plan.paths.filter((p) => o.onlyPath === undefined || p.index === o.onlyPath) : [];
    reports.set(entry.id, {
      id: entry.id,
      adapter: !!plan,
      readOnly: !!adapter?.readOnly,
      paths: paths.length,
      passed: 0,
      failures: [],
      states: { total: g.stateIds.length, covered: 0, missing: g.stateIds, coveredIds: [] },
      transitions: { total: g.transitions.length, covered: 0, missing: g.transitions, coveredKeys: [] },
      source: plan ? (o.production ? 'assertions' : 'inspection') : 'none',
      planned: plan ? plan.reachable : { states: [], transitions: [] },
      waived: [],
      flaky: [],
      ms: 0,
    });
    for (const p of paths) jobs.push({ entry, adapter: adapter!, path: p });
  }
  // Fewer sign-ins: paths of one persona run together.
  jobs.sort((a, b) => a.adapter.persona.localeCompare(b.adapter.persona));
  const seen = new Map<string, { states: Set<string>; transitions: Set<string> }>();
  const slots = Array.from({ length: Math.max(1, Math.min(o.pages ?? 2, jobs.length)) }, () => new Slot(o));
  await Promise.all(
    slots.map(async (slot) => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const started = Date.now();
        const r = reports.get(job.entry.id)!;
        const attempt = async (): Promise<Awaited<ReturnType<typeof runPath>>> => {
          try {
            return await runPath(slot, job.entry, job.adapter, job.path, o);
          } catch (e) {
            await slot.close();
            return { failure: { path: job.path.index, step: 0, event: '(start)', message: `could not open the app: ${(e as Error).message.split('\n')[0]}`, events: [], screenshot: null, replay: replayOf(o, job.entry.id, job.path.index) }, states: [], transitions: [], passedStates: [] };
          }
        };
        let out = await attempt();
        // A path that fails is run again in a fresh page (a machine shared with other suites can miss a wait):
        // passing then, it counts as passed and is reported as flaky with its first failure; failing again, it fails.
        for (let retry = 0; out.failure && retry < (o.retries ?? (o.onlyPath === undefined ? 1 : 0)); retry++) {
          const first = out.failure;
          await slot.close();
          out = await attempt();
          if (!out.failure) r.flaky.push(first);
        }
        const s = seen.get(r.id) ?? { states: new Set(), transitions: new Set() };
        seen.set(r.id, s);
        if (o.production) {
          // No inspection in a production build: the states of the steps of paths that passed count.
          if (!out.failure) [job.path.start.states, ...job.path.steps.map((x) => x.states)].flat().forEach((x) => s.states.add(x));
        } else {
          out.states.forEach((x) => s.states.add(x));
          out.transitions.forEach((x) => s.transitions.add(x));
        }
        if (out.failure) r.failures.push(out.failure);
        else r.passed++;
        r.ms += Date.now() - started;
        o.log?.(`  ${out.failure ? '✗' : r.flaky.some((f) => f.path === job.path.index) ? '⚠' : '✓'} ${r.id} path ${job.path.index} (${job.path.steps.length} steps, ${Date.now() - started} ms)${out.failure ? `: step ${out.failure.step} ${out.failure.message}` : ''}`);
      }
      await slot.close();
    }),
  );
  for (const r of reports.values()) {
    const s = seen.get(r.id);
    if (!s) continue;
    const states = r.states.missing;
    const transitions = r.transitions.missing;
    r.states = { total: states.length, covered: states.filter((x) => s.states.has(x)).length, missing: states.filter((x) => !s.states.has(x)), coveredIds: states.filter((x) => s.states.has(x)) };
    r.transitions = { total: transitions.length, covered: transitions.filter((x) => s.transitions.has(x)).length, missing: transitions.filter((x) => !s.transitions.has(x)), coveredKeys: transitions.filter((x) => s.transitions.has(x)) };
    const waivers = Object.entries(byId.get(r.id)?.waived ?? {});
    const waiverOf = (item: string) => waivers.find(([k]) => (k.endsWith('*') ? item.startsWith(k.slice(0, -1)) : item === k));
    // Waived and still missing: out of the gate, reported with the reason. Waived but taken: the waiver is stale, it is dropped.
    for (const list of [r.states.missing, r.transitions.missing])
      for (const item of [...list]) {
        const w = waiverOf(item);
        if (!w) continue;
        r.waived.push({ item, reason: w[1] });
        list.splice(list.indexOf(item), 1);
      }
  }
  return [...reports.values()];
}

/**
 * Whether a machine's UI walk meets the criterion. In production (read-only
 * adapters, no inspection) every planned path must pass and every state the
 * read-only paths can reach must have been asserted.
 */
export function uiMeets(r: UiMachineReport, criterion: 'states' | 'transitions', production = false): boolean {
  if (!r.adapter || r.failures.length) return false;
  if (production) return r.planned.states.every((s) => r.states.coveredIds.includes(s));
  if (r.states.missing.length) return false;
  return criterion === 'states' || r.transitions.missing.length === 0;
}
