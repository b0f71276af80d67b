import type { FakeRequest, RouteResult } from '../http';
import { pickLanguage, type LanguageCode } from '../../src/i18n/languages';
import { buildXlsx, type CellValue } from './xlsx';
import frLeave from '../../src/i18n/locales/fr/leave.json';
import arLeave from '../../src/i18n/locales/ar/leave.json';
import esLeave from '../../src/i18n/locales/es/leave.json';
import enLeave from '../../src/i18n/locales/en/leave.json';
import frForms from '../../src/i18n/locales/fr/forms.json';
import arForms from '../../src/i18n/locales/ar/forms.json';
import esForms from '../../src/i18n/locales/es/forms.json';
import enForms from '../../src/i18n/locales/en/forms.json';
import frDeferred from '../../src/i18n/locales/fr/deferred.json';
import arDeferred from '../../src/i18n/locales/ar/deferred.json';
import esDeferred from '../../src/i18n/locales/es/deferred.json';
import enDeferred from '../../src/i18n/locales/en/deferred.json';
import { formatDuration } from '../../src/i18n/format-measures';
import type { TFunction } from 'i18next';
import frInventory from '../../src/i18n/locales/fr/inventory.json';
import arInventory from '../../src/i18n/locales/ar/inventory.json';
import esInventory from '../../src/i18n/locales/es/inventory.json';
import enInventory from '../../src/i18n/locales/en/inventory.json';

/**
 * What every export of the fake server shares: the language it speaks and
 * its answer. The documented export calls (spec endpoints.tsv: ExportConge,
 * ExportResponsesToExcel, hardware and software Download) carry no language
 * of their own, so the client sends the interface language as
 * Accept-Language (src/api/client.ts, requestHeaders) and the export writes
 * its headers and labels with the interface's own words.
 */
const dictionaries: Record<LanguageCode, Record<ExportArea, Record<string, string>>> = {
  fr: { leave: frLeave, forms: frForms, inventory: frInventory },
  ar: { leave: arLeave, forms: arForms, inventory: arInventory },
  es: { leave: esLeave, forms: esForms, inventory: esInventory },
  en: { leave: enLeave, forms: enForms, inventory: enInventory },
};
type ExportArea = 'leave' | 'forms' | 'inventory';
const deferred: Record<LanguageCode, Record<string, string>> = { fr: frDeferred, ar: arDeferred, es: esDeferred, en: enDeferred };

/** The caller's first language among ours (Accept-Language, by order; weights as real clients send them in order), French otherwise. */
export function callerLanguage(req: Pick<FakeRequest, 'headers'>): LanguageCode {
  const header = Object.entries(req.headers).find(([k]) => k.toLowerCase() === 'accept-language')?.[1] ?? '';
  return pickLanguage(null, header.split(',').map((p) => p.split(';')[0]!.trim()).filter(Boolean));
}

export interface ExportWords {
  lng: LanguageCode;
  /** The interface's word for a key of the area. */
  t(key: string): string;
  /** A leave quantity as every screen writes it (src/i18n/format-measures.ts): days, or hours with two decimals. */
  duration(value: number, unit: number): string;
}

export function exportWords(req: Pick<FakeRequest, 'headers'>, area: ExportArea): ExportWords {
  const lng = callerLanguage(req);
  const dict = dictionaries[lng][area];
  return {
    lng,
    t: (key) => dict[key] ?? key,
    duration: (value, unit) => formatDuration(durationT(lng), value, unit, lng),
  };
}

/** The durations' words (the deferred namespace) as formatDuration asks for them: the plural form it names, then {{value}}. */
function durationT(lng: LanguageCode): TFunction {
  const words = deferred[lng];
  const t = (key: string, o: { value: string }) => (words[key] ?? words[key.replace(/_[a-z]+$/, '_other')] ?? key).replace(/\{\{value\}\}/g, o.value);
  return t as unknown as TFunction;
}

/** Every language's word for a key: what an import accepts back from an export written in any of them. */
export const wordsInEveryLanguage = (area: ExportArea, key: string): string[] =>
  Object.values(dictionaries).map((d) => d[area][key]).filter((w): w is string => !!w);

const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The download answer of an export: a bold header row, then the rows. */
export function xlsxAnswer(fileName: string, sheetName: string, header: readonly string[], rows: CellValue[][]): RouteResult {
  return {
    status: 200,
    headers: { 'Content-Type': xlsxMime, 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}` },
    binary: buildXlsx(sheetName, [[...header], ...rows]),
  };
}
