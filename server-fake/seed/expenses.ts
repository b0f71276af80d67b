import type { SeedContext } from './context';
import { answeredAt, isoDay } from './context';
import { expenseCategories as catalogue, RATE_CURRENCY } from '../../fixtures/expense-categories';
import { expenseCategories, expenses, notes, type LifecycleEntry } from '../models/expenses';
import { users } from '../models/organisation';
import { expenseCurrency, priceExpense } from '../rules/expenses';
import { NOTE, type NoteStatus } from '../../src/domain/expense-codes';

/**
 * This month's expense notes, relative to `today`: every status for several
 * people (Yasmine included) and a few Pending ones of Karim's team for him
 * to validate. Histories follow the lifecycle (submitted, validated...).
 */
const titles = ['Déplacement client Rabat', 'Salon Gitex', 'Formation Tanger', 'Visite fournisseur', 'Séminaire équipe', 'Mission Madrid', 'Audit site Agdal', 'Rendez-vous banque'];
/** Suppliers by category (fixtures/expense-categories.ts ids): a taxi under 'Fournitures' read wrong (persona review). */
const suppliers: Record<number, string[]> = {
  1: ['Café Maure', 'Restaurant Dar Naji', 'La Sqala'],
  2: ['Ibis Rabat', 'Hôtel Atlas', 'Hôtel Farah Tanger'],
  3: ['ONCF', 'Petit Taxi', 'Autoroutes du Maroc'],
  5: ['Atlas Industries SA'],
  6: ['Bureau Plus', 'Papeterie Nationale', 'Librairie Kalila Wa Dimna'],
};

type Plan = { userId: number; status: NoteStatus };

export function seedExpenses({ db, today, rnd }: SeedContext): void {
  expenseCategories(db).insertMany(catalogue.map((c) => ({ ...c, expensesCatLimitsDto: { ...c.expensesCatLimitsDto } })));
  const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const dayOfMonth = (back: number) => isoDay(new Date(Math.max(monthStart.getTime(), today.getTime() - back * 86400000)));
  const at = (back: number, hour: number) => `${dayOfMonth(back)}T${String(hour).padStart(2, '0')}:15:00.000Z`;

  const plans: Plan[] = [
    // Yasmine: every status.
    ...([0, 1, 2, 3, 4, 5] as NoteStatus[]).map((status) => ({ userId: 1, status })),
    // Karim's team waiting for him.
    { userId: 5, status: NOTE.pending }, { userId: 6, status: NOTE.pending }, { userId: 9, status: NOTE.pending },
    // Others across the company.
    { userId: 3, status: NOTE.success }, { userId: 11, status: NOTE.refund }, { userId: 30, status: NOTE.draft },
    { userId: 12, status: NOTE.pending }, { userId: 20, status: NOTE.rejected }, { userId: 2, status: NOTE.pending }, { userId: 15, status: NOTE.canceled },
  ];

  plans.forEach((p, i) => {
    const owner = users(db).get(p.userId);
    if (!owner) return;
    const back = rnd.int(1, 20);
    const validator = owner.managerId && users(db).get(owner.managerId)?.permissions.includes('Expenses.Edit') ? owner.managerId : 3;
    const history: LifecycleEntry[] = [];
    // Early on the first of a month the planned hours may lie ahead: each step is then taken between the last and now.
    const createdDate = new Date(Math.min(Date.parse(at(back + 1, 8)), today.getTime() - 3 * 3600000)).toISOString();
    const push = (action: LifecycleEntry['action'], userId: number, offset: number, comment: string | null = null) => {
      const previous = new Date(history.at(-1)?.actionDate ?? createdDate);
      const planned = Date.parse(at(Math.max(back - offset, 0), 9 + history.length));
      const actionDate = answeredAt(previous, Math.max((planned - previous.getTime()) / 3600000, 0.25), today).toISOString();
      history.push({ action, userId, actionDate, comment });
    };
    if (p.status !== NOTE.draft) push('Submitted', p.userId, 1);
    if (p.status === NOTE.success || p.status === NOTE.refund) push('Validated', validator, 2);
    if (p.status === NOTE.refund) push('Refunded', 3, 3, 'Virement du mois');
    if (p.status === NOTE.rejected) push('Rejected', validator, 2, 'Justificatifs manquants');
    if (p.status === NOTE.canceled) push('Canceled', p.userId, 2, 'Déplacement annulé');
    const note = notes(db).insert({
      title: titles[i % titles.length], currency: i % 5 === 4 ? 'EUR' : 'MAD', executionDate: dayOfMonth(back),
      description: i % 2 ? 'Frais engagés pour la mission.' : null, affectedUserId: p.userId, projectId: i % 3 === 0 ? (i % 6) + 1 : null,
      fileIds: [], status: p.status, actionBy: history.length ? history[history.length - 1].userId : null,
      refundedBy: p.status === NOTE.refund ? 'Atlas Industries SA' : null, refundComment: p.status === NOTE.refund ? 'Virement du mois' : null,
      remark: history.find((h) => h.action === 'Rejected' || h.action === 'Canceled')?.comment ?? null,
      createdBy: p.userId, createdDate, history,
    });
    const count = rnd.int(1, 3);
    for (let k = 0; k < count; k++) {
      const cat = expenseCategories(db).get(rnd.pick([1, 2, 3, 4, 5, 6]))!;
      const priced = priceExpense(cat, { amount: rnd.int(40, 900) + rnd.int(0, 99) / 100, distance: rnd.int(12, 240), payedBy: rnd.pick(['Employee', 'CompanyCard']) });
      if (!priced.ok) continue;
      expenses(db).insert({
        noteId: note.id, catId: cat.id, date: dayOfMonth(back + k), supplier: cat.type === 1 ? null : rnd.pick(suppliers[cat.id] ?? suppliers[6]!), amount: priced.amount,
        distance: priced.distance, description: cat.type === 1 ? 'Casablanca – Rabat aller-retour' : null, payedBy: cat.type === 1 ? null : 'Employee', fileIds: [], total: priced.total,
        currency: expenseCurrency(cat, undefined, note, RATE_CURRENCY),
      });
    }
  });
}
