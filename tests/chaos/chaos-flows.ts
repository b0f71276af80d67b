import type { Page } from 'playwright-core';
import type { Chaos } from './chaos-kit';
import { systemNow } from '../../src/domain/clock';

/**
 * The main flow of every area, written as a stubborn user would go through
 * it under faults. Each flow types a text unique to its run, submits until
 * the server accepts, then reads the fake server's database: exactly one
 * record per successful submit, holding what was typed.
 */
export interface Flow {
  name: string;
  persona: 'employee' | 'manager' | 'hr' | 'owner' | 'support';
  run(c: Chaos, tag: string): Promise<void>;
}

const dialog = (page: Page, name?: string | RegExp) => (name ? page.getByRole('dialog', { name }) : page.getByRole('dialog').last());
const iso = (d: Date) => d.toISOString().slice(0, 10);
/** A Monday to Wednesday some weeks ahead (the tag's digits pick which), past the notice period. */
function period(tag: string) {
  const weeks = 6 + (Number(tag.replace(/\D/g, '').slice(-2)) % 20);
  const d = new Date(systemNow() + weeks * 7 * 86400000);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  if (d.getUTCMonth() === 11 && d.getUTCDate() >= 22) d.setUTCDate(d.getUTCDate() + 14);
  return { start: iso(d), end: iso(new Date(d.getTime() + 2 * 86400000)) };
}

const leave: Flow = {
  name: 'leave request + approval',
  persona: 'employee',
  async run(c, tag) {
    const { page } = c;
    const p = period(tag);
    const before = (await c.rows('leaveRequests')).length;
    await c.go('/conge/demande');
    await c.reach(page.getByRole('button', { name: 'Demander un congé' }), page, 'leave list');
    await page.getByRole('button', { name: 'Demander un congé' }).click();
    const form = dialog(page, 'Nouvelle demande de congé');
    await c.pick(form.getByLabel('Type de congé'), 'Congé annuel', form);
    await c.pickRange(form.locator('.date-picker-trigger'), p.start, p.end, form);
    const remark = `Chaos ${tag}`;
    await c.fill(form.getByLabel('Remarque'), remark, form);
    await c.submitUntil('leave request', {
      call: /POST \/api\/demandeconge\/Create$/,
      button: form.getByRole('button', { name: 'Enregistrer' }),
      done: async () => !(await form.isVisible()),
      kept: [[form.getByLabel('Remarque'), remark]],
      // The period picked stays picked too: the picker still names its first day.
      keptText: [[form.locator('.date-picker-trigger'), String(Number(p.start.slice(8, 10)))]],
    });
    await c.faultsOff();
    const mine = (await c.rows('leaveRequests')).filter((r) => JSON.stringify(r).includes(remark));
    c.expect((await c.rows('leaveRequests')).length === before + 1, `leave: ${(await c.rows('leaveRequests')).length - before} requests created for one successful submit`);
    c.expect(mine.length === 1, `leave: ${mine.length} requests hold the remark`);
    if (process.env.CHAOS_DEBUG) console.log("picked", p, "stored", mine[0]?.startDate, mine[0]?.endDate);

    await c.switchTo('manager');
    await c.go('/conge/demande?waiting=true');
    // The request by its identity (the row's id), not by how its dates are written.
    const row = page.locator(`tbody tr[data-row-id="${mine[0]?.id}"]`);
    await c.reach(row, page, 'waiting list');
    await row.getByRole('button', { name: /^Ouvrir la demande .* de Yasmine El Idrissi$/ }).click();
    const detail = dialog(page, 'Demande de congé');
    await c.reach(detail.getByRole('button', { name: 'Accepter' }), detail, 'leave detail');
    await c.submitUntil('leave approval', {
      call: /POST \/api\/demandeconge\/Accept$/,
      button: detail.getByRole('button', { name: 'Accepter' }),
      done: () => detail.getByText('Niveau 1 · Acceptée').isVisible(),
    });
    await c.faultsOff();
    const after = (await c.rows('leaveRequests')).filter((r) => JSON.stringify(r).includes(remark));
    c.expect(after.length === 1, 'leave: the approved request is still one');
  },
};

const expenses: Flow = {
  name: 'expense note create + submit',
  persona: 'employee',
  async run(c, tag) {
    const { page } = c;
    const title = `Chaos note ${tag}`;
    await c.go('/expenses');
    const create = page.getByRole('button', { name: 'Nouvelle note de frais' });
    await c.reach(create, page, 'expense list');
    const form = dialog(page);
    // The form reads the employee's projects once its currencies are in; a failed list closes it (spec 3 section 8).
    await c.openSettled('note form', () => create.click({ timeout: 5000 }), form, [/POST \/api\/project\/projectsUser$/]);
    await c.fill(form.getByLabel('Titre'), title, form);
    await c.submitUntil('expense note create', {
      call: /POST \/api\/Notes\/Create$/,
      button: form.getByRole('button', { name: 'Créer' }),
      // Saved when the form gives way to the note (whose own load may then fail and offer a retry).
      done: async () => (await page.getByRole('dialog', { name: title }).isVisible()) || !(await page.getByRole('button', { name: 'Créer' }).isVisible()),
      kept: [[form.getByLabel('Titre'), title]],
    });
    // The note stays the first panel while the expense form opens over it.
    const detail = page.getByRole('dialog').first();
    await c.reach(detail.getByRole('button', { name: 'Ajouter une dépense' }), detail, 'note detail');
    await detail.getByRole('button', { name: 'Ajouter une dépense' }).click();
    const expense = dialog(page);
    await c.reach(expense.getByRole('button', { name: 'Repas' }), expense, 'categories');
    await expense.getByRole('button', { name: 'Repas' }).click();
    // The expense form, by name: the note's own panel stays open underneath.
    const line = page.getByRole('dialog', { name: /Nouvelle dépense/ });
    await c.fill(line.locator('input[name=amount]'), '42,50', page);
    await c.reach(line.getByLabel('Payé par'), page);
    await line.getByLabel('Payé par').selectOption('Employee');
    await c.submitUntil('expense line', {
      call: /POST \/api\/Expenses\/Create$/,
      button: line.getByRole('button', { name: 'Enregistrer' }),
      done: async () => !(await line.isVisible()),
      kept: [[line.locator('input[name=amount]'), '42,50']],
    });
    await c.reach(detail.getByTestId('expense-row').first(), detail, 'expense row');
    await c.reach(detail.getByRole('button', { name: 'Soumettre' }), detail, 'submit button');
    await c.submitUntil('expense note submit', {
      call: /POST \/api\/Notes\/changestatus$/,
      button: detail.getByRole('button', { name: 'Soumettre' }),
      done: () => detail.locator('[data-status="pending"]').isVisible(),
    });
    await c.faultsOff();
    const notes = (await c.rows('expenseNotes')).filter((n) => n.title === title);
    c.expect(notes.length === 1, `expenses: ${notes.length} notes titled '${title}' for one successful create`);
    const lines = (await c.rows('expenses')).filter((e) => e.noteId === notes[0]?.id);
    c.expect(lines.length === 1, `expenses: ${lines.length} lines for one successful save`);
    c.expect(lines.every((l) => Math.abs(Number(l.amount ?? l.montant ?? 0) - 42.5) < 0.001), `expenses: the line does not hold 42.5: ${JSON.stringify(lines[0])?.slice(0, 160)}`);
  },
};

const documents: Flow = {
  name: 'document request',
  persona: 'employee',
  async run(c, tag) {
    const { page } = c;
    const before = (await c.rows('documentRequests')).filter((r) => r.userId === 1).length;
    await c.go('/employee/1/document/mydemand');
    const ask = page.locator('.page-actions').getByRole('button', { name: 'Nouvelle demande' });
    await c.reach(ask, page, 'document list');
    const form = dialog(page, 'Nouvelle demande de document');
    // The form reads the employee's projects as it opens; a failed list closes it (spec 3 section 8).
    await c.openSettled('document form', () => ask.click({ timeout: 5000 }), form, [/POST \/api\/project\/projectsUser$/]);
    await c.pick(form.getByLabel('Type de document'), 'Attestation de salaire', form, () => ask.click({ timeout: 5000 }));
    const remark = `Chaos ${tag}`;
    await c.fill(form.getByLabel('Remarque'), remark, form);
    await c.submitUntil('document request', {
      call: /POST \/api\/demanddocument\/update$/,
      button: form.getByRole('button', { name: 'Valider' }),
      done: () => page.getByRole('dialog', { name: 'Demande de document', exact: true }).isVisible(),
      kept: [[form.getByLabel('Remarque'), remark]],
    });
    await c.faultsOff();
    const mine = (await c.rows('documentRequests')).filter((r) => r.userId === 1);
    c.expect(mine.length === before + 1, `documents: ${mine.length - before} requests created for one successful submit`);
    c.expect(mine.filter((r) => r.remark === remark).length === 1, 'documents: the request lost its remark');
  },
};

const forms: Flow = {
  name: 'form fill + submit',
  persona: 'employee',
  async run(c, tag) {
    const { page } = c;
    const form = (await c.rows('forms')).find((f) => f.title === 'Sondage cantine' || f.name === 'Sondage cantine' || JSON.stringify(f).includes('Sondage cantine'));
    const before = (await c.rows('formResponses')).filter((r) => r.formId === form?.id && r.userId === 1).length;
    const menu = page.getByRole('menuitem', { name: 'Sondage cantine' });
    await c.until('quick create', () => page.getByTestId('header-quick-create').click({ timeout: 5000 }), () => menu.isVisible());
    await menu.click();
    // A failed load titles the panel 'Remplir le formulaire': take the last dialog, whatever its title.
    const fill = dialog(page);
    const dish = fill.getByLabel('Plat préféré');
    await c.reach(dish, fill, 'form fields');
    const note = `Chaos ${tag}`;
    if ((await dish.evaluate((e) => e.tagName)) === 'SELECT') await dish.selectOption({ label: 'Couscous' });
    else await fill.getByLabel('Couscous').check();
    await c.fill(fill.getByLabel('Remarques'), note, fill);
    await c.submitUntil('form response', {
      call: /POST \/api\/Forms\/SubmitForm$/,
      button: fill.getByRole('button', { name: 'Envoyer' }),
      done: async () => !(await fill.isVisible()),
      kept: [[fill.getByLabel('Remarques'), note]],
    });
    await c.faultsOff();
    const mine = (await c.rows('formResponses')).filter((r) => r.formId === form?.id && r.userId === 1);
    c.expect(mine.length === before + 1, `forms: ${mine.length - before} responses for one successful submit`);
    c.expect(mine.some((r) => JSON.stringify(r).includes(note)), 'forms: the response lost the remark');
  },
};

const interventions: Flow = {
  name: 'intervention create',
  persona: 'employee',
  async run(c, tag) {
    const { page } = c;
    const title = `Chaos panne ${tag}`;
    const item = page.getByRole('menuitem', { name: 'Nouvelle intervention' });
    await c.until('quick create', () => page.getByTestId('header-quick-create').click({ timeout: 5000 }), () => item.isVisible());
    await item.click();
    const form = dialog(page, 'Nouvelle intervention');
    await c.pick(form.getByLabel("Type d'intervention"), 'Incident', form);
    await c.pick(form.getByLabel('Catégorie'), 'Logiciel', form);
    await c.fill(form.getByLabel('Titre *'), title, form);
    const description = `Décrit sous chaos ${tag}`;
    await c.fill(form.getByLabel('Description *'), description, form);
    await c.submitUntil('intervention create', {
      call: /POST \/api\/intervention\/Create$/,
      button: form.getByRole('button', { name: 'Créer' }),
      done: () => page.getByRole('dialog', { name: new RegExp(title) }).isVisible(),
      kept: [[form.getByLabel('Titre *'), title], [form.getByLabel('Description *'), description]],
    });
    await c.faultsOff();
    const mine = (await c.rows('interventions')).filter((r) => JSON.stringify(r).includes(title));
    c.expect(mine.length === 1, `interventions: ${mine.length} created for one successful submit`);
    c.expect(mine.every((r) => JSON.stringify(r).includes(description)), 'interventions: the description was lost');
  },
};

const chat: Flow = {
  name: 'chat send',
  persona: 'employee',
  async run(c, tag) {
    const { page } = c;
    const p = dialog(page, 'Conversation');
    await c.until('chat panel', () => page.click('[data-testid="header-chat"]', { timeout: 5000 }), () => p.isVisible());
    const hajar = p.getByRole('button', { name: /Hajar Lahlou/ });
    await c.reach(hajar, p, 'chat people');
    await hajar.click();
    const text = `Message sous chaos ${tag}`;
    const composer = p.getByLabel('Votre message');
    await c.fill(composer, text, p);
    await c.submitUntil('chat send', {
      call: /POST \/api\/chat\/SendMessage$/,
      button: p.getByRole('button', { name: 'Envoyer' }),
      done: async () => (await p.getByRole('log').getByText(text).isVisible()) && (await composer.inputValue()) === '',
      kept: [[composer, text]],
    });
    await c.faultsOff();
    const sent = (await c.rows('chatMessages')).filter((m) => JSON.stringify(m).includes(text));
    c.expect(sent.length === 1, `chat: ${sent.length} messages stored for one successful send`);
    c.expect((await p.getByRole('log').getByText(text).count()) === 1, 'chat: the message shows more than once');
  },
};

const notifications: Flow = {
  name: 'notifications read',
  persona: 'hr',
  async run(c) {
    const { page } = c;
    const bell = page.locator('[data-testid=header-bell]');
    const markAll = page.locator('[data-testid=notifications-mark-all]');
    // Opened, and read again from its own retry: a retry pressed elsewhere on the page (a dashboard card's) would close the dropdown.
    const menu = page.getByRole('menu').filter({ has: markAll });
    await c.until(
      'notifications',
      async () => {
        if (!(await markAll.isVisible())) await bell.click({ timeout: 5000 });
        const retry = menu.getByRole('button', { name: 'Réessayer' });
        if (await retry.isVisible()) await retry.click({ timeout: 2000 });
      },
      () => page.locator('.notification-item').first().isVisible(),
    );
    await c.submitUntil('mark all read', {
      call: /GET \/api\/Reminder\/MarkAsReadNotifications$/,
      button: markAll,
      done: async () => (await page.locator('[data-testid=header-bell-count]').count()) === 0,
    });
    await c.faultsOff();
    const unread = (await c.rows('notifications')).filter((n) => n.userId === 3 && !n.isView);
    c.expect(unread.length === 0, `notifications: ${unread.length} still unread on the server`);
  },
};

export const flows: Flow[] = [leave, expenses, documents, forms, interventions, chat, notifications];
