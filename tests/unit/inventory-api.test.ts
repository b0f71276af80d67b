import { test } from 'uvu';
import * as assert from 'uvu/assert';
import writeXlsxFile from 'write-excel-file/node';
import { readSheet } from 'read-excel-file/node';
import { fakeApi } from './fake-api';
import { excelWorkDone } from '../../server-fake/rules/inventory-excel';
import { checkHardwareRow, checkSoftwareRow } from '../../server-fake/rules/inventory';

const api = fakeApi();
const support = api.as('support');

async function xlsxDataUrl(rows: Array<Array<string | number | null>>) {
  const buffer = await writeXlsxFile(rows.map((r) => r.map((value) => ({ value }))) as never).toBuffer();
  return `data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,${buffer.toString('base64')}`;
}

test('a believable park: laptops, screens, phones, docks, licences; Yasmine holds a laptop', () => {
  const idx = support.get('/api/hardware/dataIndex').json.data;
  assert.ok(idx.total > 100);
  for (const c of ['Laptop', 'Screen', 'Phone', 'Docking station']) assert.ok(idx.byCategory.some((b: { category: string }) => b.category === c), c);
  const yasmine = support.post('/api/hardware/List', { userId: 1, size: 50 }).json.data.items;
  assert.ok(yasmine.some((i: { category: string; title: string }) => i.category === 'Laptop' && i.title === 'Dell Latitude 5440'));
  const sw = support.post('/api/software/List', { size: 50 }).json.data.items.map((i: { title: string }) => i.title).join('|');
  for (const name of ['Microsoft 365', 'Adobe', 'JetBrains', 'ESET']) assert.ok(sw.includes(name), name);
});

test('employees see only their own equipment; managing needs Software.Affect (403)', () => {
  const me = api.as('employee');
  const items = me.post('/api/hardware/List', { size: 200 }).json.data.items;
  assert.ok(items.length > 0 && items.every((i: { users: Array<{ id: number }> }) => i.users.some((u) => u.id === 1)));
  assert.is(me.post('/api/hardware/create', { title: 'x', category: 'Laptop', serialNumber: 'S1' }).status, 403);
  assert.is(me.post('/api/hardware/active', { id: 1, active: false }).status, 403);
  assert.is(me.post('/api/software/List', {}).status, 403);
});

test('create, assign, unassign, deactivate: history and assignment history follow', () => {
  const id = support.post('/api/hardware/create', { title: 'Lenovo ThinkPad X1', category: 'Laptop', brand: 'Lenovo', serialNumber: 'TPX1-0001', price: 1800 }).json.data;
  assert.is(support.post('/api/hardware/create', { title: 'dup', category: 'Laptop', serialNumber: 'tpx1-0001' }).json.message, 'Import.DuplicateSerial');
  assert.is(support.post('/api/hardware/create', { title: '', category: 'Laptop', serialNumber: 'Z' }).json.message, 'RequiredAttribute');
  support.post('/api/hardware/AssignedTo', { id, userIds: [12] });
  support.post('/api/hardware/UnassignProfile', { id, userId: 12 });
  support.post('/api/hardware/AssignedTo', { id, userIds: [13] });
  const affect = support.get(`/api/hardware/AffectHardwareHistory/${id}`).json.data;
  assert.is(affect.length, 2);
  assert.ok(affect.find((a: { user: { id: number }; unassignedDate: string | null }) => a.user.id === 12).unassignedDate);
  support.post('/api/hardware/active', { id, active: false });
  const item = support.get(`/api/hardware/GetById/${id}`).json.data;
  assert.is(item.active, false);
  assert.equal(item.users, []);
  const titles = support.get(`/api/hardware/History/${id}`).json.data.map((h: { title: string }) => h.title);
  assert.ok(titles.includes('Inventory.Deactivated') && titles.includes('Inventory.Created'));
  assert.is(support.post('/api/hardware/AssignedTo', { id, userIds: [14] }).json.message, 'Inventory.Inactive');
});

test("a price's currency: the company's when none is sent, one it lists, kept by an edit that leaves it out", () => {
  const create = (body: object) => support.post('/api/hardware/create', { title: 'Écran', category: 'Screen', serialNumber: `CUR-${Math.random()}`, price: 199, ...body });
  const get = (id: number) => support.get(`/api/hardware/GetById/${id}`).json.data;
  assert.is(get(create({}).json.data).currency, 'MAD', "none sent: the company's");
  const eur = create({ currency: 'eur' }).json.data;
  assert.is(get(eur).currency, 'EUR', 'written as its code');
  const refused = create({ currency: 'XYZ' });
  assert.is(refused.json.message, 'Inventory.UnknownCurrency', 'a currency the company does not list');
  assert.is(support.post('/api/software/create', { title: 'Outil', category: 'Office', currency: 'XYZ' }).json.message, 'Inventory.UnknownCurrency');
  const item = get(eur);
  support.post('/api/hardware/Update', { id: eur, title: item.title, category: 'Screen', serialNumber: item.reference, price: 210 });
  assert.equal([get(eur).price, get(eur).currency], [210, 'EUR'], 'an edit without it keeps it');
  assert.is(support.post('/api/hardware/Update', { id: eur, title: item.title, category: 'Screen', serialNumber: item.reference, currency: 'XYZ' }).json.message, 'Inventory.UnknownCurrency');
});

test('software seats are a limit; unassign through AssignedTo assign false', () => {
  const id = support.post('/api/software/create', { title: 'Figma', category: 'Design', seats: 1 }).json.data;
  assert.is(support.post('/api/software/AssignedTo', { id, userIds: [20] }).json.success, true);
  assert.is(support.post('/api/software/AssignedTo', { id, userIds: [21] }).json.message, 'Inventory.NoSeatLeft');
  support.post('/api/software/AssignedTo', { id, assign: false, userId: 20 });
  assert.is(support.get(`/api/software/GetById/${id}`).json.data.users.length, 0);
});

/** The reasons alone, where a test is about reading a cell rather than naming it. */
const reasons = (c: { errors: Array<{ message: string }> }) => c.errors.map((e) => e.message);

test('row checks: required title, known category, unique serial, dates, numbers, known user', () => {
  const seen = new Set<string>(['EXISTING']);
  const o = { seen, locales: ['fr', 'en'], userByName: (n: string) => (n === 'yasmine' ? 1 : null) };
  assert.ok(checkHardwareRow(['Dell XPS', 'Laptop', 'Dell', 'XPS 13', 'NEW-1', '2025-01-10', 1500, 'yasmine'], o).value);
  assert.equal(reasons(checkHardwareRow(['', 'Laptop', '', '', 'NEW-2', null, null, null], o)), ['Import.Missing']);
  assert.equal(reasons(checkHardwareRow(['X', 'Toaster', '', '', 'NEW-3', null, null, null], o)), ['Import.NotInList']);
  assert.equal(reasons(checkHardwareRow(['X', 'Laptop', '', '', 'existing', null, null, null], o)), ['Import.AlreadyUsed']);
  assert.equal(reasons(checkHardwareRow(['X', 'Laptop', '', '', 'NEW-1', null, null, null], o)), ['Import.AlreadyUsed'], 'twice in the file');
  assert.equal(reasons(checkHardwareRow(['X', 'laptop', '', '', 'NEW-4', '31/02/x', 'abc', 'nobody'], o)), ['Import.BadDate', 'Import.BadNumber', 'Import.UnknownUser']);
  assert.ok(checkSoftwareRow(['Notion', 'Notion Labs', '2.0', 'Office', 'Subscription', 10, null, 96], { seen: new Set(), locales: ['fr', 'en'] }).value);
  assert.equal(reasons(checkSoftwareRow(['Notion', '', '', 'Office', 'Leased', 2.5, null, null], { seen: new Set(), locales: ['fr', 'en'] })), ['Import.NotInList', 'Import.BadNumber']);
});

// Issue 36 item 5: on a sheet of 200 rows, 'date invalide' alone does not say which cell to fix.
test('every refusal of a hardware row names its column and the text read there', () => {
  const o = { seen: new Set<string>(['CMP-1']), locales: ['fr', 'en'], userByName: () => null };
  assert.equal(checkHardwareRow(['', '', 'Dell', '', '', '31/02/2026', 'douze', 'Personne Inconnue'], o).errors, [
    { message: 'Import.Missing', column: 'Title' },
    { message: 'Import.Missing', column: 'Category' },
    { message: 'Import.Missing', column: 'Serial number' },
    { message: 'Import.BadDate', column: 'Purchase date', value: '31/02/2026' },
    { message: 'Import.BadNumber', column: 'Price', value: 'douze' },
    { message: 'Import.UnknownUser', column: 'Assigned to', value: 'Personne Inconnue' },
  ]);
  assert.equal(checkHardwareRow(['PC', 'Grille-pain', '', '', ' cmp-1 ', '', -5, ''], o).errors, [
    { message: 'Import.NotInList', column: 'Category', value: 'Grille-pain' },
    { message: 'Import.AlreadyUsed', column: 'Serial number', value: 'cmp-1' },
    { message: 'Import.BadNumber', column: 'Price', value: '-5' },
  ]);
  const long = 'x'.repeat(500);
  const [cut] = checkHardwareRow(['PC', long, '', '', 'CMP-2', '', '', ''], o).errors;
  assert.ok(cut!.value!.length <= 60 && cut!.value!.startsWith('xxx'), 'a long cell is named by its start, not copied whole');
});

test('every refusal of a software row names its column and the text read there', () => {
  const o = { seen: new Set<string>(['notion 2.0']), locales: ['fr', 'en'] };
  assert.equal(checkSoftwareRow(['Notion', 'Notion Labs', '2.0', 'Jeux', 'Louée', '2,5', '2026-02-29', 'abc'], o).errors, [
    { message: 'Import.DuplicateSoftware', column: 'Title', value: 'Notion' },
    { message: 'Import.NotInList', column: 'Category', value: 'Jeux' },
    { message: 'Import.NotInList', column: 'Licence type', value: 'Louée' },
    { message: 'Import.BadNumber', column: 'Seats', value: '2,5' },
    { message: 'Import.BadDate', column: 'Expiry date', value: '2026-02-29' },
    { message: 'Import.BadNumber', column: 'Price', value: 'abc' },
  ]);
  assert.equal(checkSoftwareRow(['', '', '', '', '', '', '', ''], o).errors, [
    { message: 'Import.Missing', column: 'Title' },
    { message: 'Import.Missing', column: 'Category' },
  ]);
});

test('row checks read amounts and days as people write them: French and English groups and decimals, no day the calendar lacks', () => {
  const row = (serial: string, day: string | null, price: string | number) => checkHardwareRow(['X', 'Laptop', '', '', serial, day, price, null], { seen: new Set(), locales: ['fr', 'en'], userByName: () => null });
  const price = (p: string | number) => row('P', null, p).value?.price;
  assert.is(price('1 250,75'), 1250.75, 'French, with a space between groups');
  assert.is(price('1\u202f250,75'), 1250.75, 'French, with the narrow no-break space Excel and Intl write');
  assert.is(price('1,250.75'), 1250.75, 'English');
  assert.is(price('180,50'), 180.5);
  assert.is(price(1250.75), 1250.75, 'a number cell as it is');
  assert.equal(reasons(row('P', null, '1,250')), ['Import.BadNumber'], '1,250 is 1,25 in French and 1250 in English: refused, not guessed');
  assert.equal(reasons(row('P', null, '12,345')), ['Import.BadNumber'], 'a money cell with three decimals is refused');
  assert.equal(reasons(row('P', null, '-5')), ['Import.BadNumber']);
  assert.equal(reasons(row('D', '31/02/2026', '')), ['Import.BadDate'], '31 February is no day');
  assert.equal(reasons(row('D', '2026-02-29', '')), ['Import.BadDate'], '2026 is no leap year');
  assert.is(row('D', '29/02/2028', '').value?.purchaseDate, '2028-02-29');
  assert.is(row('D', '2026-12-31', '').value?.purchaseDate, '2026-12-31');
  const seats = (n: string | number) => checkSoftwareRow(['S', '', '', 'Office', 'Subscription', n, null, null], { seen: new Set(), locales: ['fr', 'en'] });
  assert.is(seats('1 200').value?.seats, 1200);
  assert.equal(reasons(seats('2,5')), ['Import.BadNumber'], 'seats are whole');
  // As the route reads them: in every language of the app, so the file imports the same whoever imports it.
  const all = (p: string) => checkHardwareRow(['X', 'Laptop', '', '', 'A', null, p, null], { seen: new Set(), locales: ['fr', 'ar', 'es', 'en'], userByName: () => null });
  assert.equal(['1 250,75', '1,250.75', '1.250,75', '180,50', '180.50'].map((p) => all(p).value?.price), [1250.75, 1250.75, 1250.75, 180.5, 180.5]);
  assert.equal(reasons(all('1,250')), ['Import.BadNumber']);
});

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const written = ['hardware', 'software', 'inventoryHistory', 'inventoryAssignments', 'notifications'];
/** Writes so far to the tables an import may touch: an import refused leaves them all as they were. */
const writes = () => Object.fromEntries(written.map((name) => [name, api.backend.db.table(name).changeCount]));

async function importSheet(kind: 'hardware' | 'software', rows: Array<Array<string | number | null>>) {
  const up = support.post(`/api/${kind}/Upload`, { file: { name: 'import.xlsx', size: 1000, type: xlsxType, content: await xlsxDataUrl(rows) } });
  assert.is(up.json.success, true, up.text);
  await excelWorkDone();
  return support.post(`/api/${kind}/AddExcelData`, { fileId: up.json.data.fileId });
}
const hardwareHeader = ['Title', 'Category', 'Brand', 'Model', 'Serial number', 'Purchase date', 'Price', 'Assigned to'];
const softwareHeader = ['Title', 'Editor', 'Version', 'Category', 'Licence type', 'Seats', 'Expiry date', 'Price'];

test('hardware import is all or nothing: bad rows refuse the whole file, every bad row reported by line (issue 26)', async () => {
  const before = writes();
  const res = await importSheet('hardware', [
    hardwareHeader,
    ['HP ProBook 450', 'Laptop', 'HP', 'ProBook 450 G10', 'IMP-0001', '2025-03-01', 980, 'yasmine'],
    ['Écran sans catégorie', 'Grille-pain', 'LG', '', 'IMP-0002', '', '', ''],
    ['Samsung Galaxy S24', 'Phone', 'Samsung', 'S24', 'IMP-0003', '', 899, ''],
    ['', 'Laptop', '', '', 'IMP-0004', '31/02/x', '', 'nobody'],
  ]);
  assert.is(res.json.success, false, res.text);
  assert.is(res.json.message, 'Import.NothingImported');
  assert.equal(res.json.data, {
    imported: 0,
    errors: [
      { line: 3, messages: [{ message: 'Import.NotInList', column: 'Category', value: 'Grille-pain' }] },
      {
        line: 5,
        messages: [
          { message: 'Import.Missing', column: 'Title' },
          { message: 'Import.BadDate', column: 'Purchase date', value: '31/02/x' },
          { message: 'Import.UnknownUser', column: 'Assigned to', value: 'nobody' },
        ],
      },
    ],
  });
  assert.equal(writes(), before, 'no item, no history, no assignment, no notification');
  assert.is(support.post('/api/hardware/List', { searchValue: 'IMP-000', size: 10 }).json.data.total, 0);
});

test('hardware import with every row good writes every row, with its history and its holder', async () => {
  const res = await importSheet('hardware', [
    hardwareHeader,
    ['HP ProBook 450', 'Laptop', 'HP', 'ProBook 450 G10', 'IMP-1001', '2025-03-01', 980, 'yasmine'],
    ['Samsung Galaxy S24', 'Phone', 'Samsung', 'S24', 'IMP-1002', '', 899, ''],
  ]);
  assert.is(res.status, 200, res.text);
  assert.equal(res.json.data, { imported: 2, errors: [] });
  const found = support.post('/api/hardware/List', { searchValue: 'IMP-100', size: 10 }).json.data.items;
  assert.equal(found.map((i: { reference: string }) => i.reference).sort(), ['IMP-1001', 'IMP-1002']);
  const laptop = found.find((i: { reference: string }) => i.reference === 'IMP-1001');
  assert.is(laptop.users[0].id, 1);
  assert.ok(support.get(`/api/hardware/History/${laptop.id}`).json.data.some((h: { title: string }) => h.title === 'Inventory.Imported'));
  assert.is(support.get(`/api/hardware/AffectHardwareHistory/${laptop.id}`).json.data.length, 1);
});

test('software import is all or nothing too; all good, all written', async () => {
  const before = writes();
  const bad = await importSheet('software', [
    softwareHeader,
    ['Notion', 'Notion Labs', '2.0', 'Office', 'Subscription', 10, '', 96],
    ['Sketch', 'Bohemian', '', 'Design', 'Leased', 2.5, '', ''],
    ['Miro', 'Miro', '', 'Office', '', 5, 'demain', ''],
  ]);
  assert.is(bad.json.success, false, bad.text);
  assert.is(bad.json.message, 'Import.NothingImported');
  assert.equal(bad.json.data.errors, [
    { line: 3, messages: [{ message: 'Import.NotInList', column: 'Licence type', value: 'Leased' }, { message: 'Import.BadNumber', column: 'Seats', value: '2.5' }] },
    { line: 4, messages: [{ message: 'Import.BadDate', column: 'Expiry date', value: 'demain' }] },
  ]);
  assert.equal(writes(), before);
  const good = await importSheet('software', [softwareHeader, ['Notion', 'Notion Labs', '2.0', 'Office', 'Subscription', 10, '', 96], ['Miro', 'Miro', '1', 'Office', '', 5, '', '']]);
  assert.is(good.status, 200, good.text);
  assert.equal(good.json.data, { imported: 2, errors: [] });
  const titles = (q: string) => support.post('/api/software/List', { searchValue: q, size: 10 }).json.data.items.map((i: { title: string }) => i.title);
  assert.equal(titles('Notion'), ['Notion']);
  assert.equal(titles('Miro'), ['Miro']);
});

test("a sheet's prices keep their currency: a code the company lists, the company's when the cell is empty, another refused; the export writes it", async () => {
  const header = [...hardwareHeader, 'Devise'];
  const bad = await importSheet('hardware', [header, ['Écran A', 'Screen', 'LG', 'A', 'CUR-IMP-1', '', 199, '', 'XYZ']]);
  assert.equal(bad.json.data.errors, [{ line: 2, messages: [{ message: 'Import.NotInList', column: 'Currency', value: 'XYZ' }] }]);
  const good = await importSheet('hardware', [header, ['Écran A', 'Screen', 'LG', 'A', 'CUR-IMP-1', '', 199, '', 'eur'], ['Écran B', 'Screen', 'LG', 'B', 'CUR-IMP-2', '', 1899, '', '']]);
  assert.equal(good.json.data, { imported: 2, errors: [] }, good.text);
  const items = support.post('/api/hardware/List', { searchValue: 'CUR-IMP-', size: 10 }).json.data.items as Array<{ reference: string; currency: string }>;
  assert.equal(items.map((i) => [i.reference, i.currency]).sort(), [['CUR-IMP-1', 'EUR'], ['CUR-IMP-2', 'MAD']]);
  // The export carries the column, so a sheet exported and imported elsewhere keeps euros in euros.
  const res = api.backend.dispatcher.handle({ method: 'GET', path: '/api/hardware/Download', query: {}, headers: { authorization: `Bearer ${support.token}` }, body: undefined });
  const [head, ...rows] = await readSheet(Buffer.from(res.body as Uint8Array));
  const at = (name: string) => head!.indexOf(name);
  assert.ok(at('Devise') >= 0, `a currency column in ${head!.join(' | ')}`);
  assert.equal(rows.filter((r) => String(r[at('N° de série')]).startsWith('CUR-IMP-')).map((r) => [r[at('Prix')], r[at('Devise')]]).sort(), [[1899, 'MAD'], [199, 'EUR']]);
});

test('an import that is not an Excel workbook is refused at upload', () => {
  const notExcel = support.post('/api/hardware/Upload', { file: { name: 'x.csv', size: 3, type: 'text/csv', content: 'data:text/csv,a' } });
  assert.is(notExcel.json.message, 'Import.NotAnExcelFile');
});

// Spec 4 shows GET Download beside POST List and no shape; the product's reading (and the first test here): employees
// see only their own equipment. An export is the list on paper, so an employee's holds what their list shows and no
// one else's equipment (issue 33 item 6: the mutation run let an export of the whole park to anyone live).
test("an employee's hardware export holds their own equipment only, as their list does", async () => {
  const me = api.as('employee');
  const listed = me.post('/api/hardware/List', { size: 200 }).json.data.items.map((i: { reference: string }) => i.reference).sort();
  const res = api.backend.dispatcher.handle({ method: 'GET', path: '/api/hardware/Download', query: {}, headers: { authorization: `Bearer ${me.token}` }, body: undefined });
  assert.is(res.status, 200);
  const [head, ...rows] = await readSheet(Buffer.from(res.body as Uint8Array));
  const serial = head!.indexOf('N° de série');
  assert.ok(serial >= 0, `a serial number column in ${head!.join(' | ')}`);
  assert.ok(listed.length > 0);
  assert.equal(rows.map((r) => String(r[serial])).sort(), listed);
});

test('Download answers a real .xlsx of the inventory', async () => {
  const res = api.backend.dispatcher.handle({ method: 'GET', path: '/api/software/Download', query: {}, headers: { authorization: `Bearer ${support.token}` }, body: undefined });
  assert.is(res.status, 200);
  assert.match(res.headers['Content-Disposition'], /\.xlsx/);
  const rows = await readSheet(Buffer.from(res.body as Uint8Array));
  // No language sent: French, the interface's default.
  assert.equal(rows[0]!.slice(0, 2), ['Désignation', 'Éditeur']);
  assert.ok(rows.some((r) => String(r[0]).includes('Microsoft 365')));
});

test.run();
