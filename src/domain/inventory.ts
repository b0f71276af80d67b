import * as z from 'zod';
import { envelope } from './envelope';

/** Hardware and software inventory (spec 4 shows only the calls; the fields are this project's). */
export type ItemKind = 'hardware' | 'software';
export const hardwareCategories = ['Laptop', 'Desktop', 'Screen', 'Phone', 'Docking station', 'Printer', 'Tablet', 'Projector', 'Desk phone', 'Other'] as const;
export const hardwareConditions = ['New', 'Good', 'Worn', 'Damaged'] as const;
export const softwareCategories = ['Office', 'PDF', 'Design', 'Development', 'Antivirus', 'Operating system', 'HR & payroll', 'Communication', 'Security', 'Other'] as const;
export const licenceTypes = ['Subscription', 'Perpetual', 'Free'] as const;

const req = z.string({ error: 'RequiredAttribute' }).trim().min(1, 'RequiredAttribute');
const optDate = z.string().nullish().transform((v) => v || null);
/**
 * The price's currency, a code of the company's list (settings/CurrencyList; the server refuses another:
 * Inventory.UnknownCurrency). Left out, a new item takes the company's own (INVENTORY_CURRENCY) and an edit keeps its
 * own: no default here, or an update without it would turn a price in euros into dirhams.
 */
const currencyCode = z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'Inventory.UnknownCurrency').optional();
/** The company's currency, a new item's when none is sent (as a new expense note's in the form). */
export const INVENTORY_CURRENCY = 'MAD';

export const hardwareInput = z.object({
  title: req,
  category: z.enum(hardwareCategories, { error: 'RequiredAttribute' }),
  brand: z.string().optional().default(''),
  model: z.string().optional().default(''),
  serialNumber: req,
  purchaseDate: optDate,
  warrantyEnd: optDate,
  price: z.coerce.number().min(0).optional().default(0),
  currency: currencyCode,
  condition: z.enum(hardwareConditions).optional().default('New'),
  siteId: z.number().int().nullish().transform((v) => v ?? null),
  notes: z.string().optional().default(''),
});
export type HardwareInput = z.input<typeof hardwareInput>;
export const softwareInput = z.object({
  title: req,
  editor: z.string().optional().default(''),
  version: z.string().optional().default(''),
  category: z.enum(softwareCategories, { error: 'RequiredAttribute' }),
  licenceType: z.enum(licenceTypes).optional().default('Subscription'),
  seats: z.coerce.number().int().min(0).optional().default(1),
  /** The day of the month a subscription is billed (spec 1 section 5's day-of-month picker: 1 to 31). */
  billingDay: z.number().int().min(1, 'Inventory.InvalidDay').max(31, 'Inventory.InvalidDay').nullish().transform((v) => v ?? null),
  expiryDate: optDate,
  price: z.coerce.number().min(0).optional().default(0),
  currency: currencyCode,
  notes: z.string().optional().default(''),
});
export type SoftwareInput = z.input<typeof softwareInput>;
export const withId = <T extends z.ZodObject>(s: T) => s.extend({ id: z.number().int() });

export const inventoryFilter = z.object({
  searchValue: z.string().optional().default(''),
  category: z.string().nullish(),
  /** all, assigned (held by someone) or free. */
  assignment: z.enum(['all', 'assigned', 'free']).optional().default('all'),
  active: z.boolean().nullish(),
  userId: z.number().int().nullish(),
  page: z.number().int().min(0).optional().default(0),
  size: z.number().int().min(1).max(200).optional().default(25),
});
export type InventoryFilter = z.input<typeof inventoryFilter>;

const userRef = z.object({ id: z.number(), fullName: z.string(), picturePath: z.string().nullable() });
export const inventoryItem = z.object({
  id: z.number(),
  kind: z.enum(['hardware', 'software']),
  title: z.string(),
  category: z.string(),
  /** Hardware: brand and model; software: editor and version. */
  subtitle: z.string(),
  reference: z.string(),
  active: z.boolean(),
  users: z.array(userRef),
  seats: z.number().nullable(),
  date: z.string().nullable(),
  price: z.number(),
  /** The price's currency (absent from an API that does not give one: the price is then shown alone). */
  currency: z.string().optional(),
  fields: z.record(z.string(), z.unknown()),
});
export type InventoryItem = z.infer<typeof inventoryItem>;
export const inventoryListAnswer = envelope(z.object({ items: z.array(inventoryItem), total: z.number() }));
export const inventoryItemAnswer = envelope(inventoryItem);

export const inventoryCounters = z.object({
  total: z.number(),
  assigned: z.number(),
  free: z.number(),
  inactive: z.number(),
  seats: z.number().nullable(),
  expiringSoon: z.number(),
  byCategory: z.array(z.object({ category: z.string(), count: z.number() })),
});
export type InventoryCounters = z.infer<typeof inventoryCounters>;
export const countersAnswer = envelope(inventoryCounters);

export const formData = z.object({ categories: z.array(z.string()), conditions: z.array(z.string()), licenceTypes: z.array(z.string()), sites: z.array(z.object({ value: z.number(), text: z.string() })) });
export const formDataAnswer = envelope(formData);

export const itemHistoryEntry = z.object({ id: z.number(), title: z.string(), description: z.string().nullable(), date: z.string(), whoDid: userRef });
export const itemHistoryAnswer = envelope(z.array(itemHistoryEntry));
export const assignmentEntry = z.object({ id: z.number(), user: userRef, assignedBy: userRef, assignedDate: z.string(), unassignedDate: z.string().nullable() });
export const assignmentHistoryAnswer = envelope(z.array(assignmentEntry));

export const assignItem = z.object({ id: z.number().int(), userIds: z.array(z.number().int()).optional().default([]), assign: z.boolean().optional().default(true), userId: z.number().int().nullish() });
export const unassignItem = z.object({ id: z.number().int(), userId: z.number().int() });
export const activeInput = z.object({ id: z.number().int(), active: z.boolean() });
export const addExcelInput = z.object({ fileId: z.number().int() });
export const uploadAnswer = envelope(z.object({ fileId: z.number(), fileName: z.string() }));
/**
 * Why one row was refused (issue 36 item 5): a message key, the column by its
 * original name (excelColumns, shown in the reader's language) and the text
 * read there, so a person finds the cell to fix. A bare key, as a server may
 * send, still reads as the whole reason ('Import.SerialRequired').
 */
export const importProblem = z.object({ message: z.string(), column: z.string().optional(), value: z.string().optional() });
export type ImportProblem = z.infer<typeof importProblem>;
export const importReport = z.object({ imported: z.number(), errors: z.array(z.object({ line: z.number(), messages: z.array(z.union([z.string(), importProblem])) })) });
export type ImportReport = z.infer<typeof importReport>;
export const importAnswer = envelope(importReport);

/**
 * The Excel columns, in order, per kind (first row of the sheet is the header). The price's currency comes last, so a
 * sheet of before it, read by position, still reads; left empty, it is the company's (INVENTORY_CURRENCY).
 */
export const excelColumns: Record<ItemKind, readonly string[]> = {
  hardware: ['Title', 'Category', 'Brand', 'Model', 'Serial number', 'Purchase date', 'Price', 'Assigned to', 'Currency'],
  software: ['Title', 'Editor', 'Version', 'Category', 'Licence type', 'Seats', 'Expiry date', 'Price', 'Currency'],
};

/** The columns an import row must fill: server-fake/rules/inventory.ts refuses a row without them ('Import.Missing'). */
export const excelRequired: Record<ItemKind, readonly string[]> = {
  hardware: ['Title', 'Category', 'Serial number'],
  software: ['Title', 'Category'],
};

/** The columns that take a value from a list, with the words' prefix in the inventory namespace. */
export const excelLists: Record<ItemKind, ReadonlyArray<{ column: string; prefix: string; values: readonly string[] }>> = {
  hardware: [{ column: 'Category', prefix: 'category.', values: hardwareCategories }],
  software: [
    { column: 'Category', prefix: 'category.', values: softwareCategories },
    { column: 'Licence type', prefix: 'licence.', values: licenceTypes },
  ],
};

/**
 * The same columns as the inventory namespace's words (issue 36 item 5): the
 * import panel lists them and writes its template in the interface's
 * language, and an import reads a header in any language or the names above.
 */
export const excelColumnKeys: Record<ItemKind, readonly string[]> = {
  hardware: ['field.title', 'field.category', 'field.brand', 'field.model', 'field.serialNumber', 'field.purchaseDate', 'field.price', 'Inventory.Assigned', 'field.currency'],
  software: ['field.title', 'field.editor', 'field.version', 'field.category', 'field.licenceType', 'field.seats', 'field.expiryDate', 'field.price', 'field.currency'],
};
