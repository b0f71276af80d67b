import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { splitLanes } from '../lanes';

test('browser lanes: every file runs exactly once, in one lane', () => {
  const files = ['a', 'b', 'c', 'd', 'e'];
  const lanes = splitLanes(files, { a: 10, b: 20, c: 30, d: 40, e: 50 }, { lanes: 2 });
  assert.equal([...lanes.flat()].sort(), files);
});

const total = (lane: string[], seconds: Record<string, number>, head = 0) => lane.reduce((s, f) => s + seconds[f]!, head);

test('browser lanes: balanced by duration, with the second lane carrying the model walk first', () => {
  // 100 + 60 + 40 = 200 s of files; the second lane starts with 120 s of model walk: 160 s each is the best split.
  const seconds = { x: 100, y: 60, z: 40 };
  const [one, two] = splitLanes(['x', 'y', 'z'], seconds, { lanes: 2, headStart: [0, 120] });
  assert.is(total(one!, seconds), 160);
  assert.is(total(two!, seconds, 120), 160);
});

test('browser lanes: by index, the two long files would share a lane; by duration they do not', () => {
  // Index sharding (every other file) put 'a' and 'c' together: 600 s against 20 s.
  const seconds = { a: 300, b: 10, c: 300, d: 10 };
  const lanes = splitLanes(['a', 'b', 'c', 'd'], seconds, { lanes: 2 });
  assert.equal(lanes.map((l) => total(l, seconds)), [310, 310]);
});

test('browser lanes: a file not measured yet counts as the median of those measured', () => {
  // Median of 10, 20, 30 is 20: longest first, 'c' (30) then 'b' (20) open the lanes, 'new' (20) joins 'b', 'a' joins 'c'.
  const lanes = splitLanes(['a', 'b', 'c', 'new'], { a: 10, b: 20, c: 30 }, { lanes: 2 });
  const withNew = lanes.find((l) => l.includes('new'))!;
  // Counted as 60 s (no measure at all) it would run alone; counted as 0 s, beside 'c'.
  assert.equal(withNew, ['b', 'new']);
});

test('browser lanes: the same table gives the same split whatever the listing order', () => {
  const seconds = { a: 5, b: 5, c: 5, d: 5 };
  assert.equal(splitLanes(['d', 'c', 'b', 'a'], seconds, { lanes: 2 }), splitLanes(['a', 'b', 'c', 'd'], seconds, { lanes: 2 }));
});

test.run();
