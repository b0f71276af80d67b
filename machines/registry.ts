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
      done('0.session.restoring', { refreshToken: grant.refreshToken, user: grant.user, permissions: grant.permissions, location: '/conge/demande' }), done('0.session.restoring', null),
      { type: 'session.signIn', credentials: { userName: 'u', password: 'p' } },
      done('0.session.signingIn', grant), error('0.session.signingIn'),
      { type: 'session.unauthorized' }, done('0.session.signedIn.refreshing', grant), error('0.session.signedIn.refreshing'),
      { type: 'session.roleUpdated' }, done('0.session.signedIn.refreshingPermissions', ['Conge.View']), error('0.session.signedIn.refreshingPermissions'),
      { type: 'session.leaveConnectedUser' }, done('0.session.signedIn.leavingConnectedUser', grant), error('0.session.signedIn.leavingConnectedUser'),
      { type: 'session.logout' }, done('0.session.loggingOut'), error('0.session.loggingOut'),
      { type: 'session.switched', grant },
    ],
  },
  {
    id: 'realtime',
    file: 'shared/realtime.machine.ts',
    machine: realtimeMachine,
    events: [
      { type: 'realtime.start', userId: 1 }, { type: 'realtime.start', userId: 2 }, { type: 'realtime.stop' },
      done('0.realtime.connecting'), error('0.realtime.connecting'), error('0.realtime.connecting', { message: '401 Unauthorized' }),
      { type: 'realtime.reconnecting' }, { type: 'realtime.reconnected' }, { type: 'realtime.closed' },
      after('retry', 'realtime.waiting'), done('0.realtime.resuming'), error('0.realtime.resuming'),
      done('0.realtime.switching'), error('0.realtime.switching'), done('0.realtime.stopping'), error('0.realtime.stopping'),
    ],
  },
  {
    id: 'resource',
    file: 'shared/resource.machine.ts',
    machine: resourceMachine,
    input: { input: null },
    events: [
      done('0.resource.loading', { ok: true }), error('0.resource.loading'), { type: 'resource.reload' }, { type: 'resource.setInput', input: 2 },
      done('0.resource.refreshing', { ok: true }), error('0.resource.refreshing'),
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
