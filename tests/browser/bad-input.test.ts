import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { openApp, signInAs } from './harness';
import { writeFigures } from '../figures';

/**
 * Bad input in every language: each create form of each area, submitted
 * empty, shows the translation of the spec's key (RequiredAttribute) in the
 * user's language, never the raw key, and sends nothing to the server.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const required = (lng: string) => (JSON.parse(readFileSync(path.join(root, `src/i18n/locales/${lng}/common.json`), 'utf8')) as Record<string, string>).RequiredAttribute;
const languages = [
  { lng: 'fr', locale: 'fr-FR' },
  { lng: 'ar', locale: 'ar-MA' },
  { lng: 'es', locale: 'es-ES' },
  { lng: 'en', locale: 'en-GB' },
];

interface FormCase {
  area: string;
  persona: 'employee' | 'owner';
  kind: string;
  params: (page: Page) => Promise<Record<string, unknown>>;
  /** Posts the form may not make when its input is refused. */
  posts: RegExp;
}
const cases: FormCase[] = [
  { area: 'leave', persona: 'employee', kind: 'leave.form', params: async () => ({}), posts: /demandeconge\/(Create|Update)/i },
  { area: 'documents', persona: 'employee', kind: 'documents.form', params: async () => ({}), posts: /demanddocument\/update/i },
  { area: 'expenses', persona: 'employee', kind: 'expenses.noteForm', params: async () => ({}), posts: /Notes\/Create/i },
  { area: 'interventions', persona: 'employee', kind: 'interventions.form', params: async () => ({}), posts: /intervention\/Create/i },
  {
    area: 'forms', persona: 'employee', kind: 'forms.fill', posts: /Forms\/SubmitForm/i,
    params: async (page) => ({ formId: await page.evaluate(() => (window as any).__mintrh.fake.backend.db.table('forms').all().find((f: any) => JSON.stringify(f).includes('Sondage cantine'))?.id) }),
  },
  { area: 'inventory', persona: 'owner', kind: 'inventory.form', params: async () => ({ kind: 'hardware' }), posts: /hardware\/(Create|Update)/i },
  { area: 'projects', persona: 'owner', kind: 'projects.form', params: async () => ({}), posts: /project\/(Create|Update|Add)/i },
];

let checked = 0;
async function runLanguage(lng: string, locale: string, persona: 'employee' | 'owner') {
  const t = await openApp({ path: '/account/login', locale });
  const { page } = t;
  const problems: string[] = [];
  try {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(new URL(r.url()).pathname);
    });
    await signInAs(page, persona);
    assert.is(await page.evaluate(() => document.documentElement.lang), lng);
    await page.evaluate(() => (window as any).__mintrh.fake.faults.set({ latency: 0 }));
    for (const c of cases.filter((x) => x.persona === persona)) {
      const before = posts.length;
      await page.evaluate(([k, p]) => (window as any).__mintrh.openPanel(k, p), [c.kind, await c.params(page)] as const);
      const dialog = page.getByRole('dialog').last();
      // The submit of the form, whatever its label in this language.
      const submit = dialog.locator('button[type=submit], .side-panel-footer .btn-primary').last();
      try {
        await submit.waitFor({ timeout: 15000 });
        await submit.click();
        await dialog.getByText(required(lng)).first().waitFor({ timeout: 5000 });
        const raw = await dialog.getByText('RequiredAttribute', { exact: true }).count();
        if (raw) problems.push(`${lng} ${c.area}: the raw key shows`);
        const sent = posts.slice(before).filter((p) => c.posts.test(p));
        if (sent.length) problems.push(`${lng} ${c.area}: refused input was sent (${sent.join(', ')})`);
        checked++;
      } catch (e) {
        problems.push(`${lng} ${c.area}: ${(e as Error).message.split('\n')[0]}`);
      }
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
    }
    problems.push(...t.errors.map((e) => `${lng}: ${e}`));
  } finally {
    await t.close();
  }
  return problems;
}

test('every create form refuses empty input with RequiredAttribute translated, in fr, ar, es and en', async () => {
  // Four pages at a time: each holds its own fake server, the machine is shared.
  const problems: string[] = [];
  // Two pages at a time (one language, both personas): four demo pages booting at once starved a loaded 2-core machine.
  for (const { lng, locale } of languages) problems.push(...(await Promise.all([runLanguage(lng, locale, 'employee'), runLanguage(lng, locale, 'owner')])).flat());
  writeFigures('bad-input', { forms: cases.length, languages: languages.length, formLanguagePairsChecked: checked, violations: problems });
  assert.equal(problems, []);
  assert.is(checked, cases.length * languages.length);
});

test.run();
