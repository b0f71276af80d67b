import { graphEvents, type RegisteredMachine } from './registry-types';
import { leaveMachines } from './leave/registry';
import { chatMachines } from './chat/registry';
import { documentsMachines } from './documents/registry';
import { expensesMachines } from './expenses/registry';
import { formsMachines } from './forms/registry';
import { interventionsMachines } from './interventions/registry';
import { inventoryMachines } from './inventory/registry';
import { projectsMachines } from './projects/registry';
import { shellMachines } from './shell/registry';
import { settingsMachines } from './settings/registry';
import { demoMachines } from './demo/registry';
import { uploadMachine } from './shared/upload.machine';
import { sessionMachine } from './shared/session.machine';
import { realtimeMachine } from './shared/realtime.machine';
import { resourceMachine } from './shared/resource.machine';

/**
 * Every lifecycle machine the model-based runner walks. A machine lists the
 * events the graph traversal may send (with concrete payloads, including the
 * done and error events of its invoked actors and its delayed transitions),
 * and the input it starts from. A machine file under machines/ that is not
 * registered here fails the runner.
 */
const grant = {
  token: 't', refreshToken: 'r', expiresAt: 0, permissions: ['Conge.View'],
  user: { userId: 1, fullname: 'Test User', picturePath: null, fonction: null, client: 'Atlas', chatAccessLevel: 'EnableChat', isConnectToUser: false },
};

export type { RegisteredMachine } from './registry-types';
const { done, error, after } = graphEvents;

export const registry: RegisteredMachine[] = [
  {
    id: 'session',
    file: 'shared/session.machine.ts',
    machine: sessionMachine,
    events: [
      done('restore', { refreshToken: grant.refreshToken, user: grant.user, permissions: grant.permissions, location: '/conge/demande' }), done('restore', null),
      { type: 'session.signIn', credentials: { userName: 'u', password: 'p' } },
      done('login', grant), error('login'),
      { type: 'session.unauthorized' }, done('refresh', grant), error('refresh'),
      { type: 'session.roleUpdated' }, done('fetchPermissions', ['Conge.View']), error('fetchPermissions'),
      { type: 'session.leaveConnectedUser' }, done('leaveConnectedUser', grant), error('leaveConnectedUser'),
      { type: 'session.logout' }, done('logout'), error('logout'),
      { type: 'session.switched', grant },
    ],
  },
  {
    id: 'realtime',
    file: 'shared/realtime.machine.ts',
    machine: realtimeMachine,
    events: [
      { type: 'realtime.start', userId: 1 }, { type: 'realtime.start', userId: 2 }, { type: 'realtime.stop' },
      done('connect'), error('connect'), error('connect', { message: '401 Unauthorized' }),
      { type: 'realtime.reconnecting' }, { type: 'realtime.reconnected' }, { type: 'realtime.closed' },
      after('retry', 'realtime.waiting'), done('resume'), error('resume'),
      done('disconnectToSwitch'), error('disconnectToSwitch'), done('disconnect'), error('disconnect'),
    ],
  },
  {
    id: 'resource',
    file: 'shared/resource.machine.ts',
    machine: resourceMachine,
    input: { input: null },
    events: [
      done('load', { ok: true }), error('load'), { type: 'resource.reload' }, { type: 'resource.setInput', input: 2 },
      done('refresh', { ok: true }), error('refresh'),
    ],
  },
  {
    id: 'upload',
    file: 'shared/upload.machine.ts',
    machine: uploadMachine,
    input: { simulated: true },
    events: [
      { type: 'upload.start' }, after('tick', 'upload.uploading.sending'), { type: 'upload.progress', loaded: 5, total: 10 },
      { type: 'upload.done', result: { ok: true } }, { type: 'upload.failed', message: 'Error.Network' }, { type: 'upload.abort' }, { type: 'upload.retry' },
    ],
  },
  ...shellMachines,
  ...settingsMachines,
  ...leaveMachines,
  ...chatMachines,
  ...documentsMachines,
  ...expensesMachines,
  ...formsMachines,
  ...interventionsMachines,
  ...inventoryMachines,
  ...projectsMachines,
  ...demoMachines,
];
