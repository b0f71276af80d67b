import * as assert from 'uvu/assert';
import { leaveTimelineMachine, TIMELINE_PAGE } from '../../../../machines/leave/leave-timeline.machine';
import { users } from '../../../../server-fake/models/organisation';
import { timelineLogic } from '../../../../src/features/leave/leave-timeline.effects';
import type { FakeBinding } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { absent, arrivedBy } from '../../ui/ui-helpers';
import { pushLeaveNotification } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const rows = Array.from({ length: TIMELINE_PAGE }, (_, i) => ({ id: i + 1, user: { id: i + 1, fullName: `U${i + 1}`, fonctionName: null, image: null } }));

const month = { events: [], headcount: { filterUsers: 15, totalUsers: 72 } };

const entry: RegisteredMachine = {
  id: 'leaveTimeline',
  file: 'leave/leave-timeline.machine.ts',
  machine: leaveTimelineMachine,
  input: { view: 'month', start: '2026-11-01' },
  guardSidesWaived: {
    'leaveTimeline.ready.moreFailed ─timeline.more#0→ (never false)': "moreFailed is entered only from a 'show more' that hasMore let through, and nothing there changes hasMore",
  },
  // A full first page leaves more to load; a short one (the last) does not.
  events: [
    done('loadFirst', { ...month, resources: rows }), done('loadFirst', { ...month, resources: rows.slice(0, 3) }), error('loadFirst'),
    { type: 'timeline.more' }, done('loadMore', { resources: rows, events: [] }), error('loadMore'),
    { type: 'timeline.setRange', range: { view: 'month', start: '2026-12-01' } }, done('loadMonth', month), error('loadMonth'), { type: 'timeline.reload' }, { type: 'timeline.retry' },
    { type: 'timeline.setFilter', filter: { Sites: '1' } }, { type: 'timeline.setSearch', searchValue: 'ya' }, { type: 'timeline.setTeam', myTeam: true }, { type: 'timeline.toggleType', typeId: 2 },
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

// ── The company calendar (spec 2 section 2): 15 rows at a time, month navigation, filters, legend.
const GRID = '[data-testid=leave-timeline]';

type TimelineWorld = { short: boolean; more: number };

export const leaveTimelineAdapter: UiAdapter = {
  machine: 'leaveTimeline',
  persona: 'hr',
  readOnly: true,
  async start(ui) {
    await ui.navigate('/');
    await ui.navigate('/conge/timeline');
    await ui.page.getByRole('heading', { name: 'Calendrier des congés' }).waitFor();
  },
  actions: {
    'timeline.more': (ui) => ui.page.getByRole('button', { name: 'Afficher plus' }).click(),
    'timeline.setRange': (ui) => ui.page.getByRole('button', { name: 'Mois suivant' }).click(),
    'timeline.reload': (ui) => pushLeaveNotification(ui),
    'timeline.setTeam': (ui) => ui.page.getByRole('checkbox', { name: 'Mon équipe' }).click(),
    'timeline.retry': (ui) => ui.page.getByRole('alert').getByRole('button', { name: 'Réessayer' }).click(),
    async 'timeline.setFilter'(ui) {
      // The first leave type in, then out again (a multi-select): each step changes the filter; the rows (everyone) stay a full page.
      const trigger = ui.page.getByRole('button', { name: /^Type de congé/ });
      await trigger.click();
      const first = ui.page.getByRole('menu', { name: 'Type de congé', exact: true }).getByRole('menuitemcheckbox').first();
      await first.click();
      await trigger.click();
    },
    async 'timeline.setSearch'(ui) {
      const box = ui.page.getByRole('searchbox', { name: 'Rechercher un collaborateur' });
      await box.fill((await box.inputValue()) === 'yas' ? 'Yas' : 'yas');
    },
    async 'timeline.toggleType'(ui) {
      const chip = ui.page.getByRole('group', { name: 'Types de congé' }).getByRole('button').first();
      const before = await chip.getAttribute('aria-pressed');
      await chip.click();
      await ui.page.getByRole('group', { name: 'Types de congé' }).locator(`button[aria-pressed="${before === 'true' ? 'false' : 'true'}"]`).first().waitFor();
    },
  },
  faults: {
    'xstate.error.actor.loadFirst': { method: 'POST', path: '^/api/congee/GetResources$' },
    'xstate.error.actor.loadMore': { method: 'POST', path: '^/api/congee/GetResources$' },
    'xstate.error.actor.loadMonth': { method: 'POST', path: '^/api/congee/GetEvents$' },
  },
  states: {
    async 'leaveTimeline.ready'(ui) {
      // The grid with its employee column, and the filtered / total headcount.
      await ui.page.locator(GRID).getByText('Collaborateur', { exact: true }).first().waitFor();
      await ui.page.getByTestId('leave-headcount').filter({ hasText: /\d+\s*\/\s*\d+/ }).waitFor();
      const by = arrivedBy(ui);
      if (by === 'xstate.error.actor.loadMore' || by === 'xstate.error.actor.loadMonth') await ui.page.getByRole('alert').first().waitFor();
    },
    async 'leaveTimeline.ready.idle'(ui) {
      await absent(ui.page.locator('.banner-error'), 'the failure banner once read again');
      const by = arrivedBy(ui);
      if (by === 'xstate.done.actor.loadFirst' && ui.path.steps[ui.step - 1]?.event && ((ui.path.steps[ui.step - 1].event.output as { resources: unknown[] }).resources.length < 15)) {
        await absent(ui.page.getByRole('button', { name: 'Afficher plus' }), 'Afficher plus on a short list');
      }
    },
    async 'leaveTimeline.failure'(ui) {
      await ui.page.getByRole('alert').getByRole('button', { name: 'Réessayer' }).waitFor();
    },
    // A failed next page or month refresh: the rows stay, the message comes with its retry.
    'leaveTimeline.ready.moreFailed': (ui) => ui.page.getByRole('alert').getByRole('button', { name: 'Réessayer' }).waitFor(),
    'leaveTimeline.ready.refreshFailed': (ui) => ui.page.getByRole('alert').getByRole('button', { name: 'Réessayer' }).waitFor(),
  },
  // Whether the rows are short (a search for 'yas') and how many more pages were asked (72 people: 4 full pages).
  world: { short: false, more: 0 } as TimelineWorld,
  track(w: TimelineWorld, e, from) {
    if (e.type === 'timeline.setSearch') return { short: true, more: 0 };
    // A retry after a failed first load starts the rows again; after a failed next page it asks for that page.
    if (e.type === 'timeline.setFilter' || (e.type === 'timeline.retry' && from.value === 'failure')) return { ...w, more: 0 };
    if (e.type === 'xstate.done.actor.loadMore') return { ...w, more: Math.min(w.more + 1, 3) };
    return w;
  },
  feasible(e, _c, from) {
    const w = from.world as TimelineWorld;
    if (e.type === 'xstate.done.actor.loadFirst') return ((e.output as { resources: unknown[] }).resources.length < 15) === w.short;
    if (e.type === 'timeline.more' || e.type === 'xstate.done.actor.loadMore') return !w.short && w.more < 3;
    return true;
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/** The company calendar: the search narrows to Yasmine (a short list); the filter sent keeps everyone. */
const leaveTimeline: FakeBinding = {
  machine: 'leaveTimeline',
  persona: 'hr',
  like: leaveTimelineAdapter,
  provide: () => timelineLogic,
  event(e) {
    if (e.type === 'timeline.setSearch') return { ...e, searchValue: 'yas' };
    if (e.type === 'timeline.setFilter') return { ...e, filter: {} };
    return e;
  },
  checks: {
    'xstate.done.actor.loadFirst': (w, s) => {
      const c = s.context as { resources: Array<{ user: { fullName: string } }>; headcount: { totalUsers: number }; query: { searchValue: string } };
      assert.is(c.headcount.totalUsers, users(w.db).filter((u) => u.active).length, 'the headcount counts the active users');
      if (c.query.searchValue) assert.ok(c.resources.every((r) => /yas/i.test(r.user.fullName)), 'the rows match the search');
    },
  },
};

export const model: MachineModel = { entry, server: leaveTimeline, ui: leaveTimelineAdapter };
