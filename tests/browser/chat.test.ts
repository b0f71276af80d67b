import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openApp, openPanelIn, searchChat, signInAs } from './harness';

async function openChat(page: Page) {
  await page.click('[data-testid="header-chat"]');
  await page.getByRole('dialog', { name: 'Conversation' }).waitFor();
  await page.locator('[data-testid="chat-people"] .chat-list-item').first().waitFor();
}
const panel = (page: Page) => page.getByRole('dialog', { name: 'Conversation' });

test('a message to a colleague gets a live answer; the list preview and unread count move; a resync after a drop misses nothing', async () => {
  const t = await openApp({ path: '/account/login' });
  try {
    await signInAs(t.page, 'employee');
    await openChat(t.page);
    const p = panel(t.page);
    await p.getByRole('button', { name: /Hajar Lahlou/ }).click();
    await p.getByRole('log').getByText('Je regarde dans l’après-midi.').waitFor();
    await p.getByLabel('Votre message').fill('Bonjour Hajar, tu as un moment ?');
    await p.getByRole('button', { name: 'Envoyer' }).click();
    await p.getByRole('log').getByText('Bonjour Hajar, tu as un moment ?').waitFor();
    assert.is(await p.getByLabel('Votre message').inputValue(), '');
    // Switch away before the answer arrives: it shows as unread on Hajar's row, with its preview.
    await p.getByRole('button', { name: /Anas Martin/ }).click();
    const row = p.locator('[data-key="u:9"]');
    await row.locator('.chat-unread').waitFor({ timeout: 8000 });
    assert.is(await row.locator('.chat-unread').textContent(), '(1)');
    assert.ok(!(await row.locator('.chat-list-preview').textContent())!.includes('Bonjour Hajar'));
    assert.is(await p.locator('.chat-list-item').first().getAttribute('data-key'), 'u:9');

    // Back to Hajar: read. Then a drop: what she writes meanwhile comes with the resync after the reconnect.
    await row.click();
    await p.getByRole('log').getByText('Merci, je regarde ça tout de suite.').waitFor();
    await row.locator('.chat-unread').waitFor({ state: 'detached' });
    // Hajar writes while Yasmine's connection is down: the push is lost, the resync brings it back.
    await t.page.evaluate(() => {
      type Backend = { db: { table(n: string): { get(id: number): { userName: string } } }; dispatcher: { handle(r: unknown): { body: string } } };
      const fake = (globalThis as unknown as { __mintrh: { fake: { backend: Backend; dropHubConnections(): void } } }).__mintrh.fake;
      fake.dropHubConnections();
      const b = fake.backend;
      const login = JSON.parse(b.dispatcher.handle({ method: 'POST', path: '/api/auth/login', query: {}, headers: {}, body: { userName: b.db.table('users').get(9).userName, password: 'demo' } }).body);
      b.dispatcher.handle({ method: 'POST', path: '/api/chat/SendMessage', query: {}, headers: { authorization: `Bearer ${login.data.token}` }, body: { recieverId: '1', isGroup: 'false', message: 'Envoyé pendant la coupure' } });
    });
    await p.getByRole('log').getByText('Envoyé pendant la coupure').waitFor({ timeout: 15000 });
    assert.equal(t.errors.filter((e) => !e.includes('connection lost')), [], 'only the drop we caused');
  } finally {
    await t.close();
  }
});

test('older messages load at the top without moving what is read; emoji go into the text', async () => {
  const t = await openApp({ path: '/account/login' });
  try {
    await signInAs(t.page, 'employee');
    await openChat(t.page);
    const p = panel(t.page);
    await searchChat(p, 'Hicham');
    await p.getByRole('button', { name: /Hicham Mansouri/ }).click();
    const log = p.getByRole('log');
    await log.getByText('Je t’en prie, bonne journée !').waitFor();
    const box = p.getByTestId('chat-messages');
    // Pages keep coming while the list is shorter than the view; wait until it settles.
    await t.page.waitForFunction(() => !document.querySelector('.chat-older'));
    const before = await log.locator('[data-message-id]').count();
    assert.ok(before < 24);
    const first = await log.locator('[data-message-id]').first().getAttribute('data-message-id');
    const top = (id: string) => t.page.evaluate((i) => document.querySelector(`[data-message-id="${i}"]`)!.getBoundingClientRect().top, id);
    // The user's wheel to the top (older pages load on the user's scrolls only, not on the list's own).
    // The wheel scrolls asynchronously: measure once the view is at the top, before the older page lands. A wheel the
    // page drops (the list still laying out under the pointer, full run 29 under two browser lanes) is sent again.
    const toTop = () => t.page.waitForFunction(() => document.querySelector('[data-testid=chat-messages]')!.scrollTop <= 50, undefined, { polling: 'raf', timeout: 3000 }).then(() => true, () => false);
    let reached = false;
    for (let i = 0; i < 3 && !reached; i++) {
      await box.hover();
      await t.page.mouse.wheel(0, -100000);
      reached = await toTop();
    }
    // Full runs 29 and 30 (two browser lanes): the wheel left the list where it was. The keyboard is a person's other
    // way up (Home in the focused list, a scroll key the list also counts as the person's); what stood under the
    // pointer is said if neither works.
    if (!reached) {
      await box.focus();
      await t.page.keyboard.press('Home');
      reached = await toTop();
    }
    const under = reached ? '' : await box.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return `${hit?.tagName}.${hit?.className} (scrollTop ${el.scrollTop}, of ${el.scrollHeight - el.clientHeight})`;
    });
    assert.ok(reached, `the view reached the top; under the pointer: ${under}`);
    const yBefore = await top(first!);
    await t.page.waitForFunction((n) => document.querySelectorAll('[data-message-id]').length > n, before);
    await t.page.waitForFunction(() => !document.querySelector('.chat-older'));
    assert.ok(Math.abs((await top(first!)) - yBefore) < 2, `the message read stays in place (moved ${(await top(first!)) - yBefore} px)`);
    assert.ok((await box.evaluate((el) => el.scrollTop)) > 0);

    await p.getByLabel('Votre message').fill('Merci ');
    await p.getByRole('button', { name: 'Insérer un emoji' }).click();
    await p.locator('[data-testid="emoji-picker"] button[aria-label="😀"]').first().click();
    assert.is(await p.getByLabel('Votre message').inputValue(), 'Merci 😀');
    // Found by a French word in the picker still open (review s30: 'pouce' found nothing, its data speaks English).
    await p.locator('[data-testid="emoji-picker"] input[type=search]').fill('pouce');
    await p.locator('[data-testid="emoji-picker"] button[aria-label="👍"]').first().click();
    assert.is(await p.getByLabel('Votre message').inputValue(), 'Merci 😀👍');
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('files go with a message; HTML and script are shown as text and never run', async () => {
  const t = await openApp({ path: '/account/login' });
  try {
    await signInAs(t.page, 'employee');
    await openChat(t.page);
    const p = panel(t.page);
    await p.getByRole('button', { name: /Karim Benali/ }).click();
    await p.getByRole('log').getByText('Merci ! J’ai vu ta demande de congé pour le mariage, je la regarde aujourd’hui.').waitFor();
    await p.getByTestId('chat-file-input').setInputFiles([
      { name: 'capture.png', mimeType: 'image/png', buffer: png },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('bonjour') },
    ]);
    const pending = p.getByRole('list', { name: 'Fichiers à envoyer' });
    await pending.getByText('notes.txt').waitFor();
    await pending.getByRole('button', { name: 'Retirer notes.txt' }).click();
    assert.is(await pending.getByRole('listitem').count(), 1);
    await p.getByRole('button', { name: 'Envoyer' }).click();
    const chip = p.getByRole('log').getByRole('button', { name: 'capture.png' });
    await chip.waitFor();
    await chip.click();
    const viewer = t.page.getByRole('dialog', { name: 'capture.png' });
    await viewer.locator('img[src^="blob:"]').waitFor();
    await viewer.getByRole('button', { name: 'Fermer' }).click();

    for (const payload of ['<img src=x onerror=window.__xss=1>', '<script>window.__xss=1</script>']) {
      await p.getByLabel('Votre message').fill(payload);
      await p.getByRole('button', { name: 'Envoyer' }).click();
      await p.getByRole('log').getByText(payload, { exact: true }).waitFor();
    }
    assert.is(await p.getByRole('log').locator('img[src="x"], script').count(), 0);
    assert.is(await t.page.evaluate(() => (window as unknown as { __xss?: number }).__xss), undefined);
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('create a group, make a member admin, delete a message before it is seen (a refusal said in the dialog, the message then shown read)', async () => {
  const t = await openApp({ path: '/account/login' });
  try {
    await signInAs(t.page, 'manager');
    await openChat(t.page);
    const p = panel(t.page);
    await p.getByRole('tab', { name: /Groupes/ }).click();
    await p.getByRole('button', { name: 'Équipe Web' }).waitFor();
    await p.getByRole('button', { name: 'Créer un groupe' }).click();
    const form = p.getByRole('form', { name: 'Nouveau groupe' });
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Une image est obligatoire').waitFor();
    assert.is(await form.getByText('Ce champ est obligatoire').count(), 2);
    await form.getByTestId('group-image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await form.getByLabel('Titre').fill('Projet Atlas');
    await form.getByLabel('Description').fill('Refonte du portail');
    await form.getByText('Membres (1)').waitFor();
    await form.getByLabel('Rechercher des membres').fill('Hajar');
    await form.getByLabel('Hajar Lahlou membre').check();
    await form.getByLabel('Hajar Lahlou admin').check();
    await form.getByText('Membres (2)').waitFor();
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await p.locator('.chat-header').getByText('Projet Atlas').waitFor();

    await p.getByRole('button', { name: 'Menu du groupe' }).click();
    await t.page.getByRole('menuitem', { name: 'Détails du groupe' }).click();
    await p.getByText('Administrateurs : 2').waitFor();
    await p.getByText('Membres : 0').waitFor();
    await p.getByRole('button', { name: 'Retour à la conversation' }).click();

    await p.getByText('Aucun message pour l’instant : écrivez le premier !').waitFor();
    await p.getByLabel('Votre message').fill('Message à retirer');
    await p.getByRole('button', { name: 'Envoyer' }).click();
    const log = p.getByRole('log');
    await log.getByText('Message à retirer').waitFor();
    // A member reads it meanwhile (the page has not heard yet): the refusal is said in the dialog, which stays; the message stays.
    await t.page.evaluate(() => {
      const table = (window as any).__mintrh.fake.backend.db.table('chatMessages');
      const m = table.all().find((x: { text: string }) => x.text === 'Message à retirer');
      table.update(m.id, { seenBy: [2] });
    });
    await log.getByRole('button', { name: 'Supprimer le message' }).click();
    const confirm = t.page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await confirm.getByRole('alert').getByText('Ce message a déjà été vu : il ne peut plus être supprimé').waitFor();
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await confirm.waitFor({ state: 'detached' });
    assert.is(await log.getByText('Message à retirer').count(), 1, 'a refused delete keeps the message');
    // The refusal read the conversation again: the message shows as read, its delete button gone.
    await log.locator('[data-message-id]', { hasText: 'Message à retirer' }).getByRole('button', { name: 'Supprimer le message' }).waitFor({ state: 'detached' });
    // Another, not read: deleted, it leaves the conversation.
    await p.getByLabel('Votre message').fill('Message vraiment à retirer');
    await p.getByRole('button', { name: 'Envoyer' }).click();
    const unread = log.locator('[data-message-id]', { hasText: 'Message vraiment à retirer' });
    await unread.getByRole('button', { name: 'Supprimer le message' }).click();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await unread.waitFor({ state: 'detached' });
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('the new group form fits its pane: the search stays inside the list, nothing scrolls by a few pixels, the buttons keep their margin', async () => {
  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    const t = await openApp({ path: '/account/login', viewport });
    try {
      await signInAs(t.page, 'employee');
      await t.page.evaluate(() => (window as any).__mintrh.openPanel('chat.panel', {}));
      const p = panel(t.page);
      await p.getByRole('tab', { name: /Groupes/ }).click();
      const search = await p.locator('.chat-search').boundingBox();
      const aside = await p.locator('.chat-aside').boundingBox();
      assert.ok(search!.x >= aside!.x && search!.x + search!.width <= aside!.x + aside!.width, `the search box inside its list (${JSON.stringify([search, aside])})`);
      await p.getByRole('button', { name: 'Créer un groupe' }).click();
      const form = p.getByRole('form', { name: 'Nouveau groupe' });
      await form.getByTestId('group-members').locator('li').nth(3).waitFor();
      const fit = await form.evaluate((f) => {
        const main = f.closest('.chat-main')!;
        const save = [...f.querySelectorAll('button')].find((b) => b.textContent === 'Enregistrer')!.getBoundingClientRect();
        return { overflow: main.scrollHeight - main.clientHeight, below: main.getBoundingClientRect().bottom - save.bottom };
      });
      assert.is(fit.overflow, 0, `${viewport.width} px: the pane does not scroll`);
      assert.ok(fit.below >= 12, `${viewport.width} px: 'Enregistrer' keeps a margin below it (${fit.below} px)`);
      assert.equal(t.errors, []);
    } finally {
      await t.close();
    }
  }
});

for (const lang of ['fr', 'ar'] as const) {
  test(`persona review (390 px, ${lang}): a file with a long name waiting to go is cut inside its chip, its size and × on the screen`, async () => {
    const t = await openApp({ path: '/account/login', viewport: { width: 390, height: 844 }, locale: lang === 'ar' ? 'ar-MA' : 'fr-FR' });
    try {
      if (lang === 'ar') {
        await t.page.evaluate(() => localStorage.setItem('language', 'ar'));
        await t.page.reload();
      }
      await signInAs(t.page, 'employee');
      await openPanelIn(t.page, 'chat.panel', { userId: 2 });
      const input = t.page.getByTestId('chat-file-input');
      await input.waitFor({ state: 'attached' });
      await input.setInputFiles({ name: 'compte-rendu-reunion-equipe-web-decembre-version-finale.txt', mimeType: 'text/plain', buffer: Buffer.from('bonjour') });
      const chip = t.page.locator('.chat-pending li').first();
      await chip.waitFor();
      const edges = await chip.evaluate((li) => [li, li.querySelector('.muted'), li.querySelector('.icon-button')].map((e) => {
        const r = e!.getBoundingClientRect();
        return [Math.round(r.left), Math.round(r.right)];
      }));
      assert.ok(edges.every(([l, r]) => l! >= 0 && r! <= 390), `chip, size and × inside the 390 px screen: ${JSON.stringify(edges)}`);
      if (lang === 'fr') {
        // A reload gives the message back but cannot keep the file: the panel says which to attach again (persona review).
        await t.page.getByRole('dialog').getByRole('textbox').first().fill('Voici le compte rendu');
        await t.page.waitForFunction(() => sessionStorage.getItem('mintrh.drafts')?.includes('Voici le compte rendu'));
        await t.page.reload();
        const lost = t.page.getByTestId('files-lost');
        await lost.waitFor({ timeout: 20000 });
        assert.match(await lost.innerText(), /joignez à nouveau .*compte-rendu-reunion-equipe-web-decembre-version-finale\.txt/);
        // The notice sits under the panel's header: the conversation and its composer stay whole on the screen
        // (review 2: put inside the chat's body, a row, it took the panel and pushed the conversation off it).
        const box = (await lost.boundingBox())!;
        assert.ok(box.x >= 0 && box.x + box.width <= 390 && box.height < 160, `the notice fits the phone: ${JSON.stringify(box)}`);
        const composer = (await t.page.getByRole('dialog').getByRole('textbox').first().boundingBox())!;
        assert.ok(composer.x >= 0 && composer.x + composer.width <= 390 && composer.y + composer.height <= 844 && composer.width > 150, `the message box is on the screen: ${JSON.stringify(composer)}`);
        assert.is(await t.page.getByRole('dialog').getByRole('textbox').first().inputValue(), 'Voici le compte rendu');
      }
    } finally {
      await t.close();
    }
  });
}

test.run();
