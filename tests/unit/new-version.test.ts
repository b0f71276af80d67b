import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkForNewVersion, entryOf, isCodeLoadFailure, newVersionIsOut } from '../../src/ui/new-version';

/**
 * After a deploy, a page or panel whose code cannot be fetched offers a
 * reload only when the server now serves another version (another entry in
 * index.html); a network failure keeps the retry.
 */
const page = (entry: string) => `<!doctype html><html lang="mul"><head><style>.boot{}</style><script>var a=1</script><script type="module" src="${entry}"></script><link rel="modulepreload" href="/assets/chunks/start-AAA.js"></head><body></body></html>`;

test('the entry is the first module script index.html names', () => {
  assert.is(entryOf(page('/assets/app-NU4FWYZE.js')), '/assets/app-NU4FWYZE.js');
  assert.is(entryOf('<html><body>Service Unavailable</body></html>'), null);
});

test("a module that could not be fetched, as Chromium, Firefox and Safari say it; not another failure", () => {
  assert.ok(isCodeLoadFailure(new TypeError('Failed to fetch dynamically imported module: https://rh.example/assets/chunks/expenses-page-X.js')));
  assert.ok(isCodeLoadFailure(new TypeError('error loading dynamically imported module: https://rh.example/assets/chunks/x.js')));
  assert.ok(isCodeLoadFailure(new TypeError('Importing a module script failed.')));
  assert.not.ok(isCodeLoadFailure(new TypeError("Cannot read properties of undefined (reading 'map')")));
  assert.not.ok(isCodeLoadFailure(new Error('Failed to fetch dynamically imported module')));
  assert.not.ok(isCodeLoadFailure(null));
});

test('the same version served, an unreadable answer or no answer: no new version', async () => {
  await checkForNewVersion(async () => page('/assets/app-OLD.js'), () => '/assets/app-OLD.js');
  await checkForNewVersion(async () => 'Bad Gateway', () => '/assets/app-OLD.js');
  await checkForNewVersion(async () => Promise.reject(new TypeError('Failed to fetch')), () => '/assets/app-OLD.js');
  assert.is(newVersionIsOut(), false);
});

test('another entry served than the one running: a new version is out, and stays so', async () => {
  let asked = 0;
  const served = async () => (asked++, page('/assets/app-NEW.js'));
  // Two failures at once ask once.
  await Promise.all([checkForNewVersion(served, () => '/assets/app-OLD.js'), checkForNewVersion(served, () => '/assets/app-OLD.js')]);
  assert.is(asked, 1);
  assert.is(newVersionIsOut(), true);
  await checkForNewVersion(async () => page('/assets/app-OLD.js'), () => '/assets/app-OLD.js');
  assert.is(newVersionIsOut(), true);
});

test.run();
