import { assign, fromPromise, setup } from 'xstate';
import { errorMessageOf } from './error-message';

/**
 * A searchable list loaded page by page (chat collaborators and groups, the
 * group member picker, the forms panel of quick-create): search debounced
 * 300 ms (spec 2 section 9; the forms panel keeps the same pause), the next
 * page on demand while more exist, a failed next page said with a retry (the
 * rows stay), a refresh that reloads what is shown (after a reconnect), and
 * items replaced wholesale when a realtime message moves one to the top.
 */
/** Every item carries a stable key (the loader sets it), so overlapping pages merge. */
export interface PagedItem {
  key: string;
}
export interface PagedListContext {
  search: string;
  pageSize: number;
  items: PagedItem[];
  total: number;
  error: string | null;
}
export interface PageRequest {
  search: string;
  page: number;
  size: number;
}
export interface PageResult {
  items: PagedItem[];
  total: number;
}
export type PagedListEvent =
  | { type: 'list.search'; search: string }
  | { type: 'list.loadMore' }
  | { type: 'list.refresh' }
  | { type: 'list.retry' }
  | { type: 'list.replaceItems'; items: PagedItem[]; total?: number };

export const SEARCH_DEBOUNCE_MS = 300;

export const pagedListMachine = setup({
  types: { context: {} as PagedListContext, events: {} as PagedListEvent, input: {} as { pageSize: number; search?: string } },
  actors: {
    loadPage: fromPromise<PageResult, PageRequest>(async () => ({ items: [], total: 0 })),
  },
  guards: {
    hasMore: ({ context }) => context.items.length < context.total,
  },
  actions: {
    setSearch: assign({ search: ({ event }) => (event.type === 'list.search' ? event.search : '') }),
    replaceItems: assign(({ context, event }) => (event.type === 'list.replaceItems' ? { items: event.items, total: event.total ?? context.total } : {})),
    // A refresh runs in the background (a reconnect, a notification): the rows stay, and the view says why it failed (a toast, spec 3 section 8).
    refreshFailed: (_, _params: { message: string }) => {},
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'pagedList',
  context: ({ input }) => ({ search: input.search ?? '', pageSize: input.pageSize, items: [], total: 0, error: null }),
  initial: 'loading',
  on: {
    'list.search': { target: '.debouncing', actions: 'setSearch' },
  },
  states: {
    debouncing: { meta: { spec: ['S1.4.08', 'S2.9.01'] }, after: { debounce: { target: 'loading' } } },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadFirst',
        src: 'loadPage',
        input: ({ context }) => ({ search: context.search, page: 0, size: context.pageSize }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ items: event.output.items, total: event.output.total, error: null })) },
        onError: { target: 'failure', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
      },
    },
    failure: { tags: ['failed'], on: { 'list.retry': { target: 'loading' } } },
    ready: {
      initial: 'idle',
      on: {
        'list.loadMore': { guard: 'hasMore', target: 'loadingMore' },
        'list.refresh': { target: 'refreshing' },
        'list.replaceItems': { actions: 'replaceItems' },
      },
      states: {
        idle: {},
        // The rows loaded stay; the message stays until the user tries again (retry or scrolling on).
        moreFailed: { tags: ['failed'], on: { 'list.retry': { target: '#pagedList.loadingMore' } } },
      },
    },
    loadingMore: {
      tags: ['busy'],
      invoke: {
        id: 'loadMore',
        src: 'loadPage',
        input: ({ context }) => ({ search: context.search, page: Math.floor(context.items.length / context.pageSize), size: context.pageSize }),
        // Pages may overlap after an item moved to the top: keep the first copy of each.
        onDone: { target: 'ready', actions: assign(({ context, event }) => ({ items: [...context.items, ...event.output.items.filter((i) => !context.items.some((h) => h.key === i.key))], total: event.output.total })) },
        onError: { target: 'ready.moreFailed', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
      },
    },
    refreshing: {
      invoke: {
        id: 'refresh',
        src: 'loadPage',
        // One call for everything shown: page 0 as large as what is loaded.
        input: ({ context }) => ({ search: context.search, page: 0, size: Math.max(context.pageSize, context.items.length) }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ items: event.output.items, total: event.output.total, error: null })) },
        onError: {
          target: 'ready',
          actions: [assign(({ event }) => ({ error: errorMessageOf(event.error) })), { type: 'refreshFailed', params: ({ event }) => ({ message: errorMessageOf(event.error) }) }],
        },
      },
    },
  },
});
