import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { hoverCardMachine } from '../../../../machines/shell/hover-card.machine';
import { users } from '../../../../server-fake/models/organisation';
import { getProfileUser } from '../../../../src/api/profile-api';
import type { FakeBinding } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error, after } = graphEvents;

const entry: RegisteredMachine = {
  id: 'shell.hoverCard',
  file: 'shell/hover-card.machine.ts',
  machine: hoverCardMachine,
  input: { userId: 2 },
  events: [
    { type: 'card.show' }, { type: 'card.hide' }, after('open', 'hoverCard.opening'),
    done('load', { id: 2, fullName: 'Karim Benali', departement: 'Informatique' }), error('load'),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

/**
 * The user hover card on the collaborators page (any persona sees it). Many
 * cards are mounted (two per person); the walk hovers the first person's name.
 * Read-only: loading a profile card writes nothing, so it also runs in --production.
 */
const firstName = (page: Page) => page.locator('.person-card').first().locator('.hover-card-anchor').nth(1);

export const hoverCardAdapter: UiAdapter = {
  machine: 'shell.hoverCard',
  persona: 'employee',
  readOnly: true,
  async start(ui) {
    // A fresh page mount gives fresh card actors.
    await ui.navigate('/');
    await ui.navigate('/collaborateur');
    await firstName(ui.page).waitFor();
    await ui.page.mouse.move(1, 1);
  },
  actions: {
    'card.show': (ui) => firstName(ui.page).locator('a').hover(),
    'card.hide': (ui) => ui.page.mouse.move(1, 1),
  },
  faults: {
    'xstate.error.actor.load': { method: 'POST', path: '^/api/profile/GetProfileUser/\\d+$', message: 'Error.Status.500' },
  },
  states: {
    async 'hoverCard.closed'(ui) {
      await firstName(ui.page).getByTestId('user-hover-card').waitFor({ state: 'detached' });
    },
    async 'hoverCard.shown'(ui) {
      const card = firstName(ui.page).getByTestId('user-hover-card');
      await card.locator('.hover-card-name').waitFor();
      if (!(await card.locator('.hover-card-name').innerText()).trim()) throw new Error('the card shows no name');
    },
    async 'hoverCard.failed'(ui) {
      await firstName(ui.page).getByRole('alert').waitFor();
      await firstName(ui.page).getByTestId('user-hover-card').waitFor({ state: 'detached' });
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

const hoverCard: FakeBinding = {
  machine: 'shell.hoverCard',
  persona: 'employee',
  like: hoverCardAdapter,
  provide: () => hoverCardMachine.provide({ actors: { load: fromPromise(({ input }: { input: { userId: number } }) => getProfileUser(input.userId)) } }),
  checks: {
    'xstate.done.actor.load': (w, s) => assert.is((s.context as { data: { fullName: string } }).data.fullName, users(w.db).get(2)!.fullName),
  },
};

export const model: MachineModel = { entry, server: hoverCard, ui: hoverCardAdapter };
