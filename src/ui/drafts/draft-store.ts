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
  values: Record<string, unknown>;
}

export const DRAFTS_KEY = 'mintrh.drafts';
const empty = (): Stored => ({ userId: null, resumable: false, panels: [], values: {} });

function read(): Stored {
  try {
    const raw = sessionStorage.getItem(DRAFTS_KEY);
    const s = raw ? (JSON.parse(raw) as Partial<Stored>) : null;
    if (!s || typeof s !== 'object') return empty();
    return { userId: typeof s.userId === 'number' ? s.userId : null, resumable: s.resumable === true, panels: Array.isArray(s.panels) ? s.panels : [], values: s.values && typeof s.values === 'object' ? s.values : {} };
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

/** Files and blobs cannot cross a sign-in: left out of what is kept. */
export function jsonSafe(v: unknown): unknown {
  if (typeof Blob !== 'undefined' && v instanceof Blob) return undefined;
  if (Array.isArray(v)) return v.map(jsonSafe).filter((x) => x !== undefined);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, jsonSafe(x)]).filter(([, x]) => x !== undefined));
  return v;
}

/** Whether forms are being recorded (someone signed in), and whether drafts are offered back (after a resume). */
let recording = false;
let offered = false;

export const drafts = {
  /** The signed-in user: another user's drafts are forgotten. */
  own(userId: number) {
    const s = read();
    if (s.userId !== userId) write({ ...empty(), userId });
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
      write({ ...s, panels: [], values: {} });
      return [];
    }
    write({ ...s, resumable: false });
    return s.panels;
  },
  /** A reload of a live session starts afresh, as it always did. */
  startAfresh(userId: number) {
    recording = true;
    offered = false;
    write({ ...empty(), userId });
  },
  /** An explicit logout: nothing is kept. */
  forget() {
    recording = false;
    offered = false;
    try {
      sessionStorage.removeItem(DRAFTS_KEY);
    } catch {
      // nothing to forget
    }
  },
  /** The open panels, in order; the drafts of panels no longer open are dropped (chat drafts are keyed apart). */
  savePanels(panels: StoredPanel[]) {
    if (!recording) return;
    const s = read();
    const open = new Set(panels.map((p) => p.draftKey));
    const values = Object.fromEntries(Object.entries(s.values).filter(([k]) => open.has(k.split('|')[0])));
    write({ ...s, panels: panels.map((p) => ({ draftKey: p.draftKey, kind: p.kind, params: jsonSafe(p.params) as Record<string, unknown> })), values });
  },
  save(key: string, value: unknown) {
    if (!recording) return;
    const s = read();
    write({ ...s, values: { ...s.values, [key]: jsonSafe(value) } });
  },
  /** A draft kept through a sign-in, offered once to whoever asks for it first. */
  take<T>(key: string): T | undefined {
    if (!offered) return undefined;
    return read().values[key] as T | undefined;
  },
};
