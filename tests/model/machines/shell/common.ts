import type { Locator, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { LOCKED_TOOLTIP_MS, SEARCH_DEBOUNCE_MS, userSearchMachine } from '../../../../machines/shell/search.machine';
import { reminders } from '../../../../server-fake/models/reminders';
import { globalSearchActor } from '../../../../src/kernel/search-actor';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { Action, UiAdapter, UiContext } from '../../ui/types';
import { installPageClock, pauseClockNow } from '../../ui/ui-helpers';

/** What several test models of the shell area share (their helpers; each model file is tests/model/machines/shell/<name>.model.ts). */

export const user = { type: 'User', text: 'Karim Benali', value: 2, imagePath: null };

/**
 * The two search charts (machines/shell/search.machine.ts): the header's
 * general search (a pick opens the result) and the organisation chart's
 * users-only search (a pick locks the field). Same typing, debounce, failure
 * and clear steps, each on its own box. Texts are the French ones.
 *
 * Acting inside the 300 ms debounce (typing on, clearing) races a real timer,
 * which a loaded machine loses now and then. So the walk runs on Playwright's
 * page clock, installed by start(): the clock stands still whenever the chart
 * waits on a timer (the debounce, the 'clear first' tooltip), and the walk runs
 * the timer itself at its 'xstate.after' step; it also stands in 'searching'
 * when the user acts before the answer. Nothing elapses behind the walk's back.
 */
export type Box = (page: Page) => Locator;

/** Whether the page's clock stands (per page: each path has its own, see closeAfter). */
const paused = new WeakMap<Page, boolean>();

async function pause(ui: UiContext) {
  if (paused.get(ui.page)) return;
  await pauseClockNow(ui.page);
  paused.set(ui.page, true);
}

async function resume(ui: UiContext) {
  if (!paused.get(ui.page)) return;
  await ui.page.clock.resume();
  paused.set(ui.page, false);
}

/** The charts' timers, which the walk runs itself on the standing clock (their 'xstate.after' steps are actions). */
const TIMERS: Array<[state: string, ms: number]> = [
  ['.debouncing', SEARCH_DEBOUNCE_MS],
  ['.locked.warning', LOCKED_TOOLTIP_MS],
];

const inTimer = (states: string[]) => states.some((s) => TIMERS.some(([end]) => s.endsWith(end)));

/**
 * Whether the clock must stand once the step being run is done: in a state with a timer whatever comes next (the
 * walk runs the timer itself, so the clock can stop right after a debounce, with the search call pending), in
 * 'searching' when the next step is the user's. At the end of a path it runs.
 */
function stands(ui: UiContext): boolean {
  const step = ui.path.steps[ui.step - 1];
  const next = ui.path.steps[ui.step];
  if (!step || !next) return false;
  return inTimer(step.states) || (next.kind === 'user' && step.states.some((s) => s.endsWith('.searching')));
}

/** A user action on the clock: stopped before it when the state it leads to must hold, let go after it otherwise. */
export const onClock =
  (act: Action, before: (ui: UiContext) => Promise<void> = async () => {}): Action =>
  async (ui, e) => {
    await before(ui);
    if (stands(ui)) await pause(ui);
    await act(ui, e);
    if (!stands(ui)) await resume(ui);
  };

/** A timer's step: exactly its time on the standing clock, then the clock goes on unless the next state must hold (a search the user interrupts). */
export const runTimer =
  (ms: number): Action =>
  async (ui) => {
    await ui.page.clock.runFor(ms);
    if (!stands(ui)) await resume(ui);
  };

export async function installClock(ui: UiContext, to: string) {
  await installPageClock(ui.page);
  paused.set(ui.page, false);
  // A full load with the clock in place from the first script: a timer the app set before the install (SignalR's
  // server timeout) could no longer be cleared and would drop the hub 30 s later.
  await ui.reload(to);
}

export function typingActions(box: Box, before?: (ui: UiContext) => Promise<void>): UiAdapter['actions'] {
  return {
    'search.type': onClock(async (ui, e) => {
      // The search this typing leads to must still run at the next user step: a slow answer (its latency spent on the standing clock).
      if (ui.path.steps[ui.step]?.event.type.startsWith('xstate.after.debounce') && ui.path.steps[ui.step + 1]?.kind === 'user') await ui.latency(1200);
      // Typing the value already there fires no change: type an equivalent one (blank stays blank).
      const input = box(ui.page).getByRole('combobox');
      const value = String(e.value);
      const now = await input.inputValue();
      await input.fill(now !== value ? value : value.trim() ? `${value}r` : value === ' ' ? '' : ' ');
    }, before),
    'search.clear': onClock((ui) => box(ui.page).getByTestId('search-clear').click(), before),
    'search.pick': onClock((ui) => box(ui.page).locator('.search-result[data-type="User"]').first().click(), before),
  };
}

/** In idle: results after an answer, an empty field after a clear, no results after a failure. */
export async function idleSeen(ui: UiContext, box: Box) {
  const last = ui.path.steps[ui.step - 1]?.event;
  const input = box(ui.page).getByRole('combobox');
  if (last?.type === 'xstate.done.actor.search') await box(ui.page).locator('.search-result').first().waitFor();
  if (last?.type === 'search.clear' && (await input.inputValue()) !== '') throw new Error('clear left text in the field');
  if (last?.type === 'xstate.error.actor.search' && (await box(ui.page).locator('.search-result').count())) throw new Error('a failed search left results');
}

// Only with something to clear (the clear button shows only then) and results to pick.
export const searchFeasible = (e: { type: string }, context: { value: string; results: unknown[] }) =>
  (e.type !== 'search.clear' || !!context.value) && (e.type !== 'search.pick' || context.results.length > 0);

export const searchFaults: UiAdapter['faults'] = {
  'xstate.error.actor.search': { method: 'POST', path: '^/api/home/GlobalSearch$', message: 'Error.Status.500' },
};

export const mine = (w: WalkContext) => reminders(w.db).by('userId', w.userId);

/**
 * The header's search (a pick opens the result) and the organisation chart's
 * users-only search (a pick locks the field, nothing is sent for it): the same
 * call, provided as the search box provides it.
 */
export const searchBinding = (machine: 'shell.search' | 'shell.userSearch', logic: typeof userSearchMachine, like: UiAdapter): FakeBinding => ({
  machine,
  persona: 'employee',
  like,
  feasible: (e, context: { value: string }) => e.type !== 'search.clear' || !!context.value,
  provide: () => logic.provide({ actors: { search: globalSearchActor } }),
  checks: {
    // 'ka' finds Karim Benali among the users.
    'xstate.done.actor.search': (_w, s) => assert.ok((s.context as { results: Array<{ text: string }> }).results.some((r) => /Karim/.test(r.text)), 'the server found Karim'),
  },
});
