import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UserSearchField } from '../../src/features/collaborators/user-search-field';
import { UserHoverCard } from '../../src/kernel/user-hover-card';
import { NotificationBell } from '../../src/features/shell/notification-bell';
import { TasksShortcut } from '../../src/features/tasks/tasks-shortcut';
import { ToastRegion } from '../../src/ui/toast-region';
import { toast } from '../../src/ui/toast-store';
import { renderWithApp } from './render';
import { urlOf } from '../fetch-call';

type Answer = { status?: number; body: unknown };
const realFetch = globalThis.fetch;
/** Answers the app's calls by path, as the server would. */
function serve(routes: Record<string, () => Answer>) {
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const path = new URL(urlOf(input), 'http://app.local').pathname;
    const hit = Object.entries(routes).find(([p]) => path.startsWith(p));
    const a = hit ? hit[1]() : { status: 404, body: { success: false, message: 'Error.Status.404' } };
    return new Response(JSON.stringify(a.body), { status: a.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}

test.after.each(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

test('users-only search: picking fills and locks the field; an edit attempt shows the tooltip for 2 s; clear unlocks', async () => {
  serve({ '/api/home/GlobalSearch': () => ({ body: { success: true, message: null, data: [{ type: 'User', text: 'Karim Benali', value: 2, imagePath: null }, { type: 'CompanyDoc', text: 'Charte.pdf', value: 3, imagePath: null }] } }) });
  const picked: Array<number | null> = [];
  await renderWithApp(<UserSearchField onChange={(id) => picked.push(id)} />);
  const field = screen.getByRole('combobox', { name: 'Rechercher un collaborateur...' }) as HTMLInputElement;
  await act(async () => void fireEvent.change(field, { target: { value: 'kar' } }));
  const result = await waitFor(() => screen.getByRole('button', { name: 'Karim Benali' }), { timeout: 2000 });
  // Users-only: no document group.
  assert.is(screen.queryByText('Charte.pdf'), null);
  await act(async () => void fireEvent.click(result));
  assert.is(field.value, 'Karim Benali');
  assert.ok(field.readOnly);
  assert.equal(picked, [2]);
  await act(async () => void fireEvent.keyDown(field, { key: 'a' }));
  assert.is(screen.getByRole('tooltip').textContent, 'Veuillez effacer le champ avant de modifier la valeur');
  await waitFor(() => assert.is(screen.queryByRole('tooltip'), null), { timeout: 2600 });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Effacer la recherche' })));
  assert.is(field.value, '');
  assert.not.ok(field.readOnly);
  assert.equal(picked, [2, null]);
});

test('hover card: skeleton, then full name and department', async () => {
  serve({ '/api/profile/GetProfileUser/2': () => ({ body: { success: true, message: null, data: { id: 2, fullName: 'Karim Benali', departement: 'Informatique' } } }) });
  await renderWithApp(<UserHoverCard userId={2}><a href="/employee/2/profile/public">Karim</a></UserHoverCard>);
  await act(async () => void fireEvent.mouseEnter(screen.getByText('Karim').parentElement!));
  const card = await waitFor(() => screen.getByTestId('user-hover-card'), { timeout: 1000 });
  await waitFor(() => assert.ok(card.textContent!.includes('Informatique')), { timeout: 1000 });
  assert.ok(card.textContent!.includes('Karim Benali'));
  await act(async () => void fireEvent.mouseLeave(screen.getByText('Karim').parentElement!));
  assert.is(screen.queryByTestId('user-hover-card'), null);
});

test('hover card failure: the card goes and the error line shows', async () => {
  serve({ '/api/profile/GetProfileUser/': () => ({ status: 500, body: { success: false, message: 'Error.Status.500' } }) });
  const warn = console.warn;
  const logged: unknown[] = [];
  console.warn = (...a: unknown[]) => void logged.push(a);
  try {
    await renderWithApp(<UserHoverCard userId={9}><span>Someone</span></UserHoverCard>);
    await act(async () => void fireEvent.focus(screen.getByText('Someone').parentElement!));
    await waitFor(() => screen.getByRole('alert'), { timeout: 1500 });
    assert.is(screen.getByRole('alert').textContent, 'Error loading user data');
    assert.is(screen.queryByTestId('user-hover-card'), null);
    assert.ok(logged.length > 0);
  } finally {
    console.warn = warn;
  }
});

test('a toast that leads somewhere is a button (keyboard reaches it) and the region is named in the page language', async () => {
  let opened = 0;
  await renderWithApp(<ToastRegion />);
  await act(async () => void toast.info('Bonjour', { title: 'Karim Alaoui', onClick: () => opened++ }));
  const region = screen.getByRole('region', { name: 'Notifications' });
  const open = await within(region).findByRole('button', { name: /Karim Alaoui/ });
  open.focus();
  assert.is(document.activeElement, open, 'the toast takes focus');
  fireEvent.click(open);
  assert.is(opened, 1);
  await act(async () => void toast.success('Enregistré'));
  const plain = await within(region).findByText('Enregistré');
  assert.is(plain.closest('button'), null, 'a toast that leads nowhere is no button');
});

test('tasks shortcut: the count of assigned tasks; a failed fetch shows the server message in an error toast', async () => {
  const task = { id: 4, title: 'Préparer la revue trimestrielle des objectifs de l’équipe', codeCategory: 'PRJ', endDate: '2026-11-30T17:00:00Z', remainingTime: { isObsolute: false, duration: 9, dateRepresentation: 'days' }, totalSubTask: 3, totalMessage: 2, totalFiles: 1 };
  serve({ '/api/tasks/assigned': () => ({ body: { success: true, message: null, data: [task, { ...task, id: 5 }] } }) });
  await renderWithApp(<TasksShortcut />);
  await waitFor(() => assert.is(screen.getByTestId('header-tasks-count').textContent, '2'), { timeout: 1000 });
  cleanup();
  serve({ '/api/tasks/assigned': () => ({ status: 500, body: { success: false, message: 'Serveur en maintenance' } }) });
  const warn = console.warn;
  console.warn = () => {};
  try {
    await renderWithApp(<><TasksShortcut /><ToastRegion /></>);
    await waitFor(() => assert.ok(screen.getAllByRole('alert').some((a) => a.textContent!.includes('Serveur en maintenance'))), { timeout: 1000 });
  } finally {
    console.warn = warn;
  }
});

test('bell: a failed mark-as-read shows the server message in an error toast and goes nowhere', async () => {
  const n = { id: 8, title: 'notification.birthday', parameterTitle: 'Karim Benali', sourceName: 'Anniversary', sourceId: 2, sourceUserId: 2, isView: false, createdDate: '2026-11-20T08:00:00Z', user: null };
  serve({
    '/api/Reminder/GetNotifications': () => ({ body: { success: true, message: null, data: [n] } }),
    '/api/Reminder/MarkAsReadNotification/': () => ({ body: { success: false, message: 'Notification déjà supprimée', data: null } }),
  });
  const { location } = await renderWithApp(<><NotificationBell /><ToastRegion /></>, { permissions: ['Notifications.View'] });
  await waitFor(() => assert.is(screen.getByTestId('header-bell-count').textContent, '1'), { timeout: 1000 });
  const trigger = screen.getByTestId('header-bell');
  await act(async () => void fireEvent.pointerDown(trigger, { button: 0, pointerType: 'mouse' }));
  const item = await waitFor(() => screen.getByText("C'est l'anniversaire de Karim Benali"), { timeout: 1000 });
  await act(async () => void fireEvent.click(item));
  await waitFor(() => assert.ok(screen.getAllByRole('alert').some((a) => a.textContent!.includes('Notification déjà supprimée'))), { timeout: 1000 });
  assert.is(screen.getByTestId('header-bell-count').textContent, '1');
  assert.equal(location.history, ['/']);
});

test('bell: a failed read says so and offers a retry in the dropdown, which reads again and shows the list', async () => {
  const n = { id: 9, title: 'notification.birthday', parameterTitle: 'Karim Benali', sourceName: 'Anniversary', sourceId: 2, sourceUserId: 2, isView: false, createdDate: '2026-11-20T08:00:00Z', user: null };
  let calls = 0;
  serve({ '/api/Reminder/GetNotifications': () => (++calls === 1 ? { status: 503, body: { success: false, message: 'Error.Status.503', data: null } } : { body: { success: true, message: null, data: [n] } }) });
  const warn = console.warn;
  console.warn = () => {};
  try {
    await renderWithApp(<NotificationBell defaultOpen />, { permissions: ['Notifications.View'] });
    const banner = await waitFor(() => screen.getAllByRole('alert').find((a) => a.textContent!.includes('Impossible de charger les notifications'))!, { timeout: 1000 });
    await act(async () => void fireEvent.click(within(banner).getByRole('button', { name: 'Réessayer' })));
    await waitFor(() => screen.getByText("C'est l'anniversaire de Karim Benali"), { timeout: 1000 });
    assert.is(calls, 2);
    assert.is(screen.getByTestId('header-bell-count').textContent, '1');
  } finally {
    console.warn = warn;
  }
});

test.run();
