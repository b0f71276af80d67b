import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RetryBanner } from '../../src/ui/retry-banner';
import { i18nReady } from './render';

/**
 * The one failure banner (issue 35: the leave form, the timeline, the bell and the intervention detail drew their
 * own): announced, the message in the area's words, 'Réessayer' only where a retry can be taken.
 */
test.before(async () => void (await i18nReady()));
test.after.each(cleanup);

test('a read that failed: the message and Réessayer, which tries again', () => {
  let tries = 0;
  render(<RetryBanner message="Les congés n'ont pas pu être chargés." onRetry={() => tries++} />);
  const banner = screen.getByRole('alert');
  assert.is(banner.textContent, "Les congés n'ont pas pu être chargés.Réessayer");
  fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  assert.is(tries, 1);
});

test('no retry to take (a refused save): the message only, no button', () => {
  render(<RetryBanner message="Le solde ne suffit pas." />);
  assert.is(screen.getByRole('alert').textContent, 'Le solde ne suffit pas.');
  assert.is(screen.queryAllByRole('button').length, 0);
});

test.run();
