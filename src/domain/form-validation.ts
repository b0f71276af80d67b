import * as z from 'zod';
import { parseDmy, parseHm } from './dmy';
import { FieldType, type FormField } from './forms';
import { allowedLists, isAllowedName, type AllowedExtensions } from './uploads';

/**
 * Spec 3 section 5, form fill: the validation is built from the form's
 * definition, with zod, and gives the spec's message keys. The client and the
 * fake server both call `validateAnswers` on the SAVED answers (dates as
 * DD/MM/YYYY…), so a rule cannot differ between them.
 */
export interface SavedFile {
  name: string;
}
export interface AnswerSet {
  /** Saved text answer per field id. */
  values: Record<number, string | undefined>;
  /** Files per File field id (new uploads plus already attached names). */
  files: Record<number, readonly SavedFile[] | undefined>;
  userId?: number | null;
}
export interface ValidationContext {
  /** Filling the form for someone else (administration). */
  forSomeone?: boolean;
  isAnonymous?: boolean;
}
/** Field id → message key; 'userId' for the person picker. */
export type AnswerErrors = Record<string, string>;


export interface SelectOption {
  value: string;
  label: string;
}
/** Options come from the comma list, optionally 'value - label'. */
export function parseOptions(parametres: string | null | undefined): SelectOption[] {
  return (parametres ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = /^(.+?)\s+-\s+(.+)$/.exec(s);
      return m ? { value: m[1].trim(), label: m[2].trim() } : { value: s, label: s };
    });
}

/**
 * What a choice answer says: its options' labels, not their stored values
 * ('r,b' → 'Red, Blue'). One reading for the response panel, the responses
 * list preview and the Excel export; other answers are their own text.
 */
export function answerText(field: { fieldType: number; parametres: string | null | undefined }, response: string | null | undefined): string {
  if (!response) return '';
  if (![FieldType.Select, FieldType.Radio, FieldType.Checkbox].includes(field.fieldType)) return response;
  const options = parseOptions(field.parametres);
  return response.split(',').map((v) => options.find((o) => o.value === v.trim())?.label ?? v.trim()).join(', ');
}

/** A File field accepts images only, pdf only, or anything, from its parametres (the lists of domain/uploads.ts). */
export function allowedFileTypes(parametres: string | null | undefined): AllowedExtensions {
  const p = (parametres ?? '').trim().toLowerCase();
  if (p === 'image' || p === 'images') return allowedLists.formImages;
  if (p === 'pdf') return allowedLists.formPdf;
  return '*';
}
export const fileAllowed = (name: string, parametres: string | null | undefined) => isAllowedName(name, allowedFileTypes(parametres));

const splitRange = (s: string) => {
  const parts = s.split(' - ');
  return parts.length === 2 ? [parts[0].trim(), parts[1].trim()] as const : null;
};

/** Spec 3 section 9: a date range's day count is inclusive. */
export function dateRangeDays(saved: string): number | null {
  const r = splitRange(saved);
  if (!r) return null;
  const a = parseDmy(r[0]);
  const b = parseDmy(r[1]);
  if (a === null || b === null || b < a) return null;
  return b - a + 1;
}
/** Spec 3 section 9: a time range crossing midnight adds one day. */
export function timeRangeSpan(saved: string): { minutes: number; addsDay: boolean } | null {
  const r = splitRange(saved);
  if (!r) return null;
  const a = parseHm(r[0]);
  const b = parseHm(r[1]);
  if (a === null || b === null) return null;
  const addsDay = b <= a;
  return { minutes: (addsDay ? b + 1440 : b) - a, addsDay };
}

const isEmail = (s: string) => z.email().safeParse(s).success;
const isUrl = (s: string) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(s) && z.url().safeParse(s).success;
const isNumber = (s: string) => /^-?\d+(?:[.,]\d+)?$/.test(s.trim());

/** The format check of one non-empty saved answer, or null when it is fine. */
function formatError(field: FormField, v: string): string | null {
  switch (field.fieldType) {
    case FieldType.Number:
      return isNumber(v) ? null : 'validation.number';
    case FieldType.Email:
      return isEmail(v) ? null : 'Invalid.Email';
    case FieldType.Url:
      return isUrl(v) ? null : 'validation.url';
    case FieldType.Date:
      return parseDmy(v) !== null ? null : 'Form.InvalidType';
    case FieldType.Time:
      return parseHm(v) !== null ? null : 'Form.InvalidType';
    case FieldType.DateTime: {
      const [d, t] = v.trim().split(/\s+/);
      return d && t && parseDmy(d) !== null && parseHm(t) !== null ? null : 'Form.InvalidType';
    }
    case FieldType.DateRange:
      return dateRangeDays(v) !== null ? null : 'Form.InvalidType';
    case FieldType.TimeRange:
      return timeRangeSpan(v) !== null ? null : 'Form.InvalidType';
    case FieldType.Color:
      return /^#[0-9a-fA-F]{6}$/.test(v) ? null : 'Form.InvalidType';
    case FieldType.Select:
    case FieldType.Radio: {
      const opts = parseOptions(field.parametres);
      return !opts.length || opts.some((o) => o.value === v) ? null : 'Form.InvalidType';
    }
    case FieldType.Checkbox: {
      const opts = parseOptions(field.parametres);
      if (!opts.length) return v === 'true' || v === 'false' ? null : 'Form.InvalidType';
      return v.split(',').every((x) => opts.some((o) => o.value === x.trim())) ? null : 'Form.InvalidType';
    }
    default:
      return null;
  }
}

/** The zod schema of one field's answer: what it accepts and which message it gives. */
export function fieldSchema(field: FormField): z.ZodType {
  if (field.fieldType === FieldType.Description) return z.any();
  if (field.fieldType === FieldType.File) {
    const files = z.array(z.object({ name: z.string() })).default([]);
    const typed = files.refine((list) => list.every((f) => fileAllowed(f.name, field.parametres)), 'Form.InvalidType');
    return field.isRequired ? typed.refine((list) => list.length > 0, 'RequiredAttribute') : typed;
  }
  return z
    .string()
    .nullish()
    .superRefine((raw, ctx) => {
      const v = (raw ?? '').trim();
      const empty = v === '' || (field.fieldType === FieldType.Checkbox && !parseOptions(field.parametres).length && v === 'false');
      if (empty) {
        // Optional fields are nullable: an empty Number is simply no answer.
        if (field.isRequired) ctx.addIssue({ code: 'custom', message: 'RequiredAttribute' });
        return;
      }
      const e = formatError(field, v);
      if (e) ctx.addIssue({ code: 'custom', message: e });
    });
}

/** The whole answer set's schema, keyed by field id (and userId when someone must be picked). */
export function answersSchema(fields: readonly FormField[], o: ValidationContext = {}) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of fields) shape[String(f.id)] = fieldSchema(f);
  if (o.forSomeone && !o.isAnonymous) shape.userId = z.number({ message: 'RequiredAttribute' }).int().positive('RequiredAttribute');
  return z.object(shape);
}

export function validateAnswers(fields: readonly FormField[], a: AnswerSet, o: ValidationContext = {}): AnswerErrors {
  const input: Record<string, unknown> = {};
  for (const f of fields) input[String(f.id)] = f.fieldType === FieldType.File ? [...(a.files[f.id] ?? [])] : a.values[f.id];
  if (o.forSomeone && !o.isAnonymous) input.userId = a.userId ?? undefined;
  const r = answersSchema(fields, o).safeParse(input);
  const errors: AnswerErrors = {};
  if (!r.success) for (const i of r.error.issues) errors[String(i.path[0] ?? 'form')] ??= i.message;
  return errors;
}

/** Date inputs give YYYY-MM-DD; forms save DD/MM/YYYY (spec 3 section 9). */
export function isoToDmy(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/**
 * The fill panel keeps what the inputs give (ISO dates, 'a|b' ranges); this
 * turns one raw answer into the saved text.
 */
export function toSavedAnswer(fieldType: number, raw: string | undefined): string {
  const v = raw ?? '';
  if (!v) return '';
  switch (fieldType) {
    case FieldType.Date:
      return isoToDmy(v);
    case FieldType.DateTime: {
      const [d, t] = v.split('T');
      return t ? `${isoToDmy(d)} ${t.slice(0, 5)}` : v;
    }
    case FieldType.DateRange: {
      const [a, b] = v.split('|');
      return a || b ? `${isoToDmy(a ?? '')} - ${isoToDmy(b ?? '')}` : '';
    }
    case FieldType.TimeRange: {
      const [a, b] = v.split('|');
      return a || b ? `${a ?? ''} - ${b ?? ''}` : '';
    }
    default:
      return v;
  }
}
