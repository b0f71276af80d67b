import { appNow, DAY_MS } from '../../src/domain/clock';

/**
 * Days to ask leave for, on any day the tests run: counted from a Monday about two months from today, later than
 * the seed's requests; `clear` moves it on by weeks while it says no (a holiday on a day the test asks for).
 */
export function daysAhead(clear: (day: (n: number) => string) => boolean = () => true) {
  const d = new Date(Date.UTC(appNow().getUTCFullYear(), appNow().getUTCMonth(), appNow().getUTCDate()) + 60 * DAY_MS);
  let monday = d.getTime() + ((8 - d.getUTCDay()) % 7) * DAY_MS;
  const day = (n: number) => new Date(monday + n * DAY_MS).toISOString().slice(0, 10);
  while (!clear(day)) monday += 7 * DAY_MS;
  return day;
}

/** A calendar day as French writes it (25/11/2026). */
export const shownDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
