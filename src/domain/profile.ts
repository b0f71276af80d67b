import * as z from 'zod';
import { envelope } from './envelope';

export const hoverCardData = z.object({ id: z.number(), fullName: z.string(), departement: z.string() });
export type HoverCardData = z.infer<typeof hoverCardData>;

export const publicProfile = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  picturePath: z.string(),
  fonction: z.string(),
  departement: z.string(),
  site: z.string(),
  society: z.string(),
  team: z.string(),
  hireDate: z.string(),
  contractType: z.string(),
  contractEnd: z.string().nullable(),
  trialEnd: z.string().nullable(),
  manager: z.object({ id: z.number(), fullName: z.string() }).nullable(),
  online: z.boolean(),
  lastSeen: z.string().nullable(),
});
export type PublicProfile = z.infer<typeof publicProfile>;

/** A user in a list: spec 1 section 3, 'value, text, imagePath' variant. */
export const userItem = z.object({
  value: z.number(),
  text: z.string(),
  imagePath: z.string().nullable().optional(),
  departement: z.string().nullable().optional(),
  fonction: z.string().nullable().optional(),
  /** The person's manager, for the organisation chart (the spec leaves these items' shape open); null at the top. */
  managerId: z.number().nullable().optional(),
});
export type UserItem = z.infer<typeof userItem>;

export const hoverCardAnswer = envelope(hoverCardData);
export const publicProfileAnswer = envelope(publicProfile);
export const userItemsAnswer = envelope(z.array(userItem));
