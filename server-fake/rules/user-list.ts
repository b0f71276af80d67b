import type { Db } from '../db/db';
import { departements, fonctions, users, type UserRow } from '../models/organisation';

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Pages a user list by the shared filter: search on name, department and function, page size from length (or lenght). */
export function pageUsers(db: Db, filter: { searchValue?: string; length?: number; lenght?: number; currentList?: number }, pool?: UserRow[]) {
  const size = filter.length ?? filter.lenght ?? 10;
  const q = fold(filter.searchValue ?? '');
  const all = (pool ?? users(db).filter((u) => u.active)).filter((u) => !q || fold(`${u.fullName} ${departements(db).get(u.departementId)?.name ?? ''} ${fonctions(db).get(u.fonctionId)?.name ?? ''}`).includes(q));
  const page = filter.currentList ?? 0;
  return {
    users: all.slice(page * size, page * size + size).map((u) => ({ id: u.id, fullName: u.fullName, picturePath: `upload/profileimages/${u.id}/${u.picturePath}`, displayNameRole: fonctions(db).get(u.fonctionId)?.name ?? null })),
    totalUsers: all.length,
    allUsers: pool ? pool.length : users(db).size,
  };
}
