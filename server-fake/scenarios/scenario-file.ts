import * as z from 'zod';
import type { Db } from '../db/db';
import { users } from '../models/organisation';
import { leaveRequests, leaveTypes } from '../models/leave';
import { expenseCategories, expenses, notes, type LifecycleEntry } from '../models/expenses';
import { forms, formResponses, formStatuses } from '../models/forms';
import { interventions } from '../models/interventions';
import { accept, cancel, holidaySet, measure, newApprovals, reject } from '../rules/leave';
import { expenseCurrency, priceExpense } from '../rules/expenses';
import { RATE_CURRENCY } from '../../fixtures/expense-categories';
import { defaultStatuses } from '../rules/forms';
import { addHistory } from '../rules/interventions';
import { askedAt } from '../seed/context';
import { addDays, isWeekend } from '../../src/domain/leave-days';
import { fieldTypeNames } from '../../src/domain/forms';
import { interventionStatuses, priorities } from '../../src/domain/interventions';
import { NOTE } from '../../src/domain/expense-codes';

/**
 * A scenario a trainer can read, copy and edit (fixtures/scenarios/*.json):
 * a base (the living demo company, or the organisation alone), tables to
 * empty, then leave, expense notes, forms and interventions to add. Every
 * date is a number of days from today, so a scenario never looks stale.
 * The file is checked by this schema when it is loaded.
 */
const userId = z.number().int().min(1).max(72);

const leave = z.object({
  user: userId,
  type: z.number().int().min(1).max(6).default(1),
  startInDays: z.number().int(),
  workingDays: z.number().int().min(1).max(60),
  status: z.enum(['pending', 'accepted', 'rejected', 'cancelled']),
  note: z.string().max(200).optional(),
});

const expenseNote = z.object({
  user: userId,
  title: z.string().min(1).max(100),
  status: z.enum(['draft', 'pending', 'success', 'refund', 'rejected', 'canceled']),
  daysAgo: z.number().int().min(0).max(365),
  currency: z.string().length(3).default('MAD'),
  expenses: z.array(z.object({ category: z.number().int().min(1), amount: z.number().positive().optional(), distance: z.number().positive().optional(), supplier: z.string().optional(), currency: z.string().length(3).optional() })).default([]),
});

const form = z.object({
  title: z.string().min(1).max(100),
  icon: z.string().default('form'),
  daysAgo: z.number().int().min(0).default(7),
  fields: z.array(z.object({ title: z.string().min(1), type: z.enum(fieldTypeNames), required: z.boolean().default(false), options: z.string().optional() })).min(1),
  /** One approval step per approver id, in order; none gives the default statuses. */
  approvers: z.array(userId).default([]),
  responses: z.array(z.object({ user: userId, daysAgo: z.number().int().min(0), answers: z.array(z.string()), approvedSteps: z.number().int().min(0).default(0) })).default([]),
});

const intervention = z.object({
  requester: userId,
  title: z.string().min(1).max(100),
  description: z.string().min(1),
  type: z.number().int().min(0).max(2).default(0),
  category: z.number().int().min(0).max(2).default(2),
  priority: z.enum(priorities).default('Normal'),
  status: z.enum(interventionStatuses).default('Pending'),
  daysAgo: z.number().int().min(0).default(1),
  assignees: z.array(userId).default([]),
});

/**
 * The day the scenario's story happens: its next occurrence from the day the
 * sandbox opens (this month when `month` is left out), moved to the Monday
 * after when it falls on a weekend. The sandbox's clock opens on it.
 */
const storyDate = z.object({ month: z.number().int().min(1).max(12).optional(), day: z.number().int().min(1).max(31) });

export const scenarioFile = z.object({
  name: z.string().regex(/^[a-z0-9-]+$/),
  description: z.string().optional(),
  storyDate: storyDate.optional(),
  base: z.enum(['demo', 'organisation']).default('demo'),
  clear: z.array(z.string()).default([]),
  leave: z.array(leave).default([]),
  expenseNotes: z.array(expenseNote).default([]),
  forms: z.array(form).default([]),
  interventions: z.array(intervention).default([]),
});
export type ScenarioFile = z.infer<typeof scenarioFile>;

const DAY = 86400000;

/** The story's day on or after `now` (same time of day), or `now` when the scenario has no story date. */
export function storyDay(s: Pick<ScenarioFile, 'storyDate'>, now: Date): Date {
  const sd = s.storyDate;
  if (!sd) return now;
  const time = now.getTime() - Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const occurrence = (year: number, month0: number) => Date.UTC(year, month0, Math.min(sd.day, new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate()));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let day = 0;
  for (let k = 0; k <= 13 && !day; k++) {
    const y = now.getUTCFullYear() + Math.floor((now.getUTCMonth() + k) / 12);
    const m0 = (now.getUTCMonth() + k) % 12;
    if (sd.month !== undefined && m0 !== sd.month - 1) continue;
    const d = occurrence(y, m0);
    if (d >= today) day = d;
  }
  const weekday = new Date(day).getUTCDay();
  if (weekday === 6) day += 2 * DAY;
  if (weekday === 0) day += DAY;
  return new Date(day + time);
}

/** Parses a scenario file; a mistake names the scenario and the path that is wrong. */
export function parseScenario(data: unknown): ScenarioFile {
  const parsed = scenarioFile.safeParse(data);
  if (parsed.success) return parsed.data;
  const name = (data as { name?: unknown })?.name;
  const where = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Error(`scenario ${String(name)} is invalid: ${where}`);
}

function applyLeave(db: Db, today: Date, items: ScenarioFile['leave']) {
  const hol = holidaySet(db);
  const business = (iso: string) => {
    let d = iso;
    while (isWeekend(d) || hol.has(d)) d = addDays(d, 1);
    return d;
  };
  const todayIso = today.toISOString().slice(0, 10);
  for (const [index, l] of items.entries()) {
    const type = leaveTypes(db).get(l.type);
    if (!type || !users(db).get(l.user)) continue;
    const startDate = business(addDays(todayIso, l.startInDays));
    let endDate = startDate;
    for (let i = 1; i < l.workingDays; i++) endDate = business(addDays(endDate, 1));
    const period = { startDate, endDate, morning: false, afternoon: false, startTime: null, endTime: null };
    const m = measure(db, type, l.user, period);
    // Requests for the weeks ahead were made over the past two weeks, not all an hour ago.
    const created = askedAt(startDate, 10, today, { days: (index * 5) % 14, hours: (index * 3) % 8 });
    let row = leaveRequests(db).insert({
      ...period, userId: l.user, typeId: l.type, projectId: null, description: l.note ?? null, fileIds: [], status: 'En_Cour',
      durationValue: m.value, durationUnit: m.unit, levelType: 1, approvals: newApprovals(db, l.user), createdDate: created.toISOString(), createdBy: l.user,
    });
    const decided = new Date(created.getTime() + 3600000);
    if (l.status === 'accepted' || l.status === 'cancelled') while (row.status === 'En_Cour') row = accept(db, row, decided);
    if (l.status === 'rejected') row = reject(db, row, decided, 'Période chargée pour l’équipe');
    if (l.status === 'cancelled') cancel(db, row, decided);
  }
}

function applyExpenses(db: Db, today: Date, items: ScenarioFile['expenseNotes']) {
  for (const n of items) {
    const owner = users(db).get(n.user);
    if (!owner) continue;
    const day = (back: number) => new Date(today.getTime() - back * 86400000).toISOString();
    const status = NOTE[n.status];
    const validator = owner.managerId ?? 3;
    const history: LifecycleEntry[] = [];
    const push = (action: LifecycleEntry['action'], by: number, comment: string | null = null) => history.push({ action, userId: by, actionDate: day(Math.max(n.daysAgo - history.length - 1, 0)), comment });
    if (n.status !== 'draft') push('Submitted', n.user);
    if (n.status === 'success' || n.status === 'refund') push('Validated', validator);
    if (n.status === 'refund') push('Refunded', 3, 'Virement du mois');
    if (n.status === 'rejected') push('Rejected', validator, 'Justificatifs manquants');
    if (n.status === 'canceled') push('Canceled', n.user, 'Déplacement annulé');
    const note = notes(db).insert({
      title: n.title, currency: n.currency, executionDate: day(n.daysAgo).slice(0, 10), description: null, affectedUserId: n.user, projectId: null, fileIds: [],
      status, actionBy: history.at(-1)?.userId ?? null, refundedBy: n.status === 'refund' ? 'Atlas Industries SA' : null, refundComment: n.status === 'refund' ? 'Virement du mois' : null,
      remark: history.find((h) => h.action === 'Rejected' || h.action === 'Canceled')?.comment ?? null, createdBy: n.user, createdDate: day(n.daysAgo + 1), history,
    });
    for (const e of n.expenses) {
      const cat = expenseCategories(db).get(e.category);
      if (!cat) continue;
      const priced = priceExpense(cat, { amount: e.amount ?? 0, distance: e.distance ?? 0, payedBy: 'Employee' });
      if (!priced.ok) continue;
      expenses(db).insert({
        noteId: note.id, catId: cat.id, date: day(n.daysAgo).slice(0, 10), supplier: cat.type === 1 ? null : e.supplier ?? null, amount: priced.amount, distance: priced.distance,
        description: null, payedBy: cat.type === 1 ? null : 'Employee', fileIds: [], total: priced.total, currency: expenseCurrency(cat, e.currency, note, RATE_CURRENCY),
      });
    }
  }
}

function applyForms(db: Db, today: Date, items: ScenarioFile['forms']) {
  const at = (back: number) => new Date(today.getTime() - back * 86400000).toISOString();
  for (const f of items) {
    const row = forms(db).insert({
      title: f.title.replaceAll('{year}', String(today.getUTCFullYear())), description: '', iconPath: f.icon, state: 'Published', wasPublished: true, isAnonymous: false, audience: { kind: 'Public', ids: [] }, usersList: [],
      adminIds: [3], createdBy: 3, createdDate: at(f.daysAgo),
      fields: f.fields.map((x, i) => ({ id: i + 1, title: x.title, fieldType: fieldTypeNames.indexOf(x.type), parametres: x.options ?? '', hideTitle: false, isRequired: x.required, description: '' })),
    });
    const steps = f.approvers.map((approverId, i) => formStatuses(db).insert({ formId: row.id, text: `Validation ${i + 1}`, color: '#f59e0b', order: i + 1, kind: 'onHold', isStep: true, approverId, active: true }));
    const rest = f.approvers.length
      ? [
          formStatuses(db).insert({ formId: row.id, text: 'Accepté', color: '#16a34a', order: steps.length + 1, kind: 'accept', isStep: false, approverId: null, active: true }),
          formStatuses(db).insert({ formId: row.id, text: 'Refusé', color: '#dc2626', order: steps.length + 2, kind: 'refuse', isStep: false, approverId: null, active: true }),
        ]
      : defaultStatuses(row.id).map((s) => formStatuses(db).insert(s));
    for (const r of f.responses) {
      const done = Math.min(r.approvedSteps, steps.length);
      formResponses(db).insert({
        formId: row.id, userId: r.user, createdBy: r.user, createdDate: at(r.daysAgo), statutId: (steps[done] ?? rest[0]).id,
        answers: f.fields.map((_, i) => ({ fieldId: i + 1, response: r.answers[i] ?? '', files: [] })),
        approvals: steps.map((s, i) => ({ statutId: s.id, status: i < done ? ('approved' as const) : ('pending' as const), actorId: i < done ? s.approverId : null, actionDate: i < done ? at(Math.max(r.daysAgo - 1, 0)) : null })),
      });
    }
  }
}

function applyInterventions(db: Db, today: Date, items: ScenarioFile['interventions']) {
  for (const i of items) {
    const created = new Date(today.getTime() - i.daysAgo * 86400000 - 3600000).toISOString();
    const assignees = i.status === 'Pending' ? [] : i.assignees.length ? i.assignees : [5];
    const row = interventions(db).insert({
      title: i.title, description: i.description, nature: '', priority: i.priority, statut: i.status, type: i.type, hardware: i.category, fk_Material: 0,
      fk_DemadeBy: i.requester, createdBy: i.requester, createdDate: created, fileIds: [], assignees, nbrActions: 0,
    });
    addHistory(db, { interventionId: row.id, title: 'Intervention.Created', description: i.title, whoDid: i.requester, date: created });
    for (const userId of assignees) addHistory(db, { interventionId: row.id, title: 'Intervention.Assigned', description: null, whoDid: 5, userId, date: created, assigned: true });
    if (i.status === 'Solved' || i.status === 'Closed') addHistory(db, { interventionId: row.id, title: 'Intervention.Closed', description: i.status === 'Solved' ? 'Problème résolu.' : 'Sans suite.', whoDid: 5, date: created, closed: true, resolved: i.status === 'Solved' });
  }
}

/** Empties the listed tables, then adds the scenario's rows on top of the base. */
export function applyScenario(db: Db, s: ScenarioFile, today: Date): Db {
  for (const name of s.clear) db.table(name).clear();
  applyLeave(db, today, s.leave);
  applyExpenses(db, today, s.expenseNotes);
  applyForms(db, today, s.forms);
  applyInterventions(db, today, s.interventions);
  return db;
}
