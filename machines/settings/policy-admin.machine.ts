import { assign, fromPromise, setup } from 'xstate';
import { errorMessageOf } from '../shared/error-message';

/**
 * Policy administration commands (spec 4, issue 9): create, save a draft
 * text, enforce, publish, unpublish, delete a version. One command at a
 * time: while one runs the others are refused, so nothing is sent twice. A
 * failure keeps the editor as it is and shows the server's message.
 */
export type PolicyCommand =
  | { kind: 'create'; title: string }
  | { kind: 'saveText'; id: number; language: string; content: string; versionTitle?: string }
  | { kind: 'enforce'; id: number; isEnforced: boolean }
  | { kind: 'publish'; id: number; isEnforced: boolean }
  | { kind: 'unpublish'; id: number }
  | { kind: 'deleteVersion'; versionId: number };

export interface PolicyAdminContext {
  command: PolicyCommand | null;
  error: string | null;
}
export type PolicyAdminEvent = { type: 'policy.run'; command: PolicyCommand };

export const policyAdminMachine = setup({
  types: { context: {} as PolicyAdminContext, events: {} as PolicyAdminEvent },
  actors: {
    run: fromPromise<unknown, PolicyCommand>(async () => {
      throw new Error('run not provided');
    }),
  },
  actions: {
    done: (_, _params: { command: PolicyCommand; output: unknown }) => {},
    notifyError: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'policyAdmin',
  context: { command: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'policy.run': { target: 'running', actions: assign({ command: ({ event }) => event.command, error: null }) },
      },
    },
    running: {
      tags: ['busy'],
      invoke: {
        id: 'run',
        src: 'run',
        input: ({ context }) => context.command!,
        onDone: {
          target: 'idle',
          actions: [{ type: 'done', params: ({ context, event }) => ({ command: context.command!, output: event.output }) }, assign({ command: null })],
        },
        onError: {
          target: 'idle',
          actions: [assign({ error: ({ event }) => errorMessageOf(event.error), command: null }), { type: 'notifyError', params: ({ event }) => ({ message: errorMessageOf(event.error) }) }],
        },
      },
    },
  },
});
