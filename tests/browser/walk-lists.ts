import type { Page } from 'playwright-core';
import type { PersonaDef } from '../../fixtures/personas';
import { routeTable } from '../../src/app/route-table';
import { allows } from '../../src/kernel/permissions';

/**
 * The walks' shared lists and moves: the routes each persona may open, every
 * registered side panel with real rows of the demo's data, and how to reach
 * them in one page. The responsive audit (issue 22) and the words walk
 * (issue 26) go through the same lists.
 */
export type Win = { __mintrh: { openPanel(k: string, p: unknown): void; session: { getSnapshot(): { context: { user?: { userId: number } } } }; fake: { faults: { set(o: unknown): void }; backend: { db: { table(n: string): { all(): Array<Record<string, unknown>> } } } } } };

export const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * The routes a persona may open, with their parameters filled for that
 * persona: the pages of this version, or with `all` also the 'not in this
 * version' pages and every settings tab.
 */
export function routesOf(p: PersonaDef, all = false): string[] {
  return routeTable
    .filter((r) => allows(p.permissions, r.rule) && !r.path.includes(':codeCategory') && (all || typeof r.page === 'function' || r.path === '/job'))
    .filter((r) => r.path !== '/')
    // The settings route holds two pages; a task's page (/tasks/:codeCategory/:id) needs a task of the persona's, found by the walk.
    .flatMap((r) => (r.path === '/settings/*?' ? ['/settings/info', '/settings/policy'] : [r.path.replace(':userId', String(p.userId))]));
}

export async function go(page: Page, to: string) {
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await page.waitForFunction((p) => location.pathname === p, to);
  await settle(page, '#main');
}

/** Waits for the page or panel to have drawn its data: a heading, no spinner, no busy list. */
export async function settle(page: Page, scope: string) {
  await page.locator(`${scope} :is(h1, h2, h3, [role=alert], form, table, ul)`).first().waitFor({ timeout: 15000 }).catch(() => undefined);
  await page.waitForFunction((s) => !document.querySelector(`${s} .spinner, ${s} [aria-busy=true]`), scope, { timeout: 10000 }).catch(() => undefined);
  await frames(page);
}

export async function switchPersona(page: Page, p: PersonaDef) {
  await closePanels(page);
  // The demo bar folds into a chip below 1200 px: open it as a person would.
  const chip = page.getByTestId('demo-chip');
  if (await chip.isVisible()) await chip.click();
  await page.selectOption('[data-testid=persona-switch]', p.userName);
  await page.waitForFunction((id) => (window as unknown as Win).__mintrh.session.getSnapshot().context.user?.userId === id, p.userId);
  await page.locator('#main h1').first().waitFor();
}

export async function closePanels(page: Page) {
  for (let i = 0; i < 4 && (await page.locator('[role=dialog]').count()); i++) await page.keyboard.press('Escape');
}

/** The panels every persona opens for itself (the others need rights only the owner holds in every area). */
export const everyonesPanels = ['leave.form', 'chat.panel', 'documents.form', 'expenses.noteForm', 'interventions.form', 'shell.reminders'];

/** Every registered panel, with parameters naming real rows of the demo's data. */
export async function panelsToOpen(page: Page, me: number): Promise<Array<[string, Record<string, unknown>]>> {
  // No named functions inside evaluate: tsx would wrap them in a helper the page lacks.
  const ids = await page.evaluate(() => {
    const db = (window as unknown as Win).__mintrh.fake.backend.db;
    const rows = (table: string) => db.table(table).all();
    const note = rows('expenseNotes').find((n) => rows('expenses').some((e) => e.noteId === n.id))?.id as number | undefined;
    const form = rows('forms').find((f) => rows('formResponses').some((r) => r.formId === f.id))?.id as number | undefined;
    return {
      leave: rows('leaveRequests')[0]?.id as number | undefined,
      document: rows('documentRequests')[0]?.id as number | undefined,
      note,
      expense: rows('expenses').find((e) => e.noteId === note)?.id as number | undefined,
      category: rows('expenseCategories')[0]?.id as number | undefined,
      form,
      response: rows('formResponses')[0]?.id as number | undefined,
      intervention: rows('interventions')[0]?.id as number | undefined,
      hardware: rows('hardware')[0]?.id as number | undefined,
      project: rows('projects')[0]?.id as number | undefined,
    };
  });
  return [
    ['leave.form', {}],
    ['leave.detail', { id: ids.leave }],
    ['chat.panel', {}],
    ['chat.panel', { userId: 2 }],
    ['documents.form', {}],
    ['documents.detail', { id: ids.document }],
    ['expenses.noteForm', {}],
    ['expenses.noteDetail', { id: ids.note }],
    ['expenses.categoryPicker', { noteId: ids.note }],
    ['expenses.expenseForm', { noteId: ids.note, categoryId: ids.category }],
    ['expenses.expenseDetail', { id: ids.expense }],
    ['forms.fill', { formId: ids.form }],
    ['forms.response', { id: ids.response }],
    ['forms.allPublished', {}],
    ['forms.builder', { id: ids.form }],
    ['forms.settings', { id: ids.form }],
    ['forms.responses', { formId: ids.form }],
    ['interventions.form', {}],
    ['interventions.detail', { id: ids.intervention }],
    ['interventions.edit', { id: ids.intervention }],
    ['interventions.users', { id: ids.intervention, assigned: [] }],
    ['inventory.detail', { kind: 'hardware', id: ids.hardware }],
    ['inventory.form', { kind: 'hardware' }],
    ['inventory.import', { kind: 'hardware' }],
    ['projects.form', {}],
    ['projects.members', { id: ids.project }],
    ['shell.reminders', { userId: me }],
    ['profile.card', { userId: 2 }],
    ['demo.control', {}],
    ['demo.sandboxes', {}],
  ];
}
