import * as z from 'zod';
import { badRequest, ok, okJson, route, type Caller, type RouteDef } from '../http';
import * as org from '../models/organisation';
import type { Db } from '../db/db';
import { holidays, leaveRequests, leaveTypes, type LeaveRequestRow } from '../models/leave';
import { day } from '../rules/xlsx';
import { exportWords, xlsxAnswer } from '../rules/export-sheet';
import { requestsInMonth, visibleRequests } from '../rules/leave-list';
import { awayBetween, filterUserIds, filterUsers, isPrivate, listRowView, person, seesReason, teamFilter, typeFilter, typeView, userFilter } from '../rules/leave-views';
import { eventsRequest, exportRequest, headcountRequest, leaveFilter, leaveStatusLabel, timelineRequest, type LeaveFilter } from '../../src/domain/leave';
import { addDays, isoDay } from '../../src/domain/leave-days';
import { requestsTouching } from '../rules/leave-months';
import { statusTones, toneHex } from '../../src/domain/status-tones';

/** The calendar, counters, filter data and the Excel export of the leave area. */
const monthBounds = (year: number, month: number) => {
  const first = isoDay(new Date(Date.UTC(year, month - 1, 1)));
  const last = isoDay(new Date(Date.UTC(year, month, 0)));
  return { first, last };
};
/** Unknown ids are kept by no filter. */
const inactive = { active: false } as org.UserRow;
/** Everyone by name, the timeline's row order, kept until the users change (10,000 names sorted per call cost tens of ms). */
const collator = new Intl.Collator();
const usersByName = (db: Db) => org.users(db).memo('byName', (rows) => rows.sort((a, b) => collator.compare(a.fullName, b.fullName)));
const options = (rows: Array<{ id: number; name: string }>) => rows.map((r) => ({ value: r.id, text: r.name }));

/**
 * Calendar events written once and kept until a request or a leave type is
 * written: everyone's month is some 5,500 events in the bench's company, and
 * rebuilding and serialising them (date arithmetic included) was most of the
 * answer's cost. Each event is kept as its JSON, the answer joins them.
 * Events by row (a written row is a new object, so it misses) and the shown
 * requests (accepted, pending) touching each month, by its first day.
 */
function calendarCache(db: Db) {
  const types = leaveTypes(db);
  const kept = leaveRequests(db).memo('calendar', () => ({ stamp: -1, events: new WeakMap<LeaveRequestRow, string>(), absences: new WeakMap<LeaveRequestRow, string>(), months: new Map<string, Month>() }));
  if (kept.stamp !== types.stamp) Object.assign(kept, { stamp: types.stamp, events: new WeakMap(), absences: new WeakMap(), months: new Map() });
  return kept;
}

function eventOf(db: Db, r: LeaveRequestRow): string {
  const { events } = calendarCache(db);
  let event = events.get(r);
  if (event === undefined) {
    const t = leaveTypes(db).get(r.typeId);
    event = JSON.stringify({
      id: `leave-${r.id}`, resourceId: r.userId, description: r.description, fauTitle: t?.name ?? '?', start: r.startDate,
      // FullCalendar-style exclusive end. A request still waiting wears the status table's pending colour; a decided one its type's.
      end: addDays(r.endDate, 1), color: r.status === 'En_Cour' ? toneHex[statusTones.leave.En_Cour] : t?.color ?? '#475569', textColor: r.status === 'En_Cour' ? '#1f2937' : t?.textColor ?? '#fff',
      demande: r.id, typeId: r.typeId, isHoliday: false,
    });
    events.set(r, event);
  }
  return event;
}

/**
 * The event of a request whose reason the caller may not know (rules/leave-views.ts `seesReason`): the person is away,
 * without the type, its colour, the remark or the link to the request; a type filter never matches it.
 */
function absenceOf(db: Db, r: LeaveRequestRow): string {
  const { absences } = calendarCache(db);
  let event = absences.get(r);
  if (event === undefined) {
    const pending = r.status === 'En_Cour';
    event = JSON.stringify({
      id: `leave-${r.id}`, resourceId: r.userId, description: null, fauTitle: '', start: r.startDate, end: addDays(r.endDate, 1),
      color: pending ? toneHex[statusTones.leave.En_Cour] : '#64748b', textColor: pending ? '#1f2937' : '#ffffff', demande: null, typeId: null, isHoliday: false,
    });
    absences.set(r, event);
  }
  return event;
}

/** A request's event as the caller may see it, or none when a type filter is asked and its type is not theirs to know. */
function eventFor(db: Db, caller: Caller, r: LeaveRequestRow, types: readonly number[]): string | null {
  if (seesReason(db, caller, r)) return !types.length || types.includes(r.typeId) ? eventOf(db, r) : null;
  return types.length ? null : absenceOf(db, r);
}

/**
 * A month's shown requests with their events, and the events of one set of people joined (everyone's, the set kept
 * until the users change). Requests of a private type are apart: whether their event tells the type depends on the caller.
 */
interface Month {
  shown: Array<{ r: LeaveRequestRow; json: string }>;
  private: LeaveRequestRow[];
  joined?: { of: ReadonlySet<number>; json: string };
}

function monthOf(db: Db, first: string, last: string) {
  const { months } = calendarCache(db);
  let month = months.get(first);
  if (!month) {
    const all = requestsTouching(db, first, last).filter((r) => r.status === 'Accepter' || r.status === 'En_Cour');
    const shown = all.filter((r) => !isPrivate(db, r)).map((r) => ({ r, json: eventOf(db, r) }));
    months.set(first, (month = { shown, private: all.filter((r) => isPrivate(db, r)) }));
  }
  return month;
}

/** The month's events of these people as the caller may see them, as JSON items joined by commas. */
function monthEvents(db: Db, caller: Caller, first: string, last: string, users: ReadonlySet<number>, types: number[]): string {
  const month = monthOf(db, first, last);
  const told = month.private.filter((r) => users.has(r.userId)).map((r) => eventFor(db, caller, r, types)).filter((e) => e !== null);
  const open = () => {
    if (!types.length && month.joined?.of === users) return month.joined.json;
    const events: string[] = [];
    for (const { r, json } of month.shown) if (users.has(r.userId) && (!types.length || types.includes(r.typeId))) events.push(json);
    const json = events.join(',');
    if (!types.length) month.joined = { of: users, json };
    return json;
  };
  return [open(), ...told].filter(Boolean).join(',');
}

/**
 * The timeline's filters (spec 2 §7: month, year, searchValue, lenght, and TypeConge, Departemant, Sites, Function,
 * society, Teams) read on each of its three calls. Rows and headcount are the people employed by the month's end
 * (hired on or before its last day: a month of 2024 has no row for someone hired in 2026); the events are the
 * month's. TypeConge narrows the events only: on rows and headcount what it would mean (people with such a leave
 * in the month? in the range shown?) is not said, so it is refused there rather than dropped. lenght and
 * currentList page the rows. On GetEvents they give the events of that page of rows (the same people
 * GetResources answers); without lenght it is everyone's month, or the rows named by `userIds` (issue 25 item 5),
 * and both at once is refused. GetEffectif counts everyone kept: a page means nothing there, it is refused.
 */
const hiredBy = (last: string) => (u: org.UserRow) => u.hireDate <= last;
function refuseTypesOnRows(filter: { TypeConge?: string } | undefined) {
  if (filter?.TypeConge?.trim()) throw badRequest('Invalid payload: filter.TypeConge (leave types filter the events, not the rows nor the headcount)');
}
/** The timeline's rows for these filters, in its order (by name). */
const rowsOf = (db: Db, body: { year: number; month: number; filter?: LeaveFilter; searchValue: string }) =>
  usersByName(db).filter(userFilter(body.filter, body.searchValue)).filter(hiredBy(monthBounds(body.year, body.month).last));

type RowsAsked = Omit<z.output<typeof timelineRequest>, 'lenght'>;
/** One page of the timeline's rows, in its order: GetResources answers them, GetEvents with lenght reads their events. */
function pageOfRows(db: Db, callerId: number, body: RowsAsked, lenght: number) {
  const team = teamFilter(callerId, body.myTeam, body.searchValue);
  // One person's own calendar names them whatever the month.
  let users = body.userId ? org.users(db).filter((u) => u.id === body.userId) : rowsOf(db, body).filter(team);
  if (body.awayFirst) {
    // People away in the days shown first, each part by name (the sort is stable).
    const away = awayBetween(db, body.awayFirst.first, body.awayFirst.last);
    users = [...users.filter((u) => away.has(u.id)), ...users.filter((u) => !away.has(u.id))];
  }
  return users.slice(body.currentList, body.currentList + lenght);
}

export const leaveCalendarRoutes: RouteDef[] = [
  route({
    method: 'POST', path: '/api/congee/GetResources', body: timelineRequest,
    handle: ({ ctx, caller, body }) => {
      refuseTypesOnRows(body.filter);
      return ok(pageOfRows(ctx.db, caller.user.id, body, body.lenght).map((u) => ({ id: u.id, user: person(ctx.db, u.id) })));
    },
  }),
  route({
    method: 'POST', path: '/api/congee/GetEvents', body: eventsRequest,
    handle: ({ ctx, caller, body }) => {
      const { first, last } = monthBounds(body.year, body.month);
      const types = typeFilter(body.filter);
      if (body.lenght !== undefined && body.userIds) throw badRequest('Invalid payload: lenght (userIds already names the rows)');
      const userIds = body.lenght !== undefined ? pageOfRows(ctx.db, caller.user.id, body, body.lenght).map((u) => u.id) : body.userIds;
      const shown = (r: LeaveRequestRow) => (r.status === 'Accepter' || r.status === 'En_Cour') && r.startDate <= last && r.endDate >= first;
      let events: string;
      if (userIds) {
        // The rows a calendar shows: their own requests by the user index, each person still passing the other filters.
        const kept = userFilter(body.filter, body.searchValue);
        const team = teamFilter(caller.user.id, body.myTeam, body.searchValue);
        const people = [...new Set(userIds)].filter((id) => (!body.userId || id === body.userId) && kept(org.users(ctx.db).get(id) ?? inactive) && team(org.users(ctx.db).get(id) ?? inactive));
        events = people.flatMap((id) => leaveRequests(ctx.db).by('userId', id)).filter(shown).map((r) => eventFor(ctx.db, caller, r, types)).filter((e) => e !== null).join(',');
      } else {
        // With no filter, the people are the kept set of everyone active: the month's joined events are kept with it.
        const everyone = body.userId ? new Set([body.userId]) : filterUserIds(ctx.db, body.filter, body.searchValue);
        const team = teamFilter(caller.user.id, body.myTeam, body.searchValue);
        // A team is a new set per call: monthEvents then joins its events afresh (its kept join serves only the same set).
        const users = body.myTeam && !body.searchValue.trim() ? new Set([...everyone].filter((id) => team(org.users(ctx.db).get(id) ?? inactive))) : everyone;
        events = monthEvents(ctx.db, caller, first, last, users, types);
      }
      const hol = holidays(ctx.db)
        .filter((h) => h.date >= first && h.date <= last)
        .map((h) => JSON.stringify({ id: `holiday-${h.id}`, resourceId: null, description: null, fauTitle: h.name, start: h.date, end: addDays(h.date, 1), color: '#94a3b8', textColor: '#0f172a', demande: null, typeId: null, isHoliday: true }));
      return okJson(`[${[...hol, ...(events ? [events] : [])].join(',')}]`);
    },
  }),
  route({
    method: 'POST', path: '/api/congee/GetEffectif', body: headcountRequest,
    handle: ({ ctx, caller, body }) => {
      refuseTypesOnRows(body.filter);
      const hired = hiredBy(monthBounds(body.year, body.month).last);
      const team = teamFilter(caller.user.id, body.myTeam, body.searchValue);
      return ok({ filterUsers: filterUsers(ctx.db, body.filter, body.searchValue).filter(hired).filter(team).length, totalUsers: org.users(ctx.db).filter((u) => u.active && hired(u)).length });
    },
  }),
  route({
    method: 'GET', path: '/api/congee/GetDataIndex',
    handle: ({ ctx }) => {
      const today = isoDay(ctx.now());
      const pending = leaveRequests(ctx.db).by('status', 'En_Cour');
      // Today's requests from the month index: the accepted of five years are 300,000 rows in the bench's company.
      const away = new Set(requestsInMonth(ctx, today, today).filter((r) => r.status === 'Accepter').map((r) => r.userId));
      return ok({ conge: leaveTypes(ctx.db).all().map(typeView), demandeCount: pending.length, userInHolidayCount: away.size });
    },
  }),
  route({
    method: 'GET', path: '/api/congee/GetFilterData',
    handle: ({ ctx }) =>
      ok({
        types: options(leaveTypes(ctx.db).all()), departements: options(org.departements(ctx.db).all()), sites: options(org.sites(ctx.db).all()),
        fonctions: options(org.fonctions(ctx.db).all()), societies: options(org.societies(ctx.db).all()), teams: options(org.teams(ctx.db).all()),
      }),
  }),
  route({
    method: 'POST', path: '/api/congee/ExportConge', body: exportRequest.extend({ filter: leaveFilter.optional(), waiting: z.boolean().optional() }),
    handle: ({ ctx, caller, body, req }) => {
      const rows = visibleRequests(ctx, caller, body).map((r) => listRowView(ctx.db, r));
      // The list's own columns and words, in the caller's language; durations as the list writes them (hours with two decimals, days counted).
      const w = exportWords(req, 'leave');
      const header = ['list.employee', 'filter.department', 'list.type', 'list.created', 'list.start', 'list.end', 'list.duration', 'list.status'].map(w.t);
      const sheet = rows.map((r) => [r.user.text, r.user.valueGroup ?? '', r.type, day(r.createdDate), day(r.startDate), day(r.endDate), w.duration(r.totalDays, r.durationUnit), w.t(leaveStatusLabel[r.status])]);
      return xlsxAnswer(`${w.t('list.title')}-${isoDay(ctx.now())}.xlsx`, w.t('list.title'), header, sheet);
    },
  }),
];
