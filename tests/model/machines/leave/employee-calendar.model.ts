import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { employeeCalendarMachine } from '../../../../machines/leave/employee-calendar.machine';
import { users } from '../../../../server-fake/models/organisation';
import { employeeCalendarLogic } from '../../../../src/features/leave/employee-calendar.effects';
import type { FakeBinding } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { absent } from '../../ui/ui-helpers';
import { pushLeaveNotification } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const entry: RegisteredMachine = {
  id: 'employeeCalendar',
  file: 'leave/employee-calendar.machine.ts',
  machine: employeeCalendarMachine,
  input: { userId: 1, year: 2026, month: 11 },
  events: [
    done('loadMonth', { events: [], name: 'Yasmine El Idrissi' }), error('loadMonth'),
    { type: 'calendar.setMonth', year: 2026, month: 12 }, { type: 'calendar.reload' },
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

// ── One employee's month (/employee/1/conge/calendar, Yasmine's, seen by Nadia): month navigation, live reload, retry.
const monthGrid = (page: Page) => page.getByTestId('leave-month');

export const employeeCalendarAdapter: UiAdapter = {
  machine: 'employeeCalendar',
  persona: 'hr',
  readOnly: true,
  async start(ui) {
    await ui.navigate('/');
    await ui.navigate('/employee/1/conge/calendar');
    await ui.page.getByRole('heading', { name: /^Calendrier de congés/ }).waitFor();
  },
  actions: {
    'calendar.setMonth': (ui) => ui.page.getByRole('button', { name: 'Mois suivant' }).click(),
    async 'calendar.reload'(ui) {
      // The failure banner's retry, or a request changed elsewhere (a live leave notification).
      const retry = ui.page.getByRole('alert').getByRole('button', { name: 'Réessayer' });
      if (await retry.count()) await retry.click();
      else await pushLeaveNotification(ui);
    },
  },
  faults: {
    'xstate.error.actor.loadMonth': { method: 'POST', path: '^/api/congee/GetEvents$' },
  },
  states: {
    async 'employeeCalendar.ready'(ui) {
      // The employee's name in the title once read, the month grid, and no failure left on screen.
      await ui.page.getByRole('heading', { name: 'Calendrier de congés · Yasmine El Idrissi' }).waitFor();
      await monthGrid(ui.page).waitFor();
      await absent(ui.page.locator('.banner-error'), 'the failure banner once read again');
    },
    async 'employeeCalendar.failure'(ui) {
      await ui.page.getByRole('alert').filter({ hasText: 'Une erreur est survenue' }).getByRole('button', { name: 'Réessayer' }).waitFor();
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/** One employee's month (Yasmine's, as HR sees it): the name read with the events, every event hers. */
const employeeCalendar: FakeBinding = {
  machine: 'employeeCalendar',
  persona: 'hr',
  like: employeeCalendarAdapter,
  provide: () => employeeCalendarLogic,
  checks: {
    'xstate.done.actor.loadMonth': (w, s) => {
      const c = s.context as { name: string; shown: { events: Array<{ resourceId: number | null }> } | null };
      assert.is(c.name, users(w.db).get(1)!.fullName, "the employee's name comes with the month");
      assert.ok(c.shown!.events.every((e) => e.resourceId === null || e.resourceId === 1), "only the employee's own leave");
    },
  },
};

export const model: MachineModel = { entry, server: employeeCalendar, ui: employeeCalendarAdapter };
