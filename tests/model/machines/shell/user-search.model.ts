import type { Page } from 'playwright-core';
import { LOCKED_TOOLTIP_MS, SEARCH_DEBOUNCE_MS, userSearchMachine } from '../../../../machines/shell/search.machine';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { type Box, idleSeen, installClock, onClock, runTimer, searchBinding, searchFaults, searchFeasible, typingActions, user } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error, after } = graphEvents;

const entry: RegisteredMachine = {
  // The organisation chart's search (users-only mode): a pick locks the field.
  id: 'shell.userSearch',
  file: 'shell/search.machine.ts',
  machine: userSearchMachine,
  events: [
    { type: 'search.type', value: 'ka' }, { type: 'search.type', value: ' ' }, { type: 'search.clear' },
    after('debounce', 'userSearch.debouncing'), done('search', [user]), error('search'),
    { type: 'search.pick', result: user }, { type: 'search.editAttempt' }, after('tooltip', 'userSearch.locked.warning'),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

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

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

const userSearch = searchBinding('shell.userSearch', userSearchMachine, userSearchAdapter);

export const model: MachineModel = { entry, server: userSearch, ui: userSearchAdapter };
