import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { UserPicker } from '../../src/kernel/user-picker';
import { renderWithApp } from './render';
import { textOf } from '../fetch-call';

const people = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, fullName: `Person ${i + 1}`, picturePath: null, displayNameRole: 'Dev' }));
const realFetch = globalThis.fetch;
let bodies: Array<Record<string, unknown>> = [];
let failing = false;

function stubUsers() {
  bodies = [];
  globalThis.fetch = (async (_url: string, init: RequestInit) => {
    const body = JSON.parse(textOf(init.body));
    bodies.push(body);
    if (failing) return new Response(JSON.stringify({ message: 'boom' }), { status: 500 });
    const page = people.filter((p) => p.fullName.toLowerCase().includes(String(body.searchValue ?? '').toLowerCase()));
    const slice = page.slice(body.currentList * body.length, body.currentList * body.length + body.length);
    return new Response(JSON.stringify({ success: true, message: null, data: { users: slice, totalUsers: page.length, allUsers: people.length } }), { status: 200 });
  }) as typeof fetch;
}

test.before.each(() => {
  failing = false;
  stubUsers();
});
test.after.each(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

test('the picker lists 5 users a page, loads the next near the bottom, and picks with the keyboard', async () => {
  const picked: Array<number | null> = [];
  await renderWithApp(<UserPicker label="Responsable" value={null} onChange={(id) => picked.push(id)} />);
  const box = screen.getByRole('combobox', { name: 'Responsable' });
  await act(async () => void fireEvent.focus(box));
  await waitFor(() => assert.is(screen.getAllByRole('option').length, 5));
  assert.is(bodies[0].length, 5);
  assert.is(bodies[0].currentList, 0);
  const list = screen.getByRole('listbox');
  Object.defineProperties(list, { scrollHeight: { value: 300, configurable: true }, clientHeight: { value: 200, configurable: true }, scrollTop: { value: 96, configurable: true, writable: true } });
  await act(async () => void fireEvent.scroll(list));
  await waitFor(() => assert.is(screen.getAllByRole('option').length, 10));
  assert.is(bodies.at(-1)!.currentList, 1);
  await act(async () => void fireEvent.keyDown(box, { key: 'ArrowDown' }));
  await act(async () => void fireEvent.keyDown(box, { key: 'Enter' }));
  assert.equal(picked, [2]);
});

test('a failed user list says so', async () => {
  failing = true;
  await renderWithApp(<UserPicker label="Responsable" value={null} onChange={() => {}} />);
  await act(async () => void fireEvent.focus(screen.getByRole('combobox')));
  await waitFor(() => assert.match(screen.getByRole('alert').textContent!, 'Error fetching users'));
});

test.run();
