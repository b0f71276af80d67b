import { fromPromise } from 'xstate';
import { formsApi } from '../../api/forms-api';
import { toast } from '../../ui/toast-store';
import type { PublishedForm } from '../../domain/forms';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';

/** A row of the 'view all forms' panel: answered when the user sent an answer from this session (answered-forms.ts). */
export type PublishedRow = PublishedForm & { key: string; answered: boolean };

/** The row of `formId` marked answered, the others as they are (the list's 'list.replaceItems'). */
export const markRow = (rows: readonly PublishedRow[], formId: number): PublishedRow[] => rows.map((r) => (r.id === formId ? { ...r, answered: true } : r));

/** The shared paged-list statechart reading the published forms page by page, marking those in `answered()`. */
export const publishedListLogicFor = (answered: () => ReadonlySet<number>) =>
  pagedListMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }) => {
        const got = await formsApi.publishedPage({ searchValue: input.search, pageSize: input.size, currentPage: input.page });
        const sent = answered();
        return { items: got.forms.map((f): PublishedRow => ({ ...f, key: String(f.id), answered: sent.has(f.id) })), total: got.total };
      }),
    },
    // A re-read in the background that fails keeps the rows: the server's message says why (spec 3 section 8: error toast).
    actions: { refreshFailed: (_, p) => toast.error(p.message) },
  });

/** The list with no answer known (the fake-server walk). */
export const publishedListLogic = publishedListLogicFor(() => new Set());
