import type { Db } from '../db/db';
import { wordsInEveryLanguage } from './export-sheet';
import { excelColumns, INVENTORY_CURRENCY, hardwareCategories, softwareCategories, licenceTypes, type ImportProblem, type ItemKind } from '../../src/domain/inventory';
import { users } from '../models/organisation';
import { assignments, hardware, software, type HardwareRow, type SoftwareRow } from '../models/inventory';
import { userRef } from './interventions';
import { moneyRules, readNumber, type NumberRules } from '../../src/i18n/number-text';

export type AnyItem = HardwareRow | SoftwareRow;
export const tableFor = (db: Db, kind: ItemKind) => (kind === 'hardware' ? hardware(db) : software(db)) as unknown as ReturnType<typeof hardware> & ReturnType<typeof software>;
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
/** A list value read back from a sheet: its code ('Laptop') or its label in any interface language, as an export writes it ('Ordinateur portable'). */
const pick = <T extends string>(codes: readonly T[], prefix: string, cell: string): T | undefined =>
  codes.find((c) => [c, ...wordsInEveryLanguage('inventory', `${prefix}${c}`)].some((w) => fold(w) === fold(cell)));

export function toItem(db: Db, kind: ItemKind, r: AnyItem) {
  const h = kind === 'hardware' ? (r as HardwareRow) : null;
  const s = kind === 'software' ? (r as SoftwareRow) : null;
  return {
    id: r.id, kind, title: r.title, category: r.category, subtitle: h ? `${h.brand} ${h.model}`.trim() : `${s!.editor} ${s!.version}`.trim(),
    reference: h ? h.serialNumber : s!.licenceType, active: r.active, users: r.assignees.map((id) => userRef(db, id)), seats: s ? s.seats : null,
    date: h ? h.purchaseDate : s!.expiryDate, price: r.price, currency: r.currency, fields: { ...r },
  };
}

export function filterItems(db: Db, kind: ItemKind, f: { searchValue: string; category?: string | null; assignment: string; active?: boolean | null; userId?: number | null }) {
  const q = fold(f.searchValue);
  return (tableFor(db, kind).all() as AnyItem[])
    .filter((r) => !f.category || r.category === f.category)
    .filter((r) => f.assignment === 'all' || (f.assignment === 'assigned' ? r.assignees.length > 0 : r.assignees.length === 0))
    .filter((r) => f.active == null || r.active === f.active)
    .filter((r) => !f.userId || r.assignees.includes(f.userId))
    .filter((r) => !q || fold(`${r.title} ${r.category} ${'serialNumber' in r ? r.serialNumber : r.editor} ${r.assignees.map((id) => users(db).get(id)?.fullName ?? '').join(' ')}`).includes(q))
    .sort((a, b) => Number(b.active) - Number(a.active) || a.title.localeCompare(b.title) || a.id - b.id);
}

export function counters(db: Db, kind: ItemKind, today: Date) {
  const all = tableFor(db, kind).all() as AnyItem[];
  const soon = new Date(today.getTime() + 60 * 86400000).toISOString().slice(0, 10);
  const cats = kind === 'hardware' ? hardwareCategories : softwareCategories;
  return {
    total: all.length,
    assigned: all.filter((r) => r.assignees.length > 0).length,
    free: all.filter((r) => r.active && r.assignees.length === 0).length,
    inactive: all.filter((r) => !r.active).length,
    seats: kind === 'software' ? all.reduce((n, r) => n + (r as SoftwareRow).seats, 0) : null,
    expiringSoon: all.filter((r) => {
      const d = kind === 'software' ? (r as SoftwareRow).expiryDate : (r as HardwareRow).warrantyEnd;
      return !!d && d >= today.toISOString().slice(0, 10) && d <= soon;
    }).length,
    byCategory: cats.map((category) => ({ category, count: all.filter((r) => r.category === category).length })).filter((c) => c.count > 0),
  };
}

export function assignmentHistory(db: Db, kind: ItemKind, itemId: number) {
  return assignments(db)
    .by('itemId', itemId)
    .filter((a) => a.kind === kind)
    .sort((a, b) => b.assignedDate.localeCompare(a.assignedDate))
    .map((a) => ({ id: a.id, user: userRef(db, a.userId), assignedBy: userRef(db, a.assignedBy), assignedDate: a.assignedDate, unassignedDate: a.unassignedDate }));
}

/** Seat check for software: a licence cannot be given to more people than it has seats. */
export const seatsLeft = (r: AnyItem, kind: ItemKind) => (kind === 'software' ? (r as SoftwareRow).seats - r.assignees.length : Infinity);

// ---- Excel import: one pure check per row ----
export type Cell = string | number | boolean | Date | null | undefined;
export interface RowCheck {
  errors: ImportProblem[];
  value: Record<string, unknown> | null;
}
const text = (c: Cell) => (c === null || c === undefined ? '' : c instanceof Date ? c.toISOString().slice(0, 10) : String(c).trim());
/**
 * A row's refusals, each naming its column (by position in excelColumns, the order byHeader gives) and the text
 * read there (issue 36 item 5: 'date invalide' alone does not say which cell of 200 rows to fix). A long text is
 * cut: the start is enough to find the cell.
 */
function refusals(kind: ItemKind) {
  const errors: ImportProblem[] = [];
  const refuse = (message: string, column: number, cell?: Cell) => {
    const read = text(cell);
    errors.push({ message, column: excelColumns[kind][column]!, ...(read ? { value: read.length > 60 ? `${read.slice(0, 59)}…` : read } : {}) });
  };
  return { errors, refuse };
}
/** A cell that holds something, but not a date or an amount. */
const bad = Symbol('unreadable cell');
/**
 * A day as a sheet writes it, 2026-03-31 or 31/03/2026, and only a day the calendar has: 31/02 is refused, not
 * carried over to 3 March as Date would.
 */
function dateOf(c: Cell): string | null | typeof bad {
  if (c === null || c === undefined || c === '') return null;
  if (c instanceof Date) return isNaN(c.getTime()) ? bad : c.toISOString().slice(0, 10);
  const s = String(c).trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const fr = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  const d = iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : fr ? `${fr[3]}-${fr[2]}-${fr[1]}` : null;
  const day = d ? new Date(`${d}T00:00:00Z`) : null;
  return d && day && !isNaN(day.getTime()) && day.toISOString().slice(0, 10) === d ? d : bad;
}
const seatRules: NumberRules = { decimals: 0, min: 0, max: 1e6 };
/**
 * An amount or a count: a number cell as it is, a text cell read as the client reads a typed number
 * (src/i18n/number-text.ts), in the language of whoever imports and in English: 1 250,75 and 1,250.75 are both
 * 1250.75; 1,250, which the two read differently, is refused rather than guessed.
 */
function numberOf(c: Cell, rules: NumberRules, locales: readonly string[]): number | null | typeof bad {
  if (c === null || c === undefined || c === '') return null;
  if (typeof c === 'number') return Number.isFinite(c) && c >= (rules.min ?? -Infinity) && (rules.decimals > 0 || Number.isInteger(c)) ? c : bad;
  const n = readNumber(String(c), rules, locales);
  return typeof n === 'number' ? n : n === null ? null : bad;
}

/**
 * The price's currency a row gives: its code, one the company lists (`currencies`, settings/CurrencyList), or the
 * company's own when the cell is empty; `bad` for another.
 */
function currencyOf(c: Cell, currencies: ReadonlySet<string> | undefined): string | typeof bad {
  const code = text(c).toUpperCase();
  if (!code) return INVENTORY_CURRENCY;
  return /^[A-Z]{3}$/.test(code) && (!currencies || currencies.has(code)) ? code : bad;
}
interface RowOptions {
  seen: Set<string>;
  locales: readonly string[];
  /** The company's currencies; left out (a test of other columns), any code of three letters. */
  currencies?: ReadonlySet<string>;
}

/** Checks one hardware row; `seen` holds serial numbers already in the inventory or earlier in the file. */
export function checkHardwareRow(row: Cell[], o: RowOptions & { userByName(name: string): number | null }): RowCheck {
  const [title, category, brand, model, serial, purchase, price, holder, currencyCell] = row;
  const { errors, refuse } = refusals('hardware');
  if (!text(title)) refuse('Import.Missing', 0);
  const cat = pick(hardwareCategories, 'category.', text(category));
  if (!cat) refuse(text(category) ? 'Import.NotInList' : 'Import.Missing', 1, category);
  const sn = text(serial);
  if (!sn) refuse('Import.Missing', 4);
  else if (o.seen.has(sn.toUpperCase())) refuse('Import.AlreadyUsed', 4, serial);
  const date = dateOf(purchase);
  if (date === bad) refuse('Import.BadDate', 5, purchase);
  const amount = numberOf(price, moneyRules, o.locales);
  if (amount === bad) refuse('Import.BadNumber', 6, price);
  const who = text(holder);
  const userId = who ? o.userByName(who) : null;
  if (who && !userId) refuse('Import.UnknownUser', 7, holder);
  const currency = currencyOf(currencyCell, o.currencies);
  if (currency === bad) refuse('Import.NotInList', 8, currencyCell);
  if (errors.length) return { errors, value: null };
  o.seen.add(sn.toUpperCase());
  return { errors, value: { title: text(title), category: cat, brand: text(brand), model: text(model), serialNumber: sn, purchaseDate: date, price: amount ?? 0, currency, assignees: userId ? [userId] : [] } };
}

export function checkSoftwareRow(row: Cell[], o: RowOptions): RowCheck {
  const [title, editor, version, category, licence, seats, expiry, price, currencyCell] = row;
  const { errors, refuse } = refusals('software');
  if (!text(title)) refuse('Import.Missing', 0);
  else if (o.seen.has(fold(`${text(title)} ${text(version)}`))) refuse('Import.DuplicateSoftware', 0, title);
  const cat = pick(softwareCategories, 'category.', text(category));
  if (!cat) refuse(text(category) ? 'Import.NotInList' : 'Import.Missing', 3, category);
  const lt = text(licence) ? pick(licenceTypes, 'licence.', text(licence)) : 'Subscription';
  if (!lt) refuse('Import.NotInList', 4, licence);
  const n = numberOf(seats, seatRules, o.locales);
  if (n === bad) refuse('Import.BadNumber', 5, seats);
  const date = dateOf(expiry);
  if (date === bad) refuse('Import.BadDate', 6, expiry);
  const amount = numberOf(price, moneyRules, o.locales);
  if (amount === bad) refuse('Import.BadNumber', 7, price);
  const currency = currencyOf(currencyCell, o.currencies);
  if (currency === bad) refuse('Import.NotInList', 8, currencyCell);
  if (errors.length) return { errors, value: null };
  o.seen.add(fold(`${text(title)} ${text(version)}`));
  return { errors, value: { title: text(title), editor: text(editor), version: text(version), category: cat, licenceType: lt, seats: (n as number | null) ?? 1, expiryDate: date, price: amount ?? 0, currency, assignees: [] } };
}

/** Finds a user by user name, e-mail or full name (as an import sheet writes it). */
export function userByName(db: Db, name: string): number | null {
  const f = fold(name);
  return users(db).find((u) => fold(u.userName) === f || fold(u.email) === f || fold(u.fullName) === f)?.id ?? null;
}
