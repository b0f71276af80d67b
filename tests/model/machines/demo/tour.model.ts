import type { Page } from 'playwright-core';
import { TOUR_TARGET_TIMEOUT_MS, tourMachine } from '../../../../machines/demo/tour.machine';
import type { NoServerCalls } from '../../fake-server/types';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter, UiContext } from '../../ui/types';
import { absent, arrivedBy } from '../../ui/ui-helpers';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error, after } = graphEvents;

// The shape of the app's tours, which the UI walk runs ('Découvrir la démo'): two steps, each waiting for its target.
const tour = {
  id: 'demo',
  title: 'tour.demo.title',
  steps: [
    { text: 'tour.demo.persona', target: { css: '#x' }, action: { kind: 'click' } },
    { text: 'tour.demo.calendar', target: { css: '#y' }, action: { kind: 'none' } },
  ],
};
// A step without a target explains at once: no tour of the app has one any more (tests/unit/demo-tours.test.ts), so only the machine walk takes it.
const explainOnly = { id: 'explain', title: 'tour.demo.title', steps: [{ text: 'tour.demo.calendar', action: { kind: 'none' } }] };

const entry: RegisteredMachine = {
  id: 'demo.tour',
  file: 'demo/tour.machine.ts',
  machine: tourMachine,
  maxDepth: 8,
  events: [
    { type: 'tour.start', tour }, { type: 'tour.start', tour: explainOnly }, { type: 'tour.targetFound' }, after('targetTimeout', 'tour.running.waiting'),
    { type: 'tour.next' }, { type: 'tour.back' }, done('performStep'), error('performStep', { message: 'tour.error.action' }),
    { type: 'tour.skip' }, { type: 'tour.retry' }, { type: 'tour.stop' }, { type: 'tour.close' },
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

/**
 * UI adapter of the demo area (machines/demo/): the guided tour, started from
 * the demo bar's menu. The walk runs 'Découvrir la démo', whose two steps
 * have the entry's shape: the first waits for the persona switch, the second
 * for Yasmine's leave calendar; the first switches to Yasmine (the walk's own
 * persona) and opens the calendar. The walk starts on that calendar, so the
 * second step's target shows whether the first was done or skipped.
 */
const bubble = (page: Page) => page.getByTestId('tour-bubble');

const button = (page: Page, name: string) => bubble(page).getByRole('button', { name, exact: true });

/** What hides a step's target when the path waits for the target timeout there. */
const HIDE = 'tour-walk-hide-target';
const TARGETS = ['[data-testid=persona-switch]', '[data-testid=leave-timeline]'];
const TIMEOUT = 'xstate.after.targetTimeout.tour.running.waiting';

async function startTour(ui: UiContext) {
  await hideTargetIfWaited(ui, 0);
  await ui.page.getByTestId('tour-start').selectOption({ label: 'Découvrir la démo' });
}

/** The step the bubble shows (0-based; none before a tour, or after its end), plus `ahead`: the step this action makes the tour wait at. */
async function stepAhead(ui: UiContext, ahead: number) {
  const text = (await bubble(ui.page).count()) ? await bubble(ui.page).textContent() : '';
  const shown = /Étape (\d+) sur/.exec(text ?? '');
  return shown ? Number(shown[1]) - 1 + ahead : 0;
}

/**
 * The tour's wait after this action ends in the 10 s target timeout (the answers up to it are the step's
 * own, not a target found): the target of the step it waits at (`ahead` of the one shown) must not show meanwhile.
 */
async function hideTargetIfWaited(ui: UiContext, ahead: number) {
  let timesOut = false;
  for (const s of ui.path.steps.slice(ui.step)) {
    if (s.kind !== 'answer' || s.event.type === 'tour.targetFound') break;
    if (s.event.type === TIMEOUT) {
      timesOut = true;
      break;
    }
  }
  if (!timesOut) return;
  const target = TARGETS[await stepAhead(ui, ahead)]!;
  // A constructed stylesheet: the page's CSP (style-src 'self') refuses a <style> element, and the refusal is a console error.
  await ui.page.evaluate(
    ([id, css]) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(`${css}{display:none !important}`);
      (window as unknown as Record<string, CSSStyleSheet>)[id] = sheet;
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    },
    [HIDE, target] as const,
  );
}

export const tourAdapter: UiAdapter = {
  machine: 'demo.tour',
  persona: 'employee',
  // The tour's own 10 s timeout is run on the page's clock (its step below); a margin if the timer is armed late.
  timeout: 14000,
  // Only the app's own tour can be started from its menu; the step without a target is the machine walk's.
  feasible: (event) => event.type !== 'tour.start' || (event.tour as { id: string }).id === tour.id,
  waived: {
    'tour.running.waiting ─(always)#0→': 'no tour of the app has a step without a target (tests/unit/demo-tours.test.ts checks every one); the machine walk takes it',
  },
  async start(ui) {
    // The tour actor lives as long as the page (one tour for the page's life): a fresh one needs a fresh page.
    // No answer precedes the first user step (the menu's tour.start), so nothing armed is lost.
    await ui.reload('/conge/timeline');
    await ui.page.getByTestId('leave-timeline').waitFor();
    await ui.page.getByTestId('tour-start').and(ui.page.locator(':enabled')).waitFor();
  },
  actions: {
    'tour.start': (ui) => startTour(ui),
    async 'tour.next'(ui) {
      await hideTargetIfWaited(ui, 1);
      await bubble(ui.page).locator('button.btn-primary').click();
    },
    async 'tour.back'(ui) {
      await hideTargetIfWaited(ui, -1);
      await button(ui.page, 'Retour').click();
    },
    async 'tour.retry'(ui) {
      await hideTargetIfWaited(ui, 0);
      await button(ui.page, 'Réessayer').click();
    },
    async 'tour.skip'(ui) {
      await hideTargetIfWaited(ui, 1);
      await button(ui.page, 'Passer cette étape').click();
    },
    // The target's 10 s, run on the page's clock (the harness installs it) rather than waited for: a path waited for it
    // up to four times (43 s, the walk's longest path). Second by second until the step says so, as a timer armed a
    // moment after the action that led here still gets its full time.
    async [TIMEOUT](ui) {
      const said = bubble(ui.page).getByRole('alert');
      for (let s = 0; s <= TOUR_TARGET_TIMEOUT_MS / 1000 + 2 && !(await said.count()); s++) await ui.page.clock.runFor(1000);
    },
    'tour.stop': (ui) => button(ui.page, 'Arrêter').click(),
    'tour.close': (ui) => button(ui.page, 'Fermer').click(),
  },
  auto: ['tour.targetFound'],
  faults: {
    // Switching persona reads the demo's personas first.
    'xstate.error.actor.performStep': { method: 'GET', path: '^/api/auth/personas$' },
  },
  states: {
    async 'tour.idle'(ui) {
      await bubble(ui.page).waitFor({ state: 'detached' });
      await ui.page.getByTestId('tour-start').and(ui.page.locator(':enabled')).waitFor();
    },
    async 'tour.running.explaining'(ui) {
      await bubble(ui.page).getByTestId('tour-text').filter({ hasText: /Ce menu change de personnage|calendrier des congés/ }).waitFor();
      await bubble(ui.page).getByText(/Étape [12] sur 2/).waitFor();
      await absent(bubble(ui.page).getByRole('alert'), 'an error in the bubble');
      // The first step highlights the persona switch; the last one names Terminer.
      const last = await bubble(ui.page).getByText('Étape 2 sur 2').count();
      await button(ui.page, last ? 'Terminer' : 'Suivant').waitFor();
      if (!last) await ui.page.locator('.tour-highlight').waitFor();
    },
    async 'tour.running.error'(ui) {
      const by = arrivedBy(ui);
      const text = by === 'xstate.after.targetTimeout.tour.running.waiting' ? "L'élément de cette étape n'apparaît pas" : "Cette action n'a pas pu être faite";
      await bubble(ui.page).getByRole('alert').filter({ hasText: text }).waitFor();
      for (const name of ['Réessayer', 'Passer cette étape', 'Arrêter']) await button(ui.page, name).waitFor();
      await ui.page.evaluate((id) => {
        const sheet = (window as unknown as Record<string, CSSStyleSheet | undefined>)[id];
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((x) => x !== sheet);
      }, HIDE);
    },
    async 'tour.finished'(ui) {
      await bubble(ui.page).getByText('Visite terminée').waitFor();
      await button(ui.page, 'Fermer').waitFor();
      // The last step took Yasmine to the leave calendar (unless it failed and was skipped).
      if (arrivedBy(ui) === 'xstate.done.actor.performStep') await ui.page.getByRole('heading', { name: 'Calendrier des congés' }).waitFor();
    },
    async 'tour.stopped'(ui) {
      await bubble(ui.page).waitFor({ state: 'detached' });
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

const server: NoServerCalls = { machine: 'demo.tour', none: 'its actors act on the page (wait for an element, click it); the tour itself sends no API call' };

export const model: MachineModel = { entry, server, ui: tourAdapter };
