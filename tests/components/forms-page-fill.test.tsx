import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import FormsPage from '../../src/features/forms/forms-page';
import { SideNav } from '../../src/app/shell/side-nav';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Issue 36 item 6: an employee who may fill forms (Form.User.View, not
 * Form.View) finds them in the side menu, and the forms page shows what they
 * can fill and what they have answered, nothing of the administration.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['forms']);
test.after.each(() => cleanup());

test('the employee sees Formulaires in the menu', async () => {
  const grant = signIn('employee');
  assert.ok(grant.permissions.includes('Form.User.View'));
  assert.not.ok(grant.permissions.includes('Form.View'));
  await renderWithApp(<SideNav mobileOpen={false} onNavigate={() => {}} />, { grant });
  const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
  assert.is(within(nav).getByRole('link', { name: /Formulaires/ }).getAttribute('href'), '/forms');
});

test('the employee lands on the forms to fill, opens one, and finds their responses in the next tab', async () => {
  await renderWithApp(<FormsPage />, { grant: signIn('employee'), path: '/forms' });
  const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
  assert.equal(tabs, ['À remplir', 'Mes réponses']);
  assert.is(screen.getByRole('tab', { name: 'À remplir' }).getAttribute('aria-selected'), 'true');
  assert.is(screen.queryByRole('button', { name: 'Nouveau formulaire' }), null);
  const list = await screen.findByTestId('all-published', {}, { timeout: 3000 });
  const first = await within(list).findAllByRole('button', {}, { timeout: 3000 });
  assert.ok(first.length > 0, 'published forms are listed');
  await act(async () => void fireEvent.click(screen.getByRole('tab', { name: 'Mes réponses' })));
  assert.is(screen.getByRole('tab', { name: 'Mes réponses' }).getAttribute('aria-selected'), 'true');
  assert.is(screen.queryByTestId('all-published'), null);
});

test('HR, who also sees the forms, still lands on the forms list and has the three tabs', async () => {
  await renderWithApp(<FormsPage />, { grant: signIn('hr'), path: '/forms' });
  assert.equal(screen.getAllByRole('tab').map((t) => t.textContent), ['À remplir', 'Formulaires', 'Mes réponses']);
  assert.is(screen.getByRole('tab', { name: 'Formulaires' }).getAttribute('aria-selected'), 'true');
  assert.ok(await screen.findAllByTestId(/^form-row-/, {}, { timeout: 3000 }));
});

test("HR's delete question names the form in the language's own quotes, and Annuler keeps it", async () => {
  await renderWithApp(<FormsPage />, { grant: signIn('hr'), path: '/forms' });
  const [row] = await screen.findAllByTestId(/^form-row-/, {}, { timeout: 3000 });
  const title = row.querySelector('td')!.textContent!.trim();
  const del = within(row).queryByRole('button', { name: /Supprimer/ }) ?? (await openActions(row));
  await act(async () => void fireEvent.click(del));
  const dialog = await screen.findByRole('alertdialog', {}, { timeout: 3000 });
  assert.ok(dialog.textContent!.includes(`Supprimer définitivement le formulaire « ${title} » ?`), dialog.textContent!);
  await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' })));
  assert.is(screen.queryByRole('alertdialog'), null);
});

/** The row's actions behind its menu button, when they are folded: the delete item. */
async function openActions(row: HTMLElement) {
  // Radix opens its menu on a pointer press or the keyboard, not on a synthetic click.
  await act(async () => void fireEvent.keyDown(within(row).getByRole('button', { name: /actions/i }), { key: 'Enter' }));
  return screen.findByRole('menuitem', { name: /Supprimer/ });
}

test.run();
