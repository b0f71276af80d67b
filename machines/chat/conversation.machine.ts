import { and, assign, fromPromise, setup, stateIn, type SnapshotFrom } from 'xstate';
import type { ChatMessage } from '../../src/domain/chat';
import { errorMessageOf } from '../shared/error-message';
import { fixedSubmitKey, submitKeyActions, type SubmitKeyContext } from '../shared/submit-key';
import { uploadMachine } from '../shared/upload.machine';

/**
 * One open conversation (spec 2 sections 2 and 4): the newest page loads,
 * older pages are prepended on demand, the composer sends through its upload
 * child (progress) and keeps its draft and the server's message when a send
 * fails; a message deleted (after the one confirm-and-act dialog, src/kernel/use-confirm.ts) leaves it. Messages from the hub
 * arrive as events; the app filters nothing, the guard does. On a phone the
 * list and the thread take the screen in turn: going back to the list leaves
 * the conversation (kept, with its draft, but no longer read) until the person
 * comes back to it (issue 22).
 */
export interface DraftFile {
  name: string;
  size: number;
  type?: string;
}
export interface ConversationInput {
  me: number;
  targetId: number;
  isGroup: boolean;
  pageSize?: number;
}
export interface ConversationContext extends Required<ConversationInput>, SubmitKeyContext {
  messages: ChatMessage[];
  total: number;
  text: string;
  files: DraftFile[];
  error: string | null;
  sendError: string | null;
  /** Back to the list before the conversation had loaded (a phone): once loaded, it is not being read. */
  leftEarly: boolean;
}
export interface Page {
  messages: ChatMessage[];
  total: number;
}
/** What a resync brought: the newest pages down to a message already held (complete), or as many as allowed. */
export interface CatchUp extends Page {
  complete: boolean;
}
export interface CatchUpInput {
  targetId: number;
  isGroup: boolean;
  size: number;
  known: number[];
}
export interface SendInput {
  targetId: number;
  isGroup: boolean;
  text: string;
  files: DraftFile[];
  /** The same on a retried send of the same draft: the server stores the message once. */
  idempotencyKey: string | null;
}
export type ConversationEvent =
  | { type: 'conversation.retry' }
  | { type: 'conversation.loadOlder' }
  | { type: 'conversation.refresh' }
  | { type: 'conversation.send' }
  | { type: 'draft.text'; text: string }
  | { type: 'draft.addFiles'; files: DraftFile[] }
  | { type: 'draft.removeFile'; index: number }
  | { type: 'message.received'; message: ChatMessage }
  | { type: 'conversation.leave' }
  | { type: 'conversation.return' }
  /** A message of the person's deleted on the server (the confirm-and-act dialog's answer): it leaves the list. */
  | { type: 'message.deleted'; id: number };

const byDate = (a: ChatMessage, b: ChatMessage) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id);
/** Union by id, in date order: pages may overlap once new messages have arrived. */
export const mergeMessages = (a: readonly ChatMessage[], b: readonly ChatMessage[]) => {
  const seen = new Map<number, ChatMessage>();
  for (const m of [...a, ...b]) seen.set(m.id, m);
  return [...seen.values()].sort(byDate);
};
/** The server pages from the newest; this page holds the message just older than what is loaded. */
export const olderPageIndex = (loaded: number, size: number) => Math.floor(loaded / size);

/**
 * After a reconnect the pushes sent during the gap are lost: read pages from
 * the newest until one holds a message already known, so the gap is filled
 * however long it was (up to maxPages, beyond which the held list is dropped
 * rather than left with a hole in it).
 */
export async function catchUpPages(load: (page: number) => Promise<Page>, known: readonly number[], maxPages = 20): Promise<CatchUp> {
  const held = new Set(known);
  const got: ChatMessage[] = [];
  let total = 0;
  for (let page = 0; page < maxPages; page++) {
    const p = await load(page);
    got.push(...p.messages);
    total = p.total;
    if (!held.size || !p.messages.length || p.messages.some((m) => held.has(m.id)) || got.length >= p.total) return { messages: got, total, complete: true };
  }
  return { messages: got, total, complete: false };
}

/**
 * What the conversation holds after a catch-up: fresh copies win (seen
 * flags), messages missing from the refreshed range were deleted meanwhile,
 * and an incomplete catch-up replaces everything rather than leave a gap.
 */
export function reconcile(held: readonly ChatMessage[], fresh: CatchUp): ChatMessage[] {
  if (!fresh.complete) return mergeMessages([], fresh.messages);
  const oldest = mergeMessages([], fresh.messages)[0];
  const ids = new Set(fresh.messages.map((m) => m.id));
  const kept = oldest && fresh.messages.length < fresh.total ? held.filter((m) => ids.has(m.id) || byDate(m, oldest) < 0) : held.filter((m) => ids.has(m.id));
  return mergeMessages(kept, fresh.messages);
}
/**
 * Spec 2 S2.4.09: only the person's own messages not yet seen have a delete button (the server refuses the others,
 * 'Chat.MessageSeen', should one be seen meanwhile).
 */
export const canDeleteMessage = (context: Pick<ConversationContext, 'messages' | 'me'>, id: number) => {
  const m = context.messages.find((x) => x.id === id);
  return !!m && m.user === context.me && !m.seen;
};

/** A pushed message may already be held (a resync fetched it): count it once. */
const addOne = (held: readonly ChatMessage[], m: ChatMessage, total: number) => (held.some((x) => x.id === m.id) ? total : total + 1);

// A changed draft is another message: its send takes a new key.
const draftEvents = {
  'draft.text': { actions: ['setText', 'dropSubmitKey'] },
  'draft.addFiles': { actions: ['addFiles', 'dropSubmitKey'] },
  'draft.removeFile': { actions: ['removeFile', 'dropSubmitKey'] },
} as const;

// Before it is ready, going back to the list and opening it again are remembered: the presence region starts from them.
const presenceBeforeReady = {
  'conversation.leave': { actions: 'leftEarly' },
  'conversation.return': { actions: 'backEarly' },
} as const;

export const conversationMachine = setup({
  types: { context: {} as ConversationContext, events: {} as ConversationEvent, input: {} as ConversationInput, children: {} as { send: 'send' } },
  actors: {
    loadPage: fromPromise<Page, { targetId: number; isGroup: boolean; page: number; size: number }>(async () => ({ messages: [], total: 0 })),
    catchUp: fromPromise<CatchUp, CatchUpInput>(async () => ({ messages: [], total: 0, complete: true })),
    // Sends a SendInput (multipart, with the draft's idempotency key) and outputs the stored message.
    send: uploadMachine,
  },
  guards: {
    hasOlder: ({ context }) => context.messages.length < context.total,
    leftEarly: ({ context }) => context.leftEarly,
    hasDraft: ({ context }) => context.text.trim().length > 0 || context.files.length > 0,
    belongsHere: ({ context, event }) => {
      if (event.type !== 'message.received') return false;
      const m = event.message;
      return context.isGroup ? m.groupId === context.targetId : m.groupId === null && m.user === context.targetId;
    },
  },
  actions: {
    ...submitKeyActions<ConversationContext, ConversationEvent>(fixedSubmitKey),
    notifyError: (_, _p: { message: string }) => {},
    markSeen: () => {},
    sent: (_, _p: { message: ChatMessage }) => {},
    leftEarly: assign({ leftEarly: true }),
    backEarly: assign({ leftEarly: false }),
    setText: assign({ text: ({ event }) => (event.type === 'draft.text' ? event.text : '') }),
    addFiles: assign({ files: ({ context, event }) => (event.type === 'draft.addFiles' ? [...context.files, ...event.files] : context.files) }),
    receive: assign(({ context, event }) => {
      if (event.type !== 'message.received') return {};
      const m = event.message;
      // An answer in a direct conversation means the other person has read everything before it.
      const mine = context.isGroup ? context.messages : context.messages.map((x) => (x.user === context.me ? { ...x, seen: true } : x));
      return { messages: mergeMessages(mine, [m]), total: addOne(context.messages, m, context.total) };
    }),
    forget: assign(({ context, event }) => {
      if (event.type !== 'message.deleted' || !context.messages.some((m) => m.id === event.id)) return {};
      return { messages: context.messages.filter((m) => m.id !== event.id), total: Math.max(0, context.total - 1) };
    }),
    removeFile: assign({ files: ({ context, event }) => (event.type === 'draft.removeFile' ? context.files.filter((_, i) => i !== event.index) : context.files) }),
  },
}).createMachine({
  id: 'conversation',
  context: ({ input }) => ({
    me: input.me, targetId: input.targetId, isGroup: input.isGroup, pageSize: input.pageSize ?? 5,
    messages: [], total: 0, text: '', files: [], error: null, sendError: null, idempotencyKey: null, leftEarly: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      on: presenceBeforeReady,
      invoke: {
        id: 'loadFirst',
        src: 'loadPage',
        input: ({ context }) => ({ targetId: context.targetId, isGroup: context.isGroup, page: 0, size: context.pageSize }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ messages: mergeMessages([], event.output.messages), total: event.output.total, error: null })) },
        onError: { target: 'failure', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
      },
    },
    failure: { on: { ...presenceBeforeReady, 'conversation.retry': { target: 'loading' } } },
    ready: {
      type: 'parallel',
      on: {
        'message.deleted': { actions: 'forget' },
        // Read only while the person is in the conversation: left for the list, it stays unread there.
        'message.received': [
          { guard: and(['belongsHere', stateIn('#conversation.ready.presence.reading')]), actions: ['receive', 'markSeen'] },
          { guard: 'belongsHere', actions: 'receive' },
        ],
      },
      states: {
        history: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'conversation.loadOlder': { guard: 'hasOlder', target: 'loadingOlder' },
                'conversation.refresh': { target: 'refreshing' },
              },
            },
            loadingOlder: {
              meta: { spec: ['S2.9.03'] },
              tags: ['loadingOlder'],
              // A reconnect's catch-up comes first: dropped here, what the gap hid would never show. The older
              // page is abandoned; the user's next scroll asks for it again.
              on: { 'conversation.refresh': { target: 'refreshing' } },
              invoke: {
                id: 'loadOlder',
                src: 'loadPage',
                input: ({ context }) => ({ targetId: context.targetId, isGroup: context.isGroup, page: olderPageIndex(context.messages.length, context.pageSize), size: context.pageSize }),
                onDone: { target: 'idle', actions: assign(({ context, event }) => ({ messages: mergeMessages(event.output.messages, context.messages), total: event.output.total })) },
                onError: { target: 'idle', actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessageOf(event.error) }) } },
              },
            },
            refreshing: {
              meta: { spec: ['S2.4.10'] },
              invoke: {
                id: 'refresh',
                src: 'catchUp',
                input: ({ context }) => ({ targetId: context.targetId, isGroup: context.isGroup, size: context.pageSize, known: context.messages.map((m) => m.id) }),
                onDone: { target: 'idle', actions: assign(({ context, event }) => ({ messages: reconcile(context.messages, event.output), total: event.output.total })) },
                // What was shown stays; the toast says the catch-up failed (the next reconnect or reopening tries again).
                onError: { target: 'idle', actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessageOf(event.error) }) } },
              },
            },
          },
        },
        composer: {
          initial: 'idle',
          states: {
            idle: { on: { ...draftEvents, 'conversation.send': { guard: 'hasDraft', target: 'sending' } } },
            sending: {
              tags: ['sending'],
              entry: [assign({ sendError: null }), 'keepSubmitKey'],
              invoke: {
                id: 'send',
                src: 'send',
                input: ({ context }): { request: SendInput } => ({ request: { targetId: context.targetId, isGroup: context.isGroup, text: context.text, files: context.files, idempotencyKey: context.idempotencyKey } }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context, event }) => {
                      const message = event.output as ChatMessage;
                      return { messages: mergeMessages(context.messages, [message]), total: addOne(context.messages, message, context.total), text: '', files: [] };
                    }),
                    'dropSubmitKey',
                    { type: 'sent', params: ({ event }) => ({ message: event.output as ChatMessage }) },
                  ],
                },
                onError: { target: 'failed', actions: [assign(({ event }) => ({ sendError: errorMessageOf(event.error) })), { type: 'notifyError', params: ({ event }) => ({ message: errorMessageOf(event.error) }) }] },
              },
            },
            failed: { meta: { spec: ['S2.8.01'] }, on: { ...draftEvents, 'conversation.send': { guard: 'hasDraft', target: 'sending' } } },
          },
        },
        presence: {
          initial: 'entering',
          states: {
            // Left for the list while it loaded: what arrives from now on is not read.
            entering: { always: [{ guard: 'leftEarly', target: 'away' }, { target: 'reading' }] },
            reading: { on: { 'conversation.leave': { target: 'away' } } },
            // Issue 22: back to the list on a phone closes the conversation; what arrives meanwhile counts unread.
            // (No meta.spec: the spec names no rule for it, and meta.spec holds only the catalogue's ids.)
            away: {
              tags: ['away'],
              // Back in the conversation: what arrived meanwhile is read now.
              on: { 'conversation.return': { target: 'reading', actions: ['markSeen', 'backEarly'] } },
            },
          },
        },
      },
    },
  },
});

/** Not being read: left for the list, whether before it had loaded or since. */
export const isAway = (s: SnapshotFrom<typeof conversationMachine>) => s.hasTag('away') || s.context.leftEarly;
