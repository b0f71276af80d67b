import type { ActorRefFrom } from 'xstate';
import type { pagedListMachine } from '../../machines/shared/paged-list.machine';
import { useActorRef } from './actors';
import { useChanges, type RefreshOn } from './use-changes';

/** A list read page by page (machines/shared/paged-list.machine.ts), refreshed in place on each change of `refreshOn`. */
export function usePagedList(logic: typeof pagedListMachine, input: { pageSize: number; search?: string }, options: { refreshOn?: RefreshOn } = {}): ActorRefFrom<typeof pagedListMachine> {
  const actor = useActorRef(logic, { input });
  useChanges(options.refreshOn, () => actor.send({ type: 'list.refresh' }));
  return actor;
}
