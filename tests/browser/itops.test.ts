import { test } from 'uvu';
import * as assert from 'uvu/assert';
import writeXlsxFile from 'write-excel-file/node';
import { readSheet } from 'read-excel-file/node';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openApp, signInAs, word } from './harness';

const TOAST_CLOSE = word('fr', 'deferred', 'toast.close');

/** Demo mode keeps its database in the page: both personas act in one tab, switching by signing out and in. */
async function switchTo(page: Page, persona: 'employee' | 'support') {
  await page.getByTestId('user-menu').click();
  await page.locator('[data-menu="signOut"]').click();
  await signInAs(page, persona);
}
/** In-app navigation (a reload would start a fresh demo database). */
async function navigate(page: Page, href: string) {
  await page.evaluate((h) => {
    history.pushState(null, '', h);
    dispatchEvent(new PopStateEvent('popstate'));
  }, href);
}

test('an employee opens an incident on their laptop; support assigns two people, adds a step and closes it as solved', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    await page.getByTestId('header-quick-create').click();
    await page.getByRole('menuitem', { name: 'Nouvelle intervention' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle intervention' });
    await form.getByRole('button', { name: 'Créer' }).click();
    assert.is(await form.getByText('Ce champ est obligatoire').count(), 3, 'Type, Title and Description are required');
    await form.getByLabel("Type d'intervention").selectOption({ label: 'Incident' });
    await form.getByLabel('Catégorie').selectOption({ label: 'Matériel' });
    await form.getByLabel('Matériel concerné').selectOption({ label: 'Dell Latitude 5440 · DL5440-YEI-001' });
    await form.getByLabel('Titre *').fill('Mon portable surchauffe');
    await form.getByLabel('Description *').fill("Le ventilateur tourne à fond et l'écran se fige.");
    await form.getByRole('button', { name: 'Créer' }).click();
    // After create the detail opens for the new id.
    const detail = page.getByRole('dialog', { name: /Mon portable surchauffe/ });
    await detail.getByTestId('intervention-status').filter({ hasText: 'En attente' }).waitFor();
    await detail.getByText('Dell Latitude 5440').waitFor();
    await page.keyboard.press('Escape');

    await switchTo(page, 'support');
    await navigate(page, '/material/intervention');
    await page.getByRole('button', { name: /Mon portable surchauffe/ }).first().click();
    const panel = page.getByRole('dialog', { name: /Mon portable surchauffe/ });
    await panel.getByRole('button', { name: 'Ajouter un intervenant' }).click();
    const users = page.getByRole('dialog', { name: 'Affecter des collaborateurs' });
    const boxes = users.getByRole('checkbox');
    await boxes.nth(1).waitFor();
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await users.getByRole('button', { name: /Valider \(2\)/ }).click();
    await panel.getByTestId('intervention-status').filter({ hasText: 'Affectée' }).waitFor();
    await panel.getByRole('button', { name: 'Nouvelle action' }).click();
    await panel.getByRole('button', { name: "Ajouter l'action" }).click();
    await panel.getByText('Obligatoire').waitFor();
    await panel.getByLabel("Description de l'action *").fill('Nettoyage du ventilateur et mise à jour du BIOS');
    await panel.getByRole('button', { name: "Ajouter l'action" }).click();
    await panel.getByTestId('intervention-status').filter({ hasText: 'En cours' }).waitFor();
    await panel.getByTestId('last-step').filter({ hasText: 'Nettoyage du ventilateur' }).waitFor();
    // Solved in one click, as on the dashboard: no dialog.
    await panel.getByRole('button', { name: 'Résolue', exact: true }).click();
    await panel.getByTestId('intervention-status').filter({ hasText: 'Résolue' }).waitFor();
    assert.is(await page.getByRole('alertdialog').count(), 0, 'no dialog asked');
    // Add action and the close pair are hidden once solved.
    assert.is(await panel.getByRole('button', { name: 'Nouvelle action' }).count(), 0);
    assert.is(await panel.getByRole('button', { name: 'Résolue', exact: true }).count(), 0);
    assert.is(await panel.getByRole('button', { name: 'Clôturer', exact: true }).count(), 0);
    const history = panel.getByTestId('history-entry');
    await history.filter({ hasText: 'Clôturée : résolue' }).waitFor();
    const texts = await history.allInnerTexts();
    assert.is(texts.filter((x) => x.includes('Affectée à')).length, 2, 'two assignments');
    assert.ok(texts.some((x) => x.includes('Nettoyage du ventilateur')), 'the step');
    assert.ok(texts.some((x) => x.includes('Intervention créée')), 'the creation');
    assert.match(texts[0]!, /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('a refused delete closes its confirmation and the toast says why, announced over the open panel; the next delete goes through', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'support');
    const { id, title } = await page.evaluate(() => {
      const w = window as unknown as { __mintrh: any };
      const row = w.__mintrh.fake.backend.db.table('interventions').all()[0];
      w.__mintrh.fake.faults.failNext('DELETE', '^/api/intervention/delete/\\d+$', 'Intervention.AlreadyClosed', 400);
      w.__mintrh.openPanel('interventions.detail', { id: row.id });
      return { id: row.id as number, title: row.title as string };
    });
    const panel = page.getByRole('dialog', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await panel.getByRole('button', { name: 'Supprimer', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    // As the other areas' confirmations (chat, reminders, leave): the dialog closes, the toast gives the server's reason.
    const toast = page.locator('.toast-error').filter({ hasText: 'Cette intervention est déjà clôturée' });
    await toast.waitFor();
    await confirm.waitFor({ state: 'detached' });
    // Raised while the panel (a modal) is open, the toast is not in a subtree hidden from screen readers.
    assert.is(await toast.evaluate((el) => !!el.closest('[aria-hidden="true"], [inert]')), false, 'the toast is announced');
    assert.is(await toast.evaluate((el) => !!el.closest('[aria-live]')), true, 'the toast is in a live region');
    // Issue 34: a toast never covers the buttons of the panel in front (src/ui/toast-placement.ts).
    const footer = panel.locator('.side-panel-footer');
    if (await footer.count()) {
      const [a, b] = [await toast.boundingBox(), await footer.boundingBox()];
      assert.ok(a && b, 'both are on screen');
      const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      assert.ok(apart, "the toast does not cover the panel's footer");
    }
    // Closed with its ×, the toast goes and the panel under it stays (persona review: the × closed the panel too; Radix
    // judges the press at its click, after the toast is gone, and asks the panel a turn later).
    await toast.getByRole('button', { name: TOAST_CLOSE }).click();
    await toast.waitFor({ state: 'detached' });
    await page.evaluate(() => new Promise((r) => setTimeout(r, 200)));
    assert.ok(await panel.isVisible(), 'the panel stays open');
    // The panel stays, its buttons usable: the user tries again and it goes through.
    await panel.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await panel.waitFor({ state: 'detached' });
    // The success names what was done and to what (issue 34), over the spec's message.
    await page.locator('.toast-success').filter({ hasText: `Intervention « ${title} » supprimée` }).filter({ hasText: 'Opération effectuée avec succès' }).waitFor();
    const left = await page.evaluate((x) => (window as unknown as { __mintrh: any }).__mintrh.fake.backend.db.table('interventions').all().some((r: { id: number }) => r.id === x), id);
    assert.is(left, false, 'deleted on the second try');
    assert.equal(t.errors.filter((e) => !/status of 400/.test(e)), []);
  } finally {
    await t.close();
  }
});

test('a hardware import with one bad row imports nothing and lists the row; the corrected file imports whole; the inventory downloads as .xlsx', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'itops-'));
  const file = path.join(dir, 'nouveau-materiel.xlsx');
  const corrected = path.join(dir, 'nouveau-materiel-corrige.xlsx');
  const header = ['Title', 'Category', 'Brand', 'Model', 'Serial number', 'Purchase date', 'Price', 'Assigned to'];
  const good = [
    ['HP ProBook 450', 'Laptop', 'HP', 'ProBook 450 G10', 'BRW-IMP-01', '2025-03-01', 980, 'yasmine'],
    ['Dell P2723DE', 'Screen', 'Dell', 'P2723DE', 'BRW-IMP-03', '', 329, ''],
  ];
  const write = (rows: Array<Array<string | number>>, to: string) => writeXlsxFile(rows.map((r) => r.map((value) => ({ value }))) as never).toFile(to);
  await write([header, good[0], ['Grille-pain', 'Toaster', '', '', 'BRW-IMP-02', '', '', ''], good[1]], file);
  await write([header, ...good], corrected);
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'support');
    await navigate(page, '/material/hardware');
    await page.getByRole('button', { name: 'Importer' }).click();
    const panel = page.getByRole('dialog', { name: 'Importer du matériel' });
    await panel.getByTestId('import-file').setInputFiles(file);
    await panel.getByRole('button', { name: 'Importer' }).click();
    const report = panel.getByTestId('import-report');
    await report.getByText("Rien n'a été importé").waitFor();
    await report.getByText('Ligne 3 : Catégorie «\u00a0Toaster\u00a0» — ne figure pas dans la liste').waitFor();
    await panel.getByRole('button', { name: 'Importer un autre fichier' }).click();
    await panel.getByTestId('import-file').setInputFiles(corrected);
    await panel.getByRole('button', { name: 'Importer', exact: true }).click();
    await report.getByText('2 lignes importées').waitFor();
    await panel.getByRole('button', { name: 'Fermer' }).first().click();
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('BRW-IMP');
    const table = page.getByRole('table', { name: 'Matériel' });
    await table.getByText('BRW-IMP-03').waitFor();
    assert.is(await table.getByText('BRW-IMP-01').count(), 1, 'once: the refused file wrote nothing');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger (Excel)' }).click()]);
    assert.match(download.suggestedFilename(), /\.xlsx$/);
    const saved = path.join(dir, 'export.xlsx');
    await download.saveAs(saved);
    const sheet = await readSheet(readFileSync(saved));
    assert.equal(sheet[0]!.slice(0, 2), ['Désignation', 'Catégorie'], 'the French session exports in French');
    assert.ok(sheet.some((r) => r[4] === 'BRW-IMP-01'), 'the imported laptop is in the export');
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('projects: statistics and list, a new project, a member disabled and activated again', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'hr');
    await navigate(page, '/project');
    const table = page.getByRole('table', { name: 'Projets' });
    await table.getByText('Migration ERP').waitFor();
    await page.getByRole('region', { name: 'Statistiques des projets' }).getByText('Projets actifs').waitFor();
    await page.getByRole('button', { name: 'Nouveau projet' }).click();
    const form = page.getByRole('dialog', { name: 'Nouveau projet' });
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Ce champ est obligatoire').waitFor();
    await form.getByLabel('Nom *').fill('Déploiement Wi-Fi Casablanca');
    await form.getByLabel('Plannings').check();
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await table.getByText('Déploiement Wi-Fi Casablanca').waitFor();
    await table.getByRole('row', { name: /Migration ERP/ }).getByRole('button', { name: 'Membres' }).click();
    const members = page.getByRole('dialog', { name: /Membres · Migration ERP/ });
    const list = members.getByRole('list', { name: 'Membres' });
    await list.getByRole('listitem').first().waitFor();
    const disabledBefore = await list.getByText('Désactivé', { exact: true }).count();
    await list.getByRole('button', { name: 'Désactiver', exact: true }).first().click();
    await list.getByText('Désactivé', { exact: true }).nth(disabledBefore).waitFor();
    await list.getByRole('button', { name: 'Activer', exact: true }).first().click();
    await list.getByText('Désactivé', { exact: true }).nth(disabledBefore).waitFor({ state: 'detached' });
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test.run();
