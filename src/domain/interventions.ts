import * as z from 'zod';
import { envelope } from './envelope';

/** Spec 4 section 4: the intervention lifecycle and its codes, translated in interventions-codes.ts only. */
export const interventionStatuses = ['Pending', 'Progressing', 'Affected', 'Solved', 'Closed'] as const;
export type InterventionStatus = (typeof interventionStatuses)[number];
export const priorities = ['Urgent', 'High', 'Normal', 'Low'] as const;
export type Priority = (typeof priorities)[number];
/** Spec 4 section 5: the linked item's options follow the category: material → hardware inventory, software → software list, general → none. */
export type ItemSource = 'hardware' | 'software' | null;
export const itemSourceFor = (category: number | null | undefined): ItemSource => (category === 1 ? 'hardware' : category === 0 ? 'software' : null);
export const isOpenStatus = (s: string) => s !== 'Solved' && s !== 'Closed';

const blankToUndefined = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : v);
const requiredText = z.preprocess(blankToUndefined, z.string({ error: 'RequiredAttribute' }).trim().min(1, 'RequiredAttribute'));
const optionalText = z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string());
const code = (max: number) => z.preprocess(blankToUndefined, z.coerce.number({ error: 'RequiredAttribute' }).int().min(0).max(max));

/**
 * The create form's fields (spec 4 §3) that the record derives or the screen alone uses, refused rather than dropped
 * (issue 33): the linked item's title comes from Fk_Material, the type's second name from Type (the answer's
 * typeIntervention), the step count, the last step's text and the status from AddStep, AssignedTo and Close; the
 * requester is Fk_DemadeBy, not the profile opened nor DemadendById; 'general' is Hardware 2; IsProfile and FullModal
 * say how the screen was opened.
 */
const derivedFields = Object.fromEntries(
  ['Material_Title', 'TypeIntervention', 'Step', 'NbrActions', 'History_description', 'Statut', 'IsProfile', 'FullModal', 'generale', 'profileId', 'DemadendById'].map((f) => [f, z.never().optional()]),
) as Record<'Material_Title' | 'TypeIntervention' | 'Step' | 'NbrActions' | 'History_description' | 'Statut' | 'IsProfile' | 'FullModal' | 'generale' | 'profileId' | 'DemadendById', z.ZodOptional<z.ZodNever>>;

/** Create form (multipart): Type, Title and Description are required with RequiredAttribute. */
export const interventionCreate = z.object({
  Fk_DemadeBy: z.preprocess(blankToUndefined, z.coerce.number().int().optional()),
  Hardware: code(2).default(2),
  Fk_Material: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).default(0)),
  Type: code(2),
  Title: requiredText,
  Description: requiredText,
  Priority: z.preprocess(blankToUndefined, z.enum(priorities).default('Normal')),
  Nature: optionalText.optional(),
  ...derivedFields,
  /** A new intervention has no id yet and no files to keep: Update's (below). */
  Id: z.never().optional(),
  FilesNames: z.never().optional(),
});
export type InterventionCreate = z.input<typeof interventionCreate>;
/** Spec 4 section 5: the edit form validates nothing, so Title and Description may come empty. */
export const interventionUpdate = interventionCreate.extend({
  Title: optionalText,
  Description: optionalText,
  Id: z.coerce.number().int(),
  /** Ids of attached files to keep (FilesNames); the others are removed. */
  FilesNames: z.preprocess((v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? (v as unknown[]) : [v]), z.array(z.coerce.number().int())).optional(),
});

export const interventionFilter = z.object({
  statut: z.enum(interventionStatuses).nullish(),
  priority: z.enum(priorities).nullish(),
  hardware: z.number().int().min(0).max(2).nullish(),
  requesterId: z.number().int().nullish(),
  searchValue: z.string().optional().default(''),
  page: z.number().int().min(0).optional().default(0),
  size: z.number().int().min(1).max(100).optional().default(20),
});
export type InterventionFilter = z.input<typeof interventionFilter>;

const userRef = z.object({ id: z.number(), fullName: z.string(), picturePath: z.string().nullable() });
export type UserRef = z.infer<typeof userRef>;

export const interventionListItem = z.object({
  id: z.number(),
  title: z.string(),
  priority: z.enum(priorities),
  statut: z.enum(interventionStatuses),
  type: z.number(),
  hardware: z.number(),
  material_Title: z.string().nullable(),
  demandeByUser: userRef,
  users: z.array(userRef),
  nbrActions: z.number(),
  createdDate: z.string(),
});
export type InterventionListItem = z.infer<typeof interventionListItem>;
export const interventionListAnswer = envelope(z.object({ items: z.array(interventionListItem), total: z.number() }));

export const selectItem = z.object({ value: z.number(), text: z.string() });
export const interventionRead = z.object({
  id: z.number(),
  title: z.string(),
  priority: z.enum(priorities),
  statut: z.enum(interventionStatuses),
  type: z.number(),
  typeIntervention: z.number(),
  hardware: z.number(),
  fk_DemadeBy: z.number(),
  fk_Material: z.number(),
  demandeByUser: userRef,
  material_Title: z.string().nullable(),
  nature: z.string().nullable(),
  description: z.string().nullable(),
  filesNames: z.array(z.object({ id: z.number(), name: z.string(), mimetype: z.string() })),
  history_description: z.string().nullable(),
  whoDid: userRef.nullable(),
  users: z.array(userRef.extend({ fonction: z.string().nullable() })),
  inventaires: z.array(selectItem),
  createdDate: z.string(),
});
export type InterventionRead = z.infer<typeof interventionRead>;
export const interventionAnswer = envelope(interventionRead);

export const historyEntry = z.object({
  id: z.number(),
  closed: z.boolean(),
  resolved: z.boolean(),
  date: z.string(),
  description: z.string().nullable(),
  whoDid: userRef,
  title: z.string(),
  assigned: z.boolean(),
  active: z.boolean(),
  user: z.object({ id: z.number(), fullName: z.string() }).nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;
export const historyAnswer = envelope(z.array(historyEntry));

export const closeInput = z.object({ id: z.number().int(), resolut: z.boolean().default(false), description: z.string().optional().default('') });
export const addStepInput = z.object({ id: z.number().int(), description: z.preprocess(blankToUndefined, z.string({ error: 'RequiredAttribute' }).trim().min(1, 'RequiredAttribute')) });
export const assignInput = z.object({
  assign: z.boolean(),
  id: z.number().int(),
  user_id: z.number().int().nullish(),
  allUsers: z.boolean().optional().default(false),
  description: z.string().optional().default(''),
  userIds: z.array(z.number().int()).optional().default([]),
});
export type AssignInput = z.input<typeof assignInput>;
export const createdAnswer = z.object({ success: z.boolean(), message: z.string().nullish(), value: z.number(), data: z.unknown().optional() });
