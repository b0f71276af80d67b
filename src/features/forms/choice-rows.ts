import { parseOptions } from '../../domain/form-validation';

/**
 * The answers of a choice field as rows (issue 36 item 5), kept in the saved
 * format of spec 3 section 5: a comma list of 'value - label' (or a bare
 * label, its own value). A row's value follows its label until edited.
 */
export interface ChoiceRow {
  key: number;
  label: string;
  value: string;
  /** The value was typed (or came saved and differs from the label's): it no longer follows the label. */
  custom: boolean;
}

let nextKey = 1;
const newKey = () => nextKey++;

/** A value from a label: lower case, no accents, words joined by '-' (never ' - ', which the format uses). */
export function valueOf(label: string): string {
  return label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The saved list read as rows: a saved value is kept as it is, so the answers given before still match. */
export function toRows(parametres: string): ChoiceRow[] {
  return parseOptions(parametres).map((o) => ({ key: newKey(), label: o.label, value: o.value, custom: o.value !== valueOf(o.label) }));
}

export const emptyRow = (): ChoiceRow => ({ key: newKey(), label: '', value: '', custom: false });

/** The format holds no comma in a choice, and ' - ' only between value and label. */
export const cleanText = (s: string) => s.replace(/,/g, ' ');
export const cleanValue = (s: string) => cleanText(s).replace(/\s+-\s+/g, '-');

/** Rows back to the saved list; rows with no label are left out; a value repeated gets a number. */
export function toParametres(rows: readonly ChoiceRow[]): string {
  const used = new Set<string>();
  return rows
    .filter((r) => r.label.trim())
    .map((r) => {
      const label = r.label.trim();
      const base = (r.custom ? r.value.trim() : valueOf(label)) || valueOf(label) || label;
      let value = base;
      for (let i = 2; used.has(value); i++) value = `${base}-${i}`;
      used.add(value);
      return value === label ? label : `${value} - ${label}`;
    })
    .join(', ');
}

/** The value a row shows: its own when typed, else the one its label gives. */
export const shownValue = (r: ChoiceRow) => (r.custom ? r.value : valueOf(r.label));

export function moveRow(rows: readonly ChoiceRow[], index: number, delta: -1 | 1): ChoiceRow[] {
  const to = index + delta;
  if (to < 0 || to >= rows.length) return [...rows];
  const out = [...rows];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}
