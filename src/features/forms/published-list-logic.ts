import { fromPromise } from 'xstate';
import { formsApi } from '../../api/forms-api';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';

/** The shared paged-list statechart reading the published forms page by page (the 'view all forms' panel). */
export const publishedListLogic = pagedListMachine.provide({
  actors: {
    loadPage: fromPromise(async ({ input }) => {
      const got = await formsApi.publishedPage({ searchValue: input.search, pageSize: input.size, currentPage: input.page });
      return { items: got.forms.map((f) => ({ ...f, key: String(f.id) })), total: got.total };
    }),
  },
});
