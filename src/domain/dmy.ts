/**
 * A form's day and time answers as the API stores them (spec 3: DD/MM/YYYY and HH:mm), read without zod so that
 * the formatting module may write them back in the person's language (src/i18n/format.ts).
 */
const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const hm = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** DD/MM/YYYY to a UTC day number, or null when it is not a real date. */
export function parseDmy(s: string): number | null {
  const m = dmy.exec(s.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return t / 86400000;
}
export function parseHm(s: string): number | null {
  const m = hm.exec(s.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}
