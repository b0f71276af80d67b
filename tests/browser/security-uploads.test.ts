import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { startApiHost, type ApiHost } from '../../server-fake/node/http-host';
import { openApp, signInAs, type TestPage } from './harness';
import { hostileFiles, type HostileFile } from '../hostile-files';
import { recordSecurityFigures } from '../security-figures';
import { offersPreview, previewLists, sniffKind } from '../../src/domain/uploads';

/**
 * Issue 21, section 1: hostile files through every upload screen (the widget
 * must refuse what it should before sending), then, stored straight into the
 * fake server's data as a hostile server would keep them (declared type and
 * name as the attacker chose), opened through every view path by a persona who
 * may see them, in demo mode and in production mode against the loopback API
 * host, with no Content-Security-Policy to help. A trap proves no script runs:
 * every payload calls `__xss` and sets `window.__xssRan`, checked in the app's
 * page and in every page or tab a click opens; a tab that shows a blob: as a
 * document (HTML or SVG) counts as a success of the attack even if its script
 * was stopped otherwise.
 */
let host: ApiHost;
test.before(async () => {
  host = await startApiHost();
});
test.after(async () => {
  await host.close();
});

const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');
const hostile = hostileFiles.map((h) => ({ label: h.label, name: h.name, declared: h.declared, size: h.bytes.length, b64: b64(h.bytes) }));
type Planted = typeof hostile;
/** A page, by its bytes: what no upload screen may ever keep. */
const isHtml = (h: HostileFile) => sniffKind(h.bytes) === 'html';

/**
 * Attaches the hostile files to every record a view path shows: leave
 * requests, expense notes and lines, interventions, document requests, the
 * company's files, and the newest message of the HR committee's group (its
 * documents too). Plain JavaScript: it runs in the page (demo) or in Node
 * against the loopback host's data (production).
 */
const plant = `(db, hostile) => {
  const now = new Date().toISOString();
  const mk = (area) => hostile.map((h) => db.table('files').insert({ name: h.name, mimeType: h.declared, size: h.size, content: 'data:' + h.declared + ';base64,' + h.b64, ownerId: null, area, createdDate: now }).id);
  const attach = (table, ids) => { for (const r of db.table(table).all()) db.table(table).update(r.id, { fileIds: ids }); };
  attach('leaveRequests', mk('leave'));
  const spent = mk('expenses');
  attach('expenseNotes', spent);
  attach('expenses', spent);
  attach('interventions', mk('interventions'));
  const docs = mk('documents');
  for (const r of db.table('documentRequests').all()) for (const fileId of docs) db.table('documentRequestFiles').insert({ requestId: r.id, fileId, document: false });
  for (const fileId of mk('company')) db.table('companyFiles').insert({ fileId, categoryId: 1, description: 'Piège', date: now.slice(0, 10) });
  db.meta.chatLife = false;
  const group = db.table('chatMessages').all().filter((m) => m.groupId === 2).sort((a, b) => (a.date < b.date ? -1 : 1)).at(-1);
  const chat = mk('chat');
  db.table('chatMessages').update(group.id, { fileIds: chat });
  // The group's picture is a page too: shown through imageUrl, it must never become a blob typed as one.
  db.table('chatGroups').update(2, { imageFileId: chat[0] });
}`;

/** The trap, in every page of the context (the app, reloaded to take it, and whatever a click opens). */
async function armTrap(t: TestPage) {
  await t.context.addInitScript(() => {
    const w = window as unknown as { __xssHits: string[]; __xss(label: string): void };
    w.__xssHits = [];
    w.__xss = (label: string) => void w.__xssHits.push(label);
    // The type of every blob the app makes a URL of (demo's fetch polyfill cannot read blob: URLs back).
    const types: Record<string, string> = ((window as unknown as { __blobTypes: Record<string, string> }).__blobTypes = {});
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (o: Blob | MediaSource) => {
      const url = create(o);
      types[url] = (o as Blob).type ?? '';
      return url;
    };
  });
  await t.page.reload();
}

interface Tally {
  tries: number;
  successes: number;
  /** How each try ended: shown in the viewer, opened in a tab, downloaded, nothing offered. */
  outcomes: Record<string, number>;
}
const tally = (): Tally => ({ tries: 0, successes: 0, outcomes: {} });

/** After a click: did anything run, in this page or a new one, and did a blob: open as a document? */
async function judge(t: TestPage, before: Page[], label: string, where: string, into: Map<string, Tally>) {
  await t.page.waitForTimeout(400);
  const row = into.get(label) ?? tally();
  into.set(label, row);
  row.tries++;
  let success = false;
  let outcome = 'none';
  for (const p of t.context.pages()) {
    const fresh = !before.includes(p);
    const state = await p
      .evaluate(() => ({ ran: (window as unknown as { __xssRan?: string }).__xssRan ?? null, hits: (window as unknown as { __xssHits?: string[] }).__xssHits ?? [], url: location.href, type: document.contentType }))
      .catch(() => null);
    if (fresh) outcome = 'tab';
    if (!state) continue;
    if (state.ran || state.hits.length) success = true;
    if (fresh && state.url.startsWith('blob:') && /html|svg|xml/.test(state.type)) success = true;
    if (fresh) await p.close();
  }
  // The in-app viewer: a picture whose blob must be typed as the image it is.
  const img = t.page.locator('img.file-viewer-img');
  if (await img.count()) {
    outcome = 'viewer';
    const type = await img.evaluate((el) => (window as unknown as { __blobTypes: Record<string, string> }).__blobTypes[(el as HTMLImageElement).src] ?? '?');
    if (!/^image\/(png|jpeg|gif|webp|svg\+xml)$/.test(type)) success = true;
    // Its own close button: Escape would close the side panel under it too.
    await t.page.locator('.file-viewer').getByRole('button', { name: 'Fermer' }).click();
    await img.waitFor({ state: 'detached' });
  }
  // No blob the app made may be typed as a page, whatever became of it.
  const blobTypes = await t.page.evaluate(() => {
    const types = (window as unknown as { __blobTypes: Record<string, string> }).__blobTypes;
    const seen = Object.values(types);
    for (const k of Object.keys(types)) delete types[k];
    return seen;
  });
  if (blobTypes.some((x) => /html/i.test(x))) success = true;
  if (await t.page.evaluate(() => (window as unknown as { __lastDownload?: string }).__lastDownload).catch(() => null)) outcome = 'download';
  await t.page.evaluate(() => delete (window as unknown as { __lastDownload?: string }).__lastDownload);
  row.outcomes[`${where}:${outcome}`] = (row.outcomes[`${where}:${outcome}`] ?? 0) + 1;
  if (success) row.successes++;
}

/** Opens each hostile file through one view path: `control(name)` is the view button of that file where the path shows it. */
async function viewEach(t: TestPage, where: string, control: (name: string) => Locator, into: Map<string, Tally>, only?: (h: HostileFile) => boolean) {
  for (const h of hostileFiles) {
    if (only && !only(h)) continue;
    const before = t.context.pages();
    await control(h.name).click();
    await judge(t, before, h.label, where, into);
  }
}

/** Which hostile files a view path offers to show: a preview is offered by name (spec 3 and 4 section 5), the others download only. */
async function offered(control: (name: string) => Locator) {
  const shown = new Set<string>();
  for (const h of hostileFiles) if (await control(h.name).count()) shown.add(h.label);
  return (h: HostileFile) => shown.has(h.label);
}

const top = (page: Page) => page.getByRole('dialog').last();
const fileRow = (scope: Locator, name: string) => scope.locator('li').filter({ hasText: name });

/** Every view path, as HR (who may see each of them). */
async function everyViewPath(t: TestPage, into: Map<string, Tally>) {
  const { page } = t;
  // Downloads are saved by a click on an <a download>: noted so the outcome says so.
  await page.evaluate(() => {
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) (window as unknown as { __lastDownload?: string }).__lastDownload = this.download;
      return click.call(this);
    };
  });
  const go = async (path: string) => {
    await page.evaluate((p) => {
      history.pushState(null, '', p);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  };

  await go('/conge/demande');
  await page.locator('.leave-row-open').first().click();
  // The one viewer opens over the panel and Escape closes the viewer only (it is mounted apart from the panel).
  await fileRow(top(page), hostileFiles[2].name).getByRole('button', { name: /^Voir / }).click();
  await page.locator('img.file-viewer-img').waitFor();
  await page.keyboard.press('Escape');
  await page.locator('img.file-viewer-img').waitFor({ state: 'detached' });
  assert.is(await page.getByRole('dialog').count(), 1, 'the leave panel stays open under the viewer');
  await viewEach(t, 'leave', (n) => fileRow(top(page), n).getByRole('button', { name: /^Voir / }), into);
  await page.keyboard.press('Escape');

  await go('/expenses');
  await page.locator('.expenses-link').first().click();
  await fileRow(top(page), hostileFiles[0].name).waitFor();
  const noteView = (n: string) => fileRow(top(page), n).getByRole('button', { name: 'Voir', exact: true });
  await viewEach(t, 'expense note', noteView, into, await offered(noteView));
  await top(page).locator('button.icon-button[aria-label^="Voir "]').first().click();
  await top(page).locator('li').filter({ hasText: hostileFiles[0].name }).waitFor();
  await viewEach(t, 'expense line', noteView, into, await offered(noteView));
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await go('/material/intervention');
  await page.locator('.itops-link').first().click();
  await fileRow(top(page), hostileFiles[0].name).waitFor();
  const preview = (n: string) => fileRow(top(page), n).getByRole('button', { name: 'Aperçu' });
  await viewEach(t, 'intervention preview', preview, into, await offered(preview));
  await page.keyboard.press('Escape');

  await go('/document');
  await page.locator('tr[data-request] .link-button').first().click();
  await top(page).getByRole('button', { name: `Télécharger ${hostileFiles[0].name}` }).first().waitFor();
  const requestView = (n: string) => top(page).getByRole('button', { name: `Voir ${n}` }).first();
  await viewEach(t, 'document request', requestView, into, await offered(requestView));
  await page.keyboard.press('Escape');

  await go('/companyfile');
  await viewEach(t, 'company files', (n) => page.getByRole('button', { name: `Voir ${n}` }).first(), into);

  for (const h of hostileFiles) {
    const before = t.context.pages();
    await page.getByTestId('header-search').click();
    const box = page.getByRole('dialog');
    await box.locator('input').first().fill(h.name.slice(0, -1));
    await box.locator('.search-result').filter({ hasText: h.name }).first().click();
    await judge(t, before, h.label, 'global search', into);
    if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
  }

  await page.getByTestId('header-chat').click();
  const chat = top(page);
  await chat.getByRole('tab', { name: /Groupes/ }).click();
  await chat.getByText('Comité RH').first().click();
  await viewEach(t, 'chat attachment', (n) => chat.locator('.chat-messages .chat-file, .chat-file').filter({ hasText: n }).first(), into);
  await chat.locator('.chat-header-name').click();
  await viewEach(t, 'group documents', (n) => chat.locator('.chat-file').filter({ hasText: n }).first(), into);
  await page.keyboard.press('Escape');
}

/** The view paths never render a page from the app's origin, whatever the server declares. */
async function attackViews(mode: 'demo' | 'production', into: Map<string, Tally>) {
  let t: TestPage;
  if (mode === 'demo') {
    t = await openApp({ mode: 'demo', path: '/account/login' });
    await armTrap(t);
    await signInAs(t.page, 'hr');
    await t.page.evaluate(`var __name = (f) => f; (${plant})(window.__mintrh.fake.backend.db, ${JSON.stringify(hostile)})`);
  } else {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- plant is page source text (see above): Node runs the very same text, so both modes plant the same files
    (new Function(`return ${plant}`)() as (db: unknown, h: Planted) => void)(host.backend.db, hostile);
    t = await openApp({ mode: 'production', path: '/account/login', config: { apiBaseUrl: host.url, hubUrl: '/chathub' } });
    await armTrap(t);
    await t.page.fill('input[name=userName]', 'nadia');
    await t.page.fill('input[name=password]', 'demo');
    await t.page.click('button[type=submit]');
    await t.page.waitForSelector('nav#side-nav');
  }
  try {
    await everyViewPath(t, into);
  } finally {
    await t.close();
  }
}

/**
 * The widget of every upload screen, given every hostile file at once: a
 * file whose content is a page never gets past it. The polyglot (a real GIF
 * header) and the SVG pass where the screen takes images: the viewer shows
 * them only as pictures.
 */
async function attackWidgets(t: TestPage, into: Map<string, Tally>) {
  const { page } = t;
  const open = (kind: string, params: Record<string, unknown> = {}) => page.evaluate(([k, p]) => (window as unknown as { __mintrh: { openPanel(k: string, p: unknown): void } }).__mintrh.openPanel(k as string, p), [kind, params] as const);
  const ids = await page.evaluate(() => {
    const db = (window as unknown as { __mintrh: { fake: { backend: { db: { table(n: string): { all(): Array<Record<string, unknown>>; update(id: number, p: unknown): void } } } } } }).__mintrh.fake.backend.db;
    const note = db.table('expenseNotes').all().find((n) => n.status === 0) ?? db.table('expenseNotes').all()[0];
    const forms = db.table('forms').all() as Array<{ id: number; state: string; fields: Array<{ fieldType: number; parametres: string | null }> }>;
    const withFile = forms.filter((f) => f.state === 'Published' && f.fields.some((x) => x.fieldType === 11));
    const onHold = db.table('documentRequests').all().find((r) => r.status === 0);
    return { noteId: note.id, categoryId: db.table('expenseCategories').all()[0].id, interventionId: db.table('interventions').all()[0].id, formId: withFile[0].id, requestId: onHold?.id };
  });
  const files = hostileFiles.map((h) => ({ name: h.name, mimeType: h.declared, buffer: Buffer.from(h.bytes) }));
  /** Gives every file to an input and reads back which names the screen kept. */
  const tryAll = async (screen: string, input: Locator, kept: () => Promise<string[]>, single = false) => {
    const accepted = new Set<string>();
    for (const batch of single ? files.map((f) => [f]) : [files]) {
      await input.setInputFiles(batch);
      await page.waitForTimeout(150);
      for (const n of await kept()) accepted.add(n);
    }
    for (const h of hostileFiles) {
      const row = into.get(`widget:${h.label}`) ?? tally();
      into.set(`widget:${h.label}`, row);
      row.tries++;
      const passed = accepted.has(h.name);
      row.outcomes[`${screen}:${passed ? 'kept' : 'refused'}`] = (row.outcomes[`${screen}:${passed ? 'kept' : 'refused'}`] ?? 0) + 1;
      if (passed && isHtml(h)) row.successes++;
    }
  };
  const pickerNames = (scope: Locator) => () => scope.locator('.file-list .file-name').allTextContents();

  await open('leave.form');
  await tryAll('leave', top(page).getByTestId('file-input'), pickerNames(top(page)));
  await page.keyboard.press('Escape');

  await open('expenses.noteForm');
  await top(page).locator('input[type=checkbox]').first().check();
  await tryAll('expense note', top(page).getByTestId('file-input'), pickerNames(top(page)));
  await page.keyboard.press('Escape');

  await open('expenses.expenseForm', { noteId: ids.noteId, categoryId: ids.categoryId });
  await tryAll('expense', top(page).getByTestId('file-input'), pickerNames(top(page)));
  await page.keyboard.press('Escape');

  await open('interventions.form');
  await tryAll('intervention create', top(page).getByTestId('file-input'), pickerNames(top(page)));
  await page.keyboard.press('Escape');

  await open('interventions.edit', { id: ids.interventionId });
  await tryAll('intervention edit', top(page).getByTestId('file-input'), pickerNames(top(page)));
  await page.keyboard.press('Escape');

  // A form's file field takes any file, images only or PDF only (its parametres): each rule in turn.
  for (const rule of ['', 'image', 'pdf']) {
    await page.evaluate(([id, p]) => {
      const forms = (window as unknown as { __mintrh: { fake: { backend: { db: { table(n: string): { get(id: number): { fields: Array<{ fieldType: number }> }; update(id: number, p: unknown): void } } } } } }).__mintrh.fake.backend.db.table('forms');
      forms.update(id as number, { fields: forms.get(id as number).fields.map((x) => (x.fieldType === 11 ? { ...x, parametres: p } : x)) });
    }, [ids.formId, rule] as const);
    await open('forms.fill', { formId: ids.formId });
    await tryAll(`form field ${rule || 'any'}`, top(page).getByTestId('file-input').first(), pickerNames(top(page)));
    await page.keyboard.press('Escape');
  }

  if (ids.requestId) {
    await open('documents.detail', { id: ids.requestId });
    await tryAll('document processing', top(page).getByTestId('file-input'), pickerNames(top(page)));
    await page.keyboard.press('Escape');
  }

  await open('chat.panel', { userId: 2 });
  const chat = top(page);
  await tryAll('chat composer', chat.getByTestId('chat-file-input'), () => chat.locator('.chat-pending .chat-file-name').allTextContents());
  await chat.getByRole('tab', { name: /Groupes/ }).click();
  await chat.getByRole('button', { name: 'Créer un groupe' }).click();
  // One picture: a refused one never replaces what was chosen, so the preview tells which passed.
  await tryAll('group picture', chat.getByTestId('group-image'), async () => ((await chat.locator('.chat-group-image img').count()) && !(await chat.locator('.file-refusals').count()) ? [(await chat.locator('.chat-group-image .file-choice-name').textContent()) ?? ''] : []), true);
  await page.keyboard.press('Escape');
}

const figures = (into: Map<string, Tally>) => Object.fromEntries([...into].map(([k, v]) => [k, { tries: v.tries, successes: v.successes }]));

test('the upload widget of every screen refuses a page, whatever its name and declared type (demo)', async () => {
  const into = new Map<string, Tally>();
  const t = await openApp({ mode: 'demo', path: '/account/login' });
  try {
    await signInAs(t.page, 'hr');
    await attackWidgets(t, into);
  } finally {
    await t.close();
  }
  const total = [...into.values()].reduce((n, v) => n + v.tries, 0);
  assert.ok(total >= hostileFiles.length * 10, `only ${total} tries`);
  assert.equal([...into].filter(([, v]) => v.successes).map(([k, v]) => `${k}: ${JSON.stringify(v.outcomes)}`), []);
  console.log('widgets:', JSON.stringify(Object.fromEntries([...into].map(([k, v]) => [k, v.outcomes]))));
  recordSecurityFigures({ hostileUploadWidget: figures(into) });
});

test('stored hostile files opened through every view path run nothing: demo, and production against the loopback host without CSP', async () => {
  const into = { demo: new Map<string, Tally>(), production: new Map<string, Tally>() };
  for (const mode of ['demo', 'production'] as const) await attackViews(mode, into[mode]);
  const paths = ['leave', 'expense note', 'expense line', 'intervention preview', 'document request', 'company files', 'global search', 'chat attachment', 'group documents'];
  for (const mode of ['demo', 'production'] as const) {
    const seen = new Set([...into[mode].values()].flatMap((v) => Object.keys(v.outcomes).map((k) => k.split(':')[0])));
    assert.equal([...seen].sort(), [...paths].sort(), `${mode}: every view path tried`);
    // Every file through every path, but where a preview is offered by name only (spec 3 and 4 section 5): there, the files it is offered for.
    const byName: Record<string, readonly string[]> = { 'intervention preview': previewLists.interventions, 'document request': previewLists.documents, 'expense note': previewLists.documents, 'expense line': previewLists.documents };
    for (const [label, v] of into[mode]) {
      const h = hostileFiles.find((x) => x.label === label)!;
      const expected = paths.filter((p) => !byName[p] || offersPreview(h.name, byName[p])).length;
      assert.ok(v.tries >= expected, `${mode} ${label}: ${v.tries} tries of ${expected}`);
    }
    assert.equal([...into[mode]].filter(([, v]) => v.successes).map(([k, v]) => `${mode} ${k}: ${JSON.stringify(v.outcomes)}`), []);
    console.log(`${mode}:`, JSON.stringify(Object.fromEntries([...into[mode]].map(([k, v]) => [k, v.outcomes]))));
  }
  recordSecurityFigures({ hostileFileViews: { demo: figures(into.demo), production: figures(into.production) } });
});

test.run();
