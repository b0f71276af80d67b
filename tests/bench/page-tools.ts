import type { CDPSession, Page } from 'playwright-core';

/**
 * In-page timing: a condition checked on every DOM change and every frame,
 * timed with performance.now() from just before the action, and frame times
 * while a container scrolls. Installed before the app's own scripts.
 */
export const pageTools = () => {
  const w = window as unknown as Record<string, unknown>;
  const until = (cond: () => boolean, timeout = 20000) =>
    new Promise<number>((resolve, reject) => {
      const t0 = performance.now();
      let done = false;
      const check = () => {
        if (done) return;
        let ok = false;
        try {
          ok = cond();
        } catch {
          ok = false;
        }
        if (ok) {
          done = true;
          obs.disconnect();
          // The frame that shows it: measured when the browser is about to paint.
          requestAnimationFrame(() => resolve(performance.now() - t0));
        } else if (performance.now() - t0 > timeout) {
          done = true;
          obs.disconnect();
          reject(new Error('timed out'));
        } else requestAnimationFrame(check);
      };
      const obs = new MutationObserver(check);
      obs.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      check();
    });
  /** The element in `root` that scrolls furthest vertically (the page itself as a last resort). */
  const scroller = (root: Element) => {
    let best: Element = document.scrollingElement ?? document.documentElement;
    let room = best.scrollHeight - best.clientHeight;
    for (const el of [root, ...root.querySelectorAll('*')]) {
      const style = getComputedStyle(el);
      if (!/(auto|scroll)/.test(style.overflowY)) continue;
      const r = el.scrollHeight - el.clientHeight;
      if (r > room) {
        best = el;
        room = r;
      }
    }
    return best;
  };
  /** Scrolls `el` by `step` px a frame for `frames` frames; returns every frame's duration. */
  const scrollFrames = (el: Element, step: number, frames: number) =>
    new Promise<number[]>((resolve) => {
      const times: number[] = [];
      let last = performance.now();
      let n = 0;
      const tick = (now: number) => {
        times.push(now - last);
        last = now;
        if (++n >= frames) return resolve(times.slice(1));
        el.scrollTop += step;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  /**
   * Runs `act` and resolves with the time of the last DOM change it caused,
   * once the page has been quiet for `quiet` ms: what a user waits for
   * when nothing in particular marks the end (a month switch, a filter).
   */
  const settle = (act: () => void, quiet = 400, timeout = 20000) =>
    new Promise<number>((resolve) => {
      const t0 = performance.now();
      let last = t0;
      const obs = new MutationObserver(() => (last = performance.now()));
      obs.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      act();
      const poll = () => {
        const now = performance.now();
        if (now - last >= quiet || now - t0 > timeout) {
          obs.disconnect();
          resolve(last - t0);
        } else setTimeout(poll, 25);
      };
      setTimeout(poll, 25);
    });
  w.__bench = { until, scroller, scrollFrames, settle };
};

/** Peak JS heap while `run` runs, sampled through the DevTools protocol. */
export async function withPeakHeap<T>(page: Page, run: () => Promise<T>): Promise<{ result: T; heapMb: number }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  let peak = 0;
  let live = true;
  const sample = async () => {
    while (live) {
      const { metrics } = await cdp.send('Performance.getMetrics').catch(() => ({ metrics: [] as Array<{ name: string; value: number }> }));
      const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
      peak = Math.max(peak, used);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const sampling = sample();
  try {
    const result = await run();
    return { result, heapMb: peak / 2 ** 20 };
  } finally {
    live = false;
    await sampling;
    await cdp.detach().catch(() => {});
  }
}

type Bench = { settle(act: () => void, quiet?: number): Promise<number>; until(c: () => boolean, timeout?: number): Promise<number>; scroller(root: Element): Element; scrollFrames(el: Element, step: number, frames: number): Promise<number[]> };

/** Client-side navigation (wouter follows pushState), timed until `selector` is in the page. */
export const navigateAndTime = (page: Page, to: string, selector: string) =>
  page.evaluate(
    ([path, sel]) => {
      const b = (window as unknown as { __bench: Bench }).__bench;
      const p = b.until(() => !!document.querySelector(sel));
      history.pushState(null, '', path);
      return p;
    },
    [to, selector] as const,
  );

/** A click (in the page, so no driver latency is timed) until `selector` is in the page. */
export const clickAndTime = (page: Page, click: string, selector: string) =>
  page.evaluate(
    ([c, sel]) => {
      const b = (window as unknown as { __bench: Bench }).__bench;
      const el = document.querySelector<HTMLElement>(c);
      if (!el) throw new Error(`nothing to click: ${c}`);
      const p = b.until(() => !!document.querySelector(sel));
      el.click();
      return p;
    },
    [click, selector] as const,
  );

/** Frame times while the page's main scroller (inside `root`) scrolls by `step` px a frame. */
export const scrollFrameTimes = (page: Page, root: string, step: number, frames: number) =>
  page.evaluate(
    ([r, st, n]) => {
      const b = (window as unknown as { __bench: Bench }).__bench;
      const el = b.scroller(document.querySelector(r) ?? document.body);
      return b.scrollFrames(el, st, n);
    },
    [root, step, frames] as const,
  );

/** A click, timed until the DOM it changed has settled (see settle above). */
export const clickAndSettle = (page: Page, click: string) =>
  page.evaluate((c) => {
    const b = (window as unknown as { __bench: Bench }).__bench;
    const el = document.querySelector<HTMLElement>(c);
    if (!el) throw new Error(`nothing to click: ${c}`);
    return b.settle(() => el.click());
  }, click);

/** Text typed into a field (as React sees it), timed until the DOM has settled. */
export const typeAndSettle = (page: Page, field: string, text: string) =>
  page.evaluate(
    ([f, value]) => {
      const b = (window as unknown as { __bench: Bench }).__bench;
      const el = document.querySelector<HTMLInputElement>(f);
      if (!el) throw new Error(`no field ${f}`);
      return b.settle(() => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }, 600);
    },
    [field, text] as const,
  );

/** Text typed into a field (as React sees it), timed until `selector` is in the page. */
export const typeAndTime = (page: Page, field: string, text: string, selector: string) =>
  page.evaluate(
    ([f, value, sel]) => {
      const b = (window as unknown as { __bench: Bench }).__bench;
      const el = document.querySelector<HTMLInputElement>(f);
      if (!el) throw new Error(`no field ${f}`);
      const p = b.until(() => !!document.querySelector(sel));
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      return p;
    },
    [field, text, selector] as const,
  );
