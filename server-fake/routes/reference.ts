import { notFound, ok, okJson, route } from '../http';
import * as org from '../models/organisation';
import type { Db } from '../db/db';

/** Reference lists of spec 4: every picker of the app reads these. */
const named = (rows: Array<{ id: number; name: string }>) => rows.map((r) => ({ value: r.id, text: r.name }));
const list = (path: string, rows: (db: Db) => Array<{ id: number; name: string }>) =>
  route({ method: 'GET', path, handle: ({ ctx }) => ok(named(rows(ctx.db))) });

export const userItem = (db: Db, u: org.UserRow) => ({
  value: u.id,
  text: u.fullName,
  imagePath: `upload/profileimages/${u.id}/${u.picturePath}`,
  departement: org.departements(db).get(u.departementId)?.name ?? null,
  fonction: org.fonctions(db).get(u.fonctionId)?.name ?? null,
});

/**
 * Everyone active, with their manager for the organisation chart (an inactive
 * manager is simply absent, so their reports become roots there), as the
 * answer's JSON. Kept until what it shows changes: a person's name, picture,
 * department, function, manager or `active`, or a department's or function's
 * name. The people are written far more often than that (presence, as each
 * person comes and goes on the hub): at 10,000 people each such write cost
 * the next reader about 20 ms of rebuilding 1.7 MB.
 */
type KeptList = { shown: string; stamps: string; json: string };
const collaboratorsJson = (db: Db): string => {
  const stamps = `${org.departements(db).stamp}:${org.fonctions(db).stamp}`;
  const kept = org.users(db).memo('collaboratorsList', (rows, previous: KeptList | undefined) => {
    const shown = rows.filter((u) => u.active).map((u) => `${u.id}\t${u.fullName}\t${u.picturePath}\t${u.departementId}\t${u.fonctionId}\t${u.managerId}`).join('\n');
    return previous?.shown === shown ? previous : { shown, stamps: '', json: '' };
  });
  if (kept.stamps !== stamps) {
    kept.json = JSON.stringify(org.users(db).filter((u) => u.active).map((u) => ({ ...userItem(db, u), managerId: u.managerId })));
    kept.stamps = stamps;
  }
  return kept.json;
};

export const referenceRoutes = [
  list('/api/departement/list', (db) => org.departements(db).all()),
  list('/api/site/list', (db) => org.sites(db).all()),
  list('/api/society/list', (db) => org.societies(db).all()),
  list('/api/fonction/list', (db) => org.fonctions(db).all()),
  list('/api/teams/list', (db) => org.teams(db).all()),
  list('/api/congee/listregime', (db) => org.regimes(db).all()),
  list('/api/collaborateur/GetTypeOfContract', (db) => org.contractTypes(db).all()),
  list('/api/Htravail/list', (db) => org.workHours(db).all()),
  list('/api/Contract/GetDepartureReasons', (db) => org.departureReasons(db).all()),
  route({
    method: 'GET', path: '/api/settings/CurrencyList',
    handle: ({ ctx }) => ok(org.currencies(ctx.db).all().map((c) => ({ value: c.code, text: `${c.code} – ${c.name}`, symbol: c.symbol }))),
  }),
  route({
    method: 'GET', path: '/api/settings/GetCountries',
    handle: ({ ctx }) => ok(org.countries(ctx.db).all().map((c) => ({ value: c.id, text: c.name, code: c.code }))),
  }),
  route({
    method: 'GET', path: '/api/area/listbysite/:id',
    handle: ({ ctx, params }) => {
      const site = org.sites(ctx.db).get(Number(params.id));
      if (!site) throw notFound();
      return ok(named(org.areas(ctx.db).by('siteId', site.id)));
    },
  }),
  route({
    method: 'GET', path: '/api/collaborateur/list',
    handle: ({ ctx }) => okJson(collaboratorsJson(ctx.db)),
  }),
  route({
    method: 'GET', path: '/api/collaborateur/UsersSelectItem',
    handle: ({ ctx }) => ok(org.users(ctx.db).filter((u) => u.active).map((u) => ({ value: u.id, text: u.fullName, imagePath: `upload/profileimages/${u.id}/${u.picturePath}` }))),
  }),
];
