import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openApp, signInAs } from './harness';

/**
 * Issue 20 item 7: the demo panel's inspector names each running machine in
 * words and draws the selected one, with the state the page is in
 * highlighted and the last event named; clicking an open panel selects its
 * machine; after an action moves the machine, the drawing follows.
 */
const control = (page: Page) => page.getByRole('dialog', { name: 'Panneau de démo' });
const detail = (page: Page) => control(page).getByTestId('inspector-detail');
const activeLeaves = (page: Page) => detail(page).locator('[data-testid=machine-diagram] .diagram-state.is-active:not(.is-compound)');

async function openInspector(page: Page) {
  await page.getByTestId('demo-control').click();
  await detail(page).locator('[data-testid=machine-diagram] svg').waitFor();
}

test('the inspector draws the machine of the panel clicked, with the live state; after cancelling, the drawing shows the new state and its event', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    // Yasmine's request for her cousin's wedding, waiting for Karim.
    const id = await page.evaluate(() => ((window as any).__mintrh.fake.backend.db.table('leaveRequests').all() as Array<{ id: number; userId: number; description: string | null; status: string }>).find((r) => r.userId === 1 && r.description === 'Mariage d’une cousine' && r.status === 'En_Cour')!.id);
    await page.evaluate((id) => (window as any).__mintrh.openPanel('leave.detail', { id }), id);
    const leave = page.getByRole('dialog', { name: 'Demande de congé' });
    await leave.getByRole('button', { name: 'Annuler la demande' }).waitFor();
    // A click in the panel selects its machine; the inspector still shows it once the panel is closed to open the demo panel.
    await leave.locator('.side-panel-body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Escape');
    await openInspector(page);
    assert.is(await detail(page).getAttribute('data-machine'), 'leaveRequest');
    // Named in words: whose request, which days, its status and level.
    const name = (await detail(page).locator('p strong').textContent())!;
    assert.match(name, /^Demande de congé de Yasmine El Idrissi, .+ : en attente, niveau 1 \(panneau fermé\)$/);
    // Drawn: states as boxes, nested inside their parent, transitions as labelled arrows; the live state highlighted.
    const diagram = detail(page).getByTestId('machine-diagram');
    assert.ok((await diagram.locator('.diagram-state').count()) >= 10);
    assert.ok((await diagram.locator('.diagram-state.is-compound[data-state="leaveRequest.ready"]').count()) === 1);
    assert.ok((await diagram.locator('.diagram-transition[data-event="leave.accept"] .diagram-event').count()) >= 1);
    assert.equal(await activeLeaves(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-state'))), ['leaveRequest.ready.pending']);
    // Other machines are listed by name too.
    await control(page).getByRole('button', { name: /^Session de Yasmine El Idrissi : connecté/ }).waitFor();

    // An action moves the machine: the drawing shows the new state and names the event.
    await page.keyboard.press('Escape');
    await page.evaluate((id) => (window as any).__mintrh.openPanel('leave.detail', { id }), id);
    await leave.getByRole('button', { name: 'Annuler la demande' }).click();
    await leave.getByText(/^Annulée/).first().waitFor();
    await leave.locator('.side-panel-body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Escape');
    await openInspector(page);
    // Cancelled by its requester: the server answers it cancelled (or, for a leave already under way, holiday cancelled).
    await detail(page)
      .locator('.diagram-state.is-active:is([data-state="leaveRequest.ready.cancelled"], [data-state="leaveRequest.ready.holidayCanceled"])')
      .waitFor()
      .catch(async (e) => {
        throw new Error(`${(await detail(page).locator('p strong').textContent()) ?? ''} | ${(await activeLeaves(page).evaluateAll((els) => els.map((x) => x.getAttribute('data-state')))).join()} | ${(e as Error).message.split('\n')[0]}`);
      });
    assert.equal((await activeLeaves(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-state')))).length, 1);
    await detail(page).getByTestId('inspector-last-event').getByText(/Dernier événement : done: /).waitFor();
    assert.match((await detail(page).locator('p strong').textContent())!, / : annulée \(panneau fermé\)$/);
    // Choosing another machine from the list draws it.
    await control(page).getByRole('button', { name: /^Session de Yasmine El Idrissi/ }).click();
    await detail(page).locator('[data-testid=machine-diagram][data-machine="session"]').waitFor();
    await detail(page).locator('[data-state="session.signedIn"].is-active').waitFor();
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('the inspector names machines in each language', async () => {
  for (const [locale, word] of [['en-GB', 'Session of Yasmine El Idrissi: signed in'], ['es-ES', 'Sesión de Yasmine El Idrissi: conectado'], ['ar', 'الجلسة لـ Yasmine El Idrissi: متصل']] as const) {
    const t = await openApp({ path: '/account/login', locale });
    try {
      await signInAs(t.page, 'employee');
      await t.page.getByTestId('demo-control').click();
      await t.page.locator('.inspector-item', { hasText: word }).first().waitFor();
      assert.equal(t.errors, []);
    } finally {
      await t.close();
    }
  }
});

test.run();
