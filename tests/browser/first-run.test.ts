import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { newContext, signInAs } from './harness';
import { copyOfTheRepo, freePort, listening, npm, removeCopy, repoRoot, type RunningCommand } from './readme-commands';
import { assertSecurityHeaders, collectCspViolations, headersOf } from './security-headers';

/**
 * Issue 20: the README's first commands, run as written on a copy of the
 * repository, as a product owner or a trainer would: `npm start` (the demo
 * from source, with live reload) and `npm run preview` (the demo site as it
 * deploys). Each on its own port through PORT, failing on any error line it
 * prints, signed in as each of the five personas, and stopped by its
 * process group. The source changed for the reload test is the copy's: the
 * repository is left as it was (checked).
 */
const personas = ['employee', 'manager', 'hr', 'owner', 'support'] as const;
const changed = 'src/i18n/locales/fr/session.json';
let copy = '';
const gitStatus = () => spawnSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' }).stdout;
let statusBefore = '';

test.before(() => {
  statusBefore = gitStatus();
  copy = copyOfTheRepo();
});
test.after(() => {
  if (copy) removeCopy(copy);
});

/** A fresh context on the server; page errors, console errors and CSP violations collected. */
async function visit(url: string) {
  const context = await newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 860 } });
  context.setDefaultTimeout(30000);
  const violations = await collectCspViolations(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  await page.goto(url);
  return { page, context, errors, violations };
}

/** The five personas sign in on the server one after the other (signing out between): the shell shows, nothing fails, no CSP violation. */
async function everyPersonaSignsIn(base: string) {
  const v = await visit(`${base}/account/login`);
  try {
    for (const persona of personas) {
      await signInAs(v.page, persona);
      await v.page.locator('#main h1').first().waitFor();
      await v.page.click('[data-testid=user-menu]');
      await v.page.click('[data-menu=signOut]');
      await v.page.waitForURL(/\/account\/login/);
    }
    assert.equal(await v.violations(), [], 'Content-Security-Policy violations');
    assert.equal(v.errors, [], 'errors in the page');
  } finally {
    await v.context.close();
  }
}

/** The security headers on a page and an asset, and a malformed escape answered 400 without taking the server down. */
async function headersAndBadEscape(base: string, where: string) {
  const page = await fetch(`${base}/conge/demande`);
  assert.is(page.status, 200);
  assertSecurityHeaders(headersOf(page), `${where} page`);
  const html = await page.text();
  const css = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
  assert.ok(css, `${where}: index.html links its stylesheet`);
  assertSecurityHeaders(headersOf(await fetch(`${base}${css}`)), `${where} asset`);
  for (const bad of ['/%E0%A4%A', '/assets/%', '/%zz/page']) {
    const res = await fetch(`${base}${bad}`);
    assert.is(res.status, 400, `${where}: ${bad} answers 400`);
  }
  assert.is((await fetch(`${base}/`)).status, 200, `${where}: still serving after malformed escapes`);
}

/** The copy's French sign-in title, from what it was to what it becomes. */
function changeTitle(from: string, to: string) {
  const file = path.join(copy, changed);
  const words = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  assert.is(words['login.title'], from);
  writeFileSync(file, JSON.stringify({ ...words, 'login.title': to }, null, 1));
}

async function stopAndCheck(run: RunningCommand, port: number) {
  await run.stop();
  assert.not.ok(await listening(port), `nothing listens on ${port} once the group is stopped`);
}

test('npm start: the demo from source on its PORT, five personas, a source change reloads the page, stopped by its process group', async () => {
  const port = await freePort();
  const run = npm(['start'], copy, { PORT: String(port) });
  try {
    await run.waitForLine(new RegExp(`demo mode at http://localhost:${port}`));
    // The first build is done when it says 'rebuilt'.
    await run.waitForLine(/rebuilt at/);
    const base = `http://localhost:${port}`;
    await headersAndBadEscape(base, 'npm start');
    await everyPersonaSignsIn(base);

    const v = await visit(`${base}/account/login`);
    try {
      await v.page.getByRole('heading', { name: 'Connexion' }).waitFor();
      await v.page.evaluate(() => ((window as unknown as { __beforeReload: boolean }).__beforeReload = true));
      const rebuilds = run.lines.filter((l) => /rebuilt at/.test(l)).length;
      changeTitle('Connexion', 'Connexion à Atlas');
      await v.page.getByRole('heading', { name: 'Connexion à Atlas' }).waitFor({ timeout: 60000 });
      assert.ok(run.lines.filter((l) => /rebuilt at/.test(l)).length > rebuilds, 'the dev server rebuilt');
      assert.is(await v.page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload), undefined, 'the page reloaded');
      assert.equal(v.errors, []);
    } finally {
      await v.context.close();
    }
    assert.equal(run.errorLines(), [], 'the dev server printed no error line');
  } finally {
    await stopAndCheck(run, port);
  }
  assert.is(JSON.parse(readFileSync(path.join(repoRoot, changed), 'utf8'))['login.title'], 'Connexion', 'the repository\'s file is untouched');
  assert.is(gitStatus(), statusBefore, 'git status of the repository as before');
});

test('npm run preview: the demo site built from the current sources, on its PORT, five personas, stopped by its process group', async () => {
  const port = await freePort();
  // Changed before it starts: what it serves is built afresh from the sources as they are.
  const title = JSON.parse(readFileSync(path.join(copy, changed), 'utf8'))['login.title'] as string;
  changeTitle(title, 'Connexion – aperçu');
  const run = npm(['run', 'preview'], copy, { PORT: String(port) });
  try {
    await run.waitForLine(new RegExp(`at http://localhost:${port}`), 180000);
    const base = `http://localhost:${port}`;
    await headersAndBadEscape(base, 'npm run preview');
    const v = await visit(`${base}/account/login`);
    try {
      await v.page.getByRole('heading', { name: 'Connexion – aperçu' }).waitFor();
    } finally {
      await v.context.close();
    }
    await everyPersonaSignsIn(base);
    assert.equal(run.errorLines(), [], 'preview printed no error line');
  } finally {
    await stopAndCheck(run, port);
  }
});

test.run();
