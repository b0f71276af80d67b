import type { Db } from '../db/db';
import type { Random } from '../../fixtures/random';

export interface SeedContext {
  db: Db;
  today: Date;
  rnd: Random;
}

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86400000);

const HOUR = 3_600_000;

/**
 * When a request was made: `leadDays` before the day it concerns, but never
 * later than an hour ago; requests for days ahead were made over the past
 * weeks (`spreadDays` back at most), not all 'today'.
 */
export function askedAt(concerns: string, leadDays: number, today: Date, spread: { days: number; hours: number }): Date {
  const wanted = Date.parse(`${concerns.slice(0, 10)}T09:00:00Z`) - leadDays * 86400000;
  const latest = today.getTime() - HOUR;
  return new Date(wanted <= latest ? wanted : latest - spread.days * 86400000 - spread.hours * HOUR);
}

/** When something asked at `asked` was answered `afterHours` later, but never in the future (at the latest a minute ago). */
export function answeredAt(asked: Date, afterHours: number, today: Date): Date {
  const latest = today.getTime() - 60_000;
  return new Date(Math.max(asked.getTime(), Math.min(asked.getTime() + afterHours * HOUR, latest)));
}
