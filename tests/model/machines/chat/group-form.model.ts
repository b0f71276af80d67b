import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { groupFormMachine } from '../../../../machines/chat/group-form.machine';
import { chatGroups } from '../../../../server-fake/models/chat';
import { groupFormLogic } from '../../../../src/features/chat/group-form.effects';
import type { FakeBinding } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { last, panel, quiet, quietDb, unknownError, webGroup, webGroupId } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const entry: RegisteredMachine = {
  id: 'chat.groupForm',
  file: 'chat/group-form.machine.ts',
  machine: groupFormMachine,
  input: { id: 0, creatorId: 2 },
  events: [
    done('load', { title: '', description: '', imagePath: null, memberIds: [], adminIds: [], creatorId: 2 }), error('load'), { type: 'form.retry' },
    // Edit mode: what 'Équipe Web' loads once Yasmine is made its admin (the UI walk's edit paths).
    done('load', { title: 'Équipe Web', description: 'Le portail', imagePath: 'g.svg', memberIds: [5, 6, 9], adminIds: [1], creatorId: 2 }),
    { type: 'form.set', field: 'title', value: 'Projet' }, { type: 'form.set', field: 'description', value: 'Desc' },
    { type: 'form.image', image: { name: 'g.png', size: 3 } }, { type: 'member.toggle', id: 6 }, { type: 'admin.toggle', id: 6 },
    { type: 'form.submit' }, done('save', { id: 4 }), error('save', { message: 'Error.Status.403' }),
    // The user's abort while the upload child sends the group and its picture.
    { type: 'form.abort' },
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * The group form. Create mode (Yasmine, 'Créer un groupe' in the groups tab)
 * answers its load at once without a call, so the load failure and its retry
 * are walked in edit mode: a path whose first answer is the load failure
 * makes Yasmine admin of 'Équipe Web' and opens 'Modifier' from the group
 * menu; the retried load answers the group's values (the entry's edit-mode
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
    async 'form.submit'(ui) {
      // The user's abort comes while the answer is held.
      await ui.latency(ui.path.steps[ui.step]?.event.type === 'form.abort' ? 3000 : 0);
      await groupForm(ui.page).getByRole('button', { name: 'Enregistrer' }).click();
    },
    'form.abort': (ui) => groupForm(ui.page).getByRole('button', { name: "Annuler l'envoi" }).click(),
    async 'form.retry'(ui) {
      await panel(ui.page).getByRole('alert').getByRole('button', { name: 'Réessayer' }).click();
      // Checked here: the planner ends the path on the retry (its answer's transition is already covered by create mode).
      // The retried load fills the form with the group, and the failed load's message is gone.
      await groupForm(ui.page).getByRole('heading', { name: 'Modifier le groupe' }).waitFor();
      if ((await groupForm(ui.page).getByRole('textbox', { name: 'Titre' }).inputValue()) !== 'Équipe Web') throw new Error('the group was not loaded after the retry');
      if (await groupForm(ui.page).getByRole('alert').count()) throw new Error('the failed load’s message is still shown after a successful retry');
    },
  },
  interruptible: ['groupForm.submitting'],
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
      if (last(ui) === 'form.abort') {
        // The abort says so; what was typed stays.
        await groupForm(ui.page).getByRole('alert').getByText('Envoi annulé').waitFor();
        if (!(await groupForm(ui.page).getByRole('textbox', { name: 'Titre' }).inputValue())) throw new Error('the title typed was lost after the abort');
      }
    },
    async 'groupForm.saved'(ui) {
      await groupForm(ui.page).waitFor({ state: 'detached' });
      await panel(ui.page).getByRole('log').waitFor();
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/**
 * The group form: created by Yasmine; the load failure and its retry in edit
 * mode (Yasmine made admin of 'Équipe Web'), as in the UI walk.
 */
const groupFormBinding: FakeBinding = {
  machine: 'chat.groupForm',
  persona: 'employee',
  like: groupFormAdapter,
  seed(w) {
    quietDb(w);
    if (w.path.steps[0]?.event.type !== 'xstate.error.actor.load') return;
    const g = webGroup(w);
    chatGroups(w.db).update(g.id, { adminIds: [...g.adminIds, 1], memberIds: g.memberIds.filter((x) => x !== 1) });
    w.data.id = g.id;
  },
  input: (w) => ({ id: w.data.id ?? 0, creatorId: w.data.id ? 2 : 1 }),
  provide: () => groupFormLogic(),
  event: (e) => (e.type === 'form.image' ? { ...e, image: new File([PNG], 'g.png', { type: 'image/png' }) } : e),
  checks: {
    'xstate.done.actor.save': (w, s) => {
      const c = s.context as { title: string; memberIds: number[] };
      const g = chatGroups(w.db).all().find((x) => x.name === c.title);
      assert.ok(g, 'the group is on record');
      assert.ok(c.memberIds.every((m) => g!.memberIds.includes(m) || g!.adminIds.includes(m)), 'with its members');
    },
    'xstate.error.actor.save': (w, s) => assert.not.ok(chatGroups(w.db).all().some((x) => x.name === (s.context as { title: string }).title && x.creatorId === 1), 'a refused save recorded nothing'),
    'form.abort': (w, s) => assert.not.ok(chatGroups(w.db).all().some((x) => x.name === (s.context as { title: string }).title && x.creatorId === 1), 'an aborted save recorded nothing'),
  },
};

export const model: MachineModel = { entry, server: groupFormBinding, ui: groupFormAdapter };
