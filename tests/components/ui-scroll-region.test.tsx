import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, render, screen } from '@testing-library/react';
import { ScrollRegion } from '../../src/ui/scroll-region';

/**
 * A box that scrolls on its own can be reached and scrolled from the keyboard
 * (WCAG 2.1.1; axe's scrollable-region-focusable, which the phone walk runs
 * at 390 px): it is in the tab order and named for screen readers.
 */
test.after.each(() => cleanup());

test('a scroll region is in the tab order, named, a group unless it is a document, and keeps what it is given', () => {
  render(
    <>
      <ScrollRegion label="Mes demandes en cours" className="stat-body" data-testid="card">
        <p>Congé annuel</p>
      </ScrollRegion>
      <ScrollRegion label="Charte informatique" role="document" lang="ar" dir="rtl">
        <p>نص</p>
      </ScrollRegion>
    </>,
  );
  const card = screen.getByRole('group', { name: 'Mes demandes en cours' });
  assert.is(card.tabIndex, 0);
  assert.is(card.className, 'stat-body');
  assert.is(card.dataset.testid, 'card');
  assert.ok(card.textContent?.includes('Congé annuel'));
  const terms = screen.getByRole('document', { name: 'Charte informatique' });
  assert.is(terms.tabIndex, 0);
  assert.is(terms.getAttribute('dir'), 'rtl');
  assert.is(terms.getAttribute('lang'), 'ar');
});

test.run();
