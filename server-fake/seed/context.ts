import type { Db } from '../db/db';
import type { Random } from '../../fixtures/random';

export interface SeedContext {
  db: Db;
  today: Date;
  rnd: Random;
}

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86400000);
