import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { openApp, sendHeld, signInAs } from './harness';

/** In-app navigation: a reload would restart demo mode's in-page server and lose what the test did. */
async function go(page: Page, path: string) {
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function switchTo(page: Page, persona: 'employee' | 'manager' | 'hr') {
  await page.click('[data-testid=user-menu]');
  await page.click('[data-menu=signOut]');
  await signInAs(page, persona);
}

async function ask(page: Page, type: string): Promise<string> {
  await go(page, '/employee/1/document/mydemand');
  await page.locator('.page-actions').getByRole('button', { name: 'Nouvelle demande' }).click();
  const panel = page.getByRole('dialog', { name: 'Nouvelle demande de document' });
  // Submitting empty says what is missing, inside the form.
  await panel.getByRole('button', { name: 'Valider' }).click();
  await panel.getByText('Ce champ est obligatoire').waitFor();
  await panel.getByLabel('Type de document').selectOption({ label: type });
  await panel.getByRole('button', { name: 'Valider' }).click();
  const detail = page.getByRole('dialog', { name: 'Demande de document' });
  await detail.locator('[data-status=onHold]').waitFor();
  await detail.getByRole('button', { name: /Fermer|Close/ }).first().click();
  const row = page.locator('tr[data-request]').filter({ hasText: type }).first();
  await row.waitFor();
  return (await row.getAttribute('data-request'))!;
}

async function openRequest(page: Page, id: string) {
  await go(page, '/document');
  await page.locator(`tr[data-request="${id}"] .link-button`).click();
  return page.getByRole('dialog', { name: 'Demande de document' });
}

test('employee asks for a work certificate, the manager accepts, HR edits and processes it, the employee downloads a PDF with their name', async () => {
  const t = await openApp({ path: '/account/login' });
  // Four sign-ins in one page: leave room for a busy machine.
  t.context.setDefaultTimeout(30000);
  try {
    const { page } = t;
    await signInAs(page, 'employee');
    const id = await ask(page, 'Attestation de travail');

    await switchTo(page, 'manager');
    let detail = await openRequest(page, id);
    await detail.getByRole('button', { name: 'Accepter' }).click();
    await sendHeld(page);
    await detail.locator('[data-status=accepted]').waitFor();
    assert.is(await detail.getByRole('button', { name: 'Accepter' }).count(), 0);
    await page.keyboard.press('Escape');

    await switchTo(page, 'hr');
    detail = await openRequest(page, id);
    // The requester's name leads to their profile, as in the leave list (persona review: it did nothing).
    assert.is(await page.locator(`tr[data-request="${id}"] a.documents-user`).getAttribute('href'), '/employee/1/profile/public');
    await detail.getByTestId('template-preview').getByText('Yasmine El Idrissi').waitFor();
    await detail.getByRole('button', { name: 'Modifier le texte' }).click();
    const editor = detail.locator('[data-testid=template-editor] .tiptap');
    await editor.waitFor();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Attestation revue pour Yasmine El Idrissi, remise à la banque.');
    // While the text is edited, a download would be the stored text: not offered until it is saved (HR review).
    assert.ok(await detail.getByRole('button', { name: 'Télécharger avec en-tête' }).isDisabled(), 'no download of the old text while editing');
    await detail.getByText('Enregistrez le texte pour télécharger la version modifiée.').waitFor();
    await detail.getByRole('button', { name: 'Enregistrer le texte' }).click();
    await detail.getByRole('button', { name: 'Télécharger avec en-tête' }).and(page.locator(':enabled')).waitFor();
    await detail.getByTestId('template-preview').getByText('remise à la banque').waitFor();
    await detail.getByRole('button', { name: 'Traiter la demande' }).click();
    await detail.getByText('Traitée').waitFor();
    await page.keyboard.press('Escape');

    await switchTo(page, 'employee');
    await go(page, '/employee/1/document/mydemand');
    await page.locator(`tr[data-request="${id}"] .link-button`).click();
    detail = page.getByRole('dialog', { name: 'Demande de document' });
    const [download] = await Promise.all([page.waitForEvent('download'), detail.getByRole('button', { name: /^Télécharger Attestation de travail/ }).click()]);
    assert.match(download.suggestedFilename(), /\.pdf$/);
    const bytes = readFileSync((await download.path())!);
    const text = bytes.toString('latin1');
    assert.ok(text.startsWith('%PDF'));
    assert.ok(text.includes('Yasmine El Idrissi'), 'the PDF names the employee');
    assert.ok(text.includes('remise ') && text.includes('la banque'), 'the PDF holds the edited text');
    assert.equal(t.errors.filter((e) => !/projectsUser|404/.test(e)), []);
  } finally {
    await t.close();
  }
});

test('a refusal asks for a reason, and the requester reads it', async () => {
  const t = await openApp({ path: '/account/login' });
  // Four sign-ins in one page: leave room for a busy machine.
  t.context.setDefaultTimeout(30000);
  try {
    const { page } = t;
    await signInAs(page, 'employee');
    const id = await ask(page, 'Ordre de mission');

    await switchTo(page, 'manager');
    const detail = await openRequest(page, id);
    await detail.getByRole('button', { name: 'Refuser' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Refuser la demande' });
    await prompt.getByLabel('Motif du refus').fill('Mission annulée par le client');
    await prompt.getByRole('button', { name: 'Refuser' }).click();
    await sendHeld(page);
    await detail.locator('[data-status=refused]').waitFor();
    await page.keyboard.press('Escape');

    await switchTo(page, 'employee');
    await go(page, '/employee/1/document/mydemand');
    const row = page.locator(`tr[data-request="${id}"]`);
    await row.getByText('Mission annulée par le client').waitFor();
    await row.locator('.link-button').click();
    await page.getByTestId('refusal-reason').getByText('Mission annulée par le client').waitFor();
    await page.keyboard.press('Escape');

    // The company's files searched to nothing (the manager's): the filters find nothing, and clear on asking (review s30).
    await switchTo(page, 'manager');
    await go(page, '/companyfile');
    const files = page.locator('.company-file-list > li');
    await files.first().waitFor();
    const all = await files.count();
    await page.getByRole('searchbox').fill('Aucun fichier de ce nom');
    await page.getByText('Rien ne correspond à ces filtres').waitFor();
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await files.first().waitFor();
    assert.is(await files.count(), all);
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('persona review (390 px): a document with a long name is cut inside the upload box, whose remove button stays on the screen', async () => {
  const t = await openApp({ path: '/account/login' });
  t.context.setDefaultTimeout(30000);
  try {
    const { page } = t;
    await signInAs(page, 'employee');
    const id = await ask(page, 'Attestation de travail');
    await switchTo(page, 'hr');
    // The request asked in this page's own demo server: HR reads it on a phone's width.
    await page.setViewportSize({ width: 390, height: 844 });
    const detail = await openRequest(page, id);
    const name = 'attestation-travail-hicham-mansouri-version-definitive.pdf';
    await detail.locator('.documents-upload input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
    const remove = detail.getByRole('button', { name: new RegExp(`${name.replace(/[.-]/g, '\\$&')}`) });
    await remove.waitFor();
    const width = page.viewportSize()!.width;
    const edges = await detail.locator('.documents-upload').evaluate((box) => {
      const r = (e: Element | null) => e!.getBoundingClientRect();
      return { box: r(box).right, picker: r(box.querySelector('.file-picker')).right, remove: r(box.querySelector('.file-list .icon-button')).right, name: r(box.querySelector('.file-list .file-name')).right };
    });
    assert.ok(Object.values(edges).every((x) => x <= width), `inside the ${width} px screen: ${JSON.stringify(edges)}`);
    assert.ok(await remove.isVisible());
  } finally {
    await t.close();
  }
});

test.run();
