import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openApp, signInAs, word } from './harness';

/**
 * Each guided tour runs to its end: the product owner only presses Next, the
 * tour does the clicking and typing on the real UI, and what it did shows.
 */
async function runTour(page: Page, title: string) {
  await page.selectOption('[data-testid=tour-start]', { label: title });
  const bubble = page.getByTestId('tour-bubble');
  for (let i = 0; i < 40; i++) {
    const next = bubble.locator('button.btn-primary:enabled');
    await next.or(bubble.getByRole('alert')).first().waitFor({ timeout: 15000 });
    const alert = bubble.getByRole('alert');
    if (await alert.count()) throw new Error(`${title}: ${await bubble.textContent()}`);
    const label = (await next.textContent())!.trim();
    if (label === 'Fermer') return i;
    const before = await bubble.textContent();
    // A person holds the button down for a moment: what the page does on mousedown has time to happen before the click.
    await next.click({ delay: 120 });
    await page.waitForFunction((prev) => document.querySelector('[data-testid=tour-bubble]')?.textContent !== prev, before).catch((e: Error) => {
      throw new Error(`${title}: Next did nothing at «${before}» (${e.message})`);
    });
  }
  throw new Error(`${title} did not end`);
}

test('the four guided tours run to their end on the real UI', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'owner');
    const steps = await runTour(page, 'Demander et accepter un congé');
    assert.ok(steps >= 10);
    await page.getByRole('dialog').getByText('Niveau 1 · Acceptée').waitFor();
    await page.getByTestId('tour-bubble').getByRole('button', { name: 'Fermer' }).click();
    await page.getByTestId('tour-bubble').waitFor({ state: 'detached' });

    await runTour(page, 'Créer et soumettre une note de frais');
    await page.getByRole('dialog', { name: 'Mission client Tanger' }).locator('[data-status="pending"]').waitFor();
    await page.getByTestId('tour-bubble').getByRole('button', { name: 'Fermer' }).click();

    await runTour(page, 'Publier un formulaire et y répondre');
    // Sent: the fill panel closes once the server has the answer.
    await page.getByRole('dialog', { name: 'Sondage séminaire annuel' }).waitFor({ state: 'detached', timeout: 15000 });
    assert.is(await page.getByRole('dialog', { name: 'Sondage séminaire annuel' }).count(), 0, 'the answer was sent');
    await page.getByTestId('tour-bubble').getByRole('button', { name: 'Fermer' }).click();

    await runTour(page, 'Ouvrir et clôturer une intervention');
    await page.getByRole('dialog', { name: /Portable qui surchauffe/ }).getByTestId('intervention-status').filter({ hasText: 'Résolue' }).waitFor();
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

/** The owner signed in, the leave tour started: its bubble. */
async function leaveTour(page: Page) {
  await signInAs(page, 'owner');
  await page.selectOption('[data-testid=tour-start]', { label: 'Demander et accepter un congé' });
  return page.getByTestId('tour-bubble');
}

test('a tour can go back to the previous explanation and be stopped', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    const bubble = await leaveTour(page);
    await bubble.getByText('Étape 1 sur 10').waitFor();
    assert.ok(await bubble.getByRole('button', { name: 'Retour' }).isDisabled());
    await bubble.getByRole('button', { name: 'Suivant' }).click();
    await bubble.getByText('Étape 2 sur 10').waitFor();
    await page.getByTestId('user-menu').filter({ hasText: 'Yasmine' }).waitFor();
    // Step 2 explained, its bubble beside its target: until then the bubble moves to the target as the page loads,
    // and a click aimed while it moved went to the page under it (full run 65, three lanes: 'Étape 1' never came).
    await bubble.getByText(word('fr', 'demo', 'tour.waiting')).waitFor({ state: 'detached' });
    await bubble.getByRole('button', { name: 'Retour' }).click();
    await bubble.getByText('Étape 1 sur 10').waitFor();
    await bubble.getByRole('button', { name: 'Arrêter' }).click();
    await bubble.waitFor({ state: 'detached' });
    assert.ok(await page.getByTestId('tour-start').isEnabled());
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('over a modal panel, which keeps Tab inside it, the keyboard still moves the tour: Alt+Shift+→ next, Alt+Shift+← back', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    const bubble = await leaveTour(page);
    const step = async () => Number(/Étape (\d+) sur/.exec((await bubble.textContent()) ?? '')?.[1]);
    // On to the first step shown over an open side panel (the leave form).
    for (let i = 0; i < 10 && !(await page.getByRole('dialog').count()); i++) {
      const before = await step();
      await bubble.getByRole('button', { name: 'Suivant' }).click({ delay: 120 });
      await page.waitForFunction((n) => !new RegExp(`Étape ${n} sur`).test(document.querySelector('[data-testid=tour-bubble]')?.textContent ?? ''), before);
    }
    const dialog = page.getByRole('dialog').first();
    await dialog.waitFor();
    await bubble.getByRole('button', { name: 'Suivant' }).and(page.locator(':enabled')).waitFor();
    assert.is(await bubble.getByRole('button', { name: 'Suivant' }).getAttribute('aria-keyshortcuts'), 'Alt+Shift+ArrowRight');
    await dialog.locator('input, select, textarea, button').first().focus();
    const at = await step();
    await page.keyboard.press('Alt+Shift+ArrowRight');
    await bubble.getByText(`Étape ${at + 1} sur`).waitFor();
    assert.ok(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]')), 'focus stays in the panel');
    await page.keyboard.press('Alt+Shift+ArrowLeft');
    await bubble.getByText(`Étape ${at} sur`).waitFor();
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('the bubble goes beside its target even when it first showed under the resting pointer', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'owner');
    // The pointer rests where a bubble with nothing to point at yet may be drawn (the bottom's middle, its corner): once the target is found, the bubble still moves to it.
    const size = page.viewportSize()!;
    const bubble = page.getByTestId('tour-bubble');
    for (const x of [size.width / 2, size.width - 120]) {
      await page.mouse.move(x, size.height - 90);
      await page.selectOption('[data-testid=tour-start]', { label: 'Découvrir la démo' });
      await bubble.getByRole('button', { name: 'Suivant' }).and(page.locator(':enabled')).waitFor();
      await page.locator('.tour-highlight').waitFor();
      await page.waitForTimeout(400);
      const sw = (await page.getByTestId('persona-switch').boundingBox())!;
      const box = (await bubble.boundingBox())!;
      assert.ok(box.y >= sw.y + sw.height && box.y < sw.y + sw.height + 40, `pointer at ${x}: the bubble sits under the persona switch (switch ends at ${sw.y + sw.height}, bubble starts at ${box.y})`);
      await bubble.getByRole('button', { name: 'Arrêter' }).click();
      await bubble.waitFor({ state: 'detached' });
    }
    // Next pressed, the pointer still on the bubble: the next step places it afresh (the corner while the calendar loads, then beside
    // the calendar), never left over the new page's title where step 1 had it.
    await page.selectOption('[data-testid=tour-start]', { label: 'Découvrir la démo' });
    await bubble.getByRole('button', { name: 'Suivant' }).and(page.locator(':enabled')).click();
    await bubble.getByText('Étape 2 sur 2').waitFor();
    const title = page.getByRole('heading', { name: 'Calendrier des congés' });
    await title.waitFor();
    for (let i = 0; i < 8; i++) {
      const [b, h] = [(await bubble.boundingBox())!, (await title.boundingBox())!];
      assert.ok(b.y > h.y + h.height, `the bubble is not over the page's title (bubble from ${Math.round(b.y)}, title ends at ${Math.round(h.y + h.height)})`);
      await page.waitForTimeout(150);
    }
    // Beside the calendar, not over its names (review s31: the bubble at the calendar's start covered them).
    await bubble.getByText(word('fr', 'demo', 'tour.waiting')).waitFor({ state: 'detached' });
    await page.waitForTimeout(400);
    // The names column's end: the column header's cell (the first box around its word at least 150 px wide).
    const names = await page.getByText('Collaborateur', { exact: true }).first().evaluate((el) => {
      let e: Element | null = el;
      while (e && e.getBoundingClientRect().width < 150) e = e.parentElement;
      return e!.getBoundingClientRect().right;
    });
    assert.ok((await bubble.boundingBox())!.x >= names, `the bubble leaves the names column free (names end at ${Math.round(names)})`);
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test.run();
