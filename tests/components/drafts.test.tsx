import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { waitFor } from 'xstate';
import { createSessionActor } from '../../src/app/session-service';
import type { SessionActor } from '../../src/kernel/services';
import { closeAllPanels, closePanel, dismissPanel, openPanel, usePanels } from '../../src/kernel/panel-store';
import { drafts, jsonSafe, useLostFiles } from '../../src/ui/drafts/draft-store';
import { render, renderHook } from '@testing-library/react';
import { SidePanel } from '../../src/ui/side-panel';
import { CurrentPanel } from '../../src/ui/current-panel';
import { i18nReady } from './render';
import { textOf, urlOf } from '../fetch-call';

/**
 * Issue 21, section 2: a session that has truly ended sends the user to sign
 * in, and the open side panels with what their forms held come back after
 * signing in as the same user; an explicit logout or another user forgets
 * them, and a reload of a live session opens them again. The session service
 * runs as the app runs it, against a stubbed server.
 */
const realFetch = globalThis.fetch;
const users: Record<string, number> = { yasmine: 1, karim: 2 };
let alive = true;
let n = 0;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const grant = (userId: number) => ({
  token: `t${++n}`, refreshToken: `r${n}`, expiresAt: Date.now() + 3600000, permissions: [],
  user: { userId, fullname: `User ${userId}`, picturePath: null, fonction: null, client: 'Atlas', chatAccessLevel: 'EnableChat', isConnectToUser: false },
});
let lastUser = 1;

test.before.each(() => {
  localStorage.clear();
  sessionStorage.clear();
  closeAllPanels();
  alive = true;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(urlOf(input), 'http://localhost:8080').pathname;
    if (path === '/api/auth/login') return json({ success: true, message: '', data: grant((lastUser = users[JSON.parse(textOf(init?.body)).userName])) });
    if (path === '/api/auth/refresh') return alive ? json({ success: true, message: '', data: grant(lastUser) }) : json({ success: false, message: 'Error.Status.401', data: null }, 401);
    return json({ success: true, message: '', data: null });
  }) as typeof fetch;
});
test.after(() => {
  globalThis.fetch = realFetch;
  closeAllPanels();
});

/** The open stack as the app draws it (read once, then unmounted). */
const panels = () => {
  const h = renderHook(() => usePanels());
  const stack = h.result.current;
  h.unmount();
  return stack;
};
async function signIn(actor: SessionActor, userName: string) {
  await waitFor(actor, (s) => s.matches('signedOut'));
  actor.send({ type: 'session.signIn', credentials: { userName, password: 'demo' } });
  await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
}
/** The session ends for good: the next 401 finds the refresh token refused. */
async function endSession(actor: SessionActor) {
  alive = false;
  actor.send({ type: 'session.unauthorized', returnUrl: '/conge/demande' });
  await waitFor(actor, (s) => s.matches('signedOut'));
  alive = true;
}
/** A leave form half filled, as its panel records it. */
function typeLeave() {
  openPanel('leave.detail', { id: 4 });
  openPanel('leave.form', {});
  const form = panels().at(-1)!;
  drafts.save(form.draftKey, { fk_RegimeType: 2, startDate: '2027-03-01', endDate: '2027-03-05', description: 'Vacances en famille' });
  return form.draftKey;
}

test('an ended session: to sign-in, panels closed; the same user signs in: the stack and the form values come back', async () => {
  const actor = createSessionActor();
  await signIn(actor, 'yasmine');
  const key = typeLeave();
  await endSession(actor);
  assert.is(location.pathname, '/account/login');
  assert.is(panels().length, 0, 'nothing drawn while signed out');
  await signIn(actor, 'yasmine');
  assert.equal(panels().map((p) => [p.kind, p.params, p.draftKey === key || p.kind !== 'leave.form']), [['leave.detail', { id: 4 }, true], ['leave.form', {}, true]]);
  assert.equal(drafts.take(key), { fk_RegimeType: 2, startDate: '2027-03-01', endDate: '2027-03-05', description: 'Vacances en famille' });
  actor.stop();
});

test('someone else signs in: the drafts are forgotten', async () => {
  const actor = createSessionActor();
  await signIn(actor, 'yasmine');
  const key = typeLeave();
  await endSession(actor);
  await signIn(actor, 'karim');
  assert.is(panels().length, 0);
  assert.is(drafts.take(key), undefined);
  assert.not.ok(sessionStorage.getItem('mintrh.drafts')?.includes('Vacances'));
  actor.stop();
});

test('an explicit logout forgets them', async () => {
  const actor = createSessionActor();
  await signIn(actor, 'yasmine');
  typeLeave();
  actor.send({ type: 'session.logout' });
  await waitFor(actor, (s) => s.matches('signedOut'));
  assert.is(sessionStorage.getItem('mintrh.drafts'), null);
  await signIn(actor, 'yasmine');
  assert.is(panels().length, 0);
  actor.stop();
});

test('persona review: a reload of a live session opens its panels again with what they held', async () => {
  const actor = createSessionActor();
  await signIn(actor, 'yasmine');
  const key = typeLeave();
  actor.stop();
  // The reload: the page's panels go with it (closing them here records an empty stack, which a reload never
  // does: the tab's storage is put back as the page left it); a new session service restores the stored session.
  reloadTab();
  const again = await backAfterReload();
  assert.equal(panels().map((p) => [p.kind, p.params, p.draftKey === key || p.kind !== 'leave.form']), [['leave.detail', { id: 4 }, true], ['leave.form', {}, true]]);
  assert.equal(drafts.take(key), { fk_RegimeType: 2, startDate: '2027-03-01', endDate: '2027-03-05', description: 'Vacances en famille' });
  again.stop();
});

/** The session service of the page after the reload, once the panels it gives back are shown. */
async function backAfterReload() {
  const again = createSessionActor();
  await waitFor(again, (s) => s.matches({ signedIn: 'active' }));
  await until(() => panels().length > 0);
  return again;
}
/** The tab as a reload leaves it: the page's panels gone, its storage as the page left it. */
function reloadTab() {
  const tab = sessionStorage.getItem('mintrh.drafts')!;
  closeAllPanels();
  sessionStorage.setItem('mintrh.drafts', tab);
}

test('persona review: two panels given back by a reload each have their history entry: closing the top one leaves the one under it', async () => {
  const actor = createSessionActor();
  await signIn(actor, 'yasmine');
  typeLeave();
  actor.stop();
  reloadTab();
  const depth = history.length;
  const again = await backAfterReload();
  assert.is(history.length, depth + 2, 'one entry a panel, as when they were opened');
  const pop = popped();
  dismissPanel(panels().at(-1)!.key);
  await pop;
  assert.equal(panels().map((p) => p.kind), ['leave.detail'], 'the panel under it stays (a reload left one entry for both, and its back closed both)');
  closeAllPanels();
  again.stop();
});

test('persona review: a page reached by an address typed opens no panel of the page before; their drafts come back when they are opened again', async () => {
  const actor = createSessionActor();
  await signIn(actor, 'yasmine');
  const key = typeLeave();
  actor.stop();
  reloadTab();
  const real = performance.getEntriesByType.bind(performance);
  performance.getEntriesByType = ((type: string) => (type === 'navigation' ? [{ type: 'navigate' }] : real(type))) as typeof performance.getEntriesByType;
  try {
    const again = createSessionActor();
    await waitFor(again, (s) => s.matches({ signedIn: 'active' }));
    await new Promise((r) => setTimeout(r, 50));
    assert.is(panels().length, 0, 'the inventory page typed shows no form response of the page before');
    openPanel('leave.form', {});
    assert.is(panels().at(-1)!.draftKey, key);
    assert.equal(drafts.take(key), { fk_RegimeType: 2, startDate: '2027-03-01', endDate: '2027-03-05', description: 'Vacances en famille' }, 'what it held is there');
    closeAllPanels();
    again.stop();
  } finally {
    performance.getEntriesByType = real;
  }
});

test('persona review: a draft whose files a reload could not keep says which to attach again, until files are attached again', async () => {
  const actor = createSessionActor();
  await signIn(actor, 'yasmine');
  openPanel('chat.panel', { userId: 3 });
  const chat = panels().at(-1)!;
  drafts.save(`${chat.draftKey}|u3`, { text: 'Le devis', files: [new File(['x'], 'devis-hotel.pdf'), new File(['y'], 'photo.jpg')] });
  actor.stop();
  reloadTab();
  const again = await backAfterReload();
  const lost = () => {
    const h = renderHook(() => useLostFiles(chat.draftKey));
    const names = h.result.current;
    h.unmount();
    return names;
  };
  assert.equal(lost(), ['devis-hotel.pdf', 'photo.jpg'], 'the panel knows what it held and lost');
  await i18nReady();
  const shown = render(
    <CurrentPanel.Provider value={{ key: chat.key, kind: chat.kind, draftKey: chat.draftKey }}>
      <SidePanel open onClose={() => {}} title="Conversation">
        <p>…</p>
      </SidePanel>
    </CurrentPanel.Provider>,
  );
  assert.is(shown.getByTestId('files-lost').textContent, 'Les fichiers joints n’ont pas pu être gardés : joignez à nouveau devis-hotel.pdf et photo.jpg.', 'the panel says it, in words');
  shown.unmount();
  assert.equal(drafts.take(`${chat.draftKey}|u3`), { text: 'Le devis', files: [] }, 'the words came back');
  drafts.save(`${chat.draftKey}|u3`, { text: 'Le devis', files: [] });
  assert.equal(lost(), ['devis-hotel.pdf', 'photo.jpg'], 'typing does not make them come back');
  drafts.save(`${chat.draftKey}|u3`, { text: 'Le devis', files: [new File(['x'], 'devis-hotel.pdf')] });
  assert.equal(lost(), [], 'attached again: nothing more to say');
  closeAllPanels();
  again.stop();
});

test('a reload finding another person\'s drafts in the tab starts afresh', async () => {
  const actor = createSessionActor();
  await signIn(actor, 'yasmine');
  typeLeave();
  actor.stop();
  reloadTab();
  // The tab's drafts name Yasmine; the stored session is Karim's (signed in in another tab meanwhile).
  const stored = JSON.parse(localStorage.getItem('session')!) as { user: { userId: number } };
  localStorage.setItem('session', JSON.stringify({ ...stored, user: { ...stored.user, userId: 2 } }));
  lastUser = 2;
  const again = createSessionActor();
  await waitFor(again, (s) => s.matches({ signedIn: 'active' }));
  assert.is(panels().length, 0);
  assert.not.ok(sessionStorage.getItem('mintrh.drafts')?.includes('Vacances'));
  again.stop();
});

test('picked files cannot be kept: they are left out of the draft', () => {
  assert.equal(jsonSafe({ description: 'x', files: [new Blob(['a']), new Blob(['b'])], nested: { f: new Blob(['c']), n: 1 } }), { description: 'x', files: [], nested: { n: 1 } });
});

const popped = () => new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));

test('issue 34: a panel the user closes (Escape, back) keeps its draft, files too, for when it is opened again; one the app closes after a save does not', async () => {
  const actor = createSessionActor();
  await signIn(actor, 'yasmine');
  openPanel('chat.panel', { userId: 3 });
  const chat = panels().at(-1)!;
  const file = new Blob(['photo']);
  drafts.save(`${chat.draftKey}|u3`, { text: 'À demain', files: [file] });
  // Closed by the user: its frame says so before it closes.
  drafts.keep(chat.draftKey);
  closePanel(chat.key);
  openPanel('chat.panel', { userId: 3 });
  const again = panels().at(-1)!;
  assert.is(again.draftKey, chat.draftKey, 'the same panel opened again has the same draft key');
  assert.equal(drafts.take(`${again.draftKey}|u3`), { text: 'À demain', files: [file] });
  // Closed by the app (a save): the draft goes.
  closePanel(again.key);
  openPanel('chat.panel', { userId: 3 });
  assert.is(drafts.take(`${panels().at(-1)!.draftKey}|u3`), undefined);
  closeAllPanels();
  actor.stop();
});

test('issue 34: the stack lives in the history: back closes the top panel and keeps its draft, forward opens it again', async () => {
  const actor = createSessionActor();
  await signIn(actor, 'yasmine');
  const depth = history.length;
  openPanel('leave.detail', { id: 4 });
  openPanel('leave.form', {});
  assert.is(history.length, depth + 2, 'one entry a panel');
  const form = panels().at(-1)!;
  drafts.save(form.draftKey, { description: 'Vacances' });
  let pop = popped();
  history.back();
  await pop;
  assert.equal(panels().map((p) => p.kind), ['leave.detail'], 'back closed the top panel only');
  pop = popped();
  history.forward();
  await pop;
  assert.equal(panels().map((p) => [p.kind, p.draftKey]), [['leave.detail', panels()[0]!.draftKey], ['leave.form', form.draftKey]]);
  assert.equal(drafts.take(form.draftKey), { description: 'Vacances' });
  // Closed by the user (Escape, its close button), the top panel's entry goes with it: back then closes the next one.
  pop = popped();
  dismissPanel(panels().at(-1)!.key);
  await pop;
  assert.equal(panels().map((p) => p.kind), ['leave.detail']);
  assert.equal(drafts.take(form.draftKey), { description: 'Vacances' }, 'its draft kept');
  pop = popped();
  history.back();
  await pop;
  assert.is(panels().length, 0);
  closeAllPanels();
  actor.stop();
});

test('a panel the app closed (a save) leaves no back that closes nothing: Escape or back on the panel under it closes that one, forward opens it again', async () => {
  const actor = createSessionActor();
  await signIn(actor, 'yasmine');
  openPanel('expenses.noteDetail', { id: 7 });
  const detail = panels().at(-1)!;
  // Two expenses added from the note: each form is closed by the app after its save.
  for (const id of [1, 2]) {
    openPanel('expenses.expenseForm', { noteId: 7, id });
    closePanel(panels().at(-1)!.key);
  }
  assert.equal(panels().map((p) => p.kind), ['expenses.noteDetail']);
  let pop = popped();
  dismissPanel(detail.key);
  await pop;
  await until(() => panels().length === 0);
  assert.is(panels().length, 0, 'Escape closed the note');
  pop = popped();
  history.forward();
  await pop;
  assert.equal(panels().map((p) => p.draftKey), [detail.draftKey], 'forward opened it again');
  pop = popped();
  history.back();
  await pop;
  await until(() => panels().length === 0);
  assert.is(panels().length, 0, "the browser's back closed it too");
  closeAllPanels();
  actor.stop();
});

test("review s43: after the last panel is closed by the app ('Annuler', a save), the first back leaves the page, as if no panel had opened", async () => {
  const actor = createSessionActor();
  await signIn(actor, 'yasmine');
  // Two pages reached by links (the router's entries carry no panels).
  history.pushState(null, '', '/dashboard');
  history.pushState(null, '', '/forms');
  openPanel('forms.builder', {});
  closePanel(panels().at(-1)!.key);
  assert.is(panels().length, 0);
  const pop = popped();
  history.back();
  await pop;
  await until(() => location.pathname === '/dashboard');
  assert.is(location.pathname, '/dashboard', 'one back: the page before (the first back stayed on /forms, closing nothing)');
  assert.is(panels().length, 0);
  actor.stop();
});

async function until(check: () => boolean) {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
}

test.run();
