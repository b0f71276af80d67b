import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { answeredBy, markAnswered, onAnswered } from '../../src/features/forms/answered-forms';
import { markRow, type PublishedRow } from '../../src/features/forms/published-list.effects';

/** The 'view all forms' panel marks the forms the user answered from this session (the list items carry no such flag). */
test('an answer is remembered for its user only, and the open list is told', () => {
  const told: Array<[number, number]> = [];
  const off = onAnswered((userId, formId) => told.push([userId, formId]));
  markAnswered(1, 12);
  off();
  markAnswered(1, 13);
  assert.equal([...answeredBy(1)].sort(), [12, 13]);
  assert.is(answeredBy(2).size, 0, 'another persona signed in on the same tab answered nothing');
  assert.is(answeredBy(null).size, 0);
  assert.equal(told, [[1, 12]], 'a listener that left is not told');
});

test("markRow marks the answered form's row in place and leaves the others as they are", () => {
  const rows: PublishedRow[] = [
    { id: 3, title: 'A', iconPath: null, key: '3', answered: false },
    { id: 2, title: 'B', iconPath: 'smile', key: '2', answered: true },
    { id: 1, title: 'C', iconPath: null, key: '1', answered: false },
  ];
  const next = markRow(rows, 1);
  assert.equal(next.map((r) => [r.key, r.answered]), [['3', false], ['2', true], ['1', true]]);
  assert.is(next[0], rows[0], 'untouched rows keep their identity');
  assert.is(rows[2]!.answered, false, 'the rows given are not changed');
});

test.run();
