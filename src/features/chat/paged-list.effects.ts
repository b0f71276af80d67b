import { fromPromise } from 'xstate';
import { pagedListMachine, type PageRequest, type PageResult } from '../../../machines/shared/paged-list.machine';
import { toast } from '../../ui/toast-store';

/** The shared paged-list statechart over one of the chat's lists (conversations, people to add); a failed re-read says why in the chat's words. */
export const pagedListLogic = (load: (r: PageRequest) => Promise<PageResult>) =>
  pagedListMachine.provide({
    actors: { loadPage: fromPromise(({ input }) => load(input)) },
    actions: { refreshFailed: (_, p) => toast.error(p.message, { ns: 'chat' }) },
  });
