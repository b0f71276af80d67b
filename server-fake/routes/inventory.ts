import * as z from 'zod';
import {
  activeInput, addExcelInput, assignItem, hardwareCategories, hardwareConditions, hardwareInput, inventoryFilter, licenceTypes, softwareCategories, softwareInput,
  INVENTORY_CURRENCY, unassignItem, withId, type ImportProblem, type ItemKind,
} from '../../src/domain/inventory';
import { userListFilter } from '../../src/domain/users';
import { badRequest, forbidden, notFound, ok, refused, route, type Caller, type FakeContext, type RouteDef } from '../http';
import { currencies, sites, users } from '../models/organisation';
import { assignments, itemHistory } from '../models/inventory';
import { files } from '../models/session';
import { checkedUploads, storeUpload, uploadedFiles } from '../rules/files';
import { allowedLists, isAllowedName } from '../../src/domain/uploads';
import { pageUsers } from '../rules/user-list';
import { notify } from '../rules/notify';
import { assignmentHistory, checkHardwareRow, checkSoftwareRow, counters, filterItems, seatsLeft, tableFor, toItem, userByName, type AnyItem } from '../rules/inventory';
import { userRef } from '../rules/interventions';
import { byHeader, exportSheet, parsed, startParse, type ExportScope } from '../rules/inventory-excel';
import { exportWords, xlsxAnswer } from '../rules/export-sheet';
import { languages } from '../../src/i18n/languages';

/*
 * One route table serves both parks:
 *   POST /api/hardware/List
 *   GET /api/hardware/createformdata
 *   POST /api/hardware/create
 *   GET /api/hardware/GetById/{id}
 *   GET /api/hardware/History/{id}
 *   GET /api/hardware/AffectHardwareHistory/{id}
 *   POST /api/hardware/AssignedTo
 *   POST /api/hardware/GetUsers
 *   POST /api/hardware/UnassignProfile
 *   POST /api/hardware/Update
 *   GET /api/hardware/dataIndex
 *   POST /api/hardware/active
 *   GET /api/hardware/SelectItems
 *   POST /api/hardware/Upload
 *   POST /api/hardware/AddExcelData
 *   GET /api/hardware/Download
 *   POST /api/software/List
 *   GET /api/software/createformdata
 *   POST /api/software/create
 *   GET /api/software/GetById/{id}
 *   GET /api/software/History/{id}
 *   GET /api/software/AffectSoftwareHistory/{id}
 *   POST /api/software/AssignedTo
 *   POST /api/software/GetUsers
 *   POST /api/software/Update
 *   GET /api/software/dataIndex
 *   GET /api/software/SelectItems
 *   POST /api/software/Upload
 *   POST /api/software/AddExcelData
 *   GET /api/software/Download
 */

/** A currency sent that the company does not list (settings/CurrencyList); none sent is not one. */
const unknownCurrency = (ctx: FakeContext, code: unknown) => code !== undefined && !currencies(ctx.db).all().some((c) => c.code === code);

/** Managing the park (create, edit, assign, import) needs Software.Affect, the IT support permission. */
const manage = 'Software.Affect';
const seesAll = (c: Caller) => c.can('Software.Affect') || c.can('Intervention.View');
/** The list and its export show the same items: the whole park to support, one's own to everyone else. */
const scopeOf = (c: Caller): ExportScope => (seesAll(c) ? 'all' : { holderId: c.user.id });

function history(ctx: FakeContext, kind: ItemKind, itemId: number, title: string, whoDid: number, description: string | null = null) {
  itemHistory(ctx.db).insert({ kind, itemId, title, description, whoDid, date: ctx.now().toISOString() });
}

function itemOf(ctx: FakeContext, kind: ItemKind, id: unknown): AnyItem {
  const row = tableFor(ctx.db, kind).get(Number(id)) as AnyItem | undefined;
  if (!row) throw notFound();
  return row;
}

/** An item by id, to whoever's list shows it. */
function visibleItem(ctx: FakeContext, kind: ItemKind, id: unknown, caller: Caller): AnyItem {
  const row = itemOf(ctx, kind, id);
  if (!seesAll(caller) && !row.assignees.includes(caller.user.id)) throw forbidden();
  return row;
}

function assignUsers(ctx: FakeContext, kind: ItemKind, row: AnyItem, userIds: number[], by: number) {
  const added = [...new Set(userIds)].filter((id) => !row.assignees.includes(id) && users(ctx.db).get(id));
  if (added.length > seatsLeft(row, kind)) return 'Inventory.NoSeatLeft';
  if (!row.active) return 'Inventory.Inactive';
  tableFor(ctx.db, kind).update(row.id, { assignees: [...row.assignees, ...added] });
  for (const userId of added) {
    assignments(ctx.db).insert({ kind, itemId: row.id, userId, assignedBy: by, assignedDate: ctx.now().toISOString(), unassignedDate: null });
    history(ctx, kind, row.id, 'Inventory.Assigned', by, userRef(ctx.db, userId).fullName);
    notify(ctx, { userId, title: 'Notification.Inventory.Assigned', parameterTitle: row.title, sourceName: kind === 'hardware' ? 'Hardware' : 'Software', sourceId: row.id, sourceUserId: userId, senderId: by });
  }
  return null;
}

function unassignUser(ctx: FakeContext, kind: ItemKind, row: AnyItem, userId: number, by: number) {
  if (!row.assignees.includes(userId)) return;
  tableFor(ctx.db, kind).update(row.id, { assignees: row.assignees.filter((id) => id !== userId) });
  const open = assignments(ctx.db).by('itemId', row.id).find((a) => a.kind === kind && a.userId === userId && !a.unassignedDate);
  if (open) assignments(ctx.db).update(open.id, { unassignedDate: ctx.now().toISOString() });
  history(ctx, kind, row.id, 'Inventory.Unassigned', by, userRef(ctx.db, userId).fullName);
}

function routesFor(kind: ItemKind): RouteDef[] {
  const base = `/api/${kind}`;
  const view = kind === 'hardware' ? 'Hardware.View' : 'Software.View';
  const input = (kind === 'hardware' ? hardwareInput : softwareInput) as z.ZodObject;
  const list: RouteDef[] = [
    route({
      method: 'POST', path: `${base}/List`, permission: view, body: inventoryFilter,
      handle: ({ ctx, body, caller }) => {
        // Without the support permissions, people see only what they hold.
        const f = seesAll(caller) ? body : { ...body, userId: caller.user.id };
        if (!seesAll(caller) && body.userId && body.userId !== caller.user.id) throw forbidden();
        const rows = filterItems(ctx.db, kind, f);
        return ok({ items: rows.slice(f.page * f.size, (f.page + 1) * f.size).map((r) => toItem(ctx.db, kind, r)), total: rows.length });
      },
    }),
    route({
      method: 'GET', path: `${base}/dataIndex`, permission: view,
      handle: ({ ctx }) => ok(counters(ctx.db, kind, ctx.now())),
    }),
    route({
      method: 'GET', path: `${base}/createformdata`, permission: view,
      handle: ({ ctx }) =>
        ok({
          categories: kind === 'hardware' ? [...hardwareCategories] : [...softwareCategories],
          conditions: kind === 'hardware' ? [...hardwareConditions] : [],
          licenceTypes: kind === 'software' ? [...licenceTypes] : [],
          sites: sites(ctx.db).all().map((s) => ({ value: s.id, text: s.name })),
        }),
    }),
    route({
      // Options of a linked item (the intervention form): active items, those a user holds first when userId is given.
      method: 'GET', path: `${base}/SelectItems`,
      handle: ({ ctx, query }) => {
        const userId = Number(query.userId) || null;
        const rows = (tableFor(ctx.db, kind).all() as AnyItem[]).filter((r) => r.active);
        const mine = userId ? rows.filter((r) => r.assignees.includes(userId)) : [];
        const pick = kind === 'hardware' && mine.length ? mine : rows;
        return ok(pick.map((r) => ({ value: r.id, text: 'serialNumber' in r ? `${r.title} · ${r.serialNumber}` : `${r.title} ${r.version}`.trim() })));
      },
    }),
    route({
      method: 'GET', path: `${base}/GetById/:id`, permission: view,
      handle: ({ ctx, params, caller }) => ok(toItem(ctx.db, kind, visibleItem(ctx, kind, params.id, caller))),
    }),
    route({
      method: 'GET', path: `${base}/History/:id`, permission: view,
      handle: ({ ctx, params, caller }) => {
        const row = visibleItem(ctx, kind, params.id, caller);
        return ok(itemHistory(ctx.db).by('itemId', row.id).filter((h) => h.kind === kind).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id).map((h) => ({ ...h, whoDid: userRef(ctx.db, h.whoDid) })));
      },
    }),
    route({
      method: 'GET', path: `${base}/${kind === 'hardware' ? 'AffectHardwareHistory' : 'AffectSoftwareHistory'}/:id`, permission: view,
      handle: ({ ctx, params, caller }) => ok(assignmentHistory(ctx.db, kind, visibleItem(ctx, kind, params.id, caller).id)),
    }),
    route({
      method: 'POST', path: `${base}/create`, permission: manage, body: input,
      handle: ({ ctx, body, caller }) => {
        const b = body as Record<string, unknown>;
        if (kind === 'hardware' && tableFor(ctx.db, kind).find((r) => (r as { serialNumber?: string }).serialNumber?.toUpperCase() === String(b.serialNumber).toUpperCase())) return refused('Import.DuplicateSerial');
        if (unknownCurrency(ctx, b.currency)) return refused('Inventory.UnknownCurrency');
        const row = tableFor(ctx.db, kind).insert({ ...(b as object), currency: b.currency ?? INVENTORY_CURRENCY, active: true, assignees: [], createdDate: ctx.now().toISOString() } as never) as AnyItem;
        history(ctx, kind, row.id, 'Inventory.Created', caller.user.id);
        return ok(row.id);
      },
    }),
    route({
      method: 'POST', path: `${base}/Update`, permission: manage, body: withId(input),
      handle: ({ ctx, body, caller }) => {
        const { id, ...rest } = body as { id: number } & Record<string, unknown>;
        const row = itemOf(ctx, kind, id);
        if (kind === 'hardware' && tableFor(ctx.db, kind).find((r) => r.id !== row.id && (r as { serialNumber?: string }).serialNumber?.toUpperCase() === String(rest.serialNumber).toUpperCase())) return refused('Import.DuplicateSerial');
        // Left out, the item keeps its currency (the schema gives none by default).
        if (unknownCurrency(ctx, rest.currency)) return refused('Inventory.UnknownCurrency');
        tableFor(ctx.db, kind).update(row.id, rest as never);
        history(ctx, kind, row.id, 'Inventory.Updated', caller.user.id);
        return ok(row.id);
      },
    }),
    route({
      method: 'POST', path: `${base}/AssignedTo`, permission: manage, body: assignItem,
      handle: ({ ctx, body, caller }) => {
        const row = itemOf(ctx, kind, body.id);
        // Assigning takes userIds, unassigning (assign false) one userId: the other list would be dropped, so it is refused (issue 33).
        if (body.assign && body.userId != null) throw badRequest('Invalid payload: userId (it names whom assign false takes off; assigning takes userIds)');
        if (!body.assign && body.userIds.length) throw badRequest('Invalid payload: userIds (assign false takes off one userId)');
        if (!body.assign) {
          if (!body.userId) return refused('RequiredAttribute');
          unassignUser(ctx, kind, row, body.userId, caller.user.id);
          return ok(row.id);
        }
        const problem = assignUsers(ctx, kind, row, body.userIds, caller.user.id);
        return problem ? refused(problem) : ok(row.id);
      },
    }),
    route({
      method: 'POST', path: `${base}/GetUsers`, permission: view, body: userListFilter,
      handle: ({ ctx, body }) => {
        const row = body.id ? (tableFor(ctx.db, kind).get(body.id) as AnyItem | undefined) : undefined;
        const taken = new Set(row?.assignees ?? []);
        return ok(pageUsers(ctx.db, body, users(ctx.db).filter((u) => u.active && (body.assigend ? taken.has(u.id) : !taken.has(u.id)))));
      },
    }),
    route({
      method: 'POST', path: `${base}/Upload`, permission: manage,
      handle: ({ ctx, req, caller }) => {
        const sent = uploadedFiles((req.body as Record<string, unknown> | undefined)?.file ?? (req.body as Record<string, unknown> | undefined)?.File)[0];
        if (!sent) return refused('RequiredAttribute');
        if (!isAllowedName(sent.name, allowedLists.inventoryImport)) return refused('Import.NotAnExcelFile');
        const [file] = checkedUploads(sent, allowedLists.inventoryImport);
        const stored = storeUpload(ctx.db, file, { ownerId: caller.user.id, area: `inventory-import-${kind}`, now: ctx.now() });
        startParse(ctx.db, stored.id, stored.content);
        return ok({ fileId: stored.id, fileName: stored.name });
      },
    }),
    route({
      method: 'POST', path: `${base}/AddExcelData`, permission: manage, body: addExcelInput,
      handle: ({ ctx, body, caller }) => {
        const f = files(ctx.db).get(body.fileId);
        if (!f || f.area !== `inventory-import-${kind}` || f.ownerId !== caller.user.id) throw notFound();
        const job = parsed(ctx.db, f.id);
        if (!job || job.state === 'pending') return refused('Import.StillReading');
        if (job.state === 'failed') return refused(job.message);
        const rows = byHeader(kind, job.value);
        const seen = new Set<string>(
          (tableFor(ctx.db, kind).all() as AnyItem[]).map((r) => ('serialNumber' in r ? r.serialNumber.toUpperCase() : `${r.title} ${r.version}`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase())),
        );
        // All or nothing: every row is checked before any is written, so a file with one bad row leaves the park as it was.
        const errors: Array<{ line: number; messages: ImportProblem[] }> = [];
        // Amounts typed as text are read as any of the app's languages writes them, so a file imports the same
        // whoever imports it; a text two of them read as two numbers ('1,250') is refused.
        const locales = languages.map((l) => l.code);
        const listed = new Set(currencies(ctx.db).all().map((c) => c.code));
        const good: Array<Record<string, unknown>> = [];
        rows.forEach((cells, i) => {
          if (!cells || cells.every((c) => c === null || c === '')) return;
          // Line numbers as Excel shows them: the header is line 1.
          const check = kind === 'hardware' ? checkHardwareRow(cells, { seen, locales, currencies: listed, userByName: (n) => userByName(ctx.db, n) }) : checkSoftwareRow(cells, { seen, locales, currencies: listed });
          if (check.value) good.push(check.value);
          else errors.push({ line: i + 2, messages: check.errors });
        });
        files(ctx.db).remove(f.id);
        // A business refusal (200, success false) like the others, carrying its report.
        if (errors.length) return { ...refused('Import.NothingImported'), data: { imported: 0, errors } };
        for (const value of good) {
          const assignees = value.assignees as number[];
          const row = tableFor(ctx.db, kind).insert({ notes: '', condition: 'New', siteId: null, warrantyEnd: null, ...value, assignees: [], active: true, createdDate: ctx.now().toISOString() } as never) as AnyItem;
          history(ctx, kind, row.id, 'Inventory.Imported', caller.user.id, f.name);
          if (assignees.length) assignUsers(ctx, kind, row, assignees, caller.user.id);
        }
        return ok({ imported: good.length, errors });
      },
    }),
    route({
      method: 'GET', path: `${base}/Download`, permission: view,
      handle: ({ ctx, caller, req }) => {
        const w = exportWords(req, 'inventory');
        const { header, rows } = exportSheet(ctx.db, kind, scopeOf(caller), w);
        const title = w.t(kind === 'hardware' ? 'hardware.title' : 'software.title');
        return xlsxAnswer(`${title}-${ctx.now().toISOString().slice(0, 10)}.xlsx`, title, header, rows);
      },
    }),
  ];
  if (kind === 'hardware') {
    list.push(
      route({
        method: 'POST', path: `${base}/UnassignProfile`, permission: manage, body: unassignItem,
        handle: ({ ctx, body, caller }) => {
          const row = itemOf(ctx, kind, body.id);
          unassignUser(ctx, kind, row, body.userId, caller.user.id);
          return ok(row.id);
        },
      }),
      route({
        method: 'POST', path: `${base}/active`, permission: manage, body: activeInput,
        handle: ({ ctx, body, caller }) => {
          const row = itemOf(ctx, kind, body.id);
          if (!body.active) for (const userId of row.assignees) unassignUser(ctx, kind, itemOf(ctx, kind, row.id), userId, caller.user.id);
          tableFor(ctx.db, kind).update(row.id, { active: body.active });
          history(ctx, kind, row.id, body.active ? 'Inventory.Activated' : 'Inventory.Deactivated', caller.user.id);
          return ok(row.id);
        },
      }),
    );
  }
  return list;
}

/** The hardware and software calls of ../shared/spec/endpoints.tsv. */
export const inventoryRoutes: RouteDef[] = [...routesFor('hardware'), ...routesFor('software')];
