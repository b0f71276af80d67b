import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import { openApp, sendHeld, signInAs } from './harness';

/** Demo mode keeps its data in the page: move around without reloading. */
async function go(page: Page, path: string) {
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.locator('[data-menu="signOut"]').click();
}

test('a form is built and published, filled from the quick-create menu with bad then good input, moved through its statuses and exported', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    // The administrator builds a form with several field types and publishes it.
    await signInAs(page, 'hr');
    await go(page, '/forms');
    await page.getByRole('button', { name: 'Nouveau formulaire' }).click();
    const builder = page.getByRole('dialog');
    await builder.getByLabel('Titre du formulaire').fill('Contrôle qualité');
    const add = async (type: string, title: string, required = false) => {
      await builder.getByLabel('Ajouter un champ').selectOption(type);
      const field = builder.locator('fieldset.field-editor').last();
      await field.getByLabel('Intitulé', { exact: true }).fill(title);
      if (required) await field.getByLabel('Obligatoire', { exact: true }).check();
    };
    await add('3', 'Courriel');
    await add('0', 'Âge', true);
    await add('13', 'Site web');
    await add('11', 'Justificatif', true);
    await builder.getByRole('button', { name: 'Monter 2' }).click();
    assert.equal(await builder.locator('fieldset.field-editor input.input').first().inputValue(), 'Âge');
    await builder.getByRole('button', { name: 'Enregistrer' }).click();
    await builder.waitFor({ state: 'detached' });
    // Beyond two, a row's actions sit in its menu (issue 26).
    await page.getByRole('button', { name: "Plus d'actions Contrôle qualité" }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Publier' }).click();
    const settings = page.getByRole('dialog');
    await settings.getByRole('button', { name: 'Publier', exact: true }).click();
    await settings.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Contrôle qualité/ }).getByText('Publié').waitFor();
    await signOut(page);

    // The employee finds it in the quick-create menu, makes every mistake, then gets it right.
    await signInAs(page, 'employee');
    await page.getByTestId('header-quick-create').click();
    await page.getByRole('menuitem', { name: 'Contrôle qualité' }).click();
    const fill = page.getByRole('dialog', { name: 'Contrôle qualité' });
    await fill.getByLabel('Âge').fill('abc');
    await fill.getByLabel('Courriel').fill('pas-un-mail');
    await fill.getByLabel('Site web').fill('pas une url');
    // Enter submits without a blur moving the button under the pointer.
    await fill.getByLabel('Site web').press('Enter');
    for (const message of ['Veuillez saisir un nombre', 'Adresse e-mail invalide', 'URL invalide', 'Ce champ est obligatoire']) await fill.getByRole('alert').filter({ hasText: message }).waitFor();
    await fill.getByLabel('Âge').fill('34');
    await fill.getByLabel('Courriel').fill('yasmine@atlas.ma');
    await fill.getByLabel('Site web').fill('https://atlas.ma');
    await fill.getByTestId('file-input').setInputFiles({ name: 'preuve.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 demo') });
    assert.is(await fill.getByLabel('Âge').inputValue(), '34');
    await fill.getByRole('button', { name: 'Envoyer' }).click();
    await fill.waitFor({ state: 'detached' });
    await signOut(page);

    // The administrator moves the response through its statuses, then exports.
    await signInAs(page, 'hr');
    await go(page, '/forms');
    await page.getByRole('button', { name: 'Réponses Contrôle qualité' }).click();
    const responses = page.getByRole('dialog');
    await responses.getByRole('cell', { name: 'Yasmine El Idrissi' }).waitFor();
    await responses.getByRole('button', { name: 'Voir' }).click();
    const detail = page.getByRole('dialog').last();
    await detail.getByText('yasmine@atlas.ma').waitFor();
    for (const status of ['En cours', 'Accepté']) {
      await detail.getByLabel('Changer le statut').selectOption({ label: status });
      await detail.getByTestId('response-status').getByText(status).waitFor();
    }
    // The status's dot stands apart from its name (review s30: '●Nouveau').
    const apart = await detail.getByTestId('response-status').locator('.statut-badge').evaluate((b) => {
      const name = document.createRange();
      name.selectNode(b.lastChild!);
      return name.getBoundingClientRect().left - b.querySelector('.statut-dot')!.getBoundingClientRect().right;
    });
    assert.ok(apart >= 4, `the dot ${apart} px from the status's name`);
    await page.keyboard.press('Escape');
    await page.getByTestId('response-status').waitFor({ state: 'detached' });
    const [download] = await Promise.all([page.waitForEvent('download'), responses.getByRole('button', { name: 'Exporter vers Excel' }).click()]);
    const sheets = (await readXlsxFile(readFileSync((await download.path())!))) as unknown as Array<{ data: unknown[][] }>;
    const rows = sheets[0].data;
    assert.is(rows.length, 2);
    assert.ok(rows[0].includes('Âge'));
    assert.ok(rows[1].includes('Yasmine El Idrissi'));
    assert.ok(rows[1].includes('Accepté'));
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('an approver at a step approves with the footer buttons; the timeline records it', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'manager');
    await go(page, '/forms');
    await page.getByRole('button', { name: 'Réponses Demande de matériel' }).click();
    const responses = page.getByRole('dialog');
    await responses.getByRole('row', { name: /Yasmine El Idrissi/ }).getByRole('button', { name: 'Voir' }).click();
    // The panel underneath is hidden from the accessibility tree while the detail is open.
    const detail = page.getByRole('dialog').last();
    await detail.getByTestId('response-status').getByText('Validation manager').waitFor();
    assert.is(await detail.getByLabel('Changer le statut').count(), 0);
    await detail.getByRole('button', { name: 'Refuser' }).waitFor();
    await detail.getByRole('button', { name: 'Approuver → Validation IT' }).click();
    await sendHeld(page);
    await detail.getByTestId('response-status').getByText('Validation IT').waitFor();
    await detail.locator('.approval-approved').getByText('Validation manager').waitFor();
    assert.is(await detail.getByRole('button', { name: /Approuver/ }).count(), 0);
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test("'view all forms' lists every published form the user may fill, with a search", async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    await page.getByTestId('header-quick-create').click();
    await page.getByTestId('published-form').nth(4).waitFor();
    assert.is(await page.getByTestId('published-form').count(), 5);
    await page.getByRole('menuitem', { name: /Voir tous les formulaires/ }).click();
    const panel = page.getByRole('dialog', { name: 'Voir tous les formulaires' });
    await panel.getByRole('button', { name: 'Formation souhaitée 2027' }).waitFor();
    assert.is(await panel.getByTestId('all-published').getByRole('button').count(), 7);
    await panel.getByRole('searchbox').fill('cantine');
    await panel.getByTestId('all-published').getByRole('button', { name: 'Formation souhaitée 2027' }).waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Sondage cantine' }).click();
    await page.getByRole('dialog', { name: 'Sondage cantine' }).getByLabel('Plat préféré').waitFor();
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test.run();
