import type { Db } from '../../server-fake/db/db';
import { leaveRequests } from '../../server-fake/models/leave';
import { documentRequests } from '../../server-fake/models/documents';
import { expenses, notes } from '../../server-fake/models/expenses';
import { forms, formResponses } from '../../server-fake/models/forms';
import { interventionHistory, interventions } from '../../server-fake/models/interventions';
import { chatGroups, chatMessages } from '../../server-fake/models/chat';
import { notifications } from '../../server-fake/models/notifications';
import { reminders } from '../../server-fake/models/reminders';
import { assignments, hardware, itemHistory, software } from '../../server-fake/models/inventory';
import { policies, policyAcceptances } from '../../server-fake/models/policy';
import { projects, projectMembers } from '../../server-fake/models/projects';
import { files } from '../../server-fake/models/session';

/**
 * What makes demo data believable (issue 20 item 5), as checks over a whole
 * seeded database at its 'now': nothing is created or decided in the future,
 * nothing is decided before it was asked, histories run forwards. Each
 * problem is one line naming the row, so a failure says what to fix.
 */
export function datingProblems(db: Db, now: Date): string[] {
  const out: string[] = [];
  const t = (iso: string | null | undefined) => (iso ? Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso) : NaN);
  const nowMs = now.getTime();
  const past = (what: string, iso: string | null | undefined) => {
    if (t(iso) > nowMs) out.push(`${what} is in the future: ${iso} (now ${now.toISOString()})`);
  };
  const inOrder = (what: string, before: string | null | undefined, after: string | null | undefined) => {
    if (before && after && t(after) < t(before)) out.push(`${what}: ${after} comes before ${before}`);
  };
  // A calendar day (no time) is 'in the future' only from tomorrow on.
  const notAfterToday = (what: string, day: string | null | undefined) => {
    if (day && day.slice(0, 10) > now.toISOString().slice(0, 10)) out.push(`${what} is after today: ${day}`);
  };

  for (const r of leaveRequests(db).all()) {
    past(`leave ${r.id} created`, r.createdDate);
    for (const a of r.approvals) {
      if (!a.date) continue;
      past(`leave ${r.id} decided (level ${a.level})`, a.date);
      inOrder(`leave ${r.id} decided (level ${a.level}) before it was created`, r.createdDate, a.date);
    }
    const levels = r.approvals.filter((a) => a.date).sort((a, b) => a.level - b.level);
    for (let i = 1; i < levels.length; i++) inOrder(`leave ${r.id} level ${levels[i].level} before level ${levels[i - 1].level}`, levels[i - 1].date, levels[i].date);
  }
  for (const r of documentRequests(db).all()) {
    past(`document request ${r.id} created`, r.createdDate);
    past(`document request ${r.id} processed`, r.processingDate);
    inOrder(`document request ${r.id} processed before it was asked`, r.createdDate, r.processingDate);
  }
  for (const n of notes(db).all()) {
    past(`expense note ${n.id} created`, n.createdDate);
    let last = n.createdDate;
    for (const h of n.history) {
      past(`expense note ${n.id} ${h.action}`, h.actionDate);
      inOrder(`expense note ${n.id} ${h.action} out of order`, last, h.actionDate);
      last = h.actionDate;
    }
    notAfterToday(`expense note ${n.id} execution date`, n.executionDate);
  }
  for (const e of expenses(db).all()) notAfterToday(`expense ${e.id} date`, e.date);
  const formById = new Map(forms(db).all().map((f) => [f.id, f]));
  for (const f of formById.values()) past(`form ${f.id} created`, f.createdDate);
  for (const r of formResponses(db).all()) {
    past(`form response ${r.id} created`, r.createdDate);
    inOrder(`form response ${r.id} answered before its form existed`, formById.get(r.formId)?.createdDate, r.createdDate);
    let last = r.createdDate;
    for (const a of r.approvals) {
      if (!a.actionDate) continue;
      past(`form response ${r.id} step ${a.statutId} decided`, a.actionDate);
      inOrder(`form response ${r.id} step ${a.statutId} decided out of order`, last, a.actionDate);
      last = a.actionDate;
    }
  }
  for (const i of interventions(db).all()) {
    past(`intervention ${i.id} created`, i.createdDate);
    let last = i.createdDate;
    for (const h of interventionHistory(db).by('interventionId', i.id).sort((a, b) => a.id - b.id)) {
      past(`intervention ${i.id} ${h.title}`, h.date);
      inOrder(`intervention ${i.id} ${h.title} out of order`, last, h.date);
      last = h.date;
    }
  }
  const groups = new Map(chatGroups(db).all().map((g) => [g.id, g]));
  for (const g of groups.values()) past(`chat group ${g.id} created`, g.createdDate);
  for (const m of chatMessages(db).all()) {
    past(`chat message ${m.id}`, m.date);
    if (m.groupId) inOrder(`chat message ${m.id} sent before its group existed`, groups.get(m.groupId)?.createdDate, m.date);
  }
  for (const n of notifications(db).all()) past(`notification ${n.id}`, n.createdDate);
  for (const r of reminders(db).all()) {
    past(`reminder ${r.id} created`, r.createdDate);
    inOrder(`reminder ${r.id} due before it was written`, r.createdDate, r.dueDate);
  }
  for (const item of [...hardware(db).all(), ...software(db).all()]) past(`inventory item ${item.id} created`, item.createdDate);
  for (const h of itemHistory(db).all()) past(`inventory history ${h.id}`, h.date);
  for (const a of assignments(db).all()) {
    past(`assignment ${a.id}`, a.assignedDate);
    past(`assignment ${a.id} ended`, a.unassignedDate);
    inOrder(`assignment ${a.id} ended before it began`, a.assignedDate, a.unassignedDate);
  }
  const policyById = new Map(policies(db).all().map((p) => [p.id, p]));
  for (const p of policyById.values()) {
    past(`policy ${p.id} created`, p.createdDate);
    past(`policy ${p.id} published`, p.publishedDate);
  }
  for (const a of policyAcceptances(db).all()) past(`policy acceptance ${a.id}`, a.acceptedDate);
  for (const p of projects(db).all()) past(`project ${p.id} created`, p.createdDate);
  for (const m of projectMembers(db).all()) past(`project member ${m.id} added`, m.addedDate);
  for (const f of files(db).all()) past(`file ${f.id} (${f.name})`, f.createdDate);
  return out;
}

/** How many different days the requests of the last `weeks` weeks were created on, and the share created today. */
export function leaveCreationSpread(db: Db, now: Date, weeks = 6): { days: number; todayShare: number; recent: number } {
  const today = now.toISOString().slice(0, 10);
  const since = now.getTime() - weeks * 7 * 86400000;
  const all = leaveRequests(db).all();
  const recent = all.filter((r) => Date.parse(r.createdDate) >= since);
  return { days: new Set(recent.map((r) => r.createdDate.slice(0, 10))).size, todayShare: all.filter((r) => r.createdDate.startsWith(today)).length / Math.max(1, all.length), recent: recent.length };
}
