import type { Locator, Page } from 'playwright-core';
import { systemNow } from '../../src/domain/clock';
import { go } from './harness';

/** A Monday some weeks ahead of the run's today (the page's, pinned), kept clear of the year's end holidays. */
export function aMonday(weeks: number) {
  const d = new Date(systemNow() + weeks * 7 * 86400000);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  if (d.getUTCMonth() === 11 && d.getUTCDate() >= 22) d.setUTCDate(d.getUTCDate() + 14);
  return d.toISOString().slice(0, 10);
}

/** One day in the leave form's shared range picker: a one-day range is the same day clicked twice. */
export async function pickLeaveDay(panel: Locator, day: string, o: { timeout?: number } = {}) {
  await panel.getByRole('button', { name: /Période/ }).click(o);
  const picker = panel.getByRole('dialog', { name: /Période/ });
  await picker.getByLabel('Année', { exact: true }).selectOption(String(Number(day.slice(0, 4))), o);
  await picker.getByLabel('Mois', { exact: true }).selectOption(String(Number(day.slice(5, 7)) - 1), o);
  await picker.locator(`button[data-day="${day}"]`).click(o);
  await picker.locator(`button[data-day="${day}"]`).click(o);
}

/** A month in the calendars' month picker (the app's own calendar: pick any day of the month). */
export async function pickMonth(page: Page, month: string) {
  await page.getByRole('button', { name: /^Choisir le mois/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choisir le mois' });
  await picker.getByLabel('Année', { exact: true }).selectOption(String(Number(month.slice(0, 4))));
  await picker.getByLabel('Mois', { exact: true }).selectOption(String(Number(month.slice(5, 7)) - 1));
  await picker.locator(`button[data-day="${month}-01"]`).click();
}

/** The new leave request's panel, opened from the requests page's own button. */
export async function openRequestForm(page: Page) {
  await go(page, '/conge/demande');
  await page.getByRole('button', { name: 'Demander un congé' }).click();
  const panel = page.getByRole('dialog', { name: 'Nouvelle demande de congé' });
  await panel.waitFor();
  return panel;
}
