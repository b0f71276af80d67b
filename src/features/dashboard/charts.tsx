import { formatNumber, formatPercent } from '../../i18n/format';
import { paintOf, type Tone } from '../../domain/status-tones';

/** Small SVG charts for the dashboard cards: no chart library, data always readable as text too. */
export interface Slice {
  label: string;
  value: number;
  /** A status's colour from the one table (src/domain/status-tones.ts); other slices take the palette's. */
  tone?: Tone;
}

const PALETTE = ['var(--brand)', 'var(--info)', 'var(--warning)', 'var(--danger)', 'var(--success)', '#8b5cf6', '#64748b'];
const colorAt = (i: number) => PALETTE[i % PALETTE.length];
const paint = (d: Slice, i: number) => (d.tone ? paintOf(d.tone) : colorAt(i));

/**
 * Each slice's colour, and its strength: slices sharing a colour (rejected and
 * cancelled are both red, spec 2 section 4) would read as one arc, so the
 * second of a colour is drawn lighter, the third lighter still, legend dot and
 * arc alike; the first keeps the status's full colour.
 */
const STRENGTHS = [1, 0.55, 0.3];
function paints(data: Slice[]): Array<{ color: string; opacity: number }> {
  const seen = new Map<string, number>();
  return data.map((d, i) => {
    const color = paint(d, i);
    const n = seen.get(color) ?? 0;
    seen.set(color, n + 1);
    return { color, opacity: STRENGTHS[Math.min(n, STRENGTHS.length - 1)]! };
  });
}

/**
 * `values` as shares of `scale` units (100: whole percents; 1000: tenths) that add up to it: each rounded down, then
 * the units left given by largest remainder, to whole groups of equal values when `evenly` (a group too large for
 * what is left passed over), else share by share. Null when no even split exists.
 */
function shares(values: readonly number[], sum: number, scale: number, evenly: boolean): number[] | null {
  const exact = values.map((v) => (v / sum) * scale);
  const units = exact.map(Math.floor);
  let left = scale - units.reduce((s, v) => s + v, 0);
  const keys = evenly ? [...new Set(values)] : values.map((_, i) => i);
  const groups = keys.map((k) => {
    const at = evenly ? values.flatMap((x, i) => (x === k ? [i] : [])) : [k];
    return { at, remainder: exact[at[0]!]! - units[at[0]!]! };
  });
  groups.sort((a, b) => b.remainder - a.remainder || a.at[0]! - b.at[0]!);
  for (const g of groups) {
    if (left <= 0 || g.remainder === 0 || g.at.length > left) continue;
    for (const i of g.at) units[i]! += 1;
    left -= g.at.length;
  }
  return left === 0 ? units : null;
}

/**
 * A legend's percents: they add up to 100 (each share rounded on its own read 101 % in all: persona review, 26
 * requests as 12, 2, 3 and 9 read 46, 8, 12 and 35 %) and equal counts read equal percents (review: five notes of 2
 * read 13 % and 12 %). Whole percents when they can be both, else to a tenth (five twos and a six: 12,5 % and 37,5 %);
 * only where neither can (three equal thirds) does one share take the last point.
 */
export function legendPercents(values: readonly number[]): { percents: number[]; decimals: 0 | 1 } {
  const sum = values.reduce((s, v) => s + v, 0);
  if (!sum) return { percents: values.map(() => 0), decimals: 0 };
  const whole = shares(values, sum, 100, true);
  if (whole) return { percents: whole, decimals: 0 };
  const tenths = shares(values, sum, 1000, true);
  if (tenths) return { percents: tenths.map((u) => u / 10), decimals: 1 };
  // Share by share, the units left always find a share with a remainder.
  return { percents: shares(values, sum, 100, false)!, decimals: 0 };
}

/** A donut of parts with its legend (labels, values, percentages). */
export function DonutChart({ data, label, center }: { data: Slice[]; label: string; center?: string | number }) {
  const sum = data.reduce((s, d) => s + d.value, 0) || 1;
  const { percents, decimals } = legendPercents(data.map((d) => d.value));
  const drawn = paints(data);
  let offset = 0;
  return (
    <figure className="chart donut-chart">
      <svg viewBox="0 0 42 42" width="112" height="112" role="img" aria-label={label}>
        <circle cx="21" cy="21" r="15.915" fill="none" stroke="var(--border)" strokeWidth="6" />
        {data.map((d, i) => {
          const pct = (d.value / sum) * 100;
          const el = (
            <circle
              key={d.label}
              cx="21"
              cy="21"
              r="15.915"
              fill="none"
              stroke={drawn[i]!.color}
              strokeOpacity={drawn[i]!.opacity}
              strokeWidth="6"
              strokeDasharray={`${pct} ${100 - pct}`}
              strokeDashoffset={25 - offset}
            />
          );
          offset += pct;
          return el;
        })}
        {center !== undefined ? (
          <text x="21" y="23.5" textAnchor="middle" className="donut-center">
            {center}
          </text>
        ) : null}
      </svg>
      <figcaption>
        <ul className="chart-legend">
          {data.map((d, i) => (
            <li key={d.label}>
              <span className="legend-dot" style={{ background: drawn[i]!.color, opacity: drawn[i]!.opacity }} aria-hidden="true" />
              <span className="legend-label">{d.label}</span>
              <span className="legend-value">
                {formatNumber(d.value)} <span className="muted small">({formatPercent(percents[i]! / 100, undefined, decimals)})</span>
              </span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** Horizontal bars, one a row, scaled to the largest value. */
export function BarChart({ data, label }: { data: Slice[]; label: string }) {
  const max = Math.max(1, ...data.map((d) => d.value));
  const drawn = paints(data);
  return (
    <figure className="chart bar-chart" aria-label={label}>
      <ul>
        {data.map((d, i) => (
          <li key={d.label}>
            <span className="bar-label" title={d.label}>{d.label}</span>
            <svg className="bar-svg" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true">
              <rect x="0" y="0" width="100" height="8" rx="2" fill="var(--bg)" />
              <rect x="0" y="0" width={Math.max(1, (d.value / max) * 100)} height="8" rx="2" fill={drawn[i]!.color} fillOpacity={drawn[i]!.opacity} />
            </svg>
            <span className="bar-value">{formatNumber(d.value)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
