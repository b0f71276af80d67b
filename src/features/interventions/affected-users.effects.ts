import { fromPromise } from 'xstate';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { interventionUsers } from '../../api/interventions-api';
import type { ListedUser } from '../../domain/users';
import { toast } from '../../ui/toast-store';

/** A person who may be affected to the intervention, keyed for the paged list. */
export type AffectedRow = ListedUser & { key: string };

/** The shared paged-list statechart over the people not yet affected to intervention `id` (pages of the panel's size). */
export const affectedUsersLogic = (id: number) =>
  pagedListMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }) => {
        const got = await interventionUsers({ id, assigend: false, searchValue: input.search, lenght: input.size, currentList: input.page });
        return { items: got.users.map((u): AffectedRow => ({ ...u, key: String(u.id) })), total: got.totalUsers };
      }),
    },
    actions: { refreshFailed: (_, p) => toast.error(p.message, { ns: 'interventions' }) },
  });
