import { badRequest, forbidden, notFound, ok, route, type Caller, type FakeContext, type RouteDef, type RouteResult } from '../http';
import { changeStatusBody, expenseCreateBody, noteCreateBody, noteListFilter } from '../../src/domain/expenses';
import { currencies, users, societies } from '../models/organisation';
import { expenseCategories, expenses, notes, type NoteRow } from '../models/expenses';
import { canCreateFor, canSee, changeStatus, expenseCurrency, filterNotes, judge, noteTotals, priceExpense, statistics, strayExpenseField, type Viewer } from '../rules/expenses';
import { checkedUploads, storeUpload } from '../rules/files';
import { allowedLists } from '../../src/domain/uploads';
import { notify } from '../rules/notify';
import { MILEAGE_RATE_MAD, payedByOptions, RATE_CURRENCY } from '../../fixtures/expense-categories';
import { expenseOut, noteDetail, noteSummary, validatorsOf } from '../rules/expenses-serialize';
import { NOTE } from '../../src/domain/expense-codes';

/** The expenses calls of ../shared/spec/endpoints.tsv. */
const VIEW = ['Expenses.View', 'Profile.Expenses.View', 'Expenses.Edit'];

const viewerOf = (caller: Caller): Viewer => ({ id: caller.user.id, permissions: [...caller.permissions] });
const validation = (errors: Array<{ field: string; message: string }>): RouteResult => ({ status: 400, body: { success: false, message: errors[0].message, errors, data: null } });

function visibleNote(ctx: FakeContext, caller: Caller, id: unknown): NoteRow {
  const n = notes(ctx.db).get(Number(id));
  if (!n) throw notFound();
  if (!canSee(n, viewerOf(caller))) throw forbidden();
  return n;
}

function refuse(v: { status: 400 | 403; message: string }): never {
  throw v.status === 403 ? forbidden(v.message) : badRequest(v.message);
}

/** Receipts are checked by content against the expense screen's list before anything is written. */
function storeFiles(ctx: FakeContext, caller: Caller, v: unknown): number[] {
  return checkedUploads(v, allowedLists.expenses).map((f) => storeUpload(ctx.db, f, { ownerId: caller.user.id, area: 'expenses', now: ctx.now() }).id);
}

export const expensesRoutes: RouteDef[] = [
  route({
    method: 'POST', path: '/api/Notes/List', permission: VIEW, body: noteListFilter,
    handle: ({ ctx, caller, body }) => {
      const nameOf = (id: number) => users(ctx.db).get(id)?.fullName ?? '';
      const all = filterNotes(notes(ctx.db).all(), body, viewerOf(caller), nameOf);
      const page = all.slice(body.currentPage * body.pageSize, (body.currentPage + 1) * body.pageSize);
      return ok({ notes: page.map((n) => noteSummary(ctx.db, n)), total: all.length });
    },
  }),
  route({
    method: 'GET', path: '/api/Notes/NoteStatistics', permission: VIEW,
    handle: ({ ctx, caller }) => {
      const seen = notes(ctx.db).filter((n) => canSee(n, viewerOf(caller)));
      return ok(statistics(seen, (n) => noteTotals(n, expenses(ctx.db).by('noteId', n.id))));
    },
  }),
  route({
    method: 'GET', path: '/api/Notes/GetById/:id', permission: VIEW,
    handle: ({ ctx, caller, params }) => ok(noteDetail(ctx.db, visibleNote(ctx, caller, params.id))),
  }),
  route({
    method: 'POST', path: '/api/Notes/Create', permission: VIEW, body: noteCreateBody,
    handle: ({ ctx, caller, body }) => {
      const viewer = viewerOf(caller);
      const fields = {
        title: body.title,
        currency: body.currency,
        executionDate: body.executionDate ?? ctx.now().toISOString().slice(0, 10),
        description: body.description?.trim() || null,
        projectId: body.projectId ?? null,
      };
      if (body.id) {
        const n = visibleNote(ctx, caller, body.id);
        const v = judge(n, viewer, { type: 'note.edit' });
        if (!v.ok) refuse(v);
        const fileIds = [...n.fileIds, ...storeFiles(ctx, caller, body.files)];
        return ok({ id: notes(ctx.db).update(n.id, { ...fields, fileIds }).id });
      }
      const userId = body.affectedUserId ?? caller.user.id;
      if (!users(ctx.db).get(userId)) throw badRequest('RequiredAttribute');
      if (!canCreateFor(userId, viewer)) throw forbidden();
      const row = notes(ctx.db).insert({
        ...fields, affectedUserId: userId, fileIds: storeFiles(ctx, caller, body.files), status: NOTE.draft, actionBy: null,
        refundedBy: null, refundComment: null, remark: null, createdBy: caller.user.id, createdDate: ctx.now().toISOString(), history: [],
      });
      return ok({ id: row.id });
    },
  }),
  route({
    method: 'DELETE', path: '/api/Notes/Delete/:id', permission: VIEW,
    handle: ({ ctx, caller, params }) => {
      const n = visibleNote(ctx, caller, params.id);
      const v = judge(n, viewerOf(caller), { type: 'note.delete' });
      if (!v.ok) refuse(v);
      for (const e of expenses(ctx.db).by('noteId', n.id)) expenses(ctx.db).remove(e.id);
      notes(ctx.db).remove(n.id);
      return ok(null);
    },
  }),
  route({
    method: 'POST', path: '/api/Notes/changestatus', permission: VIEW, body: changeStatusBody,
    handle: ({ ctx, caller, body }) => {
      const n = visibleNote(ctx, caller, body.id);
      const result = changeStatus(n, viewerOf(caller), body, ctx.now());
      if (!result.ok) refuse(result);
      if (result.patch.status === NOTE.pending && expenses(ctx.db).by('noteId', n.id).length === 0) throw badRequest('Expenses.EmptyNote');
      const row = notes(ctx.db).update(n.id, result.patch);
      const base = { parameterTitle: row.title, sourceName: 'CollaboratorExpensesRequests', sourceId: row.id, sourceUserId: row.affectedUserId, senderId: caller.user.id };
      if (row.status === NOTE.pending) for (const v of validatorsOf(ctx.db, row)) notify(ctx, { ...base, userId: v.id, title: 'Notification.Expenses.Submitted' });
      else notify(ctx, { ...base, userId: row.affectedUserId, title: `Notification.Expenses.Status.${row.status}` });
      return ok({ id: row.id, status: row.status });
    },
  }),
  route({
    method: 'GET', path: '/api/ExpensesCat/List/:noteId', permission: VIEW,
    handle: ({ ctx, caller, params }) => {
      if (Number(params.noteId)) visibleNote(ctx, caller, params.noteId);
      return ok(expenseCategories(ctx.db).all());
    },
  }),
  route({
    method: 'GET', path: '/api/ExpensesCat/GetById/:id', permission: VIEW,
    handle: ({ ctx, params }) => {
      const c = expenseCategories(ctx.db).get(Number(params.id));
      if (!c) throw notFound();
      return ok(c);
    },
  }),
  route({
    method: 'GET', path: '/api/Expenses/createformdata', permission: VIEW,
    handle: ({ ctx }) =>
      ok({
        payedByOptions: payedByOptions.map((p) => ({ value: p, text: `payedBy.${p}` })),
        refundPayers: societies(ctx.db).all().map((s) => ({ value: s.name, text: s.name })),
        mileageRate: MILEAGE_RATE_MAD,
        rateCurrency: RATE_CURRENCY,
      }),
  }),
  route({
    method: 'GET', path: '/api/Expenses/GetById/:id', permission: VIEW,
    handle: ({ ctx, caller, params }) => {
      const e = expenses(ctx.db).get(Number(params.id));
      if (!e) throw notFound();
      return ok(expenseOut(ctx.db, e, visibleNote(ctx, caller, e.noteId)));
    },
  }),
  route({
    method: 'POST', path: '/api/Expenses/Create', permission: VIEW, body: expenseCreateBody,
    handle: ({ ctx, caller, body }) => {
      const n = visibleNote(ctx, caller, body.fk_NoteId);
      const v = judge(n, viewerOf(caller), { type: 'note.editExpenses' });
      if (!v.ok) refuse(v);
      const cat = expenseCategories(ctx.db).get(body.CatId);
      if (!cat) throw badRequest('RequiredAttribute');
      // Each expense has its own currency (spec 3, issue 34 item 2): one the company lists (settings/CurrencyList), or the note's when none is sent.
      if (body.currency && !currencies(ctx.db).all().some((c) => c.code === body.currency)) return validation([{ field: 'currency', message: 'Expenses.UnknownCurrency' }]);
      const stray = strayExpenseField(cat, body, RATE_CURRENCY);
      if (stray) throw badRequest(stray);
      const priced = priceExpense(cat, { amount: body.amount, distance: body.distance, payedBy: body.payedBy });
      if (!priced.ok) return validation(priced.errors);
      const previous = body.id ? expenses(ctx.db).get(body.id) : undefined;
      const fields = {
        currency: expenseCurrency(cat, body.currency ?? previous?.currency, n, RATE_CURRENCY),
        noteId: n.id, catId: cat.id, date: body.date ?? ctx.now().toISOString().slice(0, 10), supplier: body.supplier?.trim() || null,
        amount: priced.amount, distance: priced.distance, description: body.description?.trim() || null, payedBy: body.payedBy?.trim() || null, total: priced.total,
      };
      if (body.id) {
        const e = expenses(ctx.db).get(body.id);
        if (!e || e.noteId !== n.id) throw notFound();
        return ok({ id: expenses(ctx.db).update(e.id, { ...fields, fileIds: [...e.fileIds, ...storeFiles(ctx, caller, body.files)] }).id });
      }
      return ok({ id: expenses(ctx.db).insert({ ...fields, fileIds: storeFiles(ctx, caller, body.files) }).id });
    },
  }),
  route({
    method: 'DELETE', path: '/api/Expenses/Delete/:id', permission: VIEW,
    handle: ({ ctx, caller, params }) => {
      const e = expenses(ctx.db).get(Number(params.id));
      if (!e) throw notFound();
      const n = visibleNote(ctx, caller, e.noteId);
      const v = judge(n, viewerOf(caller), { type: 'note.editExpenses' });
      if (!v.ok) refuse(v);
      expenses(ctx.db).remove(e.id);
      return ok(null);
    },
  }),
];
