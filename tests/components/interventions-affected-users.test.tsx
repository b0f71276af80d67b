import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import AffectedUsersPanel from '../../src/features/interventions/affected-users-panel';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * The people one may affect to an intervention (spec 4): a scrolling multi-select read by pages of ten through the
 * shared paged-list statechart (issue 35: it paged by hand and swallowed errors). Names show, pages follow until
 * everyone is listed, the search narrows, and a failed read says so with a retry instead of an empty list.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['interventions']);
test.after.each(() => cleanup());

const pages: number[] = [];
let failNext = false;
const handle = api.backend.dispatcher.handle.bind(api.backend.dispatcher);
api.backend.dispatcher.handle = ((req: Parameters<typeof handle>[0]) => {
  if (req.path === '/api/intervention/GetUsers') {
    pages.push((req.body as { currentList: number }).currentList);
    if (failNext) {
      failNext = false;
      return { status: 500, body: { success: false, message: 'Error.Unknown' } } as never;
    }
  }
  return handle(req);
}) as typeof handle;

const slow = { timeout: 6000 };
const support = api.as('support');
const employee = api.as('employee');
const intervention = () => employee.post('/api/intervention/Create', { Type: '0', Hardware: '2', Title: 'Clavier', Description: 'Touches collées' }).json.value as number;
const open = (id: number) => renderWithApp(<AffectedUsersPanel params={{ id, assigned: [] }} onClose={() => {}} panelKey={1} />, { grant: signIn('support') });
const boxes = () => screen.queryAllByRole('checkbox');

test('names show, and pages of ten follow until everyone who may be affected is listed; the search narrows', async () => {
  pages.length = 0;
  const id = intervention();
  const total = support.post('/api/intervention/GetUsers', { id, assigend: false, searchValue: '', lenght: 100, currentList: 0 }).json.data.totalUsers as number;
  assert.ok(total > 10, 'more than one page of people');
  await open(id);
  // In jsdom nothing has a height: every page 'does not fill' the list, so each next one is asked until all are read.
  await waitFor(() => assert.is(boxes().length, total), slow);
  assert.ok(pages.filter((p) => p > 0).length >= 1, 'further pages were read');
  for (const b of boxes()) assert.ok(b.closest('label')!.textContent!.trim().length > 1, 'each row names its person');
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Yasmine' } });
  await waitFor(() => {
    assert.ok(boxes().length >= 1 && boxes().length < total, 'narrowed');
    for (const b of boxes()) assert.match(b.closest('label')!.textContent!, /Yasmine/);
  }, slow);
});

test('a failed read says so with a retry, and the retry reads again', async () => {
  failNext = true;
  await open(intervention());
  const alert = await screen.findByRole('alert', {}, slow);
  fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  await waitFor(() => assert.ok(boxes().length > 0, 'listed after the retry'), slow);
  assert.not.ok(alert.isConnected, 'the message is gone');
});

test.run();
