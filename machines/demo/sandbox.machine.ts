import { assign, fromPromise, setup } from 'xstate';
import { errorMessageOf } from '../shared/error-message';

/**
 * A trainer's sandbox lifecycle (issue 20 item 6). What loses data asks
 * first, naming the sandbox and what goes: reset (back to its scenario),
 * import (a file replaces it; the file is checked before anything is
 * asked), delete (another sandbox), leave (back to the demo; the sandbox
 * stays saved). While asking, 'export first' saves a copy and asks again.
 * Opening or creating a sandbox loses nothing and goes straight on. A done
 * action reloads the page (the injected `reload`), except a delete, which
 * stays in the panel.
 */
export type SandboxAction =
  | { kind: 'reset'; name: string }
  | { kind: 'import'; name: string; text: string; fileName: string }
  | { kind: 'remove'; name: string }
  | { kind: 'leave'; name: string }
  | { kind: 'open'; name: string; scenario?: string };

export interface SandboxContext {
  pending: SandboxAction | null;
  /** A copy was saved while asking: the dialog says so. */
  exported: boolean;
  error: string | null;
}

export type SandboxEvent =
  | { type: 'sandbox.reset'; name: string }
  | { type: 'sandbox.import'; name: string; text: string; fileName: string }
  | { type: 'sandbox.remove'; name: string }
  | { type: 'sandbox.leave'; name: string }
  | { type: 'sandbox.open'; name: string; scenario?: string }
  | { type: 'sandbox.exportFirst' }
  | { type: 'sandbox.confirm' }
  | { type: 'sandbox.cancel' };

const actionOf = (e: SandboxEvent): SandboxAction | null => {
  switch (e.type) {
    case 'sandbox.reset':
    case 'sandbox.remove':
    case 'sandbox.leave':
      return { kind: e.type.slice(8) as 'reset' | 'remove' | 'leave', name: e.name };
    case 'sandbox.import':
      return { kind: 'import', name: e.name, text: e.text, fileName: e.fileName };
    case 'sandbox.open':
      return { kind: 'open', name: e.name, scenario: e.scenario };
    default:
      return null;
  }
};

export const sandboxMachine = setup({
  types: { context: {} as SandboxContext, events: {} as SandboxEvent },
  actors: {
    /** A file to import is read and checked before the trainer is asked; a foreign or corrupt one is refused with its message. */
    checkFile: fromPromise<void, { action: SandboxAction | null }>(async () => {}),
    /** Saves a copy of the sandbox the pending action would change. */
    exportCopy: fromPromise<void, { action: SandboxAction | null }>(async () => {}),
    perform: fromPromise<void, { action: SandboxAction | null }>(async () => {}),
  },
  actions: {
    /** Provided by the app: the page loads again into the sandbox (or the demo) now chosen, and says what was done. */
    reload: (_, _params: { done: SandboxAction | null }) => {},
    ask: assign(({ event }) => ({ pending: actionOf(event), exported: false, error: null })),
    clear: assign({ pending: null, exported: false }),
    /** The trainer answered the question a failed export was shown in: that failure no longer stands. */
    answered: assign({ error: null }),
    fail: assign({ error: ({ event }) => errorMessageOf((event as { error?: unknown }).error) }),
  },
  guards: {
    staysInPage: ({ context }) => context.pending?.kind === 'remove',
  },
}).createMachine({
  id: 'sandbox',
  context: { pending: null, exported: false, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'sandbox.reset': { target: 'confirming', actions: 'ask' },
        'sandbox.remove': { target: 'confirming', actions: 'ask' },
        'sandbox.leave': { target: 'confirming', actions: 'ask' },
        'sandbox.import': { target: 'checking', actions: 'ask' },
        'sandbox.open': { target: 'working', actions: 'ask' },
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkFile',
        src: 'checkFile',
        input: ({ context }) => ({ action: context.pending }),
        onDone: { target: 'confirming' },
        onError: { target: 'idle', actions: ['fail', 'clear'] },
      },
    },
    confirming: {
      tags: ['asking'],
      on: {
        'sandbox.cancel': { target: 'idle', actions: ['answered', 'clear'] },
        'sandbox.exportFirst': { target: 'exporting' },
        'sandbox.confirm': { target: 'working', actions: 'answered' },
      },
    },
    exporting: {
      tags: ['asking', 'busy'],
      invoke: {
        id: 'exportCopy',
        src: 'exportCopy',
        input: ({ context }) => ({ action: context.pending }),
        onDone: { target: 'confirming', actions: assign({ exported: true, error: null }) },
        onError: { target: 'confirming', actions: 'fail' },
      },
    },
    working: {
      tags: ['busy'],
      invoke: {
        id: 'perform',
        src: 'perform',
        input: ({ context }) => ({ action: context.pending }),
        onDone: [
          { guard: 'staysInPage', target: 'idle', actions: 'clear' },
          { target: 'reloading' },
        ],
        onError: { target: 'idle', actions: ['fail', 'clear'] },
      },
    },
    reloading: { tags: ['busy'], entry: { type: 'reload', params: ({ context }) => ({ done: context.pending }) } },
  },
});
