import { RE2JS, RE2JSException } from 're2js';
import type { Db } from '../db/db';
import { users } from '../models/organisation';
import { files } from '../models/session';
import { badRequest } from '../http';
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

/** The longest pattern `regex: true` takes, and the largest RE2 program it may compile to (`x{1,100}` is short and big). */
export const PATTERN_MAX_CHARS = 100;
export const PATTERN_MAX_PROGRAM = 100;

/**
 * A matcher for the search term: plain text (accents and case ignored, against names folded once) or, when asked,
 * a pattern. The pattern runs on RE2 (re2js): its time grows with the text, never exponentially, so
 * `^([^0-9]+)+[0-9]` cannot stall the host nor the demo's tab as `new RegExp` did. RE2 has no backreferences nor
 * lookaround; such a pattern, an invalid one, or one too long or too large is refused with a 400 saying why.
 */
export function matcher(value: string, regex: boolean): (s: string, folded?: string) => boolean {
  if (regex) {
    if (value.length > PATTERN_MAX_CHARS) throw badRequest(`Invalid payload: value (a pattern of at most ${PATTERN_MAX_CHARS} characters)`);
    let re: RE2JS;
    try {
      re = RE2JS.compile(value, RE2JS.CASE_INSENSITIVE);
    } catch (e) {
      throw badRequest(`Invalid payload: value (${e instanceof RE2JSException ? e.message : 'not a pattern'})`);
    }
    if (re.programSize() > PATTERN_MAX_PROGRAM) throw badRequest('Invalid payload: value (pattern too large)');
    return (s) => re.test(s);
  }
  const q = fold(value.trim());
  return (s, folded) => (folded ?? fold(s)).includes(q);
}

export const SEARCH_LIMIT = 10;

/**
 * The active people in id order with their names folded, kept until the next
 * write to the users table: folding 10,000 names (Unicode normalisation) on
 * every keystroke was most of a search's cost in the company of 10,000.
 */
const searchablePeople = (db: Db) =>
  users(db).memo('searchNames', (rows) => rows.filter((u) => u.active).map((u) => ({ u, folded: fold(u.fullName) })));

/** The first `limit` items of `rows` that pass `keep`, without walking the rest. */
function firstMatches<T>(rows: readonly T[], keep: (row: T) => boolean, limit = SEARCH_LIMIT): T[] {
  const out: T[] = [];
  for (const r of rows) {
    if (out.length >= limit) break;
    if (keep(r)) out.push(r);
  }
  return out;
}

/** Collaborators by name; company files (to CompanyDocument.View holders); the caller's own document files. */
export function globalSearch(db: Db, caller: { id: number; companyFiles: boolean }, value: string, regex: boolean) {
  if (!value.trim()) return [];
  const match = matcher(value, regex);
  const people = firstMatches(searchablePeople(db), (p) => match(p.u.fullName, p.folded))
    .map(({ u }) => ({ type: 'User' as const, text: u.fullName, value: u.id, imagePath: `upload/profileimages/${u.id}/${u.picturePath}` }));
  const docs = firstMatches(files(db).all(), (f) => ((f.area === 'company' && caller.companyFiles) || (f.area === 'documents' && f.ownerId === caller.id)) && match(f.name))
    .map((f) => ({ type: f.area === 'company' ? ('CompanyDoc' as const) : ('UserDoc' as const), text: f.name, value: f.id, imagePath: null }));
  return [...people, ...docs];
}
