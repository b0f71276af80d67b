import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { openApp, signInAs } from './harness';
import { personas, type PersonaDef } from '../../fixtures/personas';
import { routeTable } from '../../src/app/route-table';
import { allows, type PermissionRule } from '../../src/kernel/permissions';
import { recordSecurityFigures } from '../security-figures';

/**
 * The permission matrix as the user meets it: for every persona, every
 * protected action is hidden (navigation links, guarded pages, buttons in
 * pages and side panels) unless the persona holds its permission, and shown
 * when it does. The fake server's 403s are proven in tests/unit/security-permissions.test.ts.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fr = (ns: string, key: string) => (JSON.parse(readFileSync(path.join(root, `src/i18n/locales/fr/${ns}.json`), 'utf8')) as Record<string, string>)[key];
type Win = { __mintrh: { openPanel(k: string, p: unknown): void; session: { getSnapshot(): { context: { user?: { userId: number } } } } } };

const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
async function go(page: Page, p: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, p);
  await page.waitForFunction((to) => location.pathname === to, p);
}
async function closePanels(page: Page) {
  for (let i = 0; i < 4 && (await page.locator('[role=dialog]').count()); i++) await page.keyboard.press('Escape');
}
async function panel(page: Page, kind: string, params: Record<string, unknown>, ready: string) {
  await closePanels(page);
  await page.evaluate(([k, p]) => (window as unknown as Win).__mintrh.openPanel(k, p), [kind, params] as const);
  await page.locator(`[role=dialog] :is(${ready}, [role=alert])`).first().waitFor();
}

/** Protected buttons: where they live, which permission shows them. */
interface UiAction {
  name: string;
  rule: PermissionRule;
  /** Personas who cannot reach the page or panel at all (the action is hidden with it). */
  reach?: PermissionRule;
  visible(page: Page): Promise<boolean>;
}
const onPage = (p: string, title: string, label: string) => async (page: Page) => {
  await go(page, p);
  await page.locator('#main h1', { hasText: title }).first().waitFor();
  await frames(page);
  return (await page.locator('#main').getByRole('button', { name: label, exact: true }).count()) > 0;
};
const uiActions: UiAction[] = [
  { name: 'forms: new form', rule: ['Form.Administrate'], reach: ['Form.View', 'Form.User.View'], visible: onPage('/forms', fr('forms', 'page.title'), fr('forms', 'page.new')) },
  { name: 'hardware: new item', rule: ['Software.Affect'], reach: ['Hardware.View'], visible: onPage('/material/hardware', fr('inventory', 'hardware.title'), fr('inventory', 'hardware.new')) },
  { name: 'leave timeline: book for someone', rule: ['Conge.Create.Demand'], reach: ['Conge.View'], visible: onPage('/conge/timeline', fr('leave', 'calendar.title'), fr('leave', 'calendar.reserve')) },
  { name: 'documents: new request for someone', rule: ['DemandDocument.Manage'], reach: ['DemandDocument.View'], visible: onPage('/document', fr('documents', 'page.requests'), fr('documents', 'action.new')) },
  {
    name: 'leave detail: delete', rule: ['Conge.Delete.Demand'],
    visible: async (page) => {
      await panel(page, 'leave.detail', { id: 127 }, '.leave-detail');
      return (await page.locator(`[role=dialog] [aria-label="${fr('leave', 'detail.delete')}"]`).count()) > 0;
    },
  },
  ...([['add action', 'Intervention.AddStep', ['interventions:detail.addAction']], ['close (solved, close)', 'Intervention.Close', ['interventions:close.solved', 'interventions:detail.close']], ['delete', 'Intervention.Delete', ['deferred:action.delete']]] as const).map(([k, code, keys]) => ({
    name: `intervention detail: ${k}`, rule: [code],
    visible: async (page: Page) => {
      await panel(page, 'interventions.detail', { id: 2 }, '.itops-title');
      const words = keys.map((nsKey) => {
        const [ns, key] = nsKey.split(':') as [string, string];
        const text = fr(ns, key);
        if (!text) throw new Error(`no French words for ${nsKey}`);
        return text;
      });
      const shown = await Promise.all(words.map(async (name) => (await page.locator('[role=dialog]').getByRole('button', { name, exact: true }).count()) > 0));
      // The close's pair shows whole or not at all.
      if (shown.some((x) => x !== shown[0])) throw new Error(`intervention detail: ${k} shows only part of ${keys.join(', ')}`);
      return shown[0]!;
    },
  })),
  {
    name: 'leave form: for someone else', rule: ['Conge.Create.Demand', 'Golbal.Edit.Demand'],
    visible: async (page) => {
      await panel(page, 'leave.form', {}, 'textarea');
      return (await page.locator('[role=dialog]').getByRole('combobox', { name: fr('leave', 'form.employee') }).count()) > 0;
    },
  },
  {
    name: 'expense note: for someone else', rule: ['Expenses.Edit'],
    visible: async (page) => {
      await panel(page, 'expenses.noteForm', {}, 'input[name=title]');
      return (await page.locator('[role=dialog]').getByRole('combobox', { name: fr('expenses', 'field.user'), exact: true }).count()) > 0;
    },
  },
];

const guarded = routeTable.filter((r) => r.rule !== 'always').map((r) => ({ path: r.path.replace('/*?', '/info').replace(':userId', '1'), rule: r.rule }));
let cells = 0;

test('every protected action is hidden from every persona without its permission', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  const wrong: string[] = [];
  try {
    await signInAs(page, 'employee');
    // No simulated latency: this test counts cells, not waits.
    await page.evaluate(() => (window as unknown as { __mintrh: { fake: { faults: { set(o: unknown): void } } } }).__mintrh.fake.faults.set({ latency: 0 }));
    for (const p of personas as readonly PersonaDef[]) {
      if (p.key !== 'employee') {
        await closePanels(page);
        await page.selectOption('[data-testid=persona-switch]', p.userName);
        await page.waitForFunction((id) => (window as unknown as Win).__mintrh.session.getSnapshot().context.user?.userId === id, p.userId);
      }
      await page.locator('#main h1').first().waitFor();
      // Navigation: no link to a page the persona may not open.
      await page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('#side-nav button[aria-expanded=false]').forEach((b) => b.click()));
      const links = await page.$$eval('#side-nav a[data-nav]', (as) => as.map((a) => a.getAttribute('data-nav')!));
      for (const href of links) {
        const r = guarded.find((g) => g.path === href || g.path === href.replace(/\/employee\/\d+/, '/employee/1'));
        cells++;
        if (r && !allows(p.permissions, r.rule)) wrong.push(`${p.key}: nav shows ${href}`);
      }
      // Guarded pages: typed by URL, each page the rule refuses shows the 403 page (those it allows
      // are the navigation links above, opened by the other browser tests).
      for (const r of guarded.filter((g) => !allows(p.permissions, g.rule))) {
        const forbidden = true;
        await go(page, r.path);
        try {
          await page.waitForFunction((f) => !!document.querySelector('[data-status="403"]') === f, forbidden, { timeout: 5000 });
          await frames(page);
          if (!!(await page.$('[data-status="403"]')) !== forbidden) throw new Error('changed');
        } catch {
          wrong.push(`${p.key}: ${r.path} ${forbidden ? 'opened' : 'refused'}`);
        }
        cells++;
      }
      // Buttons in pages and panels.
      for (const a of uiActions) {
        if (a.reach && !allows(p.permissions, a.reach)) continue;
        const shown = await a.visible(page);
        cells++;
        if (shown !== allows(p.permissions, a.rule)) wrong.push(`${p.key}: ${a.name} ${shown ? 'shown' : 'hidden'}`);
      }
      await closePanels(page);
    }
  } finally {
    await t.close();
  }
  recordSecurityFigures({ permissionUiCells: cells, permissionUiActions: uiActions.length, guardedPages: guarded.length });
  console.log(`  UI permission cells: ${cells} (${guarded.length} guarded pages, ${uiActions.length} actions, 5 personas)`);
  assert.equal(wrong, []);
});

test.run();
