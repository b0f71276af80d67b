import type { Db } from '../db/db';
import { users } from '../models/organisation';
import { files } from '../models/session';
import type { NotificationRow } from '../models/notifications';
import type { TaskRow } from '../models/shell';

const DAY = 86_400_000;

/** How long until a task's end: in days, or hours on its last day; obsolete once past. */
export function remainingTime(endDate: string, now: Date) {
  const ms = Date.parse(endDate) - now.getTime();
  const abs = Math.abs(ms);
  const inHours = abs < DAY;
  return { isObsolute: ms < 0, duration: inHours ? Math.max(1, Math.round(abs / 3_600_000)) : Math.round(abs / DAY), dateRepresentation: inHours ? 'hours' : 'days' };
}

export const taskView = (t: TaskRow, now: Date) => ({
  id: t.id, title: t.title, description: t.description, codeCategory: t.codeCategory, endDate: t.endDate,
  remainingTime: remainingTime(t.endDate, now), totalSubTask: t.totalSubTask, totalMessage: t.totalMessage, totalFiles: t.totalFiles,
});

/** A bell row as the client reads it, with the sender's picture. */
export function notificationView(db: Db, n: NotificationRow) {
  const sender = users(db).get(n.senderId);
  return {
    id: n.id, title: n.title, parameterTitle: n.parameterTitle, sourceName: n.sourceName, sourceId: n.sourceId, sourceUserId: n.sourceUserId,
    isView: n.isView, createdDate: n.createdDate,
    user: sender ? { id: sender.id, picturePath: `upload/profileimages/${sender.id}/${sender.picturePath}` } : null,
  };
}

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** A matcher for the search term: plain text (accents and case ignored) or, when asked, a pattern. */
export function matcher(value: string, regex: boolean): (s: string) => boolean {
  if (regex) {
    try {
      const re = new RegExp(value, 'i');
      return (s) => re.test(s);
    } catch {
      return () => false;
    }
  }
  const q = fold(value.trim());
  return (s) => fold(s).includes(q);
}

export const SEARCH_LIMIT = 10;

/** Collaborators by name; company files (to CompanyDocument.View holders); the caller's own document files. */
export function globalSearch(db: Db, caller: { id: number; companyFiles: boolean }, value: string, regex: boolean) {
  if (!value.trim()) return [];
  const match = matcher(value, regex);
  const people = users(db)
    .filter((u) => u.active && match(u.fullName))
    .slice(0, SEARCH_LIMIT)
    .map((u) => ({ type: 'User' as const, text: u.fullName, value: u.id, imagePath: `upload/profileimages/${u.id}/${u.picturePath}` }));
  const docs = files(db)
    .filter((f) => ((f.area === 'company' && caller.companyFiles) || (f.area === 'documents' && f.ownerId === caller.id)) && match(f.name))
    .slice(0, SEARCH_LIMIT)
    .map((f) => ({ type: f.area === 'company' ? ('CompanyDoc' as const) : ('UserDoc' as const), text: f.name, value: f.id, imagePath: null }));
  return [...people, ...docs];
}
