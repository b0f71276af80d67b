import type { Locator, Page } from 'playwright-core';
import { LOCKED_TOOLTIP_MS, SEARCH_DEBOUNCE_MS } from '../../../../machines/shell/search.machine';
import type { Action, UiAdapter, UiContext } from '../types';
import { pauseClockNow } from '../ui-helpers';

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
type Box = (page: Page) => Locator;

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
const onClock =
  (act: Action, before: (ui: UiContext) => Promise<void> = async () => {}): Action =>
  async (ui, e) => {
    await before(ui);
    if (stands(ui)) await pause(ui);
    await act(ui, e);
    if (!stands(ui)) await resume(ui);
  };

/** A timer's step: exactly its time on the standing clock, then the clock goes on unless the next state must hold (a search the user interrupts). */
const runTimer =
  (ms: number): Action =>
  async (ui) => {
    await ui.page.clock.runFor(ms);
    if (!stands(ui)) await resume(ui);
  };

async function installClock(ui: UiContext, to: string) {
  await ui.page.clock.install();
  paused.set(ui.page, false);
  // A full load with the clock in place from the first script: a timer the app set before the install (SignalR's
  // server timeout) could no longer be cleared and would drop the hub 30 s later.
  await ui.reload(to);
}

function typingActions(box: Box, before?: (ui: UiContext) => Promise<void>): UiAdapter['actions'] {
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
async function idleSeen(ui: UiContext, box: Box) {
  const last = ui.path.steps[ui.step - 1]?.event;
  const input = box(ui.page).getByRole('combobox');
  if (last?.type === 'xstate.done.actor.search') await box(ui.page).locator('.search-result').first().waitFor();
  if (last?.type === 'search.clear' && (await input.inputValue()) !== '') throw new Error('clear left text in the field');
  if (last?.type === 'xstate.error.actor.search' && (await box(ui.page).locator('.search-result').count())) throw new Error('a failed search left results');
}

// Only with something to clear (the clear button shows only then) and results to pick.
const searchFeasible = (e: { type: string }, context: { value: string; results: unknown[] }) =>
  (e.type !== 'search.clear' || !!context.value) && (e.type !== 'search.pick' || context.results.length > 0);
const searchFaults: UiAdapter['faults'] = {
  'xstate.error.actor.search': { method: 'POST', path: '^/api/home/GlobalSearch$', message: 'Error.Status.500' },
};

/**
 * The header's search (general mode). A pick opens the result: a person's
 * profile, and the dialog closes with its actor. The model is then in idle
 * with an empty box, which is what reopening the dialog gives (a fresh actor
 * of the same chart), so the next step reopens it.
 */
const headerBox: Box = (page) => page.locator('.search-dialog .search-box');
async function openHeaderSearch(ui: UiContext) {
  if (await headerBox(ui.page).count()) return;
  await ui.page.getByTestId('header-search').click();
  await headerBox(ui.page).getByRole('combobox').waitFor();
}
export const searchAdapter: UiAdapter = {
  machine: 'shell.search',
  persona: 'employee',
  readOnly: true,
  // The page's clock is installed: no other path may use the page after.
  closeAfter: true,
  interruptible: ['search.debouncing', 'search.searching'],
  feasible: searchFeasible,
  async start(ui) {
    await installClock(ui, '/');
    await openHeaderSearch(ui);
  },
  actions: {
    ...typingActions(headerBox, openHeaderSearch),
    'xstate.after.debounce.search.debouncing': runTimer(SEARCH_DEBOUNCE_MS),
  },
  faults: searchFaults,
  states: {
    async 'search.idle'(ui) {
      if (ui.path.steps[ui.step - 1]?.event.type === 'search.pick') {
        // Opened: the person's profile, the dialog gone.
        await ui.page.waitForURL(/\/employee\/\d+\/profile\/public$/);
        await headerBox(ui.page).waitFor({ state: 'detached' });
        return;
      }
      await idleSeen(ui, headerBox);
    },
  },
};

/**
 * The organisation chart's search (users-only mode, /organisation). A pick
 * fills and locks the field and the chart opens down to the person, focused
 * and highlighted; an edit attempt shows the 'clear first' tooltip for 2 s
 * (on the standing clock, so trying again inside them is no race); clear unlocks the
 * field and lets the person go.
 */
const orgBox: Box = (page) => page.locator('.org-search .search-box');
const tooltip = (page: Page) => orgBox(page).getByRole('tooltip');
const highlighted = (page: Page) => page.locator('[role="tree"] [role="treeitem"][aria-selected="true"]');
export const userSearchAdapter: UiAdapter = {
  machine: 'shell.userSearch',
  persona: 'employee',
  readOnly: true,
  closeAfter: true,
  interruptible: ['userSearch.debouncing', 'userSearch.searching', 'userSearch.locked.warning'],
  feasible: searchFeasible,
  async start(ui) {
    // A fresh page load gives a fresh search actor.
    await installClock(ui, '/organisation');
    await ui.page.getByRole('tree').waitFor();
    await orgBox(ui.page).getByRole('combobox').waitFor();
  },
  actions: {
    ...typingActions(orgBox),
    'xstate.after.debounce.userSearch.debouncing': runTimer(SEARCH_DEBOUNCE_MS),
    'xstate.after.tooltip.userSearch.locked.warning': runTimer(LOCKED_TOOLTIP_MS),
    // Any key in the locked field is an edit attempt.
    'search.editAttempt': onClock((ui) => orgBox(ui.page).getByRole('combobox').press('a')),
  },
  faults: searchFaults,
  states: {
    async 'userSearch.idle'(ui) {
      await idleSeen(ui, orgBox);
      const input = orgBox(ui.page).getByRole('combobox');
      if (await input.getAttribute('readonly')) throw new Error('the field is still read-only');
      if (ui.path.steps[ui.step - 1]?.event.type === 'search.clear') await highlighted(ui.page).waitFor({ state: 'detached' });
    },
    async 'userSearch.locked'(ui) {
      const input = orgBox(ui.page).getByRole('combobox');
      if ((await input.getAttribute('readonly')) === null) throw new Error('the picked name is editable');
      const name = await input.inputValue();
      // The person picked shows in the opened chart, highlighted, under the same name.
      const found = highlighted(ui.page);
      await found.waitFor();
      const label = await found.locator('.org-name').innerText();
      if (label.trim() !== name) throw new Error(`the chart highlights '${label}', the field says '${name}'`);
      // Focus follows once the way down to the person has opened.
      if (ui.path.steps[ui.step - 1]?.event.type === 'search.pick') await ui.page.waitForFunction(() => document.activeElement?.getAttribute('aria-selected') === 'true', undefined, { timeout: 3000 });
    },
    async 'userSearch.locked.quiet'(ui) {
      await tooltip(ui.page).waitFor({ state: 'detached' });
    },
    async 'userSearch.locked.warning'(ui) {
      await tooltip(ui.page).filter({ hasText: 'Veuillez effacer le champ avant de modifier la valeur' }).waitFor();
    },
  },
};

export const searchAdapters: UiAdapter[] = [searchAdapter, userSearchAdapter];
