import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import OrgChartPage from '../../src/features/collaborators/org-chart-page';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import './org-scroller';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * The organisation chart page against the fake server's demo company (72
 * people under Omar): it opens at the top, its users-only search (spec 1
 * section 2.6) finds a person, and the pick opens the way down to them.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['people', 'shell']);
const waitLong = { timeout: 5000 };

test.after.each(() => cleanup());

test('the demo company opens at the top; a searched and picked person is shown with the way down to them opened', async () => {
  await renderWithApp(<OrgChartPage />, { grant: signIn('employee') });
  const tree = await screen.findByRole('tree', { name: "Organigramme de l'entreprise" }, waitLong);
  const item = (name: string) => within(tree).getByRole('treeitem', { name: new RegExp(`^${name}`) });
  assert.is(item('Omar Tazi').getAttribute('aria-expanded'), 'true');
  assert.is(item('Karim Benali').getAttribute('aria-expanded'), 'false');
  assert.is(within(tree).queryByRole('treeitem', { name: /^Yasmine El Idrissi/ }), null);
  assert.ok(screen.getByText('72 collaborateurs'));

  const field = screen.getByRole('combobox', { name: 'Rechercher un collaborateur...' });
  fireEvent.change(field, { target: { value: 'yasm' } });
  const found = await screen.findByRole('region', { name: 'Collaborateurs (1)' }, waitLong);
  fireEvent.click(within(found).getByRole('button', { name: 'Yasmine El Idrissi' }));

  const yasmine = await waitFor(() => item('Yasmine El Idrissi'), waitLong);
  assert.is(yasmine.getAttribute('aria-selected'), 'true');
  assert.is(yasmine.getAttribute('aria-level'), '3');
  assert.is(item('Karim Benali').getAttribute('aria-expanded'), 'true');
  await waitFor(() => assert.is(document.activeElement, yasmine), waitLong);
  assert.is((field as HTMLInputElement).value, 'Yasmine El Idrissi');
});

test.run();
