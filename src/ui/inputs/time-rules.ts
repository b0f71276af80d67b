import { roundTime } from './date-range-rules';
import type { Unreadable } from '../../domain/typed-entry';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * What a person typed into a time input, read as 'HH:mm' (24 h): '9' → 09:00,
 * '930' or '9h30' or '9.30' → 09:30, '' → '' (no time); anything else is null
 * (kept on screen as typed, marked invalid, never sent).
 */
export function parseTime(text: string): string | null {
  const s = text.trim();
  if (!s) return '';
  const m = /^(\d{1,2})(?:\s*[:hH.]\s*(\d{2})?)?$/.exec(s) ?? /^(\d{1,2})(\d{2})$/.exec(s);
  if (!m) return null;
  const h = Number(m[1]);
  const min = m[2] === undefined ? 0 : Number(m[2]);
  if (h > 23 || min > 59) return null;
  return `${pad(h)}:${pad(min)}`;
}

/** parseTime for the input: what cannot be read is refused with its message (an empty box too, when a time is required). */
export function readTime(text: string, required = false): string | Unreadable {
  const time = parseTime(text);
  if (time === null) return { unreadable: 'input.time.invalid', text };
  if (!time && required) return { unreadable: 'input.time.required', text };
  return time;
}

/** One step up or down (the arrow keys), wrapping around midnight; an empty input starts at `from`. */
export function stepTime(value: string, direction: 1 | -1, stepMinutes: number, from = '09:00'): string {
  const t = /^(\d{2}):(\d{2})$/.exec(value);
  if (!t) return roundTime(from, stepMinutes);
  const step = Math.max(1, Math.floor(stepMinutes));
  const now = Number(t[1]) * 60 + Number(t[2]);
  const next = (Math.floor(now / step) * step + (now % step && direction < 0 ? 0 : direction * step) + 24 * 60) % (24 * 60);
  return `${pad(Math.floor(next / 60))}:${pad(next % 60)}`;
}
