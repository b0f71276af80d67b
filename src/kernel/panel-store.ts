import { drafts, type StoredPanel } from '../ui/drafts/draft-store';
import { createStore } from '../domain/store';
import { useStore } from '../ui/use-store';
import { panelLoader } from './panel-registry';
import { namespaceOf, preload } from './module-cache';

/**
 * The stack of open side panels. Any part of the app opens a panel by kind
 * (a notification opens a leave request, quick-create opens a form) without
 * importing the area that draws it.
 *
 * The stack lives in the browser's history too (issue 34 item 4): opening a
 * panel adds an entry, back closes the top panel (its draft kept), forward
 * opens it again with its draft, and back never leaves the app while a panel
 * is open (on a phone, back from a chat thread used to leave to about:blank).
 */
export interface OpenPanel {
  key: number;
  kind: string;
  params: Record<string, unknown>;
  /** Names the panel's draft in the draft store: the same for the same panel opened again (kind and params), and after a sign-in that reopens it. */
  draftKey: string;
}

const shownPanels = createStore<OpenPanel[]>([]);
let next = 1;
// Every change is also recorded (while someone is signed in), so the stack can come back after an ended session.
shownPanels.subscribe(() => drafts.savePanels(shownPanels.get()));

/** The same panel (kind and params) opened again finds its draft; two open at once are told apart. */
function draftKeyOf(kind: string, params: Record<string, unknown>, taken: readonly OpenPanel[]) {
  const base = `${kind}:${JSON.stringify(params)}`;
  let key = base;
  for (let n = 2; taken.some((p) => p.draftKey === key); n++) key = `${base}#${n}`;
  return key;
}

/*
 * The history entries a panel adds carry the stack they show, marked with
 * this page and its era: a reload, or a stack closed all at once (sign-out,
 * another person, a tour), leaves older entries that reopen nothing. Each
 * also carries its place (`at`, growing with every entry pushed), so that a
 * back or a forward can tell which way it went.
 */
const page = Math.random().toString(36).slice(2, 8);
let era = 0;
/** The place of the last entry of ours shown. */
let at = 0;
interface Entry {
  page: string;
  era: number;
  at: number;
  panels: StoredPanel[];
}
const ENTRY = 'mintrhPanels';
const hasHistory = typeof history !== 'undefined' && typeof window !== 'undefined';
const entryOf = (state: unknown): Entry | null => {
  const e = state && typeof state === 'object' ? (state as Record<string, unknown>)[ENTRY] : null;
  return e && typeof e === 'object' && (e as Entry).page === page && (e as Entry).era === era ? (e as Entry) : null;
};
/**
 * A history entry is a structured clone, which refuses a function (pushState
 * throws, and the panel never opens): a callback a panel is given (the
 * assignees picker's onSubmit) stays out of it, kept with the params below.
 */
const cloneable = (v: unknown): unknown =>
  typeof v === 'function' ? undefined
  : Array.isArray(v) ? v.map(cloneable)
  : v && Object.getPrototypeOf(v) === Object.prototype ? Object.fromEntries(Object.entries(v).filter(([, x]) => typeof x !== 'function').map(([k, x]) => [k, cloneable(x)]))
  : v;
const entryState = (stack: readonly OpenPanel[]): unknown => ({ ...(history.state as object | null), [ENTRY]: { page, era, at, panels: described(stack) } satisfies Entry });
/** The params as given, callbacks included, of the panels opened in this era: forward opens a panel again with them. */
const given = new Map<string, Record<string, unknown>>();
const described = (panels: readonly OpenPanel[]): StoredPanel[] => panels.map((p) => ({ kind: p.kind, params: cloneable(p.params) as Record<string, unknown>, draftKey: p.draftKey }));
function write(how: 'push' | 'replace', stack: readonly OpenPanel[]) {
  if (!hasHistory) return;
  if (how === 'push') {
    // The page's own entry (a link's, the first) is marked with the stack it shows before the panel's is pushed: a back
    // landing on it after the app closed the panel (a save, 'Annuler') then knows it closes nothing and goes on (below).
    if (!entryOf(history.state)) history.replaceState(entryState(shownPanels.get()), '', location.href);
    at++;
  }
  const state = entryState(stack);
  if (how === 'push') history.pushState(state, '', location.href);
  else history.replaceState(state, '', location.href);
}

/** The history entry says the new stack before anyone is told of it. */
function show(stack: OpenPanel[], how?: 'push' | 'replace') {
  if (how) write(how, stack);
  shownPanels.set(stack);
}

export function openPanel(kind: string, params: Record<string, unknown> = {}) {
  const stack = shownPanels.get();
  const draftKey = draftKeyOf(kind, params, stack);
  given.set(draftKey, params);
  const panel: OpenPanel = { key: next++, kind, params, draftKey };
  // Escape, then at once a row that opens another panel: the back still on its way would close this one when it lands.
  const later = backPending();
  if (later) openedDuringBack.push(panel);
  show([...stack, panel], later ? undefined : 'push');
}
/** Replaces the top panel (after create, the detail opens for the new id). */
export function replacePanel(key: number, kind: string, params: Record<string, unknown> = {}) {
  const stack = shownPanels.get();
  const rest = stack.filter((p) => p.key !== key);
  const draftKey = draftKeyOf(kind, params, rest);
  given.set(draftKey, params);
  const fresh: OpenPanel = { key: next++, kind, params, draftKey };
  openedDuringBack = openedDuringBack.map((p) => (p.key === key ? fresh : p));
  show(stack.map((p) => (p.key === key ? fresh : p)), 'replace');
}
/**
 * Panels kept through a sign-in or a reload, reopened in their order with their drafts, as if opened one after the
 * other (the persona review, after a reload: two panels came back under one history entry, so closing the top one
 * went back past both; and the one whose code came in last was drawn on top and hid the other from assistive tech,
 * Radix's dialog taking the last place in the page and the focus as it mounts). Each has its entry, and all are
 * shown together once every one's code and words are in, so they mount in order.
 */
export async function reopenPanels(panels: readonly StoredPanel[]) {
  if (!panels.length) return;
  await Promise.all(
    panels.map((p) => {
      const load = panelLoader(p.kind);
      return load ? preload(load, namespaceOf(p.kind)).catch(() => {}) : Promise.resolve();
    }),
  );
  let stack = shownPanels.get();
  for (const p of panels) {
    stack = [...stack, { key: next++, kind: p.kind, params: p.params, draftKey: p.draftKey }];
    write('push', stack);
  }
  shownPanels.set(stack);
}
/**
 * Closes a panel from the app (after a save, a link followed): the entry shown
 * now says so. No history move here: a navigation may follow at once, and a
 * back still on its way would undo it.
 */
export function closePanel(key: number) {
  const stack = shownPanels.get();
  const left = stack.filter((p) => p.key !== key);
  if (left.length === stack.length) return;
  openedDuringBack = openedDuringBack.filter((p) => p.key !== key);
  show(left, 'replace');
}
/**
 * The user closes a panel (Escape, its close button, the overlay): the top
 * panel's entry is left by going back, as the browser's back would, so a back
 * then closes the next panel; its draft is kept for when it opens again.
 */
export function dismissPanel(key: number) {
  const stack = shownPanels.get();
  const panel = stack.find((p) => p.key === key);
  if (!panel) return;
  // Escape again before its back has landed (the panel is still drawn until then): one back is enough. A second one
  // went on to the entry before the panel's, leaving the page, or closing the panel the next step opened.
  if (dismissing === key && backPending()) return;
  drafts.keep(panel.draftKey);
  const shown = hasHistory ? entryOf(history.state) : null;
  if (shown && stack.at(-1) === panel && sameStack(shown.panels, stack)) {
    dismissing = key;
    expectBack();
    history.back();
  } else closePanel(key);
}
/** The panel whose dismissal's back is on its way. */
let dismissing: number | null = null;

/*
 * A back is on its way for a while (the browser does it apart from the page,
 * longer on a busy machine). An address the app goes to meanwhile (Escape,
 * then a link at once) would be undone when it lands: Chromium takes the back
 * from where it was asked and leaves the new address ahead of it. The
 * address gone to is kept, and taken again once the back has landed.
 */
let backsOnTheirWay = 0;
let wentTo: { state: unknown; url: string } | null = null;
/** Panels opened while a back was on its way: drawn at once, their entry pushed once it has landed. */
let openedDuringBack: OpenPanel[] = [];
/**
 * A back lands within a few frames; one not landed after a second never will (a browser that ignored it): it is
 * forgotten, so that a later back of the person's own is not taken for it and undone.
 */
const BACK_LANDS_WITHIN_MS = 1000;
let backDueBy = 0;
function expectBack() {
  backsOnTheirWay++;
  backDueBy = performance.now() + BACK_LANDS_WITHIN_MS;
}
function backPending() {
  if (backsOnTheirWay && performance.now() > backDueBy) {
    backsOnTheirWay = 0;
    wentTo = null;
    entryForOpenedDuringBack();
  }
  return backsOnTheirWay > 0;
}
function onAppNavigation() {
  if (backPending() && !entryOf(history.state)) wentTo = { state: history.state, url: location.href };
}
/** After a back of ours landed: the address the app went to meanwhile, again (its entry ahead is left, as a new link would). */
function goOnToWhereTheAppWent() {
  const to = wentTo;
  wentTo = null;
  if (to && location.href !== to.url) history.pushState(to.state, '', to.url);
  entryForOpenedDuringBack();
}
/** The entry of the panels opened while the back was on its way, now that it has landed: a back then closes them. */
function entryForOpenedDuringBack() {
  if (!openedDuringBack.length) return;
  openedDuringBack = [];
  write('push', shownPanels.get());
}
export function closeAllPanels() {
  era++;
  given.clear();
  openedDuringBack = [];
  if (shownPanels.get().length) show([]);
}

const sameStack = (a: readonly StoredPanel[], b: readonly OpenPanel[]) => a.length === b.length && a.every((p, i) => p.draftKey === b[i]!.draftKey);

/** Back and forward: the stack becomes the one the entry shows; a panel closed that way keeps its draft, one opened again takes it back. */
function onPopState(e: PopStateEvent) {
  // A synthetic popstate (a test's, a library's) is no back of ours landing.
  const oursLanded = e.isTrusted && backPending();
  if (oursLanded) {
    backsOnTheirWay--;
    dismissing = null;
  }
  const entry = entryOf(e.state);
  const from = at;
  if (entry) at = entry.at;
  // An entry of the app's own navigation, or of an older era: no panel.
  const want = entry?.panels ?? [];
  // The panels opened while a back was on its way stay, whatever the entry it landed on shows.
  const stack = shownPanels.get().filter((p) => !openedDuringBack.includes(p));
  if (sameStack(want, stack)) {
    // A panel the app closed (closePanel) left its entry showing the same stack as the one below it: a back
    // (the browser's, or a dismiss's) that lands there would close nothing, so it goes on to the next entry, as a forward does;
    // the page's own entry too, under the last panel closed (review s43: the first back after 'Annuler' did nothing).
    if (entry && entry.at !== from) {
      // A back of ours goes on: an address the app went to waits for where it ends.
      if (oursLanded) expectBack();
      if (entry.at < from) history.back();
      else history.forward();
    } else if (oursLanded && !backsOnTheirWay) goOnToWhereTheAppWent();
    return;
  }
  const wanted = new Set(want.map((p) => p.draftKey));
  for (const p of stack) if (!wanted.has(p.draftKey)) drafts.keep(p.draftKey);
  const open = new Map(stack.map((p) => [p.draftKey, p]));
  show([...want.map((p) => open.get(p.draftKey) ?? { key: next++, kind: p.kind, params: given.get(p.draftKey) ?? p.params, draftKey: p.draftKey }), ...openedDuringBack]);
  if (oursLanded && !backsOnTheirWay) goOnToWhereTheAppWent();
}
if (hasHistory) {
  window.addEventListener('popstate', onPopState);
  // wouter's history patch says every pushState and replaceState so (its navigate, and ours above).
  for (const type of ['pushState', 'replaceState']) window.addEventListener(type, onAppNavigation);
}

export const usePanels = (): OpenPanel[] => useStore(shownPanels);
