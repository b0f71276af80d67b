import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { go, openApp, signInAs } from './harness';
import { closePanels, settle } from './walk-lists';
import { audit } from './axe-audit';

/**
 * axe-core on every page and the main side panels, in French and Arabic:
 * no serious or critical violation.
 */
const pages = ['/', '/collaborateur', '/organisation', '/conge/demande', '/conge/timeline', '/employee/1/conge/calendar', '/document', '/companyfile', '/expenses', '/forms', '/material/intervention', '/material/hardware', '/material/software', '/project', '/settings/info', '/employee/4/profile/public', '/tasks/grid', '/job'];
const panels: Array<[string, Record<string, unknown>]> = [['leave.form', {}], ['expenses.noteForm', {}], ['documents.form', {}], ['interventions.form', {}], ['chat.panel', {}]];

let audited = 0;

/** One language's audit in its own page: what axe found, after the checks on the way there. */
async function auditLanguage(lang: string): Promise<string[]> {
  const t = await openApp({ path: '/account/login', locale: lang === 'ar' ? 'ar-MA' : 'fr-FR' });
  const violations: string[] = [];
  try {
    await t.page.evaluate((l) => localStorage.setItem('language', l), lang);
    await t.page.reload();
    violations.push(...(await audit(t.page, 'login')));
    await signInAs(t.page, 'owner');
    assert.is(await t.page.evaluate(() => document.documentElement.dir), lang === 'ar' ? 'rtl' : 'ltr');
    // In-app navigation, as a person moves: a reload would boot the app and its in-page server again for each page.
    for (const p of pages) {
      await go(t.page, p);
      await t.page.waitForFunction((want) => location.pathname === want, p);
      await t.page.waitForSelector('#main h1');
      await settle(t.page, '#main');
      violations.push(...(await audit(t.page, p)));
      audited++;
    }
    await go(t.page, '/');
    await t.page.waitForFunction(() => location.pathname === '/');
    await t.page.waitForSelector('#main h1');
    for (const [kind, params] of panels) {
      await closePanels(t.page);
      const opened = await t.page.evaluate(
        async ([k, p]) => {
          const mod = (window as unknown as { __mintrh?: { openPanel?: (k: string, p: unknown) => void } }).__mintrh;
          if (!mod?.openPanel) return false;
          mod.openPanel(k as string, p);
          return true;
        },
        [kind, params] as const,
      );
      if (!opened) continue;
      await t.page.locator('[role=dialog]').first().waitFor();
      await settle(t.page, '[role=dialog]');
      violations.push(...(await audit(t.page, `panel ${kind}`)));
      audited++;
    }
  } finally {
    await t.close();
  }
  return violations;
}

// The two languages are audited side by side, each in its own page (issue 35 item 8, as the responsive audit does):
// the first test starts both, each test awaits its own.
const audits = new Map<string, Promise<string[]>>();
const auditOf = (lang: string) => {
  let a = audits.get(lang);
  if (!a) {
    a = auditLanguage(lang);
    a.catch(() => {}); // awaited by its own test; not an unhandled rejection meanwhile
    audits.set(lang, a);
  }
  return a;
};
for (const lang of ['fr', 'ar']) {
  test(`no serious or critical axe violation on pages and panels (${lang})`, async () => {
    for (const l of ['fr', 'ar']) void auditOf(l);
    assert.equal(await auditOf(lang), []);
  });
}

test.after(() => console.log(`  pages and panels audited: ${audited}`));
test.run();
