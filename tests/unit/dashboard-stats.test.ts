import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chartKind, extractStats, humanize, splitTotal, unwrap } from '../../src/features/dashboard/stat-extract';

test('numbers are found in a flat record, nested counters, and numeric strings', () => {
  const s = extractStats({ success: true, message: null, data: { pending: 3, accepted: '12', label: 'x', id: 9, counters: { refused: 1 } } });
  assert.equal(s.figures, [
    { key: 'pending', value: 3 },
    { key: 'accepted', value: 12 },
    { key: 'counters.refused', value: 1 },
  ]);
});

test('lists of labelled counts become series', () => {
  const s = extractStats({ success: true, data: { conge: [{ id: 1, name: 'Annuel', count: 4 }, { id: 2, name: 'Maladie', nombre: 2 }, { id: 3, name: 'Sans chiffre' }] } });
  assert.equal(s.series, [{ key: 'conge', items: [{ label: 'Annuel', value: 4 }, { label: 'Maladie', value: 2 }] }]);
  assert.equal(extractStats([{ status: 'Open', total: 5 }]).series[0].items, [{ label: 'Open', value: 5 }]);
});

test('an answer without an envelope is read as is; nonsense gives nothing', () => {
  assert.equal(unwrap({ a: 1 }), { a: 1 });
  assert.equal(extractStats(null), { figures: [], series: [] });
  assert.equal(extractStats('oops'), { figures: [], series: [] });
  assert.equal(extractStats({ data: [] }).figures, []);
});

test('keys read as words; the total is the headline; the chart fits the parts', () => {
  assert.is(humanize('pendingRequests'), 'Pending requests');
  assert.is(humanize('counters.not_treated'), 'Not treated');
  const { total, parts } = splitTotal([{ key: 'total', value: 10 }, { key: 'a', value: 4 }, { key: 'b', value: 6 }]);
  assert.equal(total, { key: 'total', value: 10 });
  assert.is(parts.length, 2);
  assert.is(chartKind(parts), 'donut');
  assert.is(chartKind([{ value: 0 }, { value: 0 }]), 'none');
  assert.is(chartKind(Array.from({ length: 8 }, () => ({ value: 1 }))), 'bars');
  assert.is(chartKind([{ value: 3 }]), 'bars');
});

test.run();
