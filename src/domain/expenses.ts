import * as z from 'zod';
import { envelope } from './envelope';

/**
 * Expense notes and expenses (spec 3 sections 3, 5 and 7): the schemas the
 * client parses answers with and the fake server validates payloads with.
 */
const required = 'RequiredAttribute';
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid.Date');
const optionalNumber = z.preprocess((v) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v), z.coerce.number().optional());
const optionalText = z.preprocess((v) => (v === null || v === 'null' ? undefined : v), z.string().optional());

export const noteStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
export type NoteStatusCode = z.infer<typeof noteStatusCode>;

export const userImage = z.object({ id: z.number(), fullName: z.string(), picturePath: z.string().nullable() });

export const historyEntry = z.object({ action: z.string(), actionDate: z.string(), comment: z.string().nullish(), userImage });
export type HistoryEntry = z.infer<typeof historyEntry>;

export const approvalEntry = z.object({
  actionType: z.enum(['Success', 'Refund']),
  userId: z.number(),
  fullName: z.string(),
  departement: z.string().nullable(),
  picturePath: z.string().nullable(),
  /** 1 once this person did it, 0 while awaited. */
  status: z.number(),
  actionDate: z.string().nullable(),
});

export const categoryLimits = z.object({
  /** Rate per KM in MAD for the mileage category. */
  mileage: z.number().nullable(),
  type: z.enum(['Fixed', 'Ceiling']).nullable(),
  amount: z.number().nullable(),
});

export const expenseCategory = z.object({
  id: z.number(),
  name: z.string(),
  bgColor: z.string(),
  imgColor: z.string(),
  imgPath: z.string(),
  /** 0 standard, 1 mileage, 2 fixed amount (translated in expense-codes.ts). */
  type: z.number(),
  positive: z.boolean(),
  limited: z.boolean(),
  helpComment: z.string().nullable(),
  message: z.string().nullable(),
  message2: z.string().nullable(),
  message3: z.string().nullable(),
  expensesCatLimitsDto: categoryLimits,
});
export type ExpenseCategory = z.infer<typeof expenseCategory>;

export const attachedFile = z.object({ id: z.number(), name: z.string(), path: z.string() });
export type AttachedFile = z.infer<typeof attachedFile>;

export const expense = z.object({
  id: z.number(),
  date: z.string(),
  supplier: z.string().nullable(),
  amount: z.number(),
  distance: z.number().nullable(),
  description: z.string().nullable(),
  payedBy: z.string().nullable(),
  fk_NoteId: z.number(),
  CatId: z.number(),
  category: z.string(),
  currency: z.string(),
  noteStatus: z.number(),
  /** Total the note counts for this expense (mileage: distance × rate). */
  infoAmount: z.number(),
  files: z.array(attachedFile),
  expensesCat: expenseCategory,
});
export type Expense = z.infer<typeof expense>;

/** An amount in one currency: a note's totals and the statistics' are given per currency, never added across. */
export const currencyTotal = z.object({ currency: z.string(), total: z.number() });

export const noteSummary = z.object({
  id: z.number(),
  title: z.string(),
  currency: z.string(),
  executionDate: z.string(),
  status: z.number(),
  affectedUserId: z.number(),
  projectId: z.number().nullable(),
  projectName: z.string().nullable(),
  /** The expenses in the note's own currency (each expense has its own: spec 3 section 3). */
  totalExpenses: z.number(),
  /** Chosen here, beside the spec's one figure: the totals per currency, the note's own first (issue 34 item 2). */
  totals: z.array(currencyTotal).optional(),
  expensesCount: z.number(),
  userImage,
});
export type NoteSummary = z.infer<typeof noteSummary>;

export const note = noteSummary.extend({
  description: z.string().nullable(),
  files: z.array(attachedFile),
  filesNames: z.array(z.string()),
  actionBy: z.number().nullable(),
  refundedBy: z.string().nullable(),
  refundComment: z.string().nullable(),
  /** Last cancel or reject comment. */
  remark: z.string().nullable(),
  history: z.array(historyEntry),
  userslistApproval: z.array(approvalEntry),
  allExpenses: z.array(expense),
});
export type Note = z.infer<typeof note>;

/** Body of POST /api/Notes/List: the filters the spec leaves unshown, chosen here. */
export const noteListFilter = z.object({
  status: z.coerce.number().int().min(0).max(5).nullish(),
  userId: z.coerce.number().int().nullish(),
  dateFrom: day.nullish(),
  dateTo: day.nullish(),
  search: z.string().max(200).nullish(),
  currentPage: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** The profile page lists only the signed-in user's notes. */
  mine: z.boolean().optional(),
});
export type NoteListFilter = z.input<typeof noteListFilter>;
export const noteListAnswer = envelope(z.object({ notes: z.array(noteSummary), total: z.number() }));

/** Per status: how many notes, and their amounts per currency (never one figure across currencies). */
export const noteStatistics = z.array(z.object({ status: z.number(), count: z.number(), totals: z.array(currencyTotal) }));
export const noteStatisticsAnswer = envelope(noteStatistics);

/** Multipart body of POST /api/Notes/Create (create when id is absent). */
export const noteCreateBody = z.object({
  id: optionalNumber,
  affectedUserId: optionalNumber,
  title: z.string({ error: required }).trim().min(1, required).max(200),
  currency: z.string({ error: required }).trim().min(1, required),
  executionDate: z.preprocess((v) => (v === '' ? undefined : v), day.optional()),
  description: optionalText,
  projectId: optionalNumber,
  files: z.unknown().optional(),
});
export type NoteCreateBody = z.input<typeof noteCreateBody>;

/** Multipart body of POST /api/Expenses/Create (edit when id is given). */
export const expenseCreateBody = z.object({
  id: optionalNumber,
  fk_NoteId: z.coerce.number({ error: required }).int(),
  CatId: z.coerce.number({ error: required }).int(),
  date: z.preprocess((v) => (v === '' ? undefined : v), day.optional()),
  supplier: optionalText,
  amount: optionalNumber,
  distance: optionalNumber,
  description: optionalText,
  payedBy: optionalText,
  /** The expense's own currency (spec 3: the expense entity's `currency`), an ISO code; absent, the note's. Whether the company lists it, the server decides. */
  currency: z.preprocess((v) => (v === '' || v === null || v === 'null' ? undefined : v), z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'Expenses.UnknownCurrency').optional()),
  files: z.unknown().optional(),
  /**
   * The expense entity's other fields (spec 3 §3) are what the answer derives: the category's name and details from
   * CatId, the note's status from fk_NoteId, the amount's note from the category. Sent, they would be dropped: refused.
   */
  category: z.never().optional(),
  expensesCat: z.never().optional(),
  noteStatus: z.never().optional(),
  infoAmount: z.never().optional(),
});
export type ExpenseCreateBody = z.input<typeof expenseCreateBody>;

export const changeStatusBody = z.object({
  id: z.coerce.number({ error: required }).int(),
  status: z.coerce.number({ error: required }).int(),
  refundedBy: z.string().nullish(),
  comment: z.string().max(2000).nullish(),
});
export type ChangeStatusBody = z.infer<typeof changeStatusBody>;

export const option = z.object({ value: z.union([z.string(), z.number()]), text: z.string() });
export const createFormData = z.object({
  payedByOptions: z.array(option),
  refundPayers: z.array(option),
  mileageRate: z.number(),
  rateCurrency: z.string(),
});
export type CreateFormData = z.infer<typeof createFormData>;
export const currencyList = envelope(z.array(z.object({ value: z.string(), text: z.string(), symbol: z.string().optional() })));
export const noteAnswer = envelope(note);
export const expenseAnswer = envelope(expense);
export const categoryAnswer = envelope(expenseCategory);
export const categoriesAnswer = envelope(z.array(expenseCategory));
export const createFormDataAnswer = envelope(createFormData);
export const savedIdAnswer = envelope(z.object({ id: z.number() }));
