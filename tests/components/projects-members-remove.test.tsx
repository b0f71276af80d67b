import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ProjectMembersPanel from '../../src/features/projects/project-members-panel';
import { ToastRegion } from '../../src/ui/toast-region';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Removing a member from a project asks first, through the one confirm-and-act statechart (issue 35 item 4): a
 * double click on 'Supprimer' removes once, the toast names who left which project, and the member is gone on record.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['projects', 'shell']);
test.after.each(() => cleanup());

const removes: unknown[] = [];
const handle = api.backend.dispatcher.handle.bind(api.backend.dispatcher);
api.backend.dispatcher.handle = ((req: Parameters<typeof handle>[0]) => {
  if (req.path === '/api/Project/deletemember') removes.push(req.body);
  return handle(req);
}) as typeof handle;

const slow = { timeout: 6000 };
const members = () => (api.as('owner').post('/api/project/getbyId?projectId=1', {}).json.data.membersList as Array<{ memberId: number; fullName: string }>);

test("removing a member: asked first, sent once for a double click, said by name, gone on record", async () => {
  const before = members();
  assert.ok(before.length > 1, 'the seed project has members');
  const who = before[0]!;
  await renderWithApp(<><ProjectMembersPanel params={{ id: 1 }} onClose={() => {}} panelKey={1} /><ToastRegion /></>, { grant: signIn('owner') });
  fireEvent.click(await screen.findByRole('button', { name: `Retirer ${who.fullName}` }, slow));
  const dialog = await screen.findByRole('alertdialog', {}, slow);
  const confirm = within(dialog).getByRole('button', { name: 'Supprimer' });
  await act(async () => {
    fireEvent.click(confirm);
    fireEvent.click(confirm);
  });
  await waitFor(() => assert.is(screen.queryByRole('alertdialog'), null), slow);
  assert.is(removes.length, 1, 'one call for a double click');
  assert.ok(screen.getByText(new RegExp(`${who.fullName}.*du projet`)), 'the toast names who left which project');
  assert.not.ok(members().some((m) => m.memberId === who.memberId), 'gone on record');
});

test.run();
