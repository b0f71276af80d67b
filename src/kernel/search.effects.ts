import { searchMachine, userSearchMachine } from '../../machines/shell/search.machine';
import type { SearchResult } from '../domain/shell';
import { globalSearchActor } from './search-actor';

/**
 * The search statechart of a search box: the header's, where a pick opens the
 * result (`onOpen`), or the users-only one, where a pick locks the field.
 */
export const searchLogic = (usersOnly: boolean, onOpen?: (r: SearchResult) => void) =>
  // The general chart is the users-only one without its locked state: one type serves both views.
  (usersOnly ? userSearchMachine : (searchMachine as unknown as typeof userSearchMachine)).provide({
    actors: { search: globalSearchActor },
    actions: {
      openResult: (_, { result }) => onOpen?.(result),
      logError: (_, { message }) => console.warn('global search failed:', message),
    },
  });
