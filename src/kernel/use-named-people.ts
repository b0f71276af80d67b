import { listUsers } from '../api/users-api';
import type { ListedUser } from '../domain/users';
import { useResource } from './use-resource';

const none: ReadonlyMap<number, ListedUser> = new Map();

/**
 * The people behind some ids (a saved audience, a draft's chosen person, the user of a note being edited), asked
 * by `ids` on the user list, which answers exactly them whatever page the first list stopped at.
 */
export function useNamedPeople(ids: readonly number[]): ReadonlyMap<number, ListedUser> {
  const key = [...new Set(ids.filter((i) => i > 0))].sort((a, b) => a - b).join(',');
  const view = useResource(
    (k: string) => (k ? listUsers({ ids: k.split(',').map(Number) }).then((r) => new Map(r.users.map((u) => [u.id, u]))) : Promise.resolve(none)),
    key,
  );
  return view.data ?? none;
}
