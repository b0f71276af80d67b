import type * as z from 'zod';

/**
 * A valid sample of a zod schema (best effort: leaves try a list of
 * candidates and keep the first the leaf accepts), and the mutations of a
 * sample a broken server would send: each field missing, each of the wrong type.
 */
type Def = { type: string; [k: string]: any };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const leafCandidates: unknown[] = [1, 'x', 'Sample text', '2026-11-16T09:00:00.000Z', '2026-11-16', 'a@b.co', 'https://atlas.ma', true, 0, null, [], {}];

export function sampleOf(s: z.ZodType, depth = 0): unknown {
  if (depth > 8) return undefined;
  const d = defOf(s);
  switch (d.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(d.shape as Record<string, z.ZodType>)) {
        const value = sampleOf(v, depth + 1);
        if (value !== undefined) out[k] = value;
      }
      return out;
    }
    case 'array':
      return [sampleOf(d.element, depth + 1)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sampleOf(d.innerType, depth + 1);
    case 'pipe':
      return sampleOf(d.in, depth + 1);
    case 'lazy':
      return depth > 3 ? [] : sampleOf(d.getter(), depth + 1);
    case 'union':
      for (const o of d.options as z.ZodType[]) {
        const v = sampleOf(o, depth + 1);
        if (o.safeParse(v).success) return v;
      }
      return sampleOf(d.options[0], depth + 1);
    case 'intersection':
      return { ...(sampleOf(d.left, depth + 1) as object), ...(sampleOf(d.right, depth + 1) as object) };
    case 'record':
      return {};
    case 'tuple':
      return (d.items as z.ZodType[]).map((i) => sampleOf(i, depth + 1));
    case 'enum':
      return Object.values(d.entries as Record<string, unknown>)[0];
    case 'literal':
      return (d.values as unknown[])[0];
    case 'undefined':
    case 'void':
      return undefined;
    case 'any':
    case 'unknown':
      return null;
    default:
      return leafCandidates.find((c) => {
        try {
          return s.safeParse(c).success;
        } catch {
          return false;
        }
      });
  }
}

const wrongType = (v: unknown): unknown => (typeof v === 'string' ? 12345 : typeof v === 'number' ? 'x' : typeof v === 'boolean' ? 'yes' : Array.isArray(v) ? { not: 'a list' } : v === null ? { not: 'null' } : 'not an object');

/** Each field of the sample (and of its `data`, or of the first item of a list) missing, then of the wrong type. */
export function mutations(_s: z.ZodType, sample: unknown): Array<{ label: string; value: unknown }> {
  const out: Array<{ label: string; value: unknown }> = [];
  const visit = (target: unknown, rebuild: (inner: unknown) => unknown, where: string) => {
    if (Array.isArray(target)) {
      if (target.length) visit(target[0], (inner) => rebuild([inner, ...target.slice(1)]), `${where}[0]`);
      return;
    }
    if (!target || typeof target !== 'object') return;
    for (const key of Object.keys(target)) {
      const { [key]: value, ...rest } = target as Record<string, unknown>;
      out.push({ label: `${where}.${key} missing`, value: rebuild(rest) });
      out.push({ label: `${where}.${key} of the wrong type`, value: rebuild({ ...(target as object), [key]: wrongType(value) }) });
    }
  };
  visit(sample, (inner) => inner, 'answer');
  const data = (sample as { data?: unknown } | null)?.data;
  if (data && typeof data === 'object') visit(data, (inner) => ({ ...(sample as object), data: inner }), 'data');
  return out;
}
