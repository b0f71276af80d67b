/**
 * The statistics calls of the other areas answer in shapes the specs leave
 * open ('counters'). The dashboard reads them leniently: every number it can
 * find becomes a figure, and lists of labelled counts become a series.
 */
export interface Figure {
  key: string;
  value: number;
}
export interface Stats {
  figures: Figure[];
  series: Array<{ key: string; items: Array<{ label: string; value: number }> }>;
}

const LABEL_KEYS = ['label', 'name', 'text', 'title', 'libelle', 'status', 'type', 'key'];
const VALUE_KEYS = ['count', 'value', 'total', 'nombre', 'number', 'nb', 'amount'];
const IGNORED = /^(id|.*Id|year|month|day|userId|success)$/;

const asNumber = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v);
  return null;
};

/** The envelope's data when there is one, else the answer itself. */
export function unwrap(answer: unknown): unknown {
  if (answer && typeof answer === 'object' && !Array.isArray(answer) && 'data' in answer && ('success' in answer || 'message' in answer)) return (answer as { data: unknown }).data;
  return answer;
}

function seriesOf(list: unknown[]): Array<{ label: string; value: number }> {
  const out: Array<{ label: string; value: number }> = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const o = item as Record<string, unknown>;
    const labelKey = LABEL_KEYS.find((k) => typeof o[k] === 'string' && o[k]) ?? Object.keys(o).find((k) => typeof o[k] === 'string' && o[k]);
    const valueKey = VALUE_KEYS.find((k) => asNumber(o[k]) !== null) ?? Object.keys(o).find((k) => !IGNORED.test(k) && asNumber(o[k]) !== null);
    if (!labelKey || !valueKey) continue;
    out.push({ label: String(o[labelKey]), value: asNumber(o[valueKey])! });
  }
  return out;
}

export function extractStats(answer: unknown): Stats {
  const data = unwrap(answer);
  const stats: Stats = { figures: [], series: [] };
  const walk = (v: unknown, prefix: string, depth: number) => {
    if (Array.isArray(v)) {
      const items = seriesOf(v);
      if (items.length) stats.series.push({ key: prefix || 'items', items });
      return;
    }
    if (!v || typeof v !== 'object') {
      const n = asNumber(v);
      if (n !== null && prefix) stats.figures.push({ key: prefix, value: n });
      return;
    }
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (IGNORED.test(k)) continue;
      const key = prefix ? `${prefix}.${k}` : k;
      if (x && typeof x === 'object') {
        if (depth < 2) walk(x, key, depth + 1);
      } else walk(x, key, depth);
    }
  };
  walk(data, '', 0);
  return stats;
}

/** A key as people read it when no translation exists: 'pendingRequests' → 'Pending requests'. */
export function humanize(key: string): string {
  const last = key.split('.').pop() ?? key;
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Which figure is the headline (a total) and which are parts worth a chart.
 * A total is named so; parts are the other non-negative figures.
 */
export function splitTotal(figures: Figure[]): { total: Figure | null; parts: Figure[] } {
  const total = figures.find((f) => /(^|\.)(total|count|all)$/i.test(f.key) || /^total/i.test(f.key.split('.').pop() ?? '')) ?? null;
  return { total, parts: figures.filter((f) => f !== total && f.value >= 0) };
}

/** A donut reads well for a handful of parts with something in them; more go to bars. */
export const chartKind = (parts: ReadonlyArray<{ value: number }>): 'donut' | 'bars' | 'none' => {
  const sum = parts.reduce((s, p) => s + p.value, 0);
  if (!parts.length || sum <= 0) return 'none';
  return parts.length >= 2 && parts.length <= 6 ? 'donut' : 'bars';
};
