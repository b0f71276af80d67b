import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Loaded } from '../../src/ui/loaded';
import { Page } from '../../src/ui/page';
import type { ResourceView } from '../../src/kernel/use-resource';
import { i18nReady } from './render';

/**
 * What a read shows in each of its states. A reload that fails on data
 * already on screen (a list read again after an approval) keeps the data,
 * says why and offers a retry; it used to keep the data and say nothing.
 */
const view = (o: Partial<ResourceView<string[]>>): ResourceView<string[]> => ({ data: null, error: null, loading: false, busy: false, failed: false, reload: () => {}, ...o });
const show = (v: ResourceView<string[]>) => render(<Loaded view={v}>{(rows) => <ul>{rows.map((r) => <li key={r}>{r}</li>)}</ul>}</Loaded>);

test.before(async () => void (await i18nReady()));
test.after.each(cleanup);

test('a failed reload keeps the rows on screen under the server message and its retry', () => {
  let retried = 0;
  show(view({ data: ['Demande 1', 'Demande 2'], error: 'Error.Status.503', reload: () => void retried++ }));
  // It says the screen is as it was, then why.
  assert.match(screen.getByRole('alert').textContent!, /^Non actualisé : Service indisponible, réessayez/);
  assert.is(screen.getAllByRole('listitem').length, 2);
  fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  assert.is(retried, 1);
});

test('inside a page, the message names it: which list was not refreshed (persona review)', () => {
  render(
    <Page title="Demandes de congé">
      <Loaded view={view({ data: ['Demande 1'], error: 'Error.Status.503' })}>{(rows) => <ul>{rows.map((r) => <li key={r}>{r}</li>)}</ul>}</Loaded>
    </Page>,
  );
  assert.match(screen.getByRole('alert').textContent!, /^Actualisation de « Demandes de congé » impossible : Service indisponible, réessayez/);
});

test('while the retry runs, the message goes; a reload that succeeded shows no message', () => {
  show(view({ data: ['Demande 1'], error: 'Error.Status.503', busy: true }));
  assert.is(screen.queryByRole('alert'), null);
  cleanup();
  show(view({ data: ['Demande 1'] }));
  assert.is(screen.queryByRole('alert'), null);
  assert.is(screen.getAllByRole('listitem').length, 1);
});

test('the floating message can be put away (it sits over rows on a phone); the next failed try says itself again', () => {
  const rows = (v: ResourceView<string[]>) => <Loaded view={v}>{(r) => <ul>{r.map((x) => <li key={x}>{x}</li>)}</ul>}</Loaded>;
  const { rerender } = render(rows(view({ data: ['Demande 1'], error: 'Error.Status.503' })));
  fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
  assert.is(screen.queryByRole('alert'), null);
  assert.is(screen.getAllByRole('listitem').length, 1);
  // Still failing, nothing new tried: it stays away.
  rerender(rows(view({ data: ['Demande 1'], error: 'Error.Status.503' })));
  assert.is(screen.queryByRole('alert'), null);
  // Tried again (the change feed, the retry elsewhere), and failed again: said again.
  rerender(rows(view({ data: ['Demande 1'], error: 'Error.Status.503', busy: true })));
  rerender(rows(view({ data: ['Demande 1'], error: 'Error.Status.503' })));
  assert.match(screen.getByRole('alert').textContent!, /Service indisponible/);
});

test('a first read that failed shows the message and the retry alone', () => {
  show(view({ error: 'Error.Status.503', failed: true }));
  assert.match(screen.getByRole('alert').textContent!, /^Service indisponible/);
  assert.is(screen.queryAllByRole('listitem').length, 0);
});

test.run();
