import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { RegisteredMachine } from '../registry-types';
import { closePanels, wait, type Slot, type Win } from './page-slot';
import type { UiAdapter, UiContext, UiFailure, UiPath, UiStep, UiWalkOptions } from './types';
import { clearToasts } from './ui-helpers';

/** The one-line command that replays exactly this path. */
export const replayOf = (o: UiWalkOptions, id: string, index: number) =>
  `npm run test:model -- --ui${o.production ? ` --production --api ${o.production.api} --hub ${o.production.hub}` : ''} --machine ${id} --path ${index}`;

/** sessionStorage key the in-page fake reads its armed failures from at boot (same as server-fake/faults.ts). */
const ARMED_KEY = 'mintrh.model.armed';

/** Runs one path on a slot; returns the failure, if any, and what the page's inspection saw of the machine. */
export async function runPath(slot: Slot, entry: RegisteredMachine, adapter: UiAdapter, p: UiPath, o: UiWalkOptions): Promise<{ failure: UiFailure | null; states: string[]; transitions: string[]; passedStates: string[] }> {
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
  /**
   * After the app reloaded the page: what the machine went through in the document that went, after the state
   * that step reached there. A later step may have been passed there too (a state whose entry reloads the page):
   * it counts when the new document runs no actor of the machine, so it cannot reach that state again.
   */
  let gone: string[] = [];
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
      gone = [];
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
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- fn runs in the page, beside its fake backend: it can only travel there as source text
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
      // An error the action brings about itself (a bad file) has nothing to arm.
      if (!ev.type.startsWith('xstate.error.actor.') || adapter.provoked?.includes(ev.type)) continue;
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
          if (!i) return { page: null, found: null, before: null, live: 0 };
          if (known !== null && w.__modelPage !== known) {
            // A new document: what the machine went through in the one that went, after the cursor.
            const left = JSON.parse(sessionStorage.getItem('mintrh.model.log') ?? '{}') as { page?: number; log?: Record<string, Array<{ seq: number; value: string }>> };
            const before = left.page === known ? (left.log?.[id] ?? []).filter((e) => e.seq > after).map((e) => e.value) : [];
            return { page: w.__modelPage ?? null, found: null, before, live: 0 };
          }
          return { page: w.__modelPage ?? null, found: i.log(id, after).find((e: { value: string }) => e.value === v)?.seq ?? null, before: null, live: i.live(id).length as number };
        }, [machineId, cursor, value, pageId] as const)
        .catch(() => ({ page: null, found: null, before: null, live: 0 }));
      if (at.page !== null && pageId !== null && at.page !== pageId) {
        pageId = at.page;
        cursor = 0;
        await slot.instrument();
        const k = at.before?.indexOf(value) ?? -1;
        gone = k >= 0 ? at.before!.slice(k + 1) : [];
        if (k >= 0) return;
        continue;
      }
      if (at.page !== null && pageId === null) pageId = at.page;
      const found = at.found;
      if (found !== null) {
        cursor = found;
        gone = [];
        return;
      }
      const k = at.page !== null && !at.live ? gone.indexOf(value) : -1;
      if (k >= 0) {
        gone = gone.slice(k + 1);
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
      // A guided tour a previous path left running (the tour's own walk ends mid-tour) covers what this one clicks.
      const tour = page.locator('.tour-bubble');
      if (await tour.isVisible()) {
        await tour.getByRole('button', { name: /^(Arrêter|Fermer)$/ }).first().click();
        await tour.waitFor({ state: 'detached' });
      }
      // Leave the previous path's page before its data goes: a view left mounted would keep asking for rows the reset removed.
      // The resting page is the dashboard unless the adapter names a quieter one (its cards read what some adapters fail).
      const home = adapter.home ?? '/';
      if (new URL(page.url()).pathname !== home) await ui.navigate(home);
      // The data goes, and with it what closed panels kept (the chat reopened a conversation the reset removed: a 404).
      await page.evaluate(() => {
        const w = (window as unknown as Win).__mintrh;
        w.forgetDrafts?.();
        // The session's tokens go with the data: a call still carrying one is answered 401, the walk's doing (page-slot.ts).
        const sessions = w.fake.backend.db.table('sessions').all() as Array<{ token: string; refreshToken: string }>;
        const gone = ((window as unknown as Win).__modelResetTokens ??= new Set<string>());
        for (const s of sessions) gone.add(s.token).add(s.refreshToken);
        return w.fake.reset();
      });
      // And what the previous path said: an error toast stays 6 s, which a path of a held decision (5 s) may not outlast;
      // a step that checks that nothing was said (a failed close shows nothing) then saw the last path's.
      await clearToasts(page);
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
