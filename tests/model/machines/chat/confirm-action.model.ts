import * as assert from 'uvu/assert';
import { confirmActionMachine } from '../../../../machines/chat/confirm-action.machine';
import { chatGroups } from '../../../../server-fake/models/chat';
import { chatApi } from '../../../../src/api/chat-api';
import { confirmLogic } from '../../../../src/features/chat/confirm-action.effects';
import type { FakeBinding } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter, UiContext } from '../../ui/types';
import { button, confirm, last, panel, quiet, quietDb, toast, webGroup, webGroupId } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const entry: RegisteredMachine = {
  id: 'chat.confirmAction',
  file: 'chat/confirm-action.machine.ts',
  machine: confirmActionMachine,
  events: [{ type: 'action.ask' }, { type: 'action.cancel' }, { type: 'action.confirm' }, done('run'), error('run', { message: 'Error.Status.403' })],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

async function chooseDelete(ui: UiContext) {
  if (await confirm(ui.page).count()) return;
  await panel(ui.page).getByRole('button', { name: 'Menu du groupe' }).click();
  await ui.page.getByRole('menuitem', { name: 'Supprimer le groupe' }).click();
}

export const confirmActionAdapter: UiAdapter = {
  machine: 'chat.confirmAction',
  persona: 'manager',
  writes: ['action.confirm'],
  async start(ui) {
    await quiet(ui);
    await ui.openPanel('chat.panel', { groupId: await webGroupId(ui) });
    await panel(ui.page).getByRole('button', { name: 'Menu du groupe' }).waitFor();
    await chooseDelete(ui);
  },
  actions: {
    'action.ask': chooseDelete,
    'action.cancel': (ui) => button(ui.page, 'Annuler').click(),
    'action.confirm': (ui) => button(ui.page, 'Supprimer').click(),
  },
  faults: {
    'xstate.error.actor.run': (e) => ({ method: 'DELETE', path: '^/api/chat/DeleteGroup/\\d+$', message: (e.error as { message: string }).message, status: 403 }),
  },
  states: {
    async 'confirmAction.confirming'(ui) {
      await confirm(ui.page).getByText('Supprimer ce groupe ?').waitFor();
    },
    async 'confirmAction.idle'(ui) {
      if (ui.step === 0) return;
      await confirm(ui.page).waitFor({ state: 'detached' });
      if (last(ui) === 'xstate.error.actor.run') await toast(ui.page, "Vous n'avez pas l'autorisation nécessaire").waitFor();
    },
    async 'confirmAction.done'(ui) {
      await confirm(ui.page).waitFor({ state: 'detached' });
      await panel(ui.page).getByText('Aucune conversation sélectionnée').waitFor();
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/** Deleting a group: Karim, creator of 'Équipe Web'. */
const confirmAction: FakeBinding = {
  machine: 'chat.confirmAction',
  persona: 'manager',
  like: confirmActionAdapter,
  seed(w) {
    quietDb(w);
    w.data.id = webGroup(w).id;
  },
  provide: (w) => confirmLogic(() => chatApi.deleteGroup(w.data.id)),
  checks: {
    'xstate.done.actor.run': (w) => assert.not.ok(chatGroups(w.db).get(w.data.id), 'the group is gone'),
    'xstate.error.actor.run': (w) => assert.ok(chatGroups(w.db).get(w.data.id), 'a refused delete kept it'),
  },
};

export const model: MachineModel = { entry, server: confirmAction, ui: confirmActionAdapter };
