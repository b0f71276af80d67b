import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { go, openApp, sendHeld, signInAs } from './harness';

/** Expense notes end to end in demo mode (spec 3 sections 4 to 8). */
const panel = (page: Page) => page.getByRole('dialog').last();

async function addExpense(page: Page, category: string, fill: (p: Page) => Promise<void>) {
  await panel(page).getByRole('button', { name: 'Ajouter une dépense' }).click();
  await panel(page).getByRole('searchbox', { name: 'Rechercher une catégorie' }).fill(category.slice(0, 5));
  await panel(page).getByRole('button', { name: category }).click();
  await fill(page);
  await panel(page).getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByRole('dialog', { name: /Nouvelle dépense/ }).waitFor({ state: 'detached' });
}

/** A new note of this title, created from the list: its detail panel, open. */
async function newNote(page: Page, title: string) {
  await page.getByRole('button', { name: 'Nouvelle note de frais' }).click();
  await panel(page).getByLabel('Titre').fill(title);
  await panel(page).getByRole('button', { name: 'Créer' }).click();
  const note = page.getByRole('dialog', { name: title });
  await note.waitFor();
  return note;
}

/** A meal of this amount (typed as French writes it), paid by the employee, in the note's currency. */
const addMeal = (page: Page, amount: string) =>
  addExpense(page, 'Repas', async (p) => {
    await panel(p).getByLabel('Montant').fill(amount);
    await panel(p).getByLabel('Payé par').selectOption('Employee');
  });

/** Client-side navigation through the side menu: a reload would restart the in-page demo server. */
async function goTo(page: Page, href: string) {
  const link = page.locator(`#side-nav a[data-nav="${href}"]`);
  if (!(await link.isVisible())) {
    const more = page.locator('.nav-more');
    if (await more.count()) await more.click();
    const closed = page.locator('.nav-group-toggle[aria-expanded="false"]');
    while (await closed.count()) await closed.first().click();
  }
  await link.click();
}

/** 'Mes notes de frais' filtered by one status chip, once every row shown is of that status. */
async function myNotesIn(page: Page, chip: string, status: string) {
  await page.getByRole('heading', { name: 'Mes notes de frais' }).waitFor();
  await page.getByRole('group', { name: 'Filtrer par statut' }).getByRole('button', { name: chip }).click();
  await page.waitForFunction((st) => [...document.querySelectorAll('[data-testid="note-row"] [data-status]')].every((b) => b.getAttribute('data-status') === st), status);
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.locator('[data-menu="signOut"]').click();
  await page.waitForURL(/\/account\/login/);
}

test('an employee builds a note of three expenses (mileage included) and submits it; a manager validates and refunds it', async () => {
  const t = await openApp({ path: '/expenses' });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    await page.getByRole('heading', { name: 'Notes de frais' }).waitFor();
    await page.getByRole('button', { name: 'Nouvelle note de frais' }).click();
    const form = panel(page);
    await form.getByRole('button', { name: 'Créer' }).click();
    await form.getByText('RequiredAttribute').or(form.locator('.field-error')).first().waitFor();
    await form.getByLabel('Titre').fill('Mission Tanger navigateur');
    await form.getByRole('button', { name: 'Créer' }).click();
    await page.getByRole('dialog', { name: 'Mission Tanger navigateur' }).waitFor();

    await addExpense(page, 'Repas', async (p) => {
      await panel(p).getByLabel('Montant').fill('120,50');
      await panel(p).getByLabel('Payé par').selectOption('Employee');
    });
    await addExpense(page, 'Indemnité journalière', async (p) => {
      assert.ok(await panel(p).getByLabel('Montant').isDisabled(), 'a fixed amount is not typed');
      assert.is(await panel(p).getByLabel('Montant').inputValue(), '250,00');
      await panel(p).getByLabel('Payé par').selectOption('CompanyCard');
    });
    await addExpense(page, 'Indemnités kilométriques', async (p) => {
      assert.is(await panel(p).getByLabel('Payé par').count(), 0, 'no payer for mileage');
      await panel(p).getByText(/^.*: 3,50[\s\u00a0\u202f]MAD\/km$/).waitFor();
      await panel(p).getByLabel('Distance').fill('100');
      await panel(p).getByTestId('mileage-total').getByText('350,00 MAD').waitFor();
    });
    // A ceiling is enforced by the server too: the form keeps what was typed, and says it once, at the amount, with
    // the ceiling named (persona review s40: it was said twice, in a banner and under the field).
    await panel(page).getByRole('button', { name: 'Ajouter une dépense' }).click();
    await panel(page).getByRole('button', { name: 'Hôtel' }).click();
    await panel(page).getByLabel('Montant').fill('1500');
    await panel(page).getByLabel('Payé par').selectOption('Employee');
    // The server's answer is in once the button has been busy and is no longer (the in-page server sends no network request to wait for).
    const save = panel(page).getByRole('button', { name: 'Enregistrer' });
    const answered = save.evaluate((b) => new Promise<void>((resolve) => {
      let sent = false;
      new MutationObserver(() => {
        if (b.getAttribute('aria-busy') === 'true') sent = true;
        else if (sent) resolve();
      }).observe(b, { attributes: true, attributeFilter: ['aria-busy'] });
    }));
    await save.click();
    await answered;
    assert.equal(await panel(page).getByRole('alert').allInnerTexts(), ['Le montant dépasse le plafond de la catégorie, 1\u202f200,00\u00a0MAD.']);
    assert.is(await panel(page).getByLabel('Montant').inputValue(), '1\u202f500,00', 'kept, written back as French writes money');
    await panel(page).getByRole('button', { name: 'Annuler' }).click();

    const detail = panel(page);
    await detail.getByRole('button', { name: 'Modifier', exact: true }).click();
    await panel(page).getByLabel('Titre').fill('Mission Tanger navigateur bis');
    await panel(page).getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('dialog', { name: 'Mission Tanger navigateur bis' }).waitFor();
    await detail.getByTestId('expense-row').nth(2).waitFor();
    await detail.getByTestId('note-total').getByText('720,50 MAD').waitFor();
    await detail.getByRole('button', { name: 'Soumettre' }).click();
    await detail.locator('[data-status="pending"]').waitFor();
    await detail.getByText('Suivi de la validation').waitFor();
    assert.is(await detail.getByRole('button', { name: 'Valider' }).count(), 0, 'nobody validates their own note');
    await page.keyboard.press('Escape');

    await signOut(page);
    await signInAs(page, 'manager');
    await goTo(page, '/expenses');
    await page.getByRole('searchbox', { name: 'Rechercher une note' }).fill('Tanger navigateur bis');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="note-row"]').length === 1);
    await page.getByRole('button', { name: 'Mission Tanger navigateur bis' }).click();
    const review = panel(page);
    await review.getByRole('button', { name: 'Valider' }).click();
    await sendHeld(page);
    await review.locator('[data-status="success"]').waitFor();
    await review.getByText('Validée').first().waitFor();
    assert.is(await review.getByRole('button', { name: 'Modifier' }).count(), 0, 'no edit after Success');
    await review.getByRole('button', { name: 'Rembourser' }).click();
    const prompt = page.getByRole('alertdialog');
    await prompt.getByRole('button', { name: 'Confirmer le remboursement' }).click();
    await prompt.locator('.field-error').first().waitFor();
    await prompt.getByLabel('Payeur').selectOption('Atlas Services SARL');
    await prompt.getByLabel('Commentaire').fill('Virement de novembre');
    await prompt.getByRole('button', { name: 'Confirmer le remboursement' }).click();
    await prompt.waitFor({ state: 'detached' });
    await sendHeld(page);
    await review.locator('[data-status="refund"]').waitFor();
    await review.getByText('Payeur : Atlas Services SARL').waitFor();
    for (const name of ['Soumettre', 'Valider', 'Rembourser', 'Modifier', 'Supprimer', 'Ajouter une dépense']) assert.is(await review.getByRole('button', { name, exact: true }).count(), 0, name);
    assert.equal(await review.getByTestId('note-history').locator('li').allInnerTexts().then((l) => l.map((x) => x.split('\n')[0].trim())), ['Soumise', 'Validée', 'Remboursée']);
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('the employee cancels a pending note with a comment; a validated note offers her nothing', async () => {
  const t = await openApp({ path: '/employee/1/expenses/profile' });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    await myNotesIn(page, 'Validée', 'success');
    await page.getByTestId('note-row').first().getByRole('button').click();
    const done = panel(page);
    await done.locator('[data-status="success"]').waitFor();
    await done.getByTestId('expense-row').first().waitFor();
    for (const name of ['Soumettre', 'Valider', 'Rembourser', 'Modifier', 'Supprimer', 'Annuler la note', 'Ajouter une dépense']) assert.is(await done.getByRole('button', { name, exact: true }).count(), 0, name);
    await page.keyboard.press('Escape');

    await myNotesIn(page, 'En attente', 'pending');
    await page.getByTestId('note-row').first().getByRole('button').click();
    const pending = panel(page);
    await pending.locator('[data-status="pending"]').waitFor();
    assert.is(await pending.getByRole('button', { name: 'Valider', exact: true }).count(), 0);
    await pending.getByRole('button', { name: 'Modifier', exact: true }).waitFor();
    await pending.getByRole('button', { name: 'Annuler la note' }).click();
    const prompt = page.getByRole('alertdialog');
    await prompt.getByLabel('Commentaire').fill('Mission reportée');
    await prompt.getByRole('button', { name: 'Annuler la note' }).click();
    await prompt.waitFor({ state: 'detached' });
    await pending.locator('[data-status="canceled"]').waitFor();
    await pending.getByText('Mission reportée').first().waitFor();
    await pending.getByRole('button', { name: 'Soumettre' }).waitFor();
    assert.is(await pending.getByRole('button', { name: 'Annuler la note' }).count(), 0, 'no X once Canceled');
    assert.is(await pending.getByText('Suivi de la validation').count(), 0);
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});


test('across three personas: the employee\'s pending note is refused by her manager with a comment (1 → 4), she reads why, and HR sees it refused (issue 24 item 4)', async () => {
  const t = await openApp({ path: '/employee/1/expenses/profile' });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    await myNotesIn(page, 'En attente', 'pending');
    const title = (await page.getByTestId('note-row').first().getByRole('button').first().innerText()).split('\n')[0]!.trim();
    assert.ok(title.length > 2, `a pending note of hers: '${title}'`);
    await signOut(page);

    await signInAs(page, 'manager');
    await goTo(page, '/expenses');
    await page.getByRole('searchbox', { name: 'Rechercher une note' }).fill(title);
    // Others may have a note of the same title: hers, pending.
    const hers = (p: Page, status: string) => p.getByTestId('note-row').filter({ hasText: 'Yasmine' }).filter({ has: p.locator(`[data-status="${status}"]`) }).filter({ hasText: title }).first();
    await hers(page, 'pending').getByRole('button', { name: title, exact: true }).click();
    const review = page.getByRole('dialog', { name: title });
    await review.locator('[data-status="pending"]').first().waitFor();
    await review.getByRole('button', { name: 'Refuser', exact: true }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Refuser la note de frais' });
    await prompt.getByLabel('Commentaire').fill('Justificatifs manquants');
    await prompt.getByRole('button', { name: 'Refuser', exact: true }).click();
    await prompt.waitFor({ state: 'detached' });
    await sendHeld(page);
    await review.locator('[data-status="rejected"]').first().waitFor();
    // Refused is an end for the validator: nothing more to decide.
    for (const name of ['Valider', 'Refuser', 'Rembourser']) assert.is(await review.getByRole('button', { name, exact: true }).count(), 0, `${name} after a refusal`);
    await page.keyboard.press('Escape');
    await signOut(page);

    await signInAs(page, 'employee');
    await go(page, '/employee/1/expenses/profile');
    await myNotesIn(page, 'Refusée', 'rejected');
    await page.getByRole('button', { name: title, exact: true }).first().click();
    const mine = page.getByRole('dialog', { name: title });
    await mine.locator('[data-status="rejected"]').first().waitFor();
    await mine.getByText('Justificatifs manquants').first().waitFor();
    await page.keyboard.press('Escape');
    await signOut(page);

    await signInAs(page, 'hr');
    await goTo(page, '/expenses');
    await page.getByRole('searchbox', { name: 'Rechercher une note' }).fill(title);
    await hers(page, 'rejected').waitFor();
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('the status cards give amounts per currency, each with its currency, two decimals and a comma (issue 26 item 4)', async () => {
  const t = await openApp({ path: '/expenses' });
  const { page } = t;
  try {
    await signInAs(page, 'manager');
    const cards = page.getByRole('list', { name: 'Statistiques des notes' });
    await cards.locator('.expenses-stat-amount').first().waitFor();
    const amounts = await cards.locator('.expenses-stat-amount').allTextContents();
    // Intl's own spaces: a narrow no-break space between groups, a no-break space before the currency.
    for (const a of amounts) assert.match(a.trim(), /^-?\d{1,3}([\s\u00a0\u202f]\d{3})*,\d{2}[\s\u00a0\u202f][A-Z]{3}$/);
    assert.ok(new Set(amounts.map((a) => a.trim().slice(-3))).size >= 2, `two currencies are shown apart: ${amounts.join(' | ')}`);
    // Searched to nothing, the list says the filters find nothing and offers to clear them (review s30: 'Aucune donnée').
    const rows = page.getByTestId('note-row');
    await rows.first().waitFor();
    const all = await rows.count();
    const search = page.getByRole('searchbox', { name: 'Rechercher une note' });
    await search.fill('Déplacement client Rabat et Casablanca zz');
    await page.getByText('Rien ne correspond à ces filtres').waitFor();
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await rows.first().waitFor();
    assert.is(await rows.count(), all, 'every note back');
    assert.is(await search.inputValue(), '');
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('one note, two currencies: a meal in MAD typed the French way and a hotel in EUR, each kept in its own and totalled apart (issue 34 item 2)', async () => {
  const t = await openApp({ path: '/expenses' });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    const note = await newNote(page, 'Salon Paris deux devises');
    await addMeal(page, '180,50');
    await addExpense(page, 'Hôtel', async (p) => {
      await panel(p).getByLabel('Devise').selectOption('EUR');
      await panel(p).getByText('Montant (EUR)').waitFor();
      await panel(p).getByLabel('Montant').fill('95,40');
      await panel(p).getByLabel('Payé par').selectOption('Employee');
      await panel(p).getByLabel('Description').fill('Hôtel Opéra, deux nuits');
    });
    await note.getByTestId('expense-row').nth(1).waitFor();
    const rows = (await note.getByTestId('expense-row').allInnerTexts()).join(' | ').replace(/[\u00a0\u202f]/g, ' ');
    assert.match(rows, /180,50 MAD/, rows);
    assert.match(rows, /95,40 EUR/, rows);
    // What was typed names the line (persona review: two lines of one category could not be told apart).
    assert.match(rows, /Hôtel Opéra, deux nuits/, rows);
    const total = (await note.getByTestId('note-total').innerText()).replace(/[\u00a0\u202f]/g, ' ');
    assert.match(total, /180,50 MAD/, `the MAD total stands alone: ${total}`);
    assert.match(total, /95,40 EUR/, `the EUR total stands alone: ${total}`);
    assert.not.match(total, /275,90/, 'two currencies are never added into one figure');
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test("on a phone, the toast after an expense is saved stands above the note's footer, 'Soumettre' left free (issue 34 item 10)", async () => {
  const t = await openApp({ path: '/expenses', viewport: { width: 390, height: 844 } });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    const note = await newNote(page, 'Taxi aéroport téléphone');
    await addMeal(page, '42,30');
    const toast = page.locator('.toast').first();
    await toast.waitFor();
    const footer = note.locator('.side-panel-footer');
    await footer.getByRole('button', { name: 'Soumettre' }).waitFor();
    const [a, b] = [(await toast.boundingBox())!, (await footer.boundingBox())!];
    assert.ok(a.y + a.height <= b.y + 1, `the toast ends above the footer (toast ${Math.round(a.y)}–${Math.round(a.y + a.height)}, footer from ${Math.round(b.y)})`);
    assert.ok(a.x >= 0 && a.x + a.width <= 390, 'the toast stays inside the screen');
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test.run();
