import type { Locator, Page } from 'playwright-core';
import { appServer, browser, signInAs, type TestPage } from '../browser/harness';

/**
 * The chaos kit: one browser page whose in-page fake server answers 20 % of
 * API calls with a 503 and waits 0 to 2 s on each, from a seeded random so a
 * failing run replays. The flows act like a stubborn user: a failed submit
 * is sent again until it succeeds, a failed read is retried from its button.
 * What the kit checks on every step is listed in `Violation`.
 */
export type Persona = 'employee' | 'manager' | 'hr' | 'owner' | 'support';
export interface ChaosOptions {
  seed: number;
  errorRate?: number;
  latency?: [number, number];
}
/** One answer of the in-page server, as the kit's log keeps it. */
export interface ServerCall {
  method: string;
  path: string;
  status: number;
  /** A 2xx answer that is not a business refusal (success: false). */
  ok: boolean;
  message: string | null;
}
export interface FlowFigures {
  flow: string;
  seed: number;
  passed: boolean;
  submits: number;
  failedSubmits: number;
  retriedReads: number;
  faultsInjected: number;
  violations: string[];
  ms: number;
}

/** The French text of the server's message for an injected fault (Error.Status.503). */
export const FAULT_MESSAGE = 'Service indisponible, réessayez';
const STEP_TIMEOUT = 60000;

/** Like the harness's openApp, with room for a machine busy with other suites (first load up to 60 s). */
async function openPatiently(): Promise<TestPage> {
  const { url } = await appServer('demo');
  const context = await (await browser()).newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  try {
    await page.goto(`${url}/account/login`, { timeout: 60000 });
  } catch (e) {
    await context.close();
    throw e;
  }
  return { page, context, url, errors, close: () => context.close() };
}

export class Chaos {
  violations: string[] = [];
  submits = 0;
  failedSubmits = 0;
  retriedReads = 0;
  constructor(
    readonly t: TestPage,
    readonly o: ChaosOptions,
  ) {}
  get page(): Page {
    return this.t.page;
  }

  static async open(o: ChaosOptions, persona: Persona): Promise<Chaos> {
    const t = await openPatiently();
    t.context.setDefaultTimeout(STEP_TIMEOUT);
    // Counts every time the fault message appears in the page, toast or banner alike.
    await t.page.evaluate((text) => {
      const w = window as unknown as { __chaosShown: number };
      w.__chaosShown = 0;
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes) if ((n.textContent ?? '').includes(text)) w.__chaosShown++;
        for (const r of records) if (r.type === 'characterData' && (r.target.textContent ?? '').includes(text)) w.__chaosShown++;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, FAULT_MESSAGE);
    // Logs every answer of the in-page server: a submit's outcome is read here, not from the screen.
    await t.page.waitForFunction(() => !!(window as unknown as { __mintrh?: { fake?: unknown } }).__mintrh?.fake, undefined, { timeout: 60000 });
    await t.page.evaluate(() => {
      const w = window as unknown as { __chaosCalls: unknown[]; __mintrh: { fake: { backend: { dispatcher: { handle(req: { method: string; path: string }): { status: number; body: unknown } } } } } };
      w.__chaosCalls = [];
      const d = w.__mintrh.fake.backend.dispatcher;
      const handle = d.handle;
      d.handle = (req) => {
        const res = handle.call(d, req);
        let body: { success?: unknown; message?: unknown } = {};
        try {
          body = typeof res.body === 'string' && res.body ? JSON.parse(res.body) : {};
        } catch {
          body = {};
        }
        const ok = res.status < 400 && body.success !== false;
        w.__chaosCalls.push({ method: req.method, path: req.path, status: res.status, ok, message: typeof body.message === 'string' ? body.message : null });
        return res;
      };
    });
    const c = new Chaos(t, o);
    await c.signIn(persona);
    return c;
  }

  /** Sign-in calls are not faulted by the server; the shell's first reads are. */
  async signIn(persona: Persona) {
    await this.page.waitForSelector(`[data-persona="${persona}"]`, { timeout: 60000 });
    await signInAs(this.page, persona);
    await this.faultsOn();
  }
  async switchTo(persona: Persona) {
    await this.faultsOff();
    await this.go('/account/logout');
    await signInAs(this.page, persona);
    await this.faultsOn();
  }

  async faultsOn() {
    await this.page.evaluate((o) => {
      const f = (window as any).__mintrh.fake.faults;
      f.useSeed(o.seed);
      f.set({ errorRate: o.errorRate, latency: o.latency });
    }, { seed: this.o.seed, errorRate: this.o.errorRate ?? 0.2, latency: this.o.latency ?? [0, 2000] });
  }
  async faultsOff() {
    await this.page.evaluate(() => (window as any).__mintrh.fake.faults.set({ errorRate: 0, latency: 0 }));
  }
  faultStats(): Promise<{ injected: number; delayed: number; malformed: number }> {
    return this.page.evaluate(() => (window as any).__mintrh.fake.faults.stats());
  }

  /** In-app navigation: a reload would restart the in-page server and its data. */
  async go(path: string) {
    await this.page.evaluate((p) => {
      history.pushState(null, '', p);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  /** Rows of a fake-server table, read straight from the page's database. */
  rows<T = Record<string, any>>(table: string): Promise<T[]> {
    return this.page.evaluate((n) => (window as any).__mintrh.fake.backend.db.table(n).all(), table);
  }

  private shown(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { __chaosShown: number }).__chaosShown);
  }

  /**
   * Waits until `target` shows, pressing any retry button a failed read
   * offers meanwhile (within `scope`, or the whole page).
   */
  async reach(target: Locator, scope: Locator | Page = this.page, label = 'target', shown: () => Promise<boolean> = () => target.first().isVisible(), reopen?: () => Promise<void>) {
    const deadline = Date.now() + STEP_TIMEOUT;
    const retry = scope.getByRole('button', { name: 'Réessayer' });
    while (Date.now() < deadline) {
      if (await shown().catch(() => false)) return;
      // A panel whose load failed says so and closes (spec): the user opens it again.
      if (reopen && !(await this.page.getByRole('dialog').count())) {
        this.retriedReads++;
        await reopen().catch(() => undefined);
      }
      const r = retry.first();
      if (await r.isVisible().catch(() => false)) {
        this.retriedReads++;
        await r.click({ timeout: 2000 }).catch(() => undefined);
      }
      await this.page.waitForTimeout(100);
    }
    throw new Error(`${label} never showed`);
  }

  /** The message may be one still on screen (a toast repeated, not redrawn): visible counts too. */
  private messageVisible() {
    return this.page.getByText(FAULT_MESSAGE).first().isVisible().catch(() => false);
  }

  /** How many calls the in-page server has answered so far (the log is installed by `open`). */
  private callCount(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { __chaosCalls: ServerCall[] }).__chaosCalls.length);
  }
  /** The first answer after `from` to a call matching `pattern` ('POST /api/…', case-insensitive). */
  private answerAfter(from: number, pattern: RegExp): Promise<ServerCall | null> {
    return this.page.evaluate(
      ({ from, source }) => {
        const re = new RegExp(source, 'i');
        return (window as unknown as { __chaosCalls: ServerCall[] }).__chaosCalls.slice(from).find((c) => re.test(`${c.method} ${c.path}`)) ?? null;
      },
      { from, source: pattern.source },
    );
  }
  /** Waits until the button can be pressed (its form may be between two tries). */
  private async usable(button: Locator, label: string, done: () => Promise<boolean>): Promise<'usable' | 'done'> {
    const deadline = Date.now() + STEP_TIMEOUT;
    while (Date.now() < deadline) {
      if ((await button.isVisible().catch(() => false)) && (await button.isEnabled({ timeout: 1000 }).catch(() => false))) return 'usable';
      if (await done().catch(() => false)) return 'done';
      // The reload after a failed try may itself have failed: the user asks for it again.
      const retry = this.page.getByRole('button', { name: 'Réessayer' }).first();
      if (!(await button.isVisible().catch(() => false)) && (await retry.isVisible().catch(() => false))) {
        this.retriedReads++;
        await retry.click({ timeout: 1000 }).catch(() => undefined);
      }
      await this.page.waitForTimeout(100);
    }
    throw new Error(`${label}: the button never became usable`);
  }

  /**
   * Opens a panel and waits until the reads it starts (`reads`) have answered.
   * A panel whose read fails may close by design (spec 3 section 8: a failed
   * project list says so and closes the form): the user opens it again.
   */
  async openSettled(label: string, open: () => Promise<void>, panel: Locator, reads: RegExp[]) {
    const deadline = Date.now() + STEP_TIMEOUT;
    while (Date.now() < deadline) {
      const mark = await this.callCount();
      await open();
      let answers: Array<ServerCall | null> = [];
      while (Date.now() < deadline) {
        answers = await Promise.all(reads.map((r) => this.answerAfter(mark, r)));
        if (answers.every(Boolean)) break;
        // A first read failed with a retry (a later read waits for it): the user presses it.
        const retry = panel.getByRole('button', { name: 'Réessayer' }).first();
        if (await retry.isVisible().catch(() => false)) {
          this.retriedReads++;
          await retry.click({ timeout: 1000 }).catch(() => undefined);
        }
        await this.page.waitForTimeout(100);
      }
      if (answers.every((a) => a?.ok)) return panel.waitFor();
      // A failed read: the panel either offers a retry (reach presses it later) or closes.
      const closedBy = Date.now() + 5000;
      while (Date.now() < closedBy && (await panel.isVisible().catch(() => false))) await this.page.waitForTimeout(100);
      if (await panel.isVisible().catch(() => false)) return;
      this.retriedReads++;
    }
    throw new Error(`${label} never showed`);
  }

  /** Types into a field once it shows (its form may first have to load). */
  async fill(field: Locator, value: string, scope: Locator | Page = this.page) {
    await this.reach(field, scope, 'field');
    await field.fill(value);
  }
  /**
   * Picks a period in the shared date-range picker once it is usable (its
   * type's rules may first have to load): opens its calendar, turns the
   * months forward to each day and clicks it.
   */
  async pickRange(trigger: Locator, start: string, end: string, scope: Locator | Page = this.page) {
    await this.reach(trigger, scope, 'period picker', () => trigger.first().isEnabled());
    await trigger.click();
    const popover = this.page.locator('.calendar-popover');
    for (const day of [start, end]) {
      for (let month = 0; month < 24; month++) {
        const button = popover.locator(`button[data-day="${day}"]`);
        if (await button.count()) {
          await button.click();
          break;
        }
        await popover.getByRole('button', { name: 'Mois suivant' }).click();
      }
    }
    await popover.waitFor({ state: 'detached' });
  }

  /** Picks an option once the list has loaded (a failed load offers a retry). */
  async pick(select: Locator, label: string, scope: Locator | Page = this.page, reopen?: () => Promise<void>) {
    const option = select.locator('option', { hasText: label });
    await this.reach(option, scope, `option ${label}`, async () => (await option.count()) > 0, reopen);
    await select.selectOption({ label });
  }

  /**
   * Submits until the server accepts. The outcome of each try is the
   * server's own answer to the submit call (`call`, e.g. /POST \/api\/x\/Create/),
   * read from the in-page server's log: never a toast, which may be one left
   * from an earlier try or read. After a failure the server's message must
   * show, the button must come back, and every typed value must still be
   * there. After the success the screen must reach `done` (a failed reload
   * after it is retried as a user would).
   */
  async submitUntil(label: string, o: { button: Locator; call: RegExp; done: () => Promise<boolean>; kept?: Array<[Locator, string]>; keptText?: Array<[Locator, string]> }) {
    let missed = 0;
    for (let attempt = 1; attempt <= 15; attempt++) {
      if ((await this.usable(o.button, label, attempt > 1 ? o.done : async () => false)) === 'done') {
        this.violations.push(`${label}: reached its end without a successful submit`);
        return attempt - 1;
      }
      const mark = await this.callCount();
      const before = await this.shown();
      // Bounded: a button that went away between the look and the click (its form reloading) is looked for again.
      if (!(await o.button.click({ timeout: 5000 }).then(() => true, () => false))) {
        if (++missed > 20) throw new Error(`${label}: the button could never be clicked`);
        attempt--;
        continue;
      }
      this.submits++;
      const deadline = Date.now() + STEP_TIMEOUT;
      let answer: ServerCall | null = null;
      while (!(answer = await this.answerAfter(mark, o.call)) && Date.now() < deadline) await this.page.waitForTimeout(100);
      if (!answer) {
        this.violations.push(`${label}: attempt ${attempt} sent nothing to ${o.call.source}`);
        throw new Error(this.violations.at(-1));
      }
      if (process.env.CHAOS_DEBUG) console.log(`${label} attempt ${attempt}:`, JSON.stringify(answer));
      if (answer.ok) {
        await this.reach(o.button, this.page, `${label}: the screen after the success`, o.done);
        return attempt;
      }
      if (answer.status !== 503) {
        // Only injected faults are expected here: a business refusal means the flow itself went wrong.
        this.violations.push(`${label}: attempt ${attempt} refused by the server (${answer.status} ${answer.message ?? ''})`);
        throw new Error(this.violations.at(-1));
      }
      this.failedSubmits++;
      const shownBy = Date.now() + STEP_TIMEOUT;
      let told = false;
      while (!told && Date.now() < shownBy) {
        told = ((await this.shown()) > before || (await this.messageVisible())) && (await o.button.isEnabled({ timeout: 1000 }).catch(() => false));
        if (!told) await this.page.waitForTimeout(100);
      }
      if (!told) {
        this.violations.push(`${label}: attempt ${attempt} was refused (${answer.status} ${answer.message ?? ''}) but the message or the button never came back`);
        throw new Error(this.violations.at(-1));
      }
      for (const [input, value] of o.kept ?? []) {
        const now = await input.inputValue({ timeout: 1000 }).catch(() => '(gone)');
        if (now !== value) this.violations.push(`${label}: after a failure the field held '${now}' instead of '${value}'`);
      }
      for (const [control, part] of o.keptText ?? []) {
        const now = (await control.textContent({ timeout: 1000 }).catch(() => null)) ?? '(gone)';
        if (!now.includes(part)) this.violations.push(`${label}: after a failure '${now}' no longer shows '${part}'`);
      }
    }
    this.violations.push(`${label}: never succeeded in 15 attempts`);
    throw new Error(this.violations.at(-1));
  }

  /** Repeats an action that may fail (a select whose options load, a menu) until `done`. */
  async until(label: string, act: () => Promise<void>, done: () => Promise<boolean>) {
    const deadline = Date.now() + STEP_TIMEOUT;
    while (Date.now() < deadline) {
      await act().catch(() => undefined);
      const inner = Date.now() + 5000;
      while (Date.now() < inner) {
        if (await done().catch(() => false)) return;
        await this.page.waitForTimeout(100);
      }
      this.retriedReads++;
    }
    throw new Error(`${label}: never done`);
  }

  expect(ok: boolean, what: string) {
    if (!ok) this.violations.push(what);
  }

  /** Errors the page reported: uncaught exceptions, unhandled rejections, console errors. */
  pageErrors(): string[] {
    // A 503 the server was told to send is logged by the browser as a failed resource: that is the fault itself.
    return this.t.errors.filter((e) => !/Failed to load resource|status of 503/.test(e));
  }

  close() {
    return this.t.close();
  }
}
