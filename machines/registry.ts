import type { AnyStateMachine, EventObject } from 'xstate';
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
export interface RegisteredMachine {
  id: string;
  /** Path of the machine file under machines/. */
  file: string;
  machine: AnyStateMachine;
  input?: unknown;
  /** Events to try in every state; invalid ones are simply not taken. */
  events: Array<EventObject & Record<string, unknown>>;
  /** Bound for simple-path search. */
  maxDepth?: number;
}

// Errors are plain objects: the traversal tells events apart by their JSON, and every Error serialises to {}.
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const error = (id: string, err: unknown = { message: 'Error.Unknown' }) => ({ type: `xstate.error.actor.${id}`, error: err }) as EventObject;
const after = (delay: string | number, stateId: string) => ({ type: `xstate.after.${delay}.${stateId}` }) as EventObject;
export const graphEvents = { done, error, after };

const grant = {
  token: 't', refreshToken: 'r', expiresAt: 0, permissions: ['Conge.View'],
  user: { userId: 1, fullname: 'Test User', picturePath: null, fonction: null, client: 'Atlas', chatAccessLevel: 'EnableChat', isConnectToUser: false },
};

export const registry: RegisteredMachine[] = [
  {
    id: 'session',
    file: 'shared/session.machine.ts',
    machine: sessionMachine,
    events: [
      done('0.session.restoring', grant), done('0.session.restoring', null), error('0.session.restoring'),
      { type: 'session.signIn', credentials: { userName: 'u', password: 'p' } },
      done('0.session.signingIn', grant), error('0.session.signingIn'),
      { type: 'session.unauthorized' }, done('0.session.signedIn.refreshing', grant), error('0.session.signedIn.refreshing'),
      { type: 'session.roleUpdated' }, done('0.session.signedIn.refreshingPermissions', ['Conge.View']), error('0.session.signedIn.refreshingPermissions'),
      { type: 'session.leaveConnectedUser' }, done('0.session.signedIn.leavingConnectedUser'), error('0.session.signedIn.leavingConnectedUser'),
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
];
