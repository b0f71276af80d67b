import { answeredAt, askedAt, type SeedContext } from './context';
import { seeded } from '../../fixtures/random';
import * as org from '../models/organisation';
import { holidays, leaveRequests, leaveTypes, type LeaveRequestRow, type LeaveTypeRow } from '../models/leave';
import { accept, cancel, measure, newApprovals, reject } from '../rules/leave';
import { addDays, isoDay, isWeekend, overlaps } from '../../src/domain/leave-days';
import type { LeaveStatus } from '../../src/domain/leave';

/** Leave types of the demo: annual, sick, unpaid, hourly (id 5), a project-linked and an exact-time one. */
export const leaveTypeFixtures: Omit<LeaveTypeRow, 'blockedDates'>[] = [
  { id: 1, name: 'Congé annuel', color: '#15803d', textColor: '#ffffff', isProjectLinked: false, isExactTimeRequired: false, noticeDays: 3, blockedWeekdays: [], entitlement: 22, unit: 0 },
  { id: 2, name: 'Congé maladie', color: '#dc2626', textColor: '#ffffff', isProjectLinked: false, isExactTimeRequired: false, noticeDays: 0, blockedWeekdays: [], entitlement: 15, unit: 0, private: true },
  { id: 3, name: 'Congé sans solde', color: '#7c3aed', textColor: '#ffffff', isProjectLinked: false, isExactTimeRequired: false, noticeDays: 7, blockedWeekdays: [], entitlement: 30, unit: 0 },
  { id: 4, name: 'Mission projet', color: '#0369a1', textColor: '#ffffff', isProjectLinked: true, isExactTimeRequired: false, noticeDays: 0, blockedWeekdays: [1], entitlement: 10, unit: 0 },
  { id: 5, name: 'Absence horaire', color: '#0f766e', textColor: '#ffffff', isProjectLinked: false, isExactTimeRequired: true, noticeDays: 0, blockedWeekdays: [], entitlement: 40, unit: 1 },
  { id: 6, name: 'Rendez-vous médical', color: '#be185d', textColor: '#ffffff', isProjectLinked: false, isExactTimeRequired: true, noticeDays: 1, blockedWeekdays: [], entitlement: 5, unit: 0, private: true },
];

/** Fixed-date public holidays (Morocco), for last, this and next year. */
const fixedHolidays = [
  ['01-01', "Jour de l'an"], ['01-11', "Manifeste de l'indépendance"], ['05-01', 'Fête du travail'], ['07-30', 'Fête du trône'],
  ['08-14', 'Oued Ed-Dahab'], ['08-20', 'Révolution du roi et du peuple'], ['08-21', 'Fête de la jeunesse'], ['11-06', 'Marche verte'], ['11-18', "Fête de l'indépendance"],
] as const;

const nextBusinessDay = (iso: string, holidaySet: Set<string>) => {
  let d = iso;
  while (isWeekend(d) || holidaySet.has(d)) d = addDays(d, 1);
  return d;
};

export function seedLeave({ db, today, rnd }: SeedContext): void {
  const year = today.getUTCFullYear();
  // The last business day of the year is the annual inventory: no annual leave then.
  const inventory = nextBusinessDay(`${year}-12-29`, new Set());
  for (const t of leaveTypeFixtures) leaveTypes(db).insert({ ...t, blockedDates: t.id === 1 ? [inventory] : [] });
  for (const y of [year - 1, year, year + 1]) for (const [md, name] of fixedHolidays) holidays(db).insert({ date: `${y}-${md}`, name });
  const holidaySet = new Set(holidays(db).all().map((h) => h.date));
  const todayIso = isoDay(today);
  // Times of asking and deciding draw from their own stream: the company's shared stream stays as it was.
  const when = seeded(2024);

  const add = (userId: number, typeId: number, start: string, days: number, status: LeaveStatus, o: Partial<LeaveRequestRow> = {}) => {
    const startDate = nextBusinessDay(start, holidaySet);
    let endDate = startDate;
    for (let i = 1; i < days; i++) endDate = nextBusinessDay(addDays(endDate, 1), holidaySet);
    if (leaveRequests(db).by('userId', userId).some((r) => r.status !== 'Annuler' && r.status !== 'Refuser' && overlaps(r, { startDate, endDate }))) return null;
    const type = leaveTypes(db).get(typeId)!;
    const period = { startDate, endDate, morning: false, afternoon: false, startTime: o.startTime ?? null, endTime: o.endTime ?? null };
    const m = measure(db, type, userId, period);
    const created = askedAt(startDate, rnd.int(3, 20), today, { days: when.int(0, 27), hours: when.int(0, 9) });
    let row = leaveRequests(db).insert({
      ...period, userId, typeId, projectId: type.isProjectLinked ? rnd.int(1, 6) : null, description: o.description ?? null, fileIds: [],
      status: 'En_Cour', durationValue: m.value, durationUnit: m.unit, levelType: 1, approvals: newApprovals(db, userId),
      createdDate: created.toISOString(), createdBy: userId,
    });
    // Each level decides a few hours to two days after the one before; never in the future.
    let decided = created;
    const next = () => (decided = answeredAt(decided, when.int(2, 48), today));
    if (status === 'Accepter' || status === 'Annuler') while (row.status === 'En_Cour') row = accept(db, row, next());
    if (status === 'Refuser') row = reject(db, row, next(), 'Période chargée pour l’équipe');
    if (status === 'Annuler') row = cancel(db, row, next());
    return row;
  };

  // Persona stories: Yasmine was away last month, and waits on Karim for next week and an hourly absence.
  add(1, 1, addDays(todayIso, -30), 3, 'Accepter', { description: 'Vacances en famille' });
  add(1, 1, addDays(todayIso, 7), 2, 'En_Cour', { description: 'Mariage d’une cousine' });
  add(1, 5, addDays(todayIso, 14), 1, 'En_Cour', { startTime: '09:00', endTime: '12:00', description: 'Démarches administratives' });
  add(1, 2, addDays(todayIso, -75), 2, 'Accepter');
  add(1, 1, addDays(todayIso, -120), 4, 'Refuser');
  add(5, 1, addDays(todayIso, 10), 3, 'En_Cour', { description: 'Voyage' });
  add(2, 1, addDays(todayIso, -45), 5, 'Accepter');

  // A year of believable requests for the rest of the company.
  const everyone = org.users(db).all().filter((u) => u.id > 5);
  for (const u of everyone) {
    const n = rnd.int(3, 7);
    for (let i = 0; i < n; i++) {
      const offset = rnd.int(-300, 70);
      const typeId = rnd.pick([1, 1, 1, 1, 2, 2, 3, 4, 5, 6]);
      const days = typeId === 5 || typeId === 6 ? 1 : typeId === 2 ? rnd.int(1, 3) : rnd.int(1, 6);
      const future = offset > 0;
      const status: LeaveStatus = future ? rnd.pick(['En_Cour', 'En_Cour', 'Accepter']) : rnd.pick(['Accepter', 'Accepter', 'Accepter', 'Accepter', 'Refuser', 'Annuler']);
      const times = typeId === 5 ? { startTime: '14:00', endTime: rnd.pick(['16:00', '17:30']) } : typeId === 6 ? { startTime: '10:00', endTime: '11:30' } : {};
      add(u.id, typeId, addDays(todayIso, offset), days, status, times);
    }
  }
}
