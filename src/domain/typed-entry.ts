/**
 * What a person typed by hand (a number, a time) that cannot be read as the
 * field's value: the text is kept as typed and the message key says why. It
 * is never sent, never replaced by another value: a form holding one refuses
 * to submit (issue 34 items 1 and 8).
 */
export interface Unreadable {
  unreadable: string;
  text: string;
  /** Fills the message's {0}, {1}… (a number of decimals, a bound). */
  params?: Array<string | number>;
}

export const isUnreadable = (v: unknown): v is Unreadable => typeof v === 'object' && v !== null && typeof (v as Unreadable).unreadable === 'string' && typeof (v as Unreadable).text === 'string';

/** Whether any value of a form is an unreadable entry. */
export const holdsUnreadable = (values: Record<string, unknown>) => Object.values(values).some(isUnreadable);

/**
 * A form's value for a numeric input: a number, null when empty, or the
 * Unreadable it holds. Anything else (a draft kept before numbers were read
 * this way) counts as empty rather than guessed.
 */
export function numberEntry(v: unknown): number | null | Unreadable {
  if (isUnreadable(v)) return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && String(Number(v)) === v.trim()) return Number(v);
  return null;
}
