import { createStore } from '../../domain/store';
import { useStore } from '../use-store';
/**
 * What the user was typing, kept through the end of a session (issue 21): a
 * session that has truly ended sends the user to sign in, and what the open
 * side panels held (their stack and each form's values, the chat draft)
 * comes back once the same user has signed in again. One store for every
 * form, keyed by user and panel, in sessionStorage (this tab only, gone with
 * it); an explicit logout or a sign-in as someone else forgets it.
 *
 * Values are kept as JSON: picked files cannot be, they are left out.
 */
export interface StoredPanel {
  draftKey: string;
  kind: string;
  params: Record<string, unknown>;
}
interface Stored {
  userId: number | null;
  /** Set when a session ended with work open: the next sign-in of that user takes it back. */
  resumable: boolean;
  panels: StoredPanel[];
  /** Panels closed by the user (Escape, close, back) whose drafts come back when they are opened again (issue 34). */
  kept: string[];
  values: Record<string, unknown>;
  /** The names of the files each draft held (by value key): JSON cannot keep them, so a reload says which to attach again. */
  dropped?: Record<string, string[]>;
}

export const DRAFTS_KEY = 'mintrh.drafts';
const empty = (): Stored => ({ userId: null, resumable: false, panels: [], kept: [], values: {} });
/** The same drafts as typed, files included (JSON cannot hold them), for a panel opened again in this page. */
const live = new Map<string, unknown>();
const panelOf = (valueKey: string) => valueKey.split('|')[0]!;
/** Panels the user is closing right now (read by the next savePanels). */
const dismissed = new Set<string>();

function read(): Stored {
  try {
    const raw = sessionStorage.getItem(DRAFTS_KEY);
    const s = raw ? (JSON.parse(raw) as Partial<Stored>) : null;
    if (!s || typeof s !== 'object') return empty();
    const kept = Array.isArray(s.kept) ? s.kept.filter((k): k is string => typeof k === 'string') : [];
    const dropped = s.dropped && typeof s.dropped === 'object' ? s.dropped : {};
    return { userId: typeof s.userId === 'number' ? s.userId : null, resumable: s.resumable === true, panels: Array.isArray(s.panels) ? s.panels : [], kept, values: s.values && typeof s.values === 'object' ? s.values : {}, dropped };
  } catch {
    return empty();
  }
}
function write(s: Stored) {
  try {
    sessionStorage.setItem(DRAFTS_KEY, JSON.stringify(s));
  } catch {
    // Storage full or refused: only the convenience is lost.
  }
}

/** Files and blobs cannot cross a sign-in or a reload: left out of what is kept (their names are, in `dropped`). */
export function jsonSafe(v: unknown): unknown {
  if (typeof Blob !== 'undefined' && v instanceof Blob) return undefined;
  if (Array.isArray(v)) return v.map(jsonSafe).filter((x) => x !== undefined);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, jsonSafe(x)]).filter(([, x]) => x !== undefined));
  return v;
}

/** The names of the files in a draft (a picked File has one). */
function filesIn(v: unknown): string[] {
  if (typeof Blob !== 'undefined' && v instanceof Blob) return [(v as Partial<File>).name || '?'];
  if (Array.isArray(v)) return v.flatMap(filesIn);
  if (v && typeof v === 'object') return Object.values(v).flatMap(filesIn);
  return [];
}

/**
 * The files a panel's draft held when the page was left, which came back without them (a reload, a sign-in after an
 * ended session), by panel: the panel says which to attach again (persona review: a chat file gone without a word).
 * Cleared once files are attached again in that panel, or when it closes.
 */
const lostFiles = createStore<Readonly<Record<string, readonly string[]>>>({});
export const useLostFiles = (draftKey: string | undefined): readonly string[] => useStore(lostFiles)[draftKey ?? ''] ?? [];
const noLongerLost = (panels: (k: string) => boolean) =>
  lostFiles.set((all) => (Object.keys(all).some(panels) ? Object.fromEntries(Object.entries(all).filter(([k]) => !panels(k))) : all));
/** What came back without its files, from what the tab stored. */
function takeLost(s: Stored) {
  const lost: Record<string, string[]> = {};
  for (const [key, names] of Object.entries(s.dropped ?? {})) if (names.length) (lost[panelOf(key)] ??= []).push(...names);
  lostFiles.set(lost);
}

/** Whether forms are being recorded (someone signed in), and whether drafts are offered back (after a resume). */
let recording = false;
let offered = false;

export const drafts = {
  /** The signed-in user: another user's drafts are forgotten. */
  own(userId: number) {
    const s = read();
    if (s.userId !== userId) {
      live.clear();
      write({ ...empty(), userId });
    }
  },
  /** A session ended with work open: kept for the next sign-in of the same user. */
  setAside() {
    recording = false;
    offered = false;
    const s = read();
    if (s.panels.length || Object.keys(s.values).length) write({ ...s, resumable: true });
  },
  /** After a sign-in: the panels to reopen (their drafts are offered to them), or none. */
  resume(): StoredPanel[] {
    const s = read();
    recording = true;
    offered = s.resumable;
    if (!s.resumable) {
      live.clear();
      write({ ...s, panels: [], kept: [], values: {} });
      return [];
    }
    write({ ...s, resumable: false });
    takeLost(s);
    return s.panels;
  },
  /**
   * A reload of a live session (the same tab: sessionStorage is the tab's): the panels it had open come back with
   * what they held, as after a session's end (persona review: a reload threw away the leave form and the chat
   * draft). Another person's, or nothing: a fresh start.
   */
  reopen(userId: number, o: { panels: boolean } = { panels: true }): StoredPanel[] {
    const s = read();
    if (s.userId !== userId) {
      this.startAfresh(userId);
      return [];
    }
    recording = true;
    live.clear();
    if (!o.panels) {
      // Not reopened (an address typed): kept, as a panel the user closed keeps its draft for when it opens again.
      offered = false;
      write({ ...s, resumable: false, panels: [], kept: [...new Set([...s.kept, ...s.panels.map((p) => p.draftKey)])] });
      return [];
    }
    offered = true;
    write({ ...s, resumable: false });
    takeLost(s);
    return s.panels;
  },
  /** Nothing kept: the demo's data was reset, or another person's drafts were found. */
  startAfresh(userId: number) {
    recording = true;
    offered = false;
    live.clear();
    write({ ...empty(), userId });
  },
  /** An explicit logout: nothing is kept. */
  forget() {
    recording = false;
    offered = false;
    live.clear();
    try {
      sessionStorage.removeItem(DRAFTS_KEY);
    } catch {
      // nothing to forget
    }
  },
  /** The open panels, in order; the drafts of panels closed otherwise than by the user (a save) are dropped (chat drafts are keyed apart). */
  savePanels(panels: StoredPanel[]) {
    if (!recording) return;
    const s = read();
    const open = new Set(panels.map((p) => p.draftKey));
    // A panel the user closed keeps its draft; one closed by the app (after a save) drops it.
    const closed = s.panels.map((p) => p.draftKey).filter((k) => !open.has(k));
    const kept = [...s.kept.filter((k) => !closed.includes(k)), ...closed.filter((k) => dismissed.has(k))];
    dismissed.clear();
    const stays = (k: string) => open.has(panelOf(k)) || kept.includes(panelOf(k));
    for (const k of [...live.keys()]) if (!stays(k)) live.delete(k);
    const values = Object.fromEntries(Object.entries(s.values).filter(([k]) => stays(k)));
    const dropped = Object.fromEntries(Object.entries(s.dropped ?? {}).filter(([k]) => stays(k)));
    noLongerLost((k) => !open.has(k));
    write({ ...s, panels: panels.map((p) => ({ draftKey: p.draftKey, kind: p.kind, params: jsonSafe(p.params) as Record<string, unknown> })), kept, values, dropped });
  },
  /** The user closed this panel (Escape, its close button, back): what it held comes back when it is opened again. */
  keep(draftKey: string) {
    dismissed.add(draftKey);
  },
  save(key: string, value: unknown) {
    if (!recording) return;
    live.set(key, value);
    const s = read();
    const files = filesIn(value);
    const { [key]: _was, ...dropped } = s.dropped ?? {};
    if (files.length) {
      dropped[key] = files;
      noLongerLost((k) => k === panelOf(key));
    }
    write({ ...s, values: { ...s.values, [key]: jsonSafe(value) }, dropped });
  },
  /** A draft kept through a sign-in, or of a panel the user closed and opens again; the files too while the page stays. */
  take<T>(key: string): T | undefined {
    if (offered) return read().values[key] as T | undefined;
    if (!recording || !read().kept.includes(panelOf(key))) return undefined;
    return (live.has(key) ? live.get(key) : read().values[key]) as T | undefined;
  },
};
