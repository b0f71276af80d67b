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
        await r.click().catch(() => undefined);
      }
      await this.page.waitForTimeout(100);
    }
    throw new Error(`${label} never showed`);
  }

  /** The message may be one still on screen (a toast repeated, not redrawn): visible counts too, once the button is usable again. */
  private messageVisible() {
    return this.page.getByText(FAULT_MESSAGE).first().isVisible().catch(() => false);
  }
  private retryVisible() {
    return this.page.getByRole('button', { name: 'Réessayer' }).first().isVisible().catch(() => false);
  }

  /** Types into a field once it shows (its form may first have to load). */
  async fill(field: Locator, value: string, scope: Locator | Page = this.page) {
    await this.reach(field, scope, 'field');
    await field.fill(value);
  }
  /** Picks an option once the list has loaded (a failed load offers a retry). */
  async pick(select: Locator, label: string, scope: Locator | Page = this.page, reopen?: () => Promise<void>) {
    const option = select.locator('option', { hasText: label });
    await this.reach(option, scope, `option ${label}`, async () => (await option.count()) > 0, reopen);
    await select.selectOption({ label });
  }

  /**
   * Submits until the server accepts. After each failure the server's
   * message must have shown and every typed value must still be there;
   * the button must not be usable while a submit is in flight.
   */
  async submitUntil(label: string, o: { button: Locator; done: () => Promise<boolean>; kept?: Array<[Locator, string]> }) {
    for (let attempt = 1; attempt <= 15; attempt++) {
      const before = await this.shown();
      await o.button.click();
      const clicked = Date.now();
      this.submits++;
      const deadline = Date.now() + STEP_TIMEOUT;
      let outcome: 'done' | 'failed' | null = null;
      while (!outcome && Date.now() < deadline) {
        if (await o.done().catch(() => false)) outcome = 'done';
        else if (((await this.shown()) > before || (Date.now() - clicked > 400 && (await this.messageVisible()))) && (await o.button.isEnabled().catch(() => false))) outcome = 'failed';
        else if (!(await o.button.isVisible().catch(() => false)) && (await this.retryVisible())) {
          // Saved, but the reload after it failed: the user asks for it again.
          this.retriedReads++;
          await this.page.getByRole('button', { name: 'Réessayer' }).first().click().catch(() => undefined);
        } else await this.page.waitForTimeout(100);
      }
      if (outcome === 'done') return attempt;
      if (!outcome) {
        this.violations.push(`${label}: attempt ${attempt} neither succeeded nor showed the server's message`);
        throw new Error(this.violations.at(-1));
      }
      this.failedSubmits++;
      for (const [input, value] of o.kept ?? []) {
        const now = await input.inputValue().catch(() => '(gone)');
        if (now !== value) this.violations.push(`${label}: after a failure the field held '${now}' instead of '${value}'`);
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
