import { users, type UserRow } from '../models/organisation';
import { notifications, type NotificationRow } from '../models/notifications';
import { tasks } from '../models/shell';
import { addDays, isoDay, type SeedContext } from './context';

const DAY = 86_400_000;
const HR_ADMIN = 3;

const taskTitles = [
  'Préparer la revue trimestrielle des objectifs de l’équipe', 'Mettre à jour la fiche de poste', 'Valider les plannings du mois prochain',
  'Rédiger le compte rendu de la réunion projet', 'Former le nouvel arrivant aux outils internes', 'Relire le contrat fournisseur',
  'Inventaire des badges d’accès', 'Clôturer les tickets en attente', 'Préparer l’entretien annuel', 'Mettre à jour la documentation technique',
];
const categories = ['PRJ', 'RH', 'IT', 'ADM'];

/** This year's occurrence of a yearly date (birthday, hiring day), as a UTC day. */
function thisYear(isoDate: string, today: Date): Date {
  const d = new Date(isoDate);
  return new Date(Date.UTC(today.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 7));
}

type Seeded = Omit<NotificationRow, 'id'>;

/**
 * Notifications the organisation itself produces, relative to today:
 * birthdays and hiring anniversaries (to the team and the manager) within a
 * week either side, contract and trial ends coming within a month (to the
 * manager and HR).
 */
export function organisationNotifications(all: UserRow[], today: Date): Seeded[] {
  const out: Seeded[] = [];
  const push = (to: number, u: UserRow, title: string, sourceName: string, at: Date) => {
    if (to === u.id) return;
    const created = at.getTime() > today.getTime() ? new Date(today.getTime() - 3_600_000) : at;
    out.push({ userId: to, senderId: u.id, title, parameterTitle: u.fullName, sourceName, sourceId: u.id, sourceUserId: u.id, isView: today.getTime() - created.getTime() > 3 * DAY, createdDate: created.toISOString() });
  };
  const audience = (u: UserRow) => new Set([...all.filter((o) => o.teamId === u.teamId).map((o) => o.id), ...(u.managerId ? [u.managerId] : [])]);
  for (const u of all) {
    const birthday = thisYear(u.birthday, today);
    if (Math.abs(birthday.getTime() - today.getTime()) <= 7 * DAY) for (const to of audience(u)) push(to, u, 'notification.birthday', 'Anniversary', birthday);
    const hired = new Date(u.hireDate);
    const anniversary = thisYear(u.hireDate, today);
    if (today.getUTCFullYear() > hired.getUTCFullYear() && Math.abs(anniversary.getTime() - today.getTime()) <= 7 * DAY)
      for (const to of audience(u)) push(to, u, 'notification.hiringAnniversary', 'HiringAnniversary', anniversary);
    const watchers = new Set([HR_ADMIN, ...(u.managerId ? [u.managerId] : [])]);
    const soon = (d: string | null, days: number) => d !== null && Date.parse(d) >= today.getTime() - DAY && Date.parse(d) <= today.getTime() + days * DAY;
    if (soon(u.contractEnd, 30)) for (const to of watchers) push(to, u, 'notification.contractEnd', 'CLoseExpirationContracts', addDays(today, -2));
    if (soon(u.trialEnd, 15)) for (const to of watchers) push(to, u, 'notification.trialEnd', 'TrialPeriodEnding', addDays(today, -1));
  }
  return out;
}

/** Tasks for everyone, and the organisation's own notifications. */
export function seedShell({ db, today, rnd }: SeedContext): void {
  const all = users(db).all();
  for (const u of all) {
    const count = u.id <= 5 ? 3 + (u.id % 3) : rnd.int(0, 4);
    for (let i = 0; i < count; i++) {
      tasks(db).insert({
        assigneeId: u.id,
        title: rnd.pick(taskTitles),
        description: 'Suivi dans le projet de l’équipe ; voir les sous-tâches et les fichiers joints.',
        codeCategory: rnd.pick(categories),
        // Mostly ahead, sometimes overdue, one ending today for the hours display.
        endDate: i === 0 ? new Date(today.getTime() + 5 * 3_600_000).toISOString() : `${isoDay(addDays(today, rnd.int(-5, 30)))}T17:00:00.000Z`,
        totalSubTask: rnd.int(0, 8),
        totalMessage: rnd.int(0, 12),
        totalFiles: rnd.int(0, 4),
      });
    }
  }
  notifications(db).insertMany(organisationNotifications(all, today));
}
