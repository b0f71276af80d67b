import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { SideNav } from '../../src/app/shell/side-nav';
import { renderWithApp } from './render';

test.after.each(() => cleanup());

test('shows exactly the entries the permissions allow', async () => {
  await renderWithApp(<SideNav mobileOpen={false} onNavigate={() => {}} />, { permissions: ['Expenses.View', 'Settings.View'] });
  const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
  const links = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  assert.equal(links, ['/', '/collaborateur', '/organisation', '/expenses', '/settings/info']);
  assert.ok(screen.getByRole('button', { name: /Mon profil/ }));
});

test('marks the current page and opens the group that holds it', async () => {
  await renderWithApp(<SideNav mobileOpen={false} onNavigate={() => {}} />, { permissions: ['Conge.View'], path: '/conge/demande' });
  const current = screen.getByRole('link', { current: 'page' });
  assert.is(current.getAttribute('href'), '/conge/demande');
  assert.is(screen.getByRole('button', { name: /Calendrier/ }).getAttribute('aria-expanded'), 'true');
});

test('a group opens and closes on click', async () => {
  await renderWithApp(<SideNav mobileOpen={false} onNavigate={() => {}} />, { permissions: ['Hardware.View', 'Software.View'] });
  const toggle = screen.getByRole('button', { name: /Inventaire/ });
  assert.is(screen.queryByRole('link', { name: /Logiciels/ }), null);
  await act(async () => void fireEvent.click(toggle));
  assert.ok(screen.getByRole('link', { name: /Logiciels/ }));
});

test('closes the mobile panel when the route changes', async () => {
  let closed = 0;
  const { location } = await renderWithApp(<SideNav mobileOpen onNavigate={() => closed++} />, { permissions: ['Expenses.View'] });
  const before = closed;
  await act(async () => void fireEvent.click(screen.getByRole('link', { name: /Notes de frais/ })));
  assert.is(location.history?.at(-1), '/expenses');
  assert.ok(closed > before);
});

test.run();
