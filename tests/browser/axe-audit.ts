import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core's serious and critical violations (WCAG 2.0 and 2.1, A and AA) on
 * what the page shows now, one line each, prefixed with where. Shared by the
 * a11y walk and the narrow screens' walk (responsive.test.ts).
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function audit(page: Page, where: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy (no inline script) stays in force.
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(o: unknown, c: unknown): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[]; html: string }> }> }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target), html: v.nodes.map((n) => n.html.slice(0, 200)) }));
  });
  const kept: string[] = [];
  for (const v of found) {
    const targets: string[][] = [];
    for (const target of v.targets) if (!(v.id === 'aria-required-children' && (await ownsItsCells(page, target[target.length - 1] ?? '')))) targets.push(target);
    if (targets.length) kept.push(`${v.id} (${v.impact}) ${targets.slice(0, 2).map((x) => x.join(' ')).join(' | ')} ${v.html.slice(0, 2).join(' | ')}`);
  }
  return kept.map((f) => `${where}: ${f}`);
}

/*
 * FullCalendar's resource timeline builds its grid with proxy rows that own
 * their cells through aria-owns (valid ARIA); axe still counts those cells as
 * the grid's own children (dequelabs/axe-core#4048). For that grid only, the
 * ownership is checked here instead, more strictly: every cell owned by
 * exactly one row of the grid, every row owning a cell that exists.
 * (No named functions inside evaluate: tsx would wrap them in a helper the page lacks.)
 */
function ownsItsCells(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const grid = document.querySelector(sel);
    if (!grid || grid.getAttribute('role') !== 'grid' || !grid.closest('.leave-fc')) return false;
    const owners = new Map<string, number>();
    const rows = Array.from(grid.querySelectorAll('[role=row]'));
    for (const row of rows) for (const id of (row.getAttribute('aria-owns') ?? '').split(/\s+/).filter(Boolean)) owners.set(id, (owners.get(id) ?? 0) + 1);
    const cells = Array.from(grid.querySelectorAll('[role=columnheader],[role=rowheader],[role=gridcell]')).filter((c) => !c.closest('[role=row]'));
    return rows.length > 0 && cells.length > 0 && cells.every((c) => !!c.id && owners.get(c.id) === 1) && rows.every((row) => (row.getAttribute('aria-owns') ?? '').split(/\s+/).some((id) => !!document.getElementById(id)));
  }, selector);
}

