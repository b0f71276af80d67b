import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { pagedListMachine } from '../../../../machines/shared/paged-list.machine';
import { chatApi } from '../../../../src/api/chat-api';
import { pagedListLogic } from '../../../../src/features/chat/paged-list.effects';
import { keyed } from '../../../../src/features/chat/list-bump';
import type { FakeBinding } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { panel, quiet, quietDb } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error, after } = graphEvents;

const entry: RegisteredMachine = {
  id: 'chat.pagedList',
  file: 'shared/paged-list.machine.ts',
  machine: pagedListMachine,
  input: { pageSize: 5 },
  events: [
    done('loadFirst', { items: [{ key: 'u1' }], total: 2 }), error('loadFirst'), { type: 'list.retry' },
    { type: 'list.search', search: 'ka' }, after('debounce', 'pagedList.debouncing'),
    { type: 'list.loadMore' }, done('loadMore', { items: [{ key: 'u2' }], total: 2 }), error('loadMore'),
    { type: 'list.refresh' }, done('refresh', { items: [{ key: 'u1' }], total: 2 }), error('refresh'),
    { type: 'list.replaceItems', items: [{ key: 'u2' }] },
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

/**
 * The collaborators list (a paged list; the groups list and the member picker
 * run the same machine). Loading more is a scroll to the bottom of the list.
 * 'list.refresh' is the resync after a hub drop: the walk drops the in-page
 * hub, SignalR reconnects by itself and both lists refetch what they show.
 */
const people = (page: Page) => panel(page).getByTestId('chat-people');

export const pagedListAdapter: UiAdapter = {
  machine: 'chat.pagedList',
  persona: 'employee',
  readOnly: true,
  // Not a write: the drop is a fault only the demo's in-page hub can make, so --production leaves it out with the writes.
  writes: ['list.refresh'],
  consoleErrors: { 'list.refresh': /connection lost/i },
  async start(ui) {
    if (ui.mode === 'demo') await quiet(ui);
    await ui.openPanel('chat.panel', {});
  },
  actions: {
    'list.retry': (ui) => panel(ui.page).getByRole('alert').getByRole('button', { name: 'Réessayer' }).click(),
    async 'list.search'(ui) {
      const box = panel(ui.page).getByRole('searchbox', { name: 'Rechercher un collaborateur' });
      await box.fill((await box.inputValue()) === 'a' ? 'e' : 'a');
    },
    async 'list.loadMore'(ui) {
      await people(ui.page).evaluate((el) => {
        el.scrollTop = el.scrollHeight;
        el.dispatchEvent(new Event('scroll'));
      });
    },
    'list.refresh': (ui) => ui.backend((b: any) => b.hub.dropConnections()),
    // Opening a conversation marks it read in the list: the items are replaced.
    'list.replaceItems': (ui) => people(ui.page).locator('.chat-list-item').first().click(),
  },
  faults: {
    'xstate.error.actor.loadFirst': { method: 'POST', path: '^/api/chat/chatlist$' },
    'xstate.error.actor.loadMore': { method: 'POST', path: '^/api/chat/chatlist$' },
    'xstate.error.actor.refresh': { method: 'POST', path: '^/api/chat/chatlist$' },
  },
  states: {
    async 'pagedList.failure'(ui) {
      await panel(ui.page).getByRole('alert').getByRole('button', { name: 'Réessayer' }).waitFor();
    },
    async 'pagedList.ready'(ui) {
      await people(ui.page).locator('.chat-list-item').first().waitFor();
    },
    // A failed next page: the message with its retry, the rows loaded stay.
    async 'pagedList.ready.moreFailed'(ui) {
      await panel(ui.page).getByRole('alert').getByRole('button', { name: 'Réessayer' }).waitFor();
      await people(ui.page).locator('.chat-list-item').first().waitFor();
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/** The collaborators list (5 a page): searching 'a' keeps more than a page, as the model's answers do. */
const pagedList: FakeBinding = {
  machine: 'chat.pagedList',
  persona: 'employee',
  like: pagedListAdapter,
  feasible: () => true,
  // The resync after a reconnect ('list.refresh') is walked here.
  faults: { ...pagedListAdapter.faults, 'xstate.error.actor.refresh': { method: 'POST', path: '^/api/chat/chatlist$' } },
  seed: quietDb,
  provide: () =>
    pagedListLogic(async (r) => {
      const res = await chatApi.list({ searchValue: r.search, lenght: r.size, currentList: r.page, isGroup: false }, false);
      return { items: res.chatList.map(keyed), total: res.total };
    }),
  event: (e) => (e.type === 'list.search' ? { ...e, search: 'a' } : e),
  checks: {
    'xstate.done.actor.loadMore': (_w, s) => {
      const keys = (s.context as { items: Array<{ key: string }> }).items.map((i) => i.key);
      assert.is(new Set(keys).size, keys.length, 'the next page brings new people only');
    },
  },
};

export const model: MachineModel = { entry, server: pagedList, ui: pagedListAdapter };
