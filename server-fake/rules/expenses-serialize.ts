import type { Db } from '../db/db';
import { departements, users, type UserRow } from '../models/organisation';
import { expenseCategories, expenses, type ExpenseRow, type NoteRow } from '../models/expenses';
import { files } from '../models/session';
import { noteTotals } from './expenses';

/** The shapes of spec 3 section 3, built from the rows. */
const userImage = (db: Db, id: number) => {
  const u = users(db).get(id);
  return { id, fullName: u?.fullName ?? '', picturePath: u?.picturePath ?? null };
};

const projectName = (db: Db, id: number | null) => (id ? (db.table<{ id: number; name: string }>('projects').get(id)?.name ?? null) : null);

const attached = (db: Db, ids: readonly number[]) =>
  ids.flatMap((id) => {
    const f = files(db).get(id);
    return f ? [{ id: f.id, name: f.name, path: `upload/VueFile/${f.id}` }] : [];
  });

export function noteSummary(db: Db, n: NoteRow) {
  const rows = expenses(db).by('noteId', n.id);
  const totals = noteTotals(n, rows);
  return {
    id: n.id, title: n.title, currency: n.currency, executionDate: n.executionDate, status: n.status, affectedUserId: n.affectedUserId,
    projectId: n.projectId, projectName: projectName(db, n.projectId), totalExpenses: totals.find((t) => t.currency === n.currency)?.total ?? 0, totals, expensesCount: rows.length, userImage: userImage(db, n.affectedUserId),
  };
}

export function expenseOut(db: Db, e: ExpenseRow, n: NoteRow) {
  const cat = expenseCategories(db).get(e.catId)!;
  return {
    id: e.id, date: e.date, supplier: e.supplier, amount: e.amount, distance: e.distance, description: e.description, payedBy: e.payedBy,
    fk_NoteId: n.id, CatId: e.catId, category: cat.name, currency: e.currency ?? n.currency, noteStatus: n.status, infoAmount: e.total,
    files: attached(db, e.fileIds), expensesCat: cat,
  };
}

/** Who may validate, refuse or refund a note (spec 3 section 6: Expenses.Edit), never its owner. */
const decidersOf = (db: Db, n: NoteRow) => users(db).filter((u) => u.active && u.id !== n.affectedUserId && u.permissions.includes('Expenses.Edit'));

/** Who is asked to validate a note: the owner's manager when he holds Expenses.Edit, otherwise every holder but the owner. */
export function validatorsOf(db: Db, n: NoteRow): UserRow[] {
  const owner = users(db).get(n.affectedUserId);
  const holders = decidersOf(db, n);
  const manager = holders.find((u) => u.id === owner?.managerId);
  return manager ? [manager] : holders;
}

/** userslistApproval: the person who did it (status 1), or those awaited (status 0). */
export function approvalList(db: Db, n: NoteRow) {
  const line = (actionType: 'Success' | 'Refund', u: UserRow, done: { actionDate: string } | undefined) => ({
    actionType, userId: u.id, fullName: u.fullName, departement: departements(db).get(u.departementId)?.name ?? null,
    picturePath: u.picturePath, status: done ? 1 : 0, actionDate: done?.actionDate ?? null,
  });
  const pick = (actionType: 'Success' | 'Refund', action: string) => {
    const done = [...n.history].reverse().find((h) => h.action === action);
    const who = done ? users(db).get(done.userId) : undefined;
    // The owner's manager validates first where there is one; a refund is anyone's who may (persona review: the
    // manager alone was named for the refund, which HR made).
    const awaited = actionType === 'Success' ? validatorsOf(db, n) : decidersOf(db, n);
    return who ? [line(actionType, who, done)] : awaited.map((u) => line(actionType, u, undefined));
  };
  return [...pick('Success', 'Validated'), ...pick('Refund', 'Refunded')];
}

export function noteDetail(db: Db, n: NoteRow) {
  const rows = expenses(db).by('noteId', n.id).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const fileList = attached(db, n.fileIds);
  return {
    ...noteSummary(db, n),
    description: n.description, files: fileList, filesNames: fileList.map((f) => f.name), actionBy: n.actionBy,
    refundedBy: n.refundedBy, refundComment: n.refundComment, remark: n.remark,
    history: n.history.map((h) => ({ action: h.action, actionDate: h.actionDate, comment: h.comment, userImage: userImage(db, h.userId) })),
    userslistApproval: approvalList(db, n),
    allExpenses: rows.map((e) => expenseOut(db, e, n)),
  };
}
