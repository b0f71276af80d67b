import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, screen } from '@testing-library/react';
import { RangeNav } from '../../src/features/leave/range-nav';
import { renderWithApp } from './render';

/**
 * Persona review (manager): in the week view, the week of 30 November to 6 December 2026 (today, 5 December, in it)
 * had 'novembre 2026' in its month picker. A week across two months is the month of its Thursday, where most of its
 * days are.
 */
test.after.each(() => cleanup());

const pickerText = async () => (await screen.findByRole('button', { name: /^Choisir le mois/ }, { timeout: 3000 })).textContent ?? '';

test('a week across two months shows the month most of its days are in', async () => {
  await renderWithApp(<RangeNav value={{ view: 'week', start: '2026-11-30' }} onChange={() => {}} />);
  assert.match(await pickerText(), 'décembre 2026');
  cleanup();
  // Monday 26 October 2026: four of its days are October's.
  await renderWithApp(<RangeNav value={{ view: 'week', start: '2026-10-26' }} onChange={() => {}} />);
  assert.match(await pickerText(), 'octobre 2026');
});

test('a month shows itself', async () => {
  await renderWithApp(<RangeNav value={{ view: 'month', start: '2026-11-01' }} onChange={() => {}} />);
  assert.match(await pickerText(), 'novembre 2026');
});

test.run();
