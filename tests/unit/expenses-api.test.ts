import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { fakeApi } from './fake-api';
import { notes } from '../../server-fake/models/expenses';
import { notifications } from '../../server-fake/models/notifications';
import { users } from '../../server-fake/models/organisation';
import type { Method } from '../../server-fake/http';

const api = fakeApi();
const yasmine = api.as('employee');
const karim = api.as('manager');
const nadia = api.as('hr');
const db = api.backend.db;

const createNote = (who = yasmine, body: Record<string, unknown> = {}) => who.post('/api/Notes/Create', { title: 'Mission Rabat', currency: 'MAD', executionDate: '2026-11-10', ...body });
const addExpense = (who: typeof yasmine, noteId: number, body: Record<string, unknown>) => who.post('/api/Expenses/Create', { fk_NoteId: String(noteId), date: '2026-11-10', ...body });
const status = (who: typeof yasmine, id: number, s: number, extra: Record<string, unknown> = {}) => who.post('/api/Notes/changestatus', { id, status: s, ...extra });

test('every expenses line of endpoints.tsv has a route', () => {
  const lines = readFileSync('/work/shared/spec/endpoints.tsv', 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t'));
  const mine = lines.filter((l) => l[2] === 'expenses' && l[0] !== 'UNSHOWN');
  assert.ok(mine.length >= 12);
  for (const [method, path] of mine) assert.ok(api.backend.dispatcher.match(method as Method, path.replace(/\{\w+\}/g, '1')), `${method} ${path}`);
});

test('the seed has this month\'s notes in every status for Yasmine, and Pending ones of Karim\'s team', () => {
  const own = notes(db).by('affectedUserId', 1);
  assert.equal([...new Set(own.map((n) => n.status))].sort(), [0, 1, 2, 3, 4, 5]);
  const team = notes(db).filter((n) => n.status === 1 && [5, 6, 9].includes(n.affectedUserId));
  assert.ok(team.length >= 3);
  assert.ok(own.every((n) => n.executionDate.slice(0, 7) === '2026-11'));
});

test('Notes/List: employees see only their own notes; Expenses.Edit holders everyone\'s; filters by status, user, dates, search', () => {
  const mine = yasmine.post('/api/Notes/List', { pageSize: 100 }).json.data;
  assert.ok(mine.notes.length >= 6);
  assert.ok(mine.notes.every((n: any) => n.affectedUserId === 1));
  const all = karim.post('/api/Notes/List', { pageSize: 100 }).json.data;
  assert.ok(new Set(all.notes.map((n: any) => n.affectedUserId)).size >= 5);
  const pending = karim.post('/api/Notes/List', { status: 1, pageSize: 100 }).json.data.notes;
  assert.ok(pending.length >= 4 && pending.every((n: any) => n.status === 1));
  const hers = karim.post('/api/Notes/List', { userId: 1, pageSize: 100 }).json.data.notes;
  assert.ok(hers.length >= 6 && hers.every((n: any) => n.affectedUserId === 1));
  const byName = karim.post('/api/Notes/List', { search: 'yasmine', pageSize: 100 }).json.data.notes;
  assert.is(byName.length, hers.length);
  const none = karim.post('/api/Notes/List', { dateFrom: '2030-01-01', pageSize: 100 }).json.data;
  assert.is(none.total, 0);
  const mineOnly = karim.post('/api/Notes/List', { mine: true, pageSize: 100 }).json.data.notes;
  assert.ok(mineOnly.every((n: any) => n.affectedUserId === 2));
});

test('Notes/NoteStatistics counts and totals per status over what the caller sees', () => {
  const stats = yasmine.get('/api/Notes/NoteStatistics').json.data;
  assert.is(stats.length, 6);
  assert.is(stats.reduce((s: number, r: any) => s + r.count, 0), notes(db).by('affectedUserId', 1).length);
});

test('Notes/NoteStatistics gives the amounts per currency, never one figure across MAD and EUR (issue 26 item 4)', () => {
  const stats = karim.get('/api/Notes/NoteStatistics').json.data as Array<{ status: number; totals: Array<{ currency: string; total: number }> }>;
  // Each expense has its own currency (issue 34 item 2): a note counts in every currency it holds.
  type Listed = { status: number; currency: string; totalExpenses: number; totals: Array<{ currency: string; total: number }> };
  const first = karim.post('/api/Notes/List', { pageSize: 100 }).json.data as { notes: Listed[]; total: number };
  const listed = [...first.notes];
  for (let page = 1; page * 100 < first.total; page++) listed.push(...karim.post('/api/Notes/List', { pageSize: 100, currentPage: page }).json.data.notes);
  const expected = new Map<string, number>();
  for (const n of listed) for (const m of n.totals) expected.set(`${n.status} ${m.currency}`, (expected.get(`${n.status} ${m.currency}`) ?? 0) + m.total);
  const got = new Map<string, number>(stats.flatMap((s) => s.totals.map((m) => [`${s.status} ${m.currency}`, m.total] as const)));
  assert.equal([...got.keys()].sort(), [...expected.keys()].sort());
  for (const [key, total] of expected) assert.ok(Math.abs(got.get(key)! - total) < 0.005, key);
  assert.ok(new Set(listed.map((n) => n.currency)).size >= 2, 'the seed has notes in two currencies');
  assert.ok(stats.every((s) => !('total' in s)), 'no figure that adds currencies');
});

test('S3.5.03 a note needs a title and a currency (400 RequiredAttribute); an employee may not create one for someone else', () => {
  const bad = yasmine.post('/api/Notes/Create', { title: '', currency: 'MAD' });
  assert.is(bad.status, 400);
  assert.is(bad.json.message, 'RequiredAttribute');
  assert.is(yasmine.post('/api/Notes/Create', { title: 'x' }).json.message, 'RequiredAttribute');
  assert.is(createNote(yasmine, { affectedUserId: '7' }).status, 403);
  assert.is(createNote(karim, { affectedUserId: '1' }).status, 200);
});

test('S3.5.04 S3.5.05 S3.5.06 S3.5.07 expenses: mileage total = distance × rate; fixed amounts imposed (another refused); ceilings refused; payer required unless mileage', () => {
  const id = createNote().json.data.id;
  const meal = addExpense(yasmine, id, { CatId: '1', amount: '120.5', payedBy: 'Employee', supplier: 'Café' });
  assert.is(meal.status, 200);
  const noPayer = addExpense(yasmine, id, { CatId: '1', amount: '10' });
  assert.is(noPayer.status, 400);
  assert.equal(noPayer.json.errors.map((e: any) => e.field), ['payedBy']);
  const noAmount = addExpense(yasmine, id, { CatId: '3', payedBy: 'Employee' });
  assert.is(noAmount.json.message, 'RequiredAttribute');
  const mileage = addExpense(yasmine, id, { CatId: '4', distance: '123' });
  assert.is(mileage.status, 200);
  // The fixed amount is imposed: another one would be dropped, so it is refused naming amount (issue 33); none is the category's.
  const otherAmount = addExpense(yasmine, id, { CatId: '5', amount: '9999', payedBy: 'Employee' });
  assert.is(otherAmount.status, 400);
  assert.match(otherAmount.json.message, 'amount');
  const fixed = addExpense(yasmine, id, { CatId: '5', payedBy: 'Employee' });
  assert.is(fixed.status, 200);
  const hotelOver = addExpense(yasmine, id, { CatId: '2', amount: '1500', payedBy: 'Employee' });
  assert.is(hotelOver.status, 400);
  assert.is(hotelOver.json.message, 'Expenses.CeilingExceeded');
  assert.is(addExpense(yasmine, id, { CatId: '2', amount: '1200', payedBy: 'CompanyCard' }).status, 200);
  const note = yasmine.get(`/api/Notes/GetById/${id}`).json.data;
  const m = note.allExpenses.find((e: any) => e.CatId === 4);
  assert.is(m.infoAmount, 430.5);
  assert.is(m.amount, 3.5);
  assert.is(note.allExpenses.find((e: any) => e.CatId === 5).infoAmount, 250);
  assert.is(note.totalExpenses, 120.5 + 430.5 + 250 + 1200);
  const one = yasmine.get(`/api/Expenses/GetById/${m.id}`).json.data;
  assert.is(one.expensesCat.expensesCatLimitsDto.mileage, 3.5);
  const edited = addExpense(yasmine, id, { id: String(meal.json.data.id), CatId: '1', amount: '99.99', payedBy: 'Employee' });
  assert.is(edited.status, 200);
  assert.is(yasmine.get(`/api/Expenses/GetById/${meal.json.data.id}`).json.data.amount, 99.99);
});

test('each expense keeps its own currency (spec 3, issue 34 item 2): stored and returned, the note\'s by default, totals per currency with the note\'s first', () => {
  const id = createNote(yasmine, { currency: 'EUR' }).json.data.id;
  const hotel = addExpense(yasmine, id, { CatId: '2', amount: '180.5', payedBy: 'Employee', supplier: 'Hôtel Paris' });
  assert.is(hotel.status, 200);
  const taxi = addExpense(yasmine, id, { CatId: '3', amount: '150', payedBy: 'Employee', supplier: 'Petit Taxi', currency: 'MAD' });
  assert.is(taxi.status, 200);
  const train = addExpense(yasmine, id, { CatId: '3', amount: '40', payedBy: 'Employee', currency: ' usd ' });
  assert.is(train.status, 200);
  // A mileage is in its rate's currency: another one would be dropped, so it is refused naming currency (issue 33).
  const mileageEur = addExpense(yasmine, id, { CatId: '4', distance: '10', currency: 'EUR' });
  assert.is(mileageEur.status, 400);
  assert.match(mileageEur.json.message, 'currency');
  const mileage = addExpense(yasmine, id, { CatId: '4', distance: '10' });
  assert.is(mileage.status, 200);
  assert.is(yasmine.get(`/api/Expenses/GetById/${hotel.json.data.id}`).json.data.currency, 'EUR', 'none sent: the note\'s');
  assert.is(yasmine.get(`/api/Expenses/GetById/${taxi.json.data.id}`).json.data.currency, 'MAD');
  assert.is(yasmine.get(`/api/Expenses/GetById/${train.json.data.id}`).json.data.currency, 'USD');
  assert.is(yasmine.get(`/api/Expenses/GetById/${mileage.json.data.id}`).json.data.currency, 'MAD', 'mileage is in its rate\'s currency');
  // An edit that sends no currency keeps the one chosen.
  assert.is(addExpense(yasmine, id, { id: String(taxi.json.data.id), CatId: '3', amount: '160', payedBy: 'Employee' }).status, 200);
  assert.is(yasmine.get(`/api/Expenses/GetById/${taxi.json.data.id}`).json.data.currency, 'MAD');
  const note = yasmine.get(`/api/Notes/GetById/${id}`).json.data;
  assert.equal(note.allExpenses.map((e: any) => e.currency).sort(), ['EUR', 'MAD', 'MAD', 'USD']);
  assert.equal(note.totals, [{ currency: 'EUR', total: 180.5 }, { currency: 'MAD', total: 195 }, { currency: 'USD', total: 40 }]);
  assert.is(note.totalExpenses, 180.5, 'the one figure is the note\'s own currency, never a sum across');
  const listed = yasmine.post('/api/Notes/List', { search: 'Mission Rabat', pageSize: 100 }).json.data.notes.find((n: any) => n.id === id);
  assert.equal(listed.totals, note.totals);
});

test('an expense in a currency the company does not list, or not a currency at all, is refused with 400 and a message; nothing is stored', () => {
  const id = createNote().json.data.id;
  for (const currency of ['XOF', 'EURO', '12']) {
    const r = addExpense(yasmine, id, { CatId: '1', amount: '10', payedBy: 'Employee', currency });
    assert.is(r.status, 400, currency);
    assert.is(r.json.message, 'Expenses.UnknownCurrency', currency);
  }
  assert.is(yasmine.get(`/api/Notes/GetById/${id}`).json.data.allExpenses.length, 0);
});

test('the lifecycle over HTTP: submit notifies validators, validate and refund notify the owner, history grows, illegal moves 400, rights 403', () => {
  const id = createNote().json.data.id;
  assert.is(status(yasmine, id, 1).json.message, 'Expenses.EmptyNote');
  addExpense(yasmine, id, { CatId: '4', distance: '10' });
  const before = notifications(db).by('userId', 2).length;
  assert.is(status(yasmine, id, 1).status, 200);
  const n = notifications(db).by('userId', 2).at(-1)!;
  assert.is(notifications(db).by('userId', 2).length, before + 1);
  assert.is(n.sourceName, 'CollaboratorExpensesRequests');
  assert.is(n.sourceId, id);
  assert.is(status(yasmine, id, 2).status, 403, 'an employee does not validate');
  assert.is(status(karim, id, 3, { refundedBy: 'Atlas' }).status, 400, 'refund from Pending is illegal');
  assert.is(status(karim, id, 0).status, 400, 'back to Draft is no move');
  assert.is(status(karim, id, 2).status, 200);
  const owner = notifications(db).by('userId', 1).at(-1)!;
  assert.is(owner.sourceId, id);
  assert.is(owner.title, 'Notification.Expenses.Status.2');
  assert.is(addExpense(yasmine, id, { CatId: '4', distance: '10' }).status, 400, 'no expense added after Success');
  assert.is(status(yasmine, id, 5, { comment: 'x' }).status, 403, 'the owner cannot cancel a Success note');
  // Validated: the refund awaits anyone who may make it (Expenses.Edit), HR included, not the manager alone.
  const awaited = karim.get(`/api/Notes/GetById/${id}`).json.data.userslistApproval.filter((u: any) => u.actionType === 'Refund');
  const deciders = users(db).filter((u) => u.active && u.id !== 1 && u.permissions.includes('Expenses.Edit')).map((u) => u.id);
  assert.ok(deciders.length > 1, 'the seed has more than the manager who may refund');
  assert.equal(awaited.map((u: any) => [u.userId, u.status]), deciders.map((d) => [d, 0]));
  assert.is(status(karim, id, 3, { refundedBy: '' }).json.message, 'RequiredAttribute');
  assert.is(status(karim, id, 3, { refundedBy: 'Atlas Industries SA', comment: 'virement' }).status, 200);
  const note = karim.get(`/api/Notes/GetById/${id}`).json.data;
  assert.is(note.status, 3);
  assert.is(note.refundedBy, 'Atlas Industries SA');
  assert.equal(note.history.map((h: any) => h.action), ['Submitted', 'Validated', 'Refunded']);
  assert.is(note.history[1].userImage.fullName, 'Karim Benali');
  assert.equal(note.userslistApproval.map((u: any) => [u.actionType, u.userId, u.status]), [['Success', 2, 1], ['Refund', 2, 1]]);
  assert.is(status(karim, id, 5).json.message, 'RequiredAttribute', 'cancel needs a comment');
  assert.is(status(karim, id, 5, { comment: 'erreur' }).status, 200);
  assert.is(karim.get(`/api/Notes/GetById/${id}`).json.data.remark, 'erreur');
});

test('nobody validates their own note, even with Expenses.Edit', () => {
  const id = createNote(karim).json.data.id;
  addExpense(karim, id, { CatId: '1', amount: '20', payedBy: 'Employee' });
  status(karim, id, 1);
  const own = status(karim, id, 2);
  assert.is(own.status, 403);
  assert.is(status(nadia, id, 2).status, 200);
});

test('reject from Pending with a comment; then the owner cancels and submits again', () => {
  const id = createNote().json.data.id;
  addExpense(yasmine, id, { CatId: '1', amount: '20', payedBy: 'Employee' });
  status(yasmine, id, 1);
  assert.is(status(karim, id, 4, { comment: 'Justificatif manquant' }).status, 200);
  assert.is(status(yasmine, id, 1).status, 400, 'Rejected is not submitted again directly');
  assert.is(status(yasmine, id, 5, { comment: 'je corrige' }).status, 200);
  assert.is(status(yasmine, id, 1).status, 200);
});

test('delete: the owner while Draft, Expenses.Delete while Draft or Pending; others 403; employees never see others\' notes', () => {
  const a = createNote().json.data.id;
  assert.is(karim.del(`/api/Notes/Delete/${a}`).status, 403);
  assert.is(yasmine.del(`/api/Notes/Delete/${a}`).status, 200);
  const b = createNote().json.data.id;
  const e = addExpense(yasmine, b, { CatId: '1', amount: '20', payedBy: 'Employee' }).json.data.id;
  status(yasmine, b, 1);
  assert.is(yasmine.del(`/api/Notes/Delete/${b}`).status, 403);
  assert.is(nadia.del(`/api/Notes/Delete/${b}`).status, 200);
  assert.is(yasmine.get(`/api/Expenses/GetById/${e}`).status, 404);
  const other = notes(db).find((n) => n.affectedUserId === 5)!;
  assert.is(yasmine.get(`/api/Notes/GetById/${other.id}`).status, 403);
  assert.is(yasmine.del(`/api/Expenses/Delete/${e}`).status, 404);
});

test('expense deletion only while Draft or Pending', () => {
  const id = createNote().json.data.id;
  const e1 = addExpense(yasmine, id, { CatId: '1', amount: '20', payedBy: 'Employee' }).json.data.id;
  const e2 = addExpense(yasmine, id, { CatId: '1', amount: '30', payedBy: 'Employee' }).json.data.id;
  assert.is(yasmine.del(`/api/Expenses/Delete/${e1}`).status, 200);
  status(yasmine, id, 1);
  status(karim, id, 2);
  assert.is(yasmine.del(`/api/Expenses/Delete/${e2}`).status, 400);
});

test('categories, form data and multipart files', () => {
  const cats = yasmine.get('/api/ExpensesCat/List/0').json.data;
  assert.ok(cats.some((c: any) => c.type === 1 && c.expensesCatLimitsDto.mileage === 3.5));
  assert.ok(cats.some((c: any) => c.expensesCatLimitsDto.type === 'Fixed'));
  assert.ok(cats.some((c: any) => c.limited && c.expensesCatLimitsDto.type === 'Ceiling'));
  assert.is(yasmine.get('/api/ExpensesCat/GetById/4').json.data.name, 'Indemnités kilométriques');
  const form = yasmine.get('/api/Expenses/createformdata').json.data;
  assert.ok(form.payedByOptions.length >= 2 && form.refundPayers.length >= 2);
  const withFile = createNote(yasmine, { files: { name: 'ticket.pdf', size: 10, type: 'application/pdf', content: 'data:application/pdf;base64,JVBERi0xLjQK' } });
  const note = yasmine.get(`/api/Notes/GetById/${withFile.json.data.id}`).json.data;
  assert.equal(note.filesNames, ['ticket.pdf']);
  const refused = createNote(yasmine, { files: { name: 'virus.exe', size: 10, type: 'application/octet-stream' } });
  assert.is(refused.status, 400);
});

test.run();
