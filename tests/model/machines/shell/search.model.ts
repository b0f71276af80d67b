import { SEARCH_DEBOUNCE_MS, searchMachine, userSearchMachine } from '../../../../machines/shell/search.machine';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter, UiContext } from '../../ui/types';
import { type Box, idleSeen, installClock, runTimer, searchBinding, searchFaults, searchFeasible, typingActions, user } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error, after } = graphEvents;

const entry: RegisteredMachine = {
  // The header's search (general mode): a pick opens the result.
  id: 'shell.search',
  file: 'shell/search.machine.ts',
  machine: searchMachine,
  events: [
    { type: 'search.type', value: 'ka' }, { type: 'search.type', value: ' ' }, { type: 'search.clear' },
    after('debounce', 'search.debouncing'), done('search', [user]), error('search'), { type: 'search.pick', result: user },
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

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

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

const search = searchBinding('shell.search', searchMachine as unknown as typeof userSearchMachine, searchAdapter);

export const model: MachineModel = { entry, server: search, ui: searchAdapter };
