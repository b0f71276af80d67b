import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RowActions, type RowAction } from '../../src/ui/row-actions';
import { i18nReady } from './render';

/**
 * Issue 26 item 3: a row's actions beyond two go into a menu (the forms list
 * drew seven buttons wrapping on two lines), reached and left by keyboard.
 */
test.before(async () => void (await i18nReady()));
test.after.each(cleanup);

const done: string[] = [];
const action = (id: string, label: string): RowAction => ({ id, label, onSelect: () => done.push(id) });
const seven = [action('responses', 'Réponses'), action('edit', 'Modifier'), action('settings', 'Paramètres'), action('archive', 'Archiver'), action('duplicate', 'Dupliquer'), action('fill', 'Remplir pour'), action('delete', 'Supprimer')];

const focused = () => document.activeElement?.textContent ?? '';
const key = async (target: Element, k: string) => act(async () => void fireEvent.keyDown(target, { key: k }));
/** Presses a key where focus is and waits for focus to land on `expected`. */
const press = async (k: string, expected: string) => {
  await key(document.activeElement!, k);
  await waitFor(() => assert.is(focused(), expected), { timeout: 1000 });
};
const openByKey = async (k: string) => {
  const more = screen.getByRole('button', { name: /Plus d'actions/ });
  more.focus();
  await key(more, k);
  return more;
};

test('two actions are two buttons, no menu', () => {
  render(<RowActions name="Congés 2026" actions={seven.slice(0, 2)} />);
  assert.ok(screen.getByRole('button', { name: 'Réponses Congés 2026' }));
  assert.ok(screen.getByRole('button', { name: 'Modifier Congés 2026' }));
  assert.is(screen.queryByRole('button', { name: /Plus d'actions/ }), null);
});

test('seven actions: one button and a menu holding the six others, in order', async () => {
  render(<RowActions name="Congés 2026" actions={seven} />);
  assert.is(screen.getAllByRole('button').length, 2, 'never more than two controls in a row');
  const more = screen.getByRole('button', { name: "Plus d'actions Congés 2026" });
  assert.is(more.getAttribute('aria-haspopup'), 'menu');
  more.focus();
  await key(more, 'Enter');
  const items = await waitFor(() => screen.getAllByRole('menuitem'), { timeout: 1000 });
  assert.equal(items.map((i) => i.textContent), ['Modifier', 'Paramètres', 'Archiver', 'Dupliquer', 'Remplir pour', 'Supprimer']);
  assert.is(more.getAttribute('aria-expanded'), 'true');
});

test('keyboard: the menu opens on the first item, arrow keys move, Escape closes it back onto its button', async () => {
  render(<RowActions name="Congés 2026" actions={seven} />);
  const more = await openByKey('ArrowDown');
  await waitFor(() => assert.is(focused(), 'Modifier'), { timeout: 1000 });
  await press('ArrowDown', 'Paramètres');
  await press('ArrowDown', 'Archiver');
  await press('ArrowUp', 'Paramètres');
  await press('End', 'Supprimer');
  await key(document.activeElement!, 'Escape');
  await waitFor(() => assert.is(screen.queryAllByRole('menuitem').length, 0), { timeout: 1000 });
  assert.is(document.activeElement, more, 'focus back on the button that opened it');
  assert.is(more.getAttribute('aria-expanded'), 'false');
});

test('Enter on an item runs that action once and closes the menu', async () => {
  done.length = 0;
  render(<RowActions name="Congés 2026" actions={seven} />);
  await openByKey('Enter');
  await waitFor(() => assert.is(focused(), 'Modifier'), { timeout: 1000 });
  await press('Home', 'Modifier');
  await press('ArrowDown', 'Paramètres');
  await press('ArrowDown', 'Archiver');
  await key(document.activeElement!, 'Enter');
  await waitFor(() => assert.is(screen.queryAllByRole('menuitem').length, 0), { timeout: 1000 });
  assert.equal(done, ['archive']);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Réponses Congés 2026' })));
  assert.equal(done, ['archive', 'responses']);
});

test('a disabled action cannot be run', async () => {
  done.length = 0;
  render(<RowActions name="Demande 12" actions={[{ ...action('accept', 'Accepter'), disabled: true }, action('refuse', 'Refuser')]} />);
  const accept = screen.getByRole('button', { name: 'Accepter Demande 12' }) as HTMLButtonElement;
  assert.ok(accept.disabled);
  await act(async () => void fireEvent.click(accept));
  assert.equal(done, []);
});

test.run();
