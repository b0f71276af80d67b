import type { Page } from 'playwright-core';
import type { UiAdapter, UiContext } from '../types';
import { panel, confirm, button, toast, quiet, last, unknownError, PNG } from './chat-common';

/** UI adapters of the chat lists, the group form and the confirmed actions (machines/chat/), in the 'Conversation' side panel. */

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

/**
 * The group form. Create mode (Yasmine, 'Créer un groupe' in the groups tab)
 * answers its load at once without a call, so the load failure and its retry
 * are walked in edit mode: a path whose first answer is the load failure
 * makes Yasmine admin of 'Équipe Web' and opens 'Modifier' from the group
 * menu; the retried load answers the group's values (the registry's edit-mode
 * output) and the path ends on the loaded form (world 'edit').
 */
const groupForm = (page: Page) => panel(page).locator('form.chat-group-form');
const fillDiffering = async (page: Page, name: string, value: string) => {
  const field = groupForm(page).getByRole('textbox', { name });
  await field.fill((await field.inputValue()) === value ? `${value} bis` : value);
};
export const groupFormAdapter: UiAdapter = {
  machine: 'chat.groupForm',
  persona: 'employee',
  writes: ['form.submit'],
  world: 'create',
  track: (w, e) => (e.type === 'xstate.error.actor.load' ? 'edit' : w),
  feasible(e, c: { memberIds: number[]; adminIds: number[] }, from) {
    const editOutput = e.type === 'xstate.done.actor.load' && (e.output as { title: string }).title !== '';
    // Only the first load fails (the walk then knows the retry's answer); the blank output is create mode's, the other edit mode's.
    if (e.type === 'xstate.error.actor.load') return from.event === null;
    if (e.type === 'xstate.done.actor.load') return editOutput === (from.world === 'edit');
    // Edit paths stop on the loaded form (create mode walks the form's editing).
    if (from.world === 'edit') return e.type === 'form.retry';
    return e.type !== 'admin.toggle' || c.memberIds.includes(6) || c.adminIds.includes(6);
  },
  async start(ui) {
    await quiet(ui);
    if (ui.path.steps[0]?.event.type === 'xstate.error.actor.load') {
      await ui.backend((b: any) => {
        const g = b.db.table('chatGroups').all().find((x: { name: string }) => x.name === 'Équipe Web');
        b.db.table('chatGroups').update(g.id, { adminIds: [...g.adminIds, 1], memberIds: g.memberIds.filter((x: number) => x !== 1) });
      });
      await ui.openPanel('chat.panel', { groupId: await webGroupId(ui) });
      await panel(ui.page).getByRole('button', { name: 'Menu du groupe' }).click();
      await ui.page.getByRole('menuitem', { name: 'Modifier' }).click();
      return;
    }
    await ui.openPanel('chat.panel', {});
    await panel(ui.page).getByRole('tab', { name: /Groupes/ }).click();
    await panel(ui.page).getByRole('button', { name: 'Créer un groupe' }).click();
    await groupForm(ui.page).getByRole('heading', { name: 'Nouveau groupe' }).waitFor();
  },
  actions: {
    async 'form.set'(ui, e) {
      await fillDiffering(ui.page, e.field === 'title' ? 'Titre' : 'Description', String(e.value));
    },
    'form.image': (ui) => groupForm(ui.page).getByTestId('group-image').setInputFiles({ name: 'g.png', mimeType: 'image/png', buffer: PNG }),
    'member.toggle': (ui) => groupForm(ui.page).locator('.chat-member').nth(1).getByRole('checkbox', { name: / membre$/ }).click(),
    'admin.toggle': (ui) => groupForm(ui.page).locator('.chat-member').nth(1).getByRole('checkbox', { name: / admin$/ }).click(),
    'form.submit': (ui) => groupForm(ui.page).getByRole('button', { name: 'Enregistrer' }).click(),
    async 'form.retry'(ui) {
      await panel(ui.page).getByRole('alert').getByRole('button', { name: 'Réessayer' }).click();
      // Checked here: the planner ends the path on the retry (its answer's transition is already covered by create mode).
      // The retried load fills the form with the group, and the failed load's message is gone.
      await groupForm(ui.page).getByRole('heading', { name: 'Modifier le groupe' }).waitFor();
      if ((await groupForm(ui.page).getByRole('textbox', { name: 'Titre' }).inputValue()) !== 'Équipe Web') throw new Error('the group was not loaded after the retry');
      if (await groupForm(ui.page).getByRole('alert').count()) throw new Error('the failed load’s message is still shown after a successful retry');
    },
  },
  faults: {
    'xstate.error.actor.load': { method: 'GET', path: '^/api/chat/GetGroupDetails/\\d+$' },
    'xstate.error.actor.save': (e) => ({ method: 'POST', path: '^/api/chat/CreatGroupe$', message: (e.error as { message: string }).message, status: 403 }),
  },
  states: {
    async 'groupForm.loadFailed'(ui) {
      await panel(ui.page).getByRole('alert').filter({ hasText: unknownError }).getByRole('button', { name: 'Réessayer' }).waitFor();
    },
    async 'groupForm.editing'(ui) {
      await groupForm(ui.page).getByRole('heading', { name: 'Nouveau groupe' }).waitFor();
      if (last(ui) === 'form.submit') await groupForm(ui.page).locator('.field-error').first().waitFor();
      if (last(ui) === 'xstate.error.actor.save') await groupForm(ui.page).getByRole('alert').getByText("Vous n'avez pas l'autorisation nécessaire").waitFor();
    },
    async 'groupForm.saved'(ui) {
      await groupForm(ui.page).waitFor({ state: 'detached' });
      await panel(ui.page).getByRole('log').waitFor();
    },
  },
};

/**
 * Deleting a group (Karim, creator of 'Équipe Web'): the dialog's actor is
 * created when 'Supprimer le groupe' is chosen and asks at once; cancel or a
 * failure ends it, so 'action.ask' chooses delete again (a fresh actor).
 */
async function webGroupId(ui: UiContext) {
  return ui.backend((b: any) => b.db.table('chatGroups').all().find((g: { name: string }) => g.name === 'Équipe Web').id as number);
}
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

export const chatGroupAdapters: UiAdapter[] = [pagedListAdapter, groupFormAdapter, confirmActionAdapter];
