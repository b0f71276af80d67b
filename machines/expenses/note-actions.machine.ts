import { assign, fromPromise, setup } from 'xstate';

/**
 * The note detail's actions around the lifecycle: direct moves (submit,
 * validate), prompts (cancel and reject with a comment, refund with a payer
 * and a comment, delete confirmations) and the call in flight. A failure
 * returns to the prompt with what was typed, or to idle for direct moves.
 */
export type PromptKind = 'cancel' | 'reject' | 'refund' | 'deleteNote' | 'deleteExpense';

export interface StatusRequest {
  status: number;
  comment?: string | null;
  refundedBy?: string | null;
}

export interface NoteActionsContext {
  prompt: { kind: PromptKind; expenseId?: number } | null;
  request: StatusRequest | null;
  error: string | null;
}

export type NoteActionsEvent =
  | { type: 'actions.run'; status: number }
  | { type: 'actions.prompt'; kind: PromptKind; expenseId?: number }
  | { type: 'prompt.dismiss' }
  | { type: 'prompt.confirm'; status?: number; comment?: string | null; refundedBy?: string | null };

const messageOf = (e: unknown) => (e as { message?: string })?.message || 'Error.Unknown';

export const noteActionsMachine = setup({
  types: { context: {} as NoteActionsContext, events: {} as NoteActionsEvent },
  actors: {
    changeStatus: fromPromise<unknown, StatusRequest>(async () => null),
    remove: fromPromise<unknown, { kind: PromptKind; expenseId?: number }>(async () => null),
  },
  guards: {
    isDeletion: ({ context }) => context.prompt?.kind === 'deleteNote' || context.prompt?.kind === 'deleteExpense',
    fromPrompt: ({ context }) => context.prompt !== null,
  },
  actions: {
    changed: (_, _p: { status: number }) => {},
    removed: (_, _p: { kind: PromptKind }) => {},
    failed: (_, _p: { message: string }) => {},
  },
}).createMachine({
  id: 'noteActions',
  context: { prompt: null, request: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'actions.run': { target: 'sending', actions: assign(({ event }) => ({ prompt: null, request: { status: event.status }, error: null })) },
        'actions.prompt': { target: 'prompting', actions: assign(({ event }) => ({ prompt: { kind: event.kind, expenseId: event.expenseId }, error: null })) },
      },
    },
    prompting: {
      on: {
        'prompt.dismiss': { target: 'idle', actions: assign({ prompt: null, error: null }) },
        'prompt.confirm': [
          { guard: 'isDeletion', target: 'deleting' },
          { target: 'sending', actions: assign(({ event }) => ({ request: { status: event.status ?? 0, comment: event.comment ?? null, refundedBy: event.refundedBy ?? null } })) },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'changeStatus',
        src: 'changeStatus',
        input: ({ context }) => context.request!,
        onDone: { target: 'idle', actions: [{ type: 'changed', params: ({ context }) => ({ status: context.request!.status }) }, assign({ prompt: null, request: null })] },
        onError: [
          { guard: 'fromPrompt', target: 'prompting', actions: [assign(({ event }) => ({ error: messageOf(event.error) })), { type: 'failed', params: ({ event }) => ({ message: messageOf(event.error) }) }] },
          { target: 'idle', actions: [assign(({ event }) => ({ error: messageOf(event.error), request: null })), { type: 'failed', params: ({ event }) => ({ message: messageOf(event.error) }) }] },
        ],
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => context.prompt!,
        onDone: { target: 'idle', actions: [{ type: 'removed', params: ({ context }) => ({ kind: context.prompt!.kind }) }, assign({ prompt: null })] },
        onError: { target: 'prompting', actions: [assign(({ event }) => ({ error: messageOf(event.error) })), { type: 'failed', params: ({ event }) => ({ message: messageOf(event.error) }) }] },
      },
    },
  },
});
