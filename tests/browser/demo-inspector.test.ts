import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { openApp, sendHeld, signInAs } from './harness';

/**
 * Issue 20 item 7: the demo panel's inspector names each running machine in
 * words and draws the selected one, with the state the page is in
 * highlighted and the last event named; clicking an open panel selects its
 * machine; after an action moves the machine, the drawing follows.
 */
const control = (page: Page) => page.getByRole('dialog', { name: 'Panneau de démo' });
const detail = (page: Page) => control(page).getByTestId('inspector-detail');
const activeLeaves = (page: Page) => detail(page).locator('[data-testid=diagram-viewport] .diagram-state.is-active:not(.is-compound)');

/** Yasmine's request for her cousin's wedding, waiting for Karim, opened in its panel. */
async function openWedding(page: Page) {
  const id = await page.evaluate(() => ((window as any).__mintrh.fake.backend.db.table('leaveRequests').all() as Array<{ id: number; userId: number; description: string | null; status: string }>).find((r) => r.userId === 1 && r.description === 'Mariage d’une cousine' && r.status === 'En_Cour')!.id);
  await page.evaluate((id) => (window as any).__mintrh.openPanel('leave.detail', { id }), id);
  const leave = page.getByRole('dialog', { name: 'Demande de congé' });
  await leave.getByRole('button', { name: 'Annuler la demande' }).waitFor();
  return { id, leave };
}

async function openInspector(page: Page) {
  await page.getByTestId('demo-control').click();
  await detail(page).locator('[data-testid=diagram-viewport] svg').waitFor();
}

test('the inspector draws the machine of the panel clicked, with the live state; after cancelling, the drawing shows the new state and its event', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    const { id, leave } = await openWedding(page);
    // A click in the panel selects its machine; the inspector still shows it once the panel is closed to open the demo panel.
    await leave.locator('.side-panel-body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Escape');
    await openInspector(page);
    assert.is(await detail(page).getAttribute('data-machine'), 'leaveRequest');
    // Named in words: whose request, which days, its status and level.
    const name = (await detail(page).locator('p strong').textContent())!;
    assert.match(name, /^Demande de congé de Yasmine El Idrissi, .+ : en cours, niveau 1 \(panneau fermé\)$/);
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
    await sendHeld(page, leave);
    await leave.getByTestId('leave-status').filter({ hasText: /^Annulée/ }).waitFor();
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
    // The last transition named in words, its arrow drawn apart.
    await detail(page).getByTestId('inspector-last-event').getByText(/^Dernière transition\s:\schargement → (annulée|congé annulé), par «\schargement\s:\ssuccès\s»$/).waitFor();
    // And the steps before it, oldest first, read from the top down to the last one: the cancel itself stays in sight
    // after the reading that followed it (review s31), its words held to their guillemets (review s32: 'par «' alone at a line's end).
    const earlier = detail(page).getByTestId('inspector-earlier');
    assert.is(await earlier.getAttribute('open'), '', 'open in the demo panel');
    assert.is(await earlier.locator('summary').textContent(), 'Avant\u00a0: 4 étapes');
    assert.equal(await earlier.locator('li').allTextContents(), [
      'chargement → en cours, par «\u00a0chargement : succès\u00a0»',
      'en cours → annulation en attente d’envoi (5 s), par «\u00a0annuler la demande\u00a0»',
      'annulation en attente d’envoi (5 s) → annulation, par «\u00a0délai : fin du temps pour revenir en arrière\u00a0»',
      'annulation → chargement, par «\u00a0annulation : succès\u00a0»',
    ]);
    assert.ok((await detail(page).locator('[data-testid=diagram-viewport] .diagram-transition.is-last').count()) >= 1);
    // Waited for, not read once: the name follows the panel's closing (Escape), which a loaded machine may draw a
    // frame after the diagram (full run 6, 4 December 2026, failed on a read made before it).
    await detail(page)
      .locator('p strong')
      .filter({ hasText: / : annulée \(panneau fermé\)$/ })
      .waitFor()
      .catch(async (e) => {
        throw new Error(`the name reads « ${(await detail(page).locator('p strong').textContent()) ?? ''} » | ${(e as Error).message.split('\n')[0]}`);
      });
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
  // In Arabic the Latin name is isolated in its own direction (U+2068…U+2069), as every name in a right-to-left line.
  for (const [locale, word] of [['en-GB', 'Session of Yasmine El Idrissi: signed in'], ['es-ES', 'Sesión de Yasmine El Idrissi: conectado'], ['ar', 'الجلسة لـ \u2068Yasmine El Idrissi\u2069: متصل']] as const) {
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

test("persona review (product owner): each data read of the manager's dashboard is named by what it reads, no two alike", async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'manager');
    // Every card drawn with its data, the decisions card's five kinds included.
    await page.locator('#main .decision-kind').nth(4).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('#main .work-card .skeleton, #main .work-card .spinner').length === 0);
    await page.getByTestId('demo-control').click();
    const reads = control(page).locator('li[data-machine=resource] .inspector-item');
    await reads.nth(10).waitFor();
    const names = (await reads.allTextContents()).map((x) => x.trim());
    // 'Chargement de données : prêt', six times over, told the product owner nothing.
    assert.equal(names.filter((n) => !n.includes(' · ')), [], 'every read names its place');
    assert.equal(names.filter((n, i) => names.indexOf(n) !== i), [], 'no two alike');
    assert.ok(names.includes('Chargement de données · Absents : prêt'), names.join(' | '));
    assert.ok(names.includes('Chargement de données · En attente de ma décision · Congés : prêt'), names.join(' | '));
  } finally {
    await t.close();
  }
});

/** WCAG's contrast ratio of two computed CSS colours ('rgb(20, 122, 102)'), in the page. */
const contrastIn = (page: Page, leaf: string) =>
  page.evaluate((sel) => {
    const g = document.querySelector(sel)!;
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = (c: string) => {
      const [r, gr, b] = rgb(c).map((v) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * gr! + 0.0722 * b!;
    };
    const fill = getComputedStyle(g.querySelector('rect')!).fill;
    const text = getComputedStyle(g.querySelector('text')!).fill;
    const [hi, lo] = [lum(fill), lum(text)].sort((a, b) => b - a);
    return { ratio: (hi! + 0.05) / (lo! + 0.05), fill, text };
  }, leaf);

/** Where a panel's chart and its own content stand, and whether the panel is whole in the window. */
const placeOf = (panel: Locator) =>
  panel.evaluate((p) => {
    const box = (sel: string) => {
      const r = p.querySelector(sel)?.getBoundingClientRect();
      return r ? { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width } : null;
    };
    const r = p.getBoundingClientRect();
    return { chart: box('.side-panel-chart'), body: box('.side-panel-body'), panel: { left: r.left, right: r.right }, width: innerWidth };
  });

test('a panel draws its statechart live beside its content (persona review: opened above, it covered the form it described): on a phone above it, the request cancelled below it; at 1440 px beside the form, in French and Arabic; not back after a reload', async () => {
  const t = await openApp({ path: '/account/login', viewport: { width: 390, height: 844 } });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    const { leave } = await openWedding(page);
    // The switch is in the panel's own header: on a phone the panel covers the demo bar.
    const toggle = leave.getByRole('button', { name: 'Statechart de ce panneau, en direct' });
    assert.is(await toggle.getAttribute('aria-pressed'), 'false');
    await toggle.click();
    assert.is(await toggle.getAttribute('aria-pressed'), 'true');
    const chart = leave.getByRole('complementary', { name: 'Statechart en direct' });
    await chart.getByTestId('diagram-viewport').locator('svg').waitFor();
    assert.is(await chart.getByTestId('inspector-detail').getAttribute('data-machine'), 'leaveRequest');
    await chart.locator('.diagram-state.is-active[data-state="leaveRequest.ready.pending"]').waitFor();
    // Named as this request, its panel open.
    assert.match((await chart.locator('.inspector-detail p strong').textContent())!, /^Demande de congé de Yasmine El Idrissi, .+ : en cours, niveau 1$/);
    // On the phone the chart takes the top of the panel; the request stays below it, used while the chart shows.
    const phone = await placeOf(leave);
    assert.ok(phone.chart!.bottom <= phone.body!.top + 1 && phone.body!.bottom - phone.body!.top > 250, `the chart above the request, the request readable below it: ${JSON.stringify(phone)}`);
    assert.ok(phone.panel.left >= -1 && phone.panel.right <= 391, 'nothing sideways');
    await leave.getByRole('button', { name: 'Annuler la demande' }).click();
    await sendHeld(page, leave);
    await leave.getByTestId('leave-status').filter({ hasText: /^Annulée/ }).waitFor();
    // The chart moved with it, the state and the transition that took it there, still in view.
    await chart.locator('.diagram-state.is-active:is([data-state="leaveRequest.ready.cancelled"], [data-state="leaveRequest.ready.holidayCanceled"])').waitFor();
    await chart.getByTestId('inspector-last-event').getByText(/^Dernière transition\s:\s.+ → .+, par «\s.+\s»$/).waitFor();
    // Above a panel (a phone here) the steps before it are folded to their summary, the drawing keeping its room; a tap opens them.
    const earlier = chart.getByTestId('inspector-earlier');
    assert.is(await earlier.getAttribute('open'), null, 'folded on a phone');
    assert.match((await earlier.locator('summary').textContent())!, /^Avant\u00a0: \d étapes$/);
    await earlier.locator('summary').click();
    await earlier.locator('li').getByText('en cours → annulation en attente d’envoi (5 s), par «\u00a0annuler la demande\u00a0»').waitFor();
    // Opened, the steps do not push the drawing out of the chart (review s33): the chart grows, the drawing stays in sight.
    const room = await chart.evaluate((c) => {
      const v = c.querySelector('[data-testid=diagram-viewport]')!.getBoundingClientRect();
      const r = c.getBoundingClientRect();
      return { height: Math.round(v.height), top: Math.round(v.top - r.top), chart: Math.round(r.height) };
    });
    assert.ok(room.height >= 120 && room.top + 120 <= room.chart, `the drawing keeps room under the opened steps: ${JSON.stringify(room)}`);
    const live = await chart.evaluate((c) => {
      const r = c.querySelector('.diagram-state.is-active:not(.is-compound) rect')!.getBoundingClientRect();
      const v = c.querySelector('[data-testid=diagram-viewport]')!.getBoundingClientRect();
      return r.left >= v.left - 1 && r.right <= v.right + 1 && r.right <= innerWidth;
    });
    assert.ok(live, 'the live state is in view on the phone');
    // Switched off, the panel is as it was.
    await toggle.click();
    await chart.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await leave.waitFor({ state: 'detached' });

    // 1440 px: a new request's form, its chart beside it at the page's side, the form as wide as without it.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.evaluate(() => (window as any).__mintrh.openPanel('leave.form', {}));
    const form = page.locator('[data-panel="leave.form"]');
    await form.getByTestId('panel-chart').waitFor();
    const before = await placeOf(form);
    // The switch looks on once on, the pointer gone from it (review s31: only the hover's tint told it apart).
    const look = () => form.getByTestId('panel-chart').evaluate((b) => `${getComputedStyle(b).backgroundColor} ${getComputedStyle(b).boxShadow}`);
    await page.mouse.move(5, 450);
    const off = await look();
    await form.getByTestId('panel-chart').click();
    await page.mouse.move(5, 450);
    assert.is.not(await look(), off, 'the switch on does not look as it does off');
    const beside = form.getByTestId('panel-chart-aside');
    await beside.getByTestId('diagram-viewport').locator('svg').waitFor();
    const wide = await placeOf(form);
    assert.ok(Math.abs(wide.body!.width - before.body!.width) <= 1, `the form keeps its width: ${before.body!.width} → ${wide.body!.width}`);
    assert.ok(wide.chart!.right <= wide.body!.left + 1 && wide.chart!.left >= 0 && wide.chart!.width >= 340, `the chart beside the form, toward the page: ${JSON.stringify(wide)}`);
    // Typed while the chart shows: nothing covers the form.
    const remark = form.locator('textarea');
    await remark.fill('Rendez-vous médical');
    assert.is(await remark.inputValue(), 'Rendez-vous médical');
    // Beside the form there is room: the steps that led to its state are open, not folded as above a panel.
    assert.is(await beside.getByTestId('inspector-earlier').getAttribute('open'), '', 'the steps open beside the panel');

    // In Arabic, after a reload: the form comes back as typed, without its chart; asked again, it stands at the form's right.
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.reload();
    await form.getByTestId('panel-chart').waitFor();
    // The form gives its draft back once its types and rules are read (the switch shows as soon as its machine runs).
    await page.waitForFunction(() => document.querySelector<HTMLTextAreaElement>('[data-panel="leave.form"] textarea')?.value === 'Rendez-vous médical');
    assert.is(await form.getByTestId('panel-chart-aside').count(), 0);
    await form.getByTestId('panel-chart').click();
    await beside.getByTestId('diagram-viewport').locator('svg').waitFor();
    const rtl = await placeOf(form);
    assert.ok(rtl.chart!.left >= rtl.body!.right - 1 && rtl.chart!.right <= rtl.width + 1, `in Arabic the chart at the form's right, toward the page: ${JSON.stringify(rtl)}`);
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('issue 36: the diagram opens readable around its live state, fits whole on demand, zooms by buttons, keys and wheel, opens wide; the live state reads at 4.5:1; words, ids on demand', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    await openInspector(page);
    await control(page).getByRole('button', { name: /^Session de Yasmine El Idrissi/ }).click();
    const viewport = detail(page).getByTestId('diagram-viewport');
    await viewport.locator('[data-state="session.signedIn.active"].is-active').waitFor();
    // Fitted: the drawing is no wider than the panel's box, which is no wider than the panel.
    const sizes = () =>
      viewport.evaluate((v) => {
        const g = v.querySelector('svg > g')!.getBoundingClientRect();
        const r = v.getBoundingClientRect();
        return { box: r.width, boxHeight: r.height, drawn: g.width, drawnHeight: g.height, panel: v.closest('.side-panel')!.getBoundingClientRect().width, scale: Number((v as HTMLElement).dataset.scale) };
      });
    // Opened where it reads (persona review: fitted whole, a session's chart read at 27 %): at 70 % or more, the live
    // state inside the box, the box inside the panel.
    const opened = await sizes();
    assert.ok(opened.scale >= 0.7 - 1e-3 && opened.box <= opened.panel, JSON.stringify(opened));
    const inBox = await viewport.evaluate((v) => {
      const r = v.getBoundingClientRect();
      const s = v.querySelector('[data-state="session.signedIn.active"] rect')!.getBoundingClientRect();
      return s.left >= r.left - 1 && s.right <= r.right + 1 && s.top >= r.top - 1 && s.bottom <= r.bottom + 1;
    });
    assert.ok(inBox, 'the live state is in view on open');
    // So is the name of the state it is part of ('connecté'), held at the view's edge when its corner is off it.
    const named = await viewport.evaluate((v) => {
      const r = v.getBoundingClientRect();
      const n = v.querySelector('[data-name-of="session.signedIn"]')!;
      const b = n.getBoundingClientRect();
      return { text: n.textContent, inside: b.left >= r.left - 1 && b.right <= r.right + 1 && b.top >= r.top - 1 && b.bottom <= r.bottom + 1 };
    });
    assert.ok(named.inside && named.text === 'connecté', JSON.stringify(named));
    // 'Ajuster': the whole drawing, no wider than the box, and spanning its width (or its height for a tall chart).
    await detail(page).getByRole('button', { name: 'Ajuster' }).click();
    await page.waitForFunction((s) => Number(document.querySelector<HTMLElement>('[data-testid=diagram-viewport]')!.dataset.scale) !== s, opened.scale).catch(() => undefined);
    const open = await sizes();
    assert.ok(open.drawn <= open.box + 1 && open.box <= open.panel, JSON.stringify(open));
    assert.ok(open.drawn >= open.box * 0.6 || open.drawnHeight >= open.boxHeight * 0.6, JSON.stringify(open));
    // Buttons: zoom in, zoom out, fit.
    await detail(page).getByRole('button', { name: 'Zoom avant' }).click();
    await page.waitForFunction((s) => Number(document.querySelector<HTMLElement>('[data-testid=diagram-viewport]')!.dataset.scale) > s * 1.2, open.scale);
    await detail(page).getByRole('button', { name: 'Zoom arrière' }).click();
    await detail(page).getByRole('button', { name: 'Zoom arrière' }).click();
    assert.ok((await sizes()).scale < open.scale * 0.9);
    await detail(page).getByRole('button', { name: 'Ajuster' }).click();
    assert.ok(Math.abs((await sizes()).scale - open.scale) < 0.001);
    // Keyboard on the focused diagram: + zooms, an arrow moves, 0 fits again; the wheel zooms too.
    await viewport.focus();
    await page.keyboard.press('+');
    assert.ok((await sizes()).scale > open.scale * 1.2);
    const before = await viewport.evaluate((v) => v.querySelector('svg > g')!.getBoundingClientRect().x);
    await page.keyboard.press('ArrowLeft');
    assert.ok((await viewport.evaluate((v) => v.querySelector('svg > g')!.getBoundingClientRect().x)) > before + 30);
    await page.keyboard.press('0');
    assert.ok(Math.abs((await sizes()).scale - open.scale) < 0.001);
    // A drag (pointer events, the mouse's or a finger's) moves it; two pointers moving apart zoom it in.
    const box = (await viewport.boundingBox())!;
    const gx = () => viewport.evaluate((v) => v.querySelector('svg > g')!.getBoundingClientRect().x);
    const x0 = await gx();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    assert.ok(Math.abs((await gx()) - x0 - 60) < 2, `dragged by 60 px: ${(await gx()) - x0}`);
    await page.keyboard.press('0');
    await viewport.evaluate((v, b) => {
      const at = (type: string, id: number, x: number) => v.dispatchEvent(new PointerEvent(type, { pointerId: id, pointerType: 'touch', isPrimary: id === 1, clientX: b.x + x, clientY: b.y + b.height / 2, bubbles: true }));
      at('pointerdown', 1, b.width / 2 - 20);
      at('pointerdown', 2, b.width / 2 + 20);
      at('pointermove', 2, b.width / 2 + 60);
      at('pointerup', 1, b.width / 2 - 20);
      at('pointerup', 2, b.width / 2 + 60);
    }, box);
    await page.waitForFunction((s) => Number(document.querySelector<HTMLElement>('[data-testid=diagram-viewport]')!.dataset.scale) > s * 1.5, open.scale);
    await page.keyboard.press('0');
    await viewport.hover();
    await page.mouse.wheel(0, -300);
    await page.waitForFunction((s) => Number(document.querySelector<HTMLElement>('[data-testid=diagram-viewport]')!.dataset.scale) > s, open.scale);

    // The live state: filled with the accent, its words readable on it (WCAG AA).
    const c = await contrastIn(page, '[data-testid=diagram-viewport] .diagram-state.is-active:not(.is-compound)');
    assert.ok(c.ratio >= 4.5, JSON.stringify(c));
    assert.is.not(c.fill, 'rgb(0, 0, 0)');
    // In words: the state's box says 'actif', the ids only on demand.
    assert.is(await viewport.locator('[data-state="session.signedIn.active"] text').textContent(), 'actif');
    await detail(page).getByLabel('Afficher les identifiants').check();
    await viewport.locator('[data-state="session.signedIn.active"] text', { hasText: /^active$/ }).waitFor();
    await detail(page).getByLabel('Afficher les identifiants').uncheck();

    // Opened wide: a dialog of its own, the window's size, where the chart reads, whole or around its live state, and
    // larger than in the panel; 'Ajuster' fits it whole; Escape closes it alone, the demo panel stays.
    await detail(page).getByRole('button', { name: 'Agrandir' }).click();
    const wide = page.getByTestId('diagram-viewport-wide');
    await wide.locator('svg').waitFor();
    const measure = () => wide.evaluate((v) => ({ box: v.getBoundingClientRect().width, drawn: v.querySelector('svg > g')!.getBoundingClientRect().width, scale: Number((v as HTMLElement).dataset.scale) }));
    const w = await measure();
    assert.ok(w.box > open.box && w.scale >= 0.55 - 1e-3 && w.drawn > open.drawn, JSON.stringify(w));
    await page.getByTestId('diagram-wide').getByRole('button', { name: 'Ajuster' }).click();
    await page.waitForFunction(() => {
      const v = document.querySelector('[data-testid=diagram-viewport-wide]')!;
      return v.querySelector('svg > g')!.getBoundingClientRect().width <= v.getBoundingClientRect().width + 1;
    });
    await page.keyboard.press('Escape');
    await wide.waitFor({ state: 'detached' });
    assert.ok(await control(page).isVisible());
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test.run();
