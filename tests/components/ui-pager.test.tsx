import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Pager, pageCount } from '../../src/ui/pager';
import { i18nReady } from './render';

/**
 * The one pager of the lists (leave requests, notes, hardware and software,
 * interventions, a policy's acceptances): 'Page 2 sur 3' between Previous and
 * Next, and the rows counted in words; on one page, only the count (the
 * review read '1 / 1 · 1').
 */
test.before(async () => void (await i18nReady()));
test.after.each(async () => {
  cleanup();
  await i18next.changeLanguage('fr');
});

function List({ total, size }: { total: number; size: number }) {
  const [page, setPage] = useState(1);
  return <Pager page={page} pages={pageCount(total, size)} total={total} onPage={setPage} />;
}

test('several pages: where one is, Previous and Next within bounds, the rows counted', async () => {
  render(<List total={58} size={25} />);
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  assert.ok(nav.textContent!.includes('Page 1 sur 3'));
  assert.ok(nav.textContent!.includes('58 éléments'));
  assert.ok((screen.getByRole('button', { name: 'Précédent' }) as HTMLButtonElement).disabled);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Suivant' })));
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Suivant' })));
  assert.ok(nav.textContent!.includes('Page 3 sur 3'));
  assert.ok((screen.getByRole('button', { name: 'Suivant' }) as HTMLButtonElement).disabled);
});

test('one page: no buttons, only the count, in the singular for one row', () => {
  render(<List total={1} size={25} />);
  assert.is(screen.queryByRole('button'), null);
  assert.is(screen.getByRole('navigation').textContent, '1 élément');
});

test('Arabic counts with its own plural forms and digits as the language writes them', async () => {
  await i18next.changeLanguage('ar');
  const { rerender } = render(<Pager page={1} pages={1} total={2} onPage={() => {}} />);
  assert.is(screen.getByRole('navigation').textContent, 'عنصران');
  rerender(<Pager page={2} pages={3} total={58} onPage={() => {}} />);
  assert.ok(screen.getByRole('navigation').textContent!.includes('الصفحة'));
  assert.ok(screen.getByRole('navigation').textContent!.includes('عنصرًا'), screen.getByRole('navigation').textContent!);
});

test.run();
