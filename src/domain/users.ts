import * as z from 'zod';
import { envelope } from './envelope';

/**
 * The user list request filter shared by every user picker (spec 1 section 3). How the fake server reads
 * each field, and which it refuses where the spec gives only a name, is written in server-fake/rules/user-list.ts.
 */
export const userListFilter = z.object({
  searchValue: z.string().max(200).optional().default(''),
  length: z.coerce.number().int().min(1).max(100).optional(),
  lenght: z.coerce.number().int().min(1).max(100).optional(),
  currentList: z.coerce.number().int().min(0).optional().default(0),
  id: z.coerce.number().int().optional(),
  roleName: z.string().optional(),
  userid: z.coerce.number().int().optional(),
  roleId: z.coerce.number().int().optional(),
  ids: z.union([z.string().max(20000), z.array(z.coerce.number().int()).max(1000)]).optional(),
  assigend: z.boolean().optional(),
  selectAll: z.boolean().optional(),
  isGroup: z.boolean().optional(),
  isApprovalEvpLevel: z.boolean().optional(),
});
export type UserListFilter = z.input<typeof userListFilter>;

export const listedUser = z.object({ id: z.number(), fullName: z.string(), picturePath: z.string().nullable(), displayNameRole: z.string().nullable() });
export type ListedUser = z.infer<typeof listedUser>;

export const userListResult = z.object({ users: z.array(listedUser), totalUsers: z.number(), allUsers: z.number() });
export const userListAnswer = envelope(userListResult);
