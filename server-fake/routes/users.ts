import { userListFilter } from '../../src/domain/users';
import { ok, route } from '../http';
import { pageUsers } from '../rules/user-list';

/** The user list for every picker (a path the spec leaves out: /api/users/list). */
export const usersRoutes = [
  route({
    method: 'POST', path: '/api/users/list', body: userListFilter,
    handle: ({ ctx, body }) => ok(pageUsers(ctx.db, body)),
  }),
];
