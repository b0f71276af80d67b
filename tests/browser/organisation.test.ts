import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openApp, signInAs } from './harness';

/**
 * The organisation chart (/organisation) and its users-only search (spec 1
 * section 2.6): a pick opens the chart down to the person, scrolls to them,
 * focuses and highlights them, and locks the field; typing in the locked
 * field shows 'clear first' for 2 s; clearing unlocks and lets them go.
 */
test('organisation chart: find a person with the users-only search, locked field, tooltip, clear', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    await page.click('#side-nav a[href="/organisation"]');
    await page.getByRole('heading', { name: 'Organigramme', level: 1 }).waitFor();
    const tree = page.getByRole('tree', { name: "Organigramme de l'entreprise" });
    const omar = tree.getByRole('treeitem', { name: 'Omar Tazi' });
    const karim = tree.getByRole('treeitem', { name: 'Karim Benali' });
    const yasmine = tree.getByRole('treeitem', { name: 'Yasmine El Idrissi' });
    // The top is open, Karim's team is not rendered yet.
    assert.is(await omar.getAttribute('aria-expanded'), 'true');
    assert.is(await karim.getAttribute('aria-expanded'), 'false');
    assert.is(await yasmine.count(), 0);

    const field = page.getByRole('combobox', { name: 'Rechercher un collaborateur...' });
    await field.fill('yasm');
    // Users only: no document group in this mode.
    const found = page.getByRole('region', { name: 'Collaborateurs (1)' });
    await found.waitFor();
    assert.is(await page.getByRole('region', { name: /^Documents/ }).count(), 0);
    await found.getByRole('button', { name: 'Yasmine El Idrissi' }).click();

    // The chart opens down to her, focuses and highlights her.
    await yasmine.waitFor();
    assert.is(await karim.getAttribute('aria-expanded'), 'true');
    assert.is(await yasmine.getAttribute('aria-selected'), 'true');
    assert.is(await yasmine.getAttribute('aria-level'), '3');
    // The focus follows once the way down to her has opened.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-selected') === 'true', undefined, { timeout: 3000 });
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('data-id')), '1');
    assert.ok(await yasmine.isVisible());
    assert.ok(await yasmine.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }), 'scrolled into view');
    assert.ok((await yasmine.innerText()).includes('Développeur · Informatique'));

    // Locked: typing shows the tooltip for 2 s and changes nothing.
    assert.is(await field.inputValue(), 'Yasmine El Idrissi');
    assert.is(await field.getAttribute('readonly'), '');
    await field.press('x');
    const tip = page.getByRole('tooltip').filter({ hasText: 'Veuillez effacer le champ avant de modifier la valeur' });
    await tip.waitFor();
    const shown = Date.now();
    assert.is(await field.inputValue(), 'Yasmine El Idrissi');
    await tip.waitFor({ state: 'detached', timeout: 4000 });
    const lasted = Date.now() - shown;
    assert.ok(lasted > 1200 && lasted < 3200, `tooltip lasted about 2 s (${lasted} ms)`);

    // Clear: editable again, nobody highlighted.
    await page.getByRole('button', { name: 'Effacer la recherche' }).click();
    assert.is(await field.inputValue(), '');
    assert.is(await field.getAttribute('readonly'), null);
    assert.is(await tree.locator('[role=treeitem][aria-selected="true"]').count(), 0);
    await field.fill('kar');
    await page.locator('.org-search').getByRole('button', { name: 'Karim Benali' }).waitFor();

    // Keyboard: from Yasmine, left goes up to Karim, left again closes his team, Enter opens his profile.
    await yasmine.focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-id') === '2');
    await page.keyboard.press('ArrowLeft');
    await yasmine.waitFor({ state: 'detached' });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/employee\/2\/profile\/public$/);
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test.run();
