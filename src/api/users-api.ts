import { userListAnswer, type UserListFilter } from '../domain/users';
import { callData } from './client';
import { paths } from './paths';

/** The user list behind every picker; pages start at 0 (currentList). */
export const listUsers = (filter: UserListFilter, path: string = paths.users.list) => callData(path, { method: 'POST', body: filter, schema: userListAnswer });
