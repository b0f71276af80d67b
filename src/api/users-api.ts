import { userListAnswer, type UserListFilter } from '../domain/users';
import { callData } from './client';
import { pathOf } from './paths';

/** The user list behind every picker; pages start at 0 (currentList). */
export const listUsers = (filter: UserListFilter, path: string = pathOf('users.list')) => callData(path, { method: 'POST', body: filter, schema: userListAnswer });
