import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import CollaboratorsPage, { PEOPLE_STEP } from '../../src/features/collaborators/collaborators-page';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * The collaborators directory against the demo company (72 people): the
 * first sixty are drawn, then 'show 12 more' adds the rest and takes the
 * focus to the first person added; a search counts and draws its matches,
 * from the first step again. A company of 10,000 is never drawn whole.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['people', 'shell']);
const waitLong = { timeout: 5000 };
test.after.each(() => cleanup());

test('sixty drawn of 72, then the twelve others, the focus on the first of them', async () => {
  assert.is(PEOPLE_STEP, 60);
  await renderWithApp(<CollaboratorsPage />, { grant: signIn('employee') });
  await screen.findByText('72 collaborateurs', undefined, waitLong);
  const list = document.querySelector<HTMLElement>('.people-grid')!;
  assert.is(within(list).getAllByRole('listitem').length, 60);
  const more = screen.getByRole('button', { name: 'Afficher 12 collaborateurs de plus' });
  fireEvent.click(more);
  await waitFor(() => assert.is(within(list).getAllByRole('listitem').length, 72));
  assert.is(screen.queryByRole('button', { name: /^Afficher/ }), null, 'nothing more to show');
  const sixtyFirst = within(list).getAllByRole('listitem')[60]!;
  await waitFor(() => assert.is(document.activeElement, sixtyFirst.querySelector('a[href]')));
});

test('a search counts and draws its matches, and starts again from the first step', async () => {
  await renderWithApp(<CollaboratorsPage />, { grant: signIn('employee') });
  await screen.findByText('72 collaborateurs', undefined, waitLong);
  fireEvent.click(screen.getByRole('button', { name: 'Afficher 12 collaborateurs de plus' }));
  const field = screen.getByRole('searchbox', { name: 'Rechercher un collaborateur...' });
  fireEvent.change(field, { target: { value: 'yasm' } });
  await screen.findByText('1 collaborateurs');
  const list = document.querySelector<HTMLElement>('.people-grid')!;
  assert.equal(within(list).getAllByRole('link').map((a) => a.textContent), ['Yasmine El Idrissi']);
  fireEvent.change(field, { target: { value: '' } });
  await screen.findByText('72 collaborateurs');
  await waitFor(() => assert.is(within(list).getAllByRole('listitem').length, 60));
});

test.run();
