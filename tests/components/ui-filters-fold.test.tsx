import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FiltersFold, countActive } from '../../src/ui/filters-fold';
import { i18nReady } from './render';

/**
 * Issue 22: a list's filters fold behind a 'Filters' button that says how
 * many are active and opens them (on a phone; the CSS hides the button wider).
 */
test.before(async () => void (await i18nReady()));
test.after.each(cleanup);

const fold = (active: number) =>
  render(
    <FiltersFold active={active} className="itops-filters" role="search">
      <label>
        Statut
        <select defaultValue="">
          <option value="">Tous</option>
        </select>
      </label>
    </FiltersFold>,
  );

test('the button names the filters and how many are active; it opens and folds them', () => {
  fold(2);
  const button = screen.getByRole('button', { name: /Filtres/ });
  assert.ok(/actifs : 2/.test(button.textContent!), button.textContent!);
  assert.is(screen.getByTestId('filters-count').textContent, '2');
  assert.is(button.getAttribute('aria-expanded'), 'false');
  const body = document.getElementById(button.getAttribute('aria-controls')!)!;
  assert.ok(body.contains(screen.getByLabelText('Statut')), 'the button controls the filters');
  assert.is(body.getAttribute('role'), 'search');
  assert.ok(body.classList.contains('itops-filters'), 'the list keeps its own filter layout');
  fireEvent.click(button);
  assert.is(button.getAttribute('aria-expanded'), 'true');
  assert.is(body.parentElement!.getAttribute('data-open'), 'true');
  fireEvent.click(button);
  assert.is(button.getAttribute('aria-expanded'), 'false');
});

test('no count is shown while every filter is at "all"', () => {
  fold(0);
  assert.is(screen.queryByTestId('filters-count'), null);
  assert.is(screen.getByRole('button', { name: /Filtres/ }).textContent!.trim(), 'Filtres');
});

test('active filters: set values and typed text count, empty and blank ones do not', () => {
  assert.is(countActive('', '  ', null, undefined), 0);
  assert.is(countActive('Tanger', 0, 'open', null, false), 4);
});

test.run();
