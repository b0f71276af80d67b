import * as fx from '../../fixtures/organisation';
import { defaultPermissions, personas } from '../../fixtures/personas';
import * as org from '../models/organisation';
import type { SeedContext } from './context';

export function seedOrganisation({ db, today }: SeedContext, size = 72) {
  org.departements(db).insertMany(fx.departments);
  org.sites(db).insertMany(fx.sites);
  org.areas(db).insertMany(fx.areas);
  org.societies(db).insertMany(fx.societies);
  org.fonctions(db).insertMany(fx.fonctions);
  org.teams(db).insertMany(fx.teams);
  org.contractTypes(db).insertMany(fx.contractTypes);
  org.regimes(db).insertMany(fx.workRegimes);
  org.workHours(db).insertMany(fx.workHours);
  org.departureReasons(db).insertMany(fx.departureReasons);
  org.currencies(db).insertMany(fx.currencies);
  org.countries(db).insertMany(fx.countries);
  for (const u of fx.buildOrganisation(today, size)) {
    const persona = personas.find((p) => p.userId === u.id);
    org.users(db).insert({ ...u, permissions: [...(persona?.permissions ?? defaultPermissions)], online: false, lastSeen: null });
  }
}
