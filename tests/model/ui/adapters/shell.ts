import type { Page } from 'playwright-core';
import type { UiAdapter } from '../types';

/**
 * UI adapters of the shell area's machines (machines/shell/). Texts are the
 * French ones (the walk runs in fr-FR), looked up by role and name.
 */
const panel = (page: Page) => page.locator('.side-panel');
const form = (page: Page) => page.locator('form.reminder-form');
const confirm = (page: Page) => page.getByRole('alertdialog');

/** 'Mes rappels': the reminder editor (new, edit, save, confirmed delete). Yasmine has seeded reminders. */
export const reminderEditorAdapter: UiAdapter = {
  machine: 'shell.reminderEditor',
  persona: 'employee',
  writes: ['reminder.submit', 'reminder.confirm'],
  async start(ui) {
    await ui.openPanel('shell.reminders');
    await panel(ui.page).getByRole('heading', { name: 'Mes rappels' }).waitFor();
    await panel(ui.page).locator('.reminder-row').first().waitFor();
  },
  actions: {
    'reminder.new': (ui) => panel(ui.page).getByRole('button', { name: 'Nouveau rappel' }).click(),
    'reminder.edit': (ui) => panel(ui.page).locator('.reminder-row').first().getByRole('button', { name: 'Modifier le rappel' }).click(),
    async 'reminder.cancel'(ui) {
      if (await confirm(ui.page).count()) await confirm(ui.page).getByRole('button', { name: 'Annuler' }).click();
      else await form(ui.page).getByRole('button', { name: 'Annuler' }).click();
    },
    async 'reminder.submit'(ui) {
      await form(ui.page).locator('input[name=title]').fill(`Rappel du parcours ${ui.path.index}`);
      await form(ui.page).getByRole('button', { name: 'Enregistrer' }).click();
    },
    'reminder.delete': (ui) => panel(ui.page).locator('.reminder-row').first().getByRole('button', { name: 'Supprimer' }).click(),
    'reminder.confirm': (ui) => confirm(ui.page).getByRole('button', { name: 'Supprimer' }).click(),
  },
  faults: {
    'xstate.error.actor.save': { method: 'POST', path: '^/api/Reminder/(Create|Edit)$', message: 'Error.Status.500' },
    'xstate.error.actor.remove': { method: 'DELETE', path: '^/api/Reminder/Delete/\\d+$', message: 'Error.Status.500' },
  },
  states: {
    async 'reminderEditor.idle'(ui) {
      await form(ui.page).waitFor({ state: 'detached' });
      await confirm(ui.page).waitFor({ state: 'detached' });
      await panel(ui.page).getByRole('button', { name: 'Nouveau rappel' }).waitFor();
    },
    async 'reminderEditor.editing'(ui) {
      await form(ui.page).waitFor();
      // Back from a failed save: the server's message shows and what was typed is kept.
      const arrivedBy = ui.path.steps[ui.step - 1]?.event.type;
      if (arrivedBy === 'xstate.error.actor.save') {
        await form(ui.page).getByRole('alert').waitFor();
        const typed = await form(ui.page).locator('input[name=title]').inputValue();
        if (typed !== `Rappel du parcours ${ui.path.index}`) throw new Error(`the title typed was lost after a failed save: '${typed}'`);
      }
    },
    async 'reminderEditor.confirmingDelete'(ui) {
      await confirm(ui.page).getByRole('button', { name: 'Supprimer' }).waitFor();
    },
  },
};

/**
 * The user hover card on the collaborators page (any persona sees it). Many
 * cards are mounted (two per person); the walk hovers the first person's name.
 * Read-only: loading a profile card writes nothing, so it also runs in --production.
 */
const firstName = (page: Page) => page.locator('.person-card').first().locator('.hover-card-anchor').nth(1);
export const hoverCardAdapter: UiAdapter = {
  machine: 'shell.hoverCard',
  persona: 'employee',
  readOnly: true,
  async start(ui) {
    // A fresh page mount gives fresh card actors.
    await ui.navigate('/');
    await ui.navigate('/collaborateur');
    await firstName(ui.page).waitFor();
    await ui.page.mouse.move(1, 1);
  },
  actions: {
    'card.show': (ui) => firstName(ui.page).locator('a').hover(),
    'card.hide': (ui) => ui.page.mouse.move(1, 1),
  },
  faults: {
    'xstate.error.actor.load': { method: 'POST', path: '^/api/profile/GetProfileUser/\\d+$', message: 'Error.Status.500' },
  },
  states: {
    async 'hoverCard.closed'(ui) {
      await firstName(ui.page).getByTestId('user-hover-card').waitFor({ state: 'detached' });
    },
    async 'hoverCard.shown'(ui) {
      const card = firstName(ui.page).getByTestId('user-hover-card');
      await card.locator('.hover-card-name').waitFor();
      if (!(await card.locator('.hover-card-name').innerText()).trim()) throw new Error('the card shows no name');
    },
    async 'hoverCard.failed'(ui) {
      await firstName(ui.page).getByRole('alert').waitFor();
      await firstName(ui.page).getByTestId('user-hover-card').waitFor({ state: 'detached' });
    },
  },
};

/**
 * The bell in the header. Its actor lives as long as the shell: start() leaves
 * the shell (the terms page has none) and comes back, so the bell mounts and
 * loads afresh. Opening the dropdown sends 'notifications.reload' (the bell
 * refreshes when opened): an action that needs the dropdown open may pass
 * through refreshing first, as a user's click does.
 */
const bell = (page: Page) => page.getByTestId('header-bell');
const menuOpen = async (page: Page) => (await bell(page).getAttribute('aria-expanded')) === 'true';
async function openBell(page: Page) {
  // Opening a notification routes to its source, maybe a side panel over the header: close it first.
  for (let i = 0; i < 3 && (await page.locator('.side-panel').count()); i++) await page.keyboard.press('Escape');
  await page.locator('.side-panel').waitFor({ state: 'detached' });
  if (!(await menuOpen(page))) await bell(page).click();
  await page.locator('.notifications-list').waitFor();
}
export const notificationsAdapter: UiAdapter = {
  machine: 'shell.notifications',
  persona: 'employee',
  writes: ['notifications.open', 'notifications.markAll'],
  interruptible: ['notifications.ready.refreshing'],
  async start(ui) {
    await ui.navigate('/account/termsacceptance?returnUrl=%2F');
    await ui.page.locator('.terms-card').waitFor();
    await ui.navigate('/');
    await bell(ui.page).waitFor();
  },
  actions: {
    async 'notifications.reload'(ui) {
      // A user step planned in refreshing needs the refresh to last.
      if (ui.path.steps[ui.step]?.kind === 'user') await ui.latency(1500);
      if (await menuOpen(ui.page)) await ui.page.keyboard.press('Escape');
      await openBell(ui.page);
    },
    async 'notifications.open'(ui) {
      await openBell(ui.page);
      // The model says whether the one opened is unread (marked, then routed) or read (routed).
      const unread = ui.path.steps[ui.step - 1]!.value.includes('marking');
      await ui.page.locator(`.notification-item[data-unread="${unread}"]`).first().click();
    },
    async 'notifications.markAll'(ui) {
      await openBell(ui.page);
      await ui.page.getByTestId('notifications-mark-all').click();
    },
    async 'notifications.received'(ui) {
      // What the server's notify() does: a row, then a push through the hub.
      await ui.backend((b: any) => {
        const row = b.db.table('notifications').insert({ userId: 1, senderId: 2, title: 'notification.birthday', parameterTitle: 'Karim Benali', sourceName: 'Anniversary', sourceId: 2, sourceUserId: 2, isView: false, createdDate: new Date().toISOString() });
        b.hub.sendToUser(1, 'ReceiveNotification', { ...row, user: null });
      });
    },
  },
  faults: {
    'xstate.error.actor.load': { method: 'GET', path: '^/api/Reminder/GetNotifications$' },
    'xstate.error.actor.refresh': { method: 'GET', path: '^/api/Reminder/GetNotifications$' },
    'xstate.error.actor.markOne': { method: 'GET', path: '^/api/Reminder/MarkAsReadNotification/\\d+$' },
    'xstate.error.actor.markAll': { method: 'GET', path: '^/api/Reminder/MarkAsReadNotifications$' },
  },
  states: {
    async 'notifications.ready.idle'(ui) {
      await bell(ui.page).waitFor();
      if (ui.path.steps[ui.step - 1]?.event.type === 'xstate.done.actor.markAll') await ui.page.getByTestId('header-bell-count').waitFor({ state: 'detached' });
    },
  },
};

// The two search charts have their own file (adapters/search.ts): they walk on the page's clock.
export const shellAdapters: UiAdapter[] = [reminderEditorAdapter, hoverCardAdapter, notificationsAdapter];
