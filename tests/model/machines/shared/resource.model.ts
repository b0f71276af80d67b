import * as assert from 'uvu/assert';
import { type AnyMachineSnapshot, fromPromise } from 'xstate';
import { resourceMachine } from '../../../../machines/shared/resource.machine';
import { users } from '../../../../server-fake/models/organisation';
import { getPublicProfile } from '../../../../src/api/profile-api';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { arrivedBy, errorToast } from '../../ui/ui-helpers';
import { tasks } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const entry: RegisteredMachine = {
  id: 'resource',
  file: 'shared/resource.machine.ts',
  machine: resourceMachine,
  input: { input: null },
  events: [
    done('load', { ok: true }), error('load'), { type: 'resource.reload' }, { type: 'resource.setInput', input: 2 },
    done('refresh', { ok: true }), error('refresh'),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

/**
 * The generic read (useResource). The public profile page holds one (loading,
 * failure with its retry, another profile = setInput); the header's tasks
 * shortcut holds another, read again each time its dropdown opens (ready →
 * refreshing). Both actors share the machine id: the walk follows either.
 */
export const resourceAdapter: UiAdapter = {
  machine: 'resource',
  persona: 'employee',
  readOnly: true,
  async start(ui) {
    await ui.navigate('/employee/2/profile/public');
  },
  actions: {
    async 'resource.reload'(ui) {
      const retry = ui.page.getByRole('alert').getByRole('button', { name: 'Réessayer' });
      if (await retry.isVisible()) return retry.click();
      // Ready: the tasks shortcut reads again when its dropdown opens (close it first if a previous step left it open).
      if (await ui.page.locator('.dropdown-title', { hasText: 'Mes tâches' }).isVisible()) await ui.page.keyboard.press('Escape');
      await tasks(ui.page).click();
    },
    async 'resource.setInput'(ui) {
      await ui.page.keyboard.press('Escape');
      await ui.navigate(`/employee/${3 + ui.step}/profile/public`);
    },
  },
  faults: {
    'xstate.error.actor.load': { method: 'GET', path: '^/api/profile/public/\\d+$' },
    'xstate.error.actor.refresh': { method: 'GET', path: '^/api/tasks/assigned$' },
  },
  states: {
    async 'resource.failure'(ui) {
      await ui.page.getByRole('alert').getByRole('button', { name: 'Réessayer' }).waitFor();
    },
    async 'resource.ready'(ui) {
      if (arrivedBy(ui) === 'xstate.error.actor.refresh') await errorToast(ui.page, /erreur|Error/i).waitFor();
      else await ui.page.getByRole('heading', { name: 'Profil public' }).waitFor();
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/** useResource, bound to the public profile read (Karim's, then Nadia's). */
const resource: FakeBinding = {
  machine: 'resource',
  persona: 'employee',
  like: resourceAdapter,
  faults: {
    'xstate.error.actor.load': { method: 'GET', path: '^/api/profile/public/\\d+$' },
    'xstate.error.actor.refresh': { method: 'GET', path: '^/api/profile/public/\\d+$' },
  },
  input: () => ({ input: 2 }),
  provide: () => resourceMachine.provide({ actors: { load: fromPromise(async ({ input }) => getPublicProfile(input as number)) } }),
  event: (e) => (e.type === 'resource.setInput' ? { ...e, input: 3 } : e),
  checks: Object.fromEntries(
    ['load', 'refresh'].map((id) => [
      `xstate.done.actor.${id}`,
      (w: WalkContext, s: AnyMachineSnapshot) => {
        const c = s.context as { input: number; data: { fullName?: string } };
        assert.is(c.data.fullName, users(w.db).get(c.input)!.fullName, 'the profile read is the one on record');
      },
    ]),
  ),
};

export const model: MachineModel = { entry, server: resource, ui: resourceAdapter };
