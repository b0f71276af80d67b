import * as z from 'zod';
import { ok, route, type RouteDef } from '../http';
import * as org from '../models/organisation';
import type { Db } from '../db/db';
import { holidays, leaveRequests, leaveTypes, type LeaveRequestRow } from '../models/leave';
import { day } from '../rules/xlsx';
import { exportWords, xlsxAnswer } from '../rules/export-sheet';
import { requestsInMonth, visibleRequests } from '../rules/leave-list';
import { filterUsers, listRowView, person, typeFilter, typeView, userFilter } from '../rules/leave-views';
import { eventsRequest, exportRequest, leaveFilter, leaveStatusLabel, timelineRequest } from '../../src/domain/leave';
import { addDays, isoDay } from '../../src/domain/leave-days';

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

export const leaveCalendarRoutes: RouteDef[] = [
  route({
    method: 'POST', path: '/api/congee/GetResources', body: timelineRequest,
    handle: ({ ctx, body }) => {
      const users = body.userId ? org.users(ctx.db).filter((u) => u.id === body.userId) : usersByName(ctx.db).filter(userFilter(body.filter, body.searchValue));
      return ok(users.slice(body.currentList, body.currentList + body.lenght).map((u) => ({ id: u.id, user: person(ctx.db, u.id) })));
    },
  }),
  route({
    method: 'POST', path: '/api/congee/GetEvents', body: eventsRequest,
    handle: ({ ctx, body }) => {
      const { first, last } = monthBounds(body.year, body.month);
      const types = typeFilter(body.filter);
      const shown = (r: LeaveRequestRow) => (r.status === 'Accepter' || r.status === 'En_Cour') && r.startDate <= last && r.endDate >= first && (!types.length || types.includes(r.typeId));
      let requests: LeaveRequestRow[];
      if (body.userIds) {
        // The rows a calendar shows: their own requests by the user index, each person still passing the other filters.
        const kept = userFilter(body.filter, body.searchValue);
        const people = [...new Set(body.userIds)].filter((id) => (!body.userId || id === body.userId) && kept(org.users(ctx.db).get(id) ?? inactive));
        requests = people.flatMap((id) => leaveRequests(ctx.db).by('userId', id)).filter(shown);
      } else {
        const users = new Set(body.userId ? [body.userId] : filterUsers(ctx.db, body.filter, body.searchValue).map((u) => u.id));
        requests = requestsInMonth(ctx, first, last).filter((r) => users.has(r.userId) && shown(r));
      }
      const events = requests.map((r) => {
          const t = leaveTypes(ctx.db).get(r.typeId);
          return {
            id: `leave-${r.id}`, resourceId: r.userId, description: r.description, fauTitle: t?.name ?? '?', start: r.startDate,
            // FullCalendar-style exclusive end.
            end: addDays(r.endDate, 1), color: r.status === 'En_Cour' ? '#f59e0b' : t?.color ?? '#475569', textColor: r.status === 'En_Cour' ? '#1f2937' : t?.textColor ?? '#fff',
            demande: r.id, typeId: r.typeId, isHoliday: false,
          };
        });
      const hol = holidays(ctx.db)
        .filter((h) => h.date >= first && h.date <= last)
        .map((h) => ({ id: `holiday-${h.id}`, resourceId: null, description: null, fauTitle: h.name, start: h.date, end: addDays(h.date, 1), color: '#94a3b8', textColor: '#0f172a', demande: null, typeId: null, isHoliday: true }));
      return ok([...hol, ...events]);
    },
  }),
  route({
    method: 'POST', path: '/api/congee/GetEffectif', body: timelineRequest,
    handle: ({ ctx, body }) => ok({ filterUsers: filterUsers(ctx.db, body.filter, body.searchValue).length, totalUsers: org.users(ctx.db).filter((u) => u.active).length }),
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
