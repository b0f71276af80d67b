import type { Db } from '../db/db';
import { leaveRequests, type LeaveRequestRow } from '../models/leave';

const monthKey = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;
const next = ([y, m]: [number, number]): [number, number] => (m === 12 ? [y + 1, 1] : [y, m + 1]);
const monthOf = (day: string) => day.slice(0, 7).split('-').map(Number) as [number, number];

/**
 * Months ('2026-11') to the requests that touch them, kept until the next
 * write: the calendar asks for one month at a time, and a request's detail
 * names the colleagues away at the same time (500,000 rows in the bench's
 * company are not scanned for either).
 */
const monthIndex = (db: Db) =>
  leaveRequests(db).memo('byMonth', (rows) => {
    const index = new Map<string, LeaveRequestRow[]>();
    for (const r of rows) {
      const last = r.endDate.slice(0, 7);
      let ym = monthOf(r.startDate);
      for (let guard = 0; guard < 240; guard++, ym = next(ym)) {
        const key = monthKey(...ym);
        let list = index.get(key);
        if (!list) index.set(key, (list = []));
        list.push(r);
        if (key >= last) break;
      }
    }
    return index;
  });

/** Requests overlapping [first, last] (ISO days), from the month index, in table order. */
export function requestsTouching(db: Db, first: string, last: string): LeaveRequestRow[] {
  const index = monthIndex(db);
  const end = last.slice(0, 7);
  let ym = monthOf(first);
  const key = () => monthKey(...ym);
  const lists: LeaveRequestRow[][] = [];
  for (let guard = 0; guard < 240 && key() <= end; guard++, ym = next(ym)) lists.push(index.get(key()) ?? []);
  const hits = (rows: LeaveRequestRow[]) => rows.filter((r) => r.startDate <= last && r.endDate >= first);
  if (lists.length === 1) return hits(lists[0]);
  return [...new Set(lists.flatMap(hits))].sort((a, b) => a.id - b.id);
}
