import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, render } from '@testing-library/react';
import { DonutChart, BarChart } from '../../src/features/dashboard/charts';
import { noteStatuses } from '../../src/domain/expense-codes';
import { paintOf } from '../../src/domain/status-tones';

/**
 * Issue 34 item 7: a chart of statuses paints each with the status table's
 * colour (the notes donut drew 'Remboursée' red and 'Refusée' green, by
 * palette position), legend and slice alike.
 */
test.after.each(() => cleanup());

test('the notes donut: each status in its colour, rejected red, refunded not', () => {
  const data = noteStatuses.map((s, i) => ({ label: s.name, value: i + 1, tone: s.badge }));
  const { container } = render(<DonutChart data={data} label="notes" />);
  const dots = [...container.querySelectorAll<HTMLElement>('.legend-dot')].map((d) => d.style.background);
  const slices = [...container.querySelectorAll('circle[stroke-dasharray]')].map((c) => c.getAttribute('stroke'));
  assert.equal(dots, noteStatuses.map((s) => paintOf(s.badge)));
  assert.equal(slices, noteStatuses.map((s) => paintOf(s.badge)));
  assert.is(dots[noteStatuses.findIndex((s) => s.name === 'rejected')], 'var(--danger)');
  assert.is(dots[noteStatuses.findIndex((s) => s.name === 'refund')], 'var(--info)');
});

test('persona review: rejected and cancelled, both red (spec 2 section 4), are told apart: the second of a colour is drawn lighter, arc and legend alike', () => {
  const data = noteStatuses.map((s, i) => ({ label: s.name, value: i + 1, tone: s.badge }));
  const { container } = render(<DonutChart data={data} label="notes" />);
  const at = (name: string) => noteStatuses.findIndex((s) => s.name === name);
  const dots = [...container.querySelectorAll<HTMLElement>('.legend-dot')];
  const slices = [...container.querySelectorAll('circle[stroke-dasharray]')];
  assert.equal([dots[at('rejected')]!.style.background, dots[at('canceled')]!.style.background], ['var(--danger)', 'var(--danger)'], 'both red, as the spec says');
  const strength = (i: number) => [Number(dots[i]!.style.opacity || 1), Number(slices[i]!.getAttribute('stroke-opacity'))];
  assert.equal(strength(at('rejected')), [1, 1], 'the first red in full');
  assert.equal(strength(at('canceled')), [0.55, 0.55], 'the second lighter, arc and dot alike');
  for (const name of ['draft', 'pending', 'success', 'refund']) assert.equal(strength(at(name)), [1, 1], `${name}: a colour of its own, in full`);
});

/** A legend's percent as written in French ('(12,5 %)'), as a number. */
const read = (text: string | null) => Number(/[\d,]+/.exec(text ?? '')![0].replace(',', '.'));

test('persona review: the legend’s percents add up to 100 (26 requests as 12, 2, 3 and 9 read 101 %)', () => {
  const data = [12, 2, 3, 9].map((value, i) => ({ label: `part ${i}`, value }));
  const { container } = render(<DonutChart data={data} label="requests" />);
  const shown = [...container.querySelectorAll('.legend-value .muted')].map((e) => read(e.textContent));
  assert.is(shown.reduce((s, v) => s + v, 0), 100, shown.join(' + '));
  // Each the exact share rounded down or up, never further.
  shown.forEach((p, i) => assert.ok(Math.abs(p - (data[i]!.value / 26) * 100) < 1, `part ${i}: ${p}`));
  for (const values of [[1, 1, 1], [0, 0, 5], [2, 4, 1, 3], [1, 0, 0, 0, 0, 0, 2], [1, 1, 1, 4], [3, 1, 1, 2, 6], [2, 6, 2, 2, 2, 2]]) {
    const { container: c } = render(<DonutChart data={values.map((value, i) => ({ label: `v${i}`, value }))} label="x" />);
    const ps = [...c.querySelectorAll('.legend-value .muted')].map((e) => read(e.textContent));
    assert.ok(Math.abs(ps.reduce((s, v) => s + v, 0) - 100) < 1e-9, `${values.join(',')}: ${ps.join(' + ')}`);
    const total = values.reduce((s, v) => s + v, 0);
    ps.forEach((p, i) => assert.ok(Math.abs(p - (values[i]! / total) * 100) < 1, `${values.join(',')}: part ${i} reads ${p}`));
    // Review: two notes of 1 read 15 % and 14 %. Equal counts read equal percents, unless all are equal and 100 does not divide.
    if (new Set(values).size > 1) values.forEach((v, i) => values.forEach((w, j) => v === w && assert.is(ps[i], ps[j], `${values.join(',')}: equal counts ${i} and ${j} read ${ps[i]} and ${ps[j]}`)));
  }
});

test('slices that are not statuses keep the palette; bars read the tone too', () => {
  const { container } = render(<BarChart data={[{ label: 'waiting', value: 2, tone: 'warning' }, { label: 'mine', value: 1 }]} label="leave" />);
  const fills = [...container.querySelectorAll('rect:nth-child(2)')].map((r) => r.getAttribute('fill'));
  assert.is(fills[0], 'var(--warning)');
  assert.ok(fills[1] && fills[1] !== 'var(--warning)');
});

test.run();
