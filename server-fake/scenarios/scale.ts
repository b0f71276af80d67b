import type { SeedContext } from '../seed/context';
import { holidays, leaveRequests, leaveTypes, type LeaveRequestRow } from '../models/leave';
import { chatMessages, type ChatMessageRow } from '../models/chat';
import { leaveTypeFixtures } from '../seed/leave';
import { approvalChain } from '../rules/leave';
import { directKey } from '../rules/chat';
import { addDays, isoDay, isWeekend } from '../../src/domain/leave-days';
import type { LeaveStatus } from '../../src/domain/leave';

/**
 * The benchmark's company (issue 25 item 5, grown from issue 13's 1,000):
 * 500,000 leave requests over five years for its 10,000 people, and one
 * conversation of 100,000 messages between Omar (the owner persona) and Karim. Rows are built as plain arrays and
 * loaded whole into the tables: no per-row rules, no factories.
 */
export const SCALE = { users: 10000, requests: 500000, years: 5, messages: 100000, chatWith: 2, chatOwner: 4 } as const;

export function seedScaleLeave({ db, today, rnd }: SeedContext) {
  const year = today.getUTCFullYear();
  leaveTypes(db).load({ nextId: leaveTypeFixtures.length + 1, rows: leaveTypeFixtures.map((t) => ({ ...t, blockedDates: [] })) });
  const hol: Array<{ id: number; date: string; name: string }> = [];
  for (let y = year - SCALE.years; y <= year + 1; y++) for (const md of ['01-01', '05-01', '07-30', '11-06', '11-18']) hol.push({ id: hol.length + 1, date: `${y}-${md}`, name: `Férié ${md}` });
  holidays(db).load({ nextId: hol.length + 1, rows: hol });

  // Days as a precomputed table: 500,000 rows of date arithmetic would be most of the build time.
  const todayIso = isoDay(today);
  const first = addDays(todayIso, -365 * SCALE.years);
  const span = 365 * SCALE.years + 90;
  const day: string[] = [];
  const weekend: boolean[] = [];
  for (let i = 0, d = first; i <= span + 40; i++, d = addDays(d, 1)) {
    day.push(d);
    weekend.push(isWeekend(d));
  }
  const chains = new Map<number, number[]>();
  const rows: LeaveRequestRow[] = [];
  for (let id = 1; id <= SCALE.requests; id++) {
    const userId = 1 + ((id * 7919) % SCALE.users);
    let start = rnd.int(0, span);
    while (weekend[start]) start++;
    const days = rnd.int(1, 4);
    const startDate = day[start];
    const endDate = day[start + days - 1];
    const future = startDate > todayIso;
    const status: LeaveStatus = future ? rnd.pick(['En_Cour', 'Accepter'] as const) : rnd.pick(['Accepter', 'Accepter', 'Accepter', 'Refuser', 'Annuler'] as const);
    let chain = chains.get(userId);
    if (!chain) chains.set(userId, (chain = approvalChain(db, userId)));
    const decided = status === 'En_Cour' ? null : `${startDate}T08:00:00.000Z`;
    const typeId = rnd.pick([1, 1, 1, 2, 2, 3]);
    rows.push({
      id, userId, typeId, startDate, endDate, morning: false, afternoon: false, startTime: null, endTime: null, projectId: null,
      description: null, fileIds: [], status, durationValue: days, durationUnit: 0, levelType: status === 'En_Cour' ? 1 : chain.length + 1,
      approvals: chain.map((approverId, i) => ({ level: i + 1, approverId, status: status === 'En_Cour' ? 'En_Cour' : status === 'Annuler' ? 'Accepter' : status, date: decided, raison: null })),
      createdDate: `${day[Math.max(0, start - rnd.int(3, 30))]}T09:00:00.000Z`, createdBy: userId,
    });
  }
  leaveRequests(db).load({ nextId: rows.length + 1, rows });
}

export function seedScaleChat({ db, today }: SeedContext) {
  const existing = chatMessages(db).dump();
  const conversation = directKey(SCALE.chatOwner, SCALE.chatWith);
  const rows: ChatMessageRow[] = existing.rows.filter((m) => m.conversation !== conversation);
  let id = existing.nextId;
  const end = today.getTime() - 60000;
  for (let i = 0; i < SCALE.messages; i++) {
    const fromOwner = i % 3 !== 0;
    rows.push({
      id: id++, conversation, senderId: fromOwner ? SCALE.chatOwner : SCALE.chatWith, receiverId: fromOwner ? SCALE.chatWith : SCALE.chatOwner, groupId: null,
      text: `Message ${i + 1} : point sur le dossier ${1 + (i % 97)}, tout avance comme prévu.`, fileIds: [],
      date: new Date(end - (SCALE.messages - i) * 7 * 60000).toISOString(), seen: true, seenBy: [],
    });
  }
  chatMessages(db).load({ nextId: id, rows });
}
