import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ItemFormPanel from '../../src/features/inventory/item-form-panel';
import ItemDetailPanel from '../../src/features/inventory/item-detail-panel';
import { InventoryTable } from '../../src/features/inventory/inventory-table';
import type { InventoryItem } from '../../src/domain/inventory';
import { software } from '../../server-fake/models/inventory';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { changes } from '../../src/realtime/changes';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * The software form's shared inputs (spec 1 section 5): the seat count is a
 * numeric-only text input, the billing day a day-of-month picker (1 to 31);
 * and the holders list of an item, whose remove icon is Software.Affect's
 * (spec 4 section 6). Against the fake server.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['inventory']);
test.after.each(() => cleanup());

const openForm = async () => {
  await renderWithApp(<ItemFormPanel params={{ kind: 'software' }} onClose={() => {}} panelKey={1} />, { grant: signIn('support') });
  return screen.findByLabelText('Postes', {}, { timeout: 3000 }) as Promise<HTMLInputElement>;
};
/** fireEvent.keyDown answers false when the input blocked the key. */
const passes = (el: Element, key: string) => fireEvent.keyDown(el, { key });

test('S1.5.03 the seat count keeps digits only: other keys are blocked, pasted text loses its non-digits', async () => {
  const seats = await openForm();
  for (const key of ['a', '-', 'e', '.', ',', ' ', '+']) assert.is(passes(seats, key), false, `${key} is blocked`);
  for (const key of ['0', '7', 'Backspace', 'ArrowLeft', 'Tab']) assert.is(passes(seats, key), true, `${key} passes`);
  assert.is(fireEvent.keyDown(seats, { key: 'v', ctrlKey: true }), true, 'a paste shortcut passes');
  fireEvent.change(seats, { target: { value: '1a2-3 4,5.6e7' } });
  assert.is(seats.value, '1234567');
  fireEvent.change(seats, { target: { value: 'douze' } });
  assert.is(seats.value, '');
});

test('S1.5.04 the billing day takes 1 to 31: 0 and 32 are refused, arrows stay within; the day is saved', async () => {
  await openForm();
  const day = screen.getByRole('spinbutton', { name: 'Jour de facturation' }) as HTMLInputElement;
  assert.equal([day.getAttribute('aria-valuemin'), day.getAttribute('aria-valuemax')], ['1', '31']);
  const type = (text: string) => act(async () => void fireEvent.change(day, { target: { value: text } }));
  await type('31');
  assert.is(day.value, '31');
  await type('32');
  assert.is(day.value, '31', '32 is refused');
  await type('0');
  assert.is(day.value, '31', '0 is refused');
  await act(async () => void fireEvent.keyDown(day, { key: 'ArrowUp' }));
  assert.is(day.value, '31', 'no day after 31');
  await type('1');
  await act(async () => void fireEvent.keyDown(day, { key: 'ArrowDown' }));
  assert.is(day.value, '1', 'no day before 1');
  await type('15');
  fireEvent.change(screen.getByLabelText(/Désignation/), { target: { value: 'Suite comptable' } });
  fireEvent.change(screen.getByLabelText(/Catégorie/), { target: { value: 'Office' } });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' })));
  await waitFor(() => assert.is(software(api.backend.db).find((r) => r.title === 'Suite comptable')?.billingDay, 15), { timeout: 3000 });
});

test('issue 34: the price is read as French writes it (1 250,75 saved as 1250.75); 12abc is refused under the field and nothing is saved', async () => {
  await openForm();
  const price = screen.getByRole('textbox', { name: 'Prix' }) as HTMLInputElement;
  fireEvent.change(screen.getByLabelText(/Désignation/), { target: { value: 'Tableur partagé' } });
  fireEvent.change(screen.getByLabelText(/Catégorie/), { target: { value: 'Office' } });
  await act(async () => void fireEvent.change(price, { target: { value: '12abc' } }));
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' })));
  const message = await screen.findByText(/^Ce nombre ne peut pas être lu/);
  assert.ok(price.getAttribute('aria-describedby')!.includes(message.id));
  await new Promise((r) => setTimeout(r, 100));
  assert.is(software(api.backend.db).find((r) => r.title === 'Tableur partagé'), undefined, 'nothing saved');
  await act(async () => void fireEvent.change(price, { target: { value: '1 250,75' } }));
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' })));
  await waitFor(() => assert.is(software(api.backend.db).find((r) => r.title === 'Tableur partagé')?.price, 1250.75), { timeout: 3000 });
});

test("reviews s42 to s45: a price has its currency, the company's first, another chosen from its list", async () => {
  await openForm();
  const currency = (await screen.findByRole('combobox', { name: 'Devise' })) as HTMLSelectElement;
  assert.is(currency.value, 'MAD', "a new item's: the company's");
  assert.ok([...currency.options].some((o) => o.value === 'EUR'), 'the company lists euros');
  fireEvent.change(screen.getByLabelText(/Désignation/), { target: { value: 'Licence en euros' } });
  fireEvent.change(screen.getByLabelText(/Catégorie/), { target: { value: 'Office' } });
  await act(async () => void fireEvent.change(screen.getByRole('textbox', { name: 'Prix' }), { target: { value: '99,90' } }));
  await act(async () => void fireEvent.change(currency, { target: { value: 'EUR' } }));
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' })));
  await waitFor(() => assert.equal(((r) => r && [r.price, r.currency])(software(api.backend.db).find((r) => r.title === 'Licence en euros')), [99.9, 'EUR']), { timeout: 3000 });
});

test('review s48: the detail under the form shows an edit once it is saved, the price in its currency and the history', async () => {
  const item = software(api.backend.db).all().find((r) => r.currency === 'EUR')!;
  await renderWithApp(<ItemDetailPanel params={{ kind: 'software', id: item.id }} onClose={() => {}} panelKey={1} />, { grant: signIn('support') });
  const price = () => screen.queryByText((_, el) => el?.tagName === 'DD' && /EUR$/.test(el.textContent ?? ''))?.textContent?.replace(/\s/g, ' ');
  await waitFor(() => assert.ok(price(), 'the price with its currency'), { timeout: 3000 });
  // Saved elsewhere (the form over it), said on the park's change feed as the form says it.
  const support = api.as('support');
  const current = support.get(`/api/software/GetById/${item.id}`).json.data;
  assert.is(support.post('/api/software/Update', { ...current.fields, id: item.id, price: 1799, currency: 'EUR' }).json.success, true);
  await act(async () => changes.inventory.push());
  await waitFor(() => assert.is(price(), '1 799,00 EUR'), { timeout: 3000 });
});

test('S1.5.04 the fake server refuses a billing day outside 1 to 31', () => {
  const support = api.as('support');
  const body = { title: 'Outil', category: 'Office' };
  for (const bad of [0, 32]) {
    const res = support.post('/api/software/create', { ...body, billingDay: bad });
    assert.is(res.status, 400, String(bad));
    assert.is(res.json.message, 'Inventory.InvalidDay');
  }
  for (const good of [1, 31]) assert.is(support.post('/api/software/create', { ...body, billingDay: good }).json.success, true, String(good));
});

const removeIcons = () => screen.queryAllByRole('button', { name: /^Retirer / }).map((b) => b.getAttribute('aria-label'));

test('S4.6.06 Software.Affect shows the remove-assignment icon in the holders list; without it there is none', async () => {
  const item = software(api.backend.db).filter((r) => r.assignees.length >= 2)[0]!;
  const holders = (api.as('support').get(`/api/software/GetById/${item.id}`).json.data.users as Array<{ fullName: string }>).map((u) => `Retirer ${u.fullName}`);
  const withIt = signIn('support');
  await renderWithApp(<ItemDetailPanel params={{ kind: 'software', id: item.id }} onClose={() => {}} panelKey={1} />, { grant: withIt });
  await waitFor(() => assert.equal(removeIcons(), holders), { timeout: 3000 });
  cleanup();
  await renderWithApp(<ItemDetailPanel params={{ kind: 'software', id: item.id }} onClose={() => {}} panelKey={1} />, { grant: { ...withIt, permissions: withIt.permissions.filter((p) => p !== 'Software.Affect') } });
  const list = await screen.findByRole('list', { name: 'Utilisateurs' }, { timeout: 3000 });
  assert.is(within(list).getAllByRole('listitem').length, holders.length, 'the holders are listed');
  assert.equal(removeIcons(), []);
});

test('the holders column names nobody in words, one person by name, several by their count', async () => {
  const person = (id: number, fullName: string) => ({ id, fullName, picturePath: null });
  const item = (id: number, users: ReturnType<typeof person>[]): InventoryItem => ({ id, kind: 'hardware', title: `PC ${id}`, category: 'Laptop', subtitle: '', reference: `SN-${id}`, active: true, users, seats: null, date: null, price: 0, fields: {} });
  await renderWithApp(<InventoryTable label="Matériel" items={[item(1, []), item(2, [person(4, 'Yasmine El Idrissi')]), item(3, [person(4, 'Yasmine El Idrissi'), person(5, 'Karim Benali'), person(6, 'Nadia Alaoui')])]} />);
  // The words beside the avatars (whose initials are text too).
  const holders = screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[3]!.querySelector('span.small')!.textContent);
  assert.equal(holders, ['Non affecté', 'Yasmine El Idrissi', '3 personnes']);
  // A title is isolated in its own direction, so a trailing quote or number stays at its end in Arabic.
  assert.is(screen.getByText('PC 1').tagName, 'BDI');
});

test('an item named by its brand and model is not named twice; another keeps its brand and model under its name', async () => {
  // HR review: 'Apple iPad 10.9"' over 'Apple iPad 10.9"' on every such row.
  const row = (id: number, title: string, subtitle: string): InventoryItem => ({ id, kind: 'hardware', title, category: 'Tablet', subtitle, reference: `SN-${id}`, active: true, users: [], seats: null, date: null, price: 0, fields: {} });
  await renderWithApp(<InventoryTable label="Matériel" items={[row(1, 'Apple iPad 10.9"', 'Apple iPad 10.9"'), row(2, 'Tablette accueil', 'Samsung Tab A9')]} />);
  const heads = screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent);
  assert.equal(heads, ['Apple iPad 10.9"', 'Tablette accueilSamsung Tab A9']);
});

test.run();
