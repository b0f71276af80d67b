import type { Locator, Page } from 'playwright-core';
import type { ModelEvent, UiContext } from './types';
import { systemNow } from '../../../src/domain/clock';

/**
 * Small helpers shared by the UI adapters (tests/model/machines/<area>/<name>.model.ts): the panel or
 * dialog a machine lives in, toasts, and what the path did just before.
 */

/** The side panel (a Radix dialog) whose title is `title`. */
export const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });

/** The confirm dialog (ConfirmDialog: role alertdialog). */
export const alertDialog = (page: Page) => page.getByRole('alertdialog');

/** An error toast showing `text`. */
export const errorToast = (page: Page, text: string | RegExp) => page.locator('.toast-error').filter({ hasText: text }).first();
/**
 * A success toast saying `text` came to the front since the last one a check took: each check takes its own toast.
 * Read from the page's log of toasts shown (page-slot.ts), not from what shows now: under a loaded machine the
 * toast's 3 s could end before the check looked (a full run's leaveRequest path 0, deleted).
 */
export const successToast = (page: Page, text: string | RegExp = 'Opération effectuée avec succès') => ({
  waitFor: async (o: { timeout?: number } = {}) => {
    const re = typeof text === 'string' ? { source: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags: '' } : { source: text.source, flags: text.flags };
    const take = () =>
      page.evaluate(({ source, flags }) => {
        const hit = ((window as unknown as { __toastsShown?: Array<{ text: string; used: boolean }> }).__toastsShown ?? []).find((x) => !x.used && new RegExp(source, flags).test(x.text));
        if (hit) hit.used = true;
        return !!hit;
      }, re);
    // Polled from here: the page's own timers may be Playwright's clock, paused by the path.
    const until = performance.now() + (o.timeout ?? 10000);
    while (!(await take())) {
      if (performance.now() > until) {
        const shown = await page.evaluate(() => JSON.stringify([(window as unknown as { __toastsShown?: unknown }).__toastsShown ?? 'no log', (window as unknown as { __modelPage?: unknown }).__modelPage ?? 'no page']));
        throw new Error(`no success toast '${String(text)}' came to the front within ${o.timeout ?? 10000} ms; shown: ${shown}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  },
});

/** The event of the step just run (the one that brought the machine where it is), if any. */
export const arrivedBy = (ui: UiContext): string | undefined => ui.path.steps[ui.step - 1]?.event.type;

/** The first step of the path whose event type is `type` (e.g. the first load answer, to choose the record start() opens). */
export const firstEvent = (ui: UiContext, type: string): ModelEvent | undefined => ui.path.steps.find((s) => s.event.type === type)?.event;

/** Throws when a locator is visible: what must not show in a state. */
export async function absent(l: Locator, what: string) {
  if (await l.isVisible()) throw new Error(`${what} should not show here`);
}

/**
 * Installs Playwright's clock on the page at the page's own time. Installed
 * without a time, it can start at 1970 on a page already loaded: the app then
 * asks for the leave of December 1969, which the server refuses (400).
 */
export async function installPageClock(page: Page) {
  await page.waitForLoadState();
  const pageNow = await page.evaluate(() => Date.now());
  // A page whose clock an earlier path left near 1970 (seen twice in full runs): the run's today instead (pinned, tests/pinned-today.ts).
  await page.clock.install({ time: pageNow < YEAR_2000 ? systemNow() : pageNow });
  // Playwright injects its clock counting from 1970 and sets the start time in a second evaluation: page code run in
  // between reads 1970 (an adapter rests on a page that reads no date meanwhile: `home`), and a document replaced in
  // between can keep it. The time is set again until the page reads today.
  for (let tries = 0; (await page.evaluate(() => Date.now())) < YEAR_2000; tries++) {
    if (tries >= 3) throw new Error('the page clock still reads a time before 2000 after being set to today');
    await page.clock.setSystemTime(systemNow());
  }
}

const YEAR_2000 = Date.UTC(2000, 0, 1);

/**
 * Stops the page's clock (installed by the adapter) about now. A running clock
 * moves on while the walk asks for its time: if that time is past when the
 * pause arrives ('Cannot fast-forward to the past'), it asks again.
 */
export async function pauseClockNow(page: Page) {
  for (let tries = 0; ; tries++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 40);
      return;
    } catch (e) {
      if (tries >= 4 || !/past/i.test(String(e))) throw e;
    }
  }
}

/** Dismisses every toast, so an assertion cannot be satisfied by a toast of an earlier step or path. */
export async function clearToasts(page: Page) {
  // In the page, at once: a toast closing by itself while Playwright clicks it would make the click wait.
  await page.evaluate(() => {
    document.querySelectorAll<HTMLButtonElement>('.toast button.icon-button').forEach((b) => b.click());
    for (const x of (window as unknown as { __toastsShown?: Array<{ used: boolean }> }).__toastsShown ?? []) x.used = true;
  });
}

/**
 * A decided record's held decision (machines/shared/decided-record.ts, `holding`) through the UI: taken back with the
 * panel's own 'Annuler' (the toast offers it too), or sent at once as when the page is left (the page's `pagehide`,
 * which the record's binding hears: src/kernel/use-record-actor.ts). The hold's end is the app's own five seconds
 * (an answer step): adapters that walk it allow HELD_STEP_MS per step.
 */
export const heldActions = {
  // 'Annuler', or 'Ne pas annuler' where the decision held is a cancel.
  'decision.undo': (ui: UiContext) => ui.page.locator('.side-panel').getByRole('button', { name: /^(Annuler|Ne pas annuler)$/ }).click(),
  'decision.now': (ui: UiContext) => ui.page.evaluate(() => void window.dispatchEvent(new Event('pagehide'))),
};
export const HELD_STEP_MS = 9000;

/** While held: the panel says what was decided and offers 'Annuler', and the toast says when it goes. */
export async function heldShows(ui: UiContext, taken: string | RegExp, undo = 'Annuler') {
  const panel = ui.page.locator('.side-panel');
  await panel.locator('.decision-taken').filter({ hasText: taken }).first().waitFor();
  await panel.getByRole('button', { name: undo, exact: true }).waitFor();
  await ui.page.locator('.toast').filter({ hasText: 'Envoi dans 5 secondes.' }).first().waitFor();
}
