/**
 * What a sandbox action that reloads the page did (a reset, an import, another sandbox opened, back to the demo),
 * said by the page that loads next: the reload itself says nothing, and a trainer saw the same screen come back
 * with no word of whether the reset had happened (persona review). Kept in this tab's sessionStorage for the one
 * load that follows; the demo bar takes it and shows it as a toast.
 */
export interface ReloadNote {
  /** A key of the demo's words, '{0}', '{1}' filled by the objects (the sandbox's name, the file's). */
  key: string;
  objects: string[];
}

const KEY = 'mintrh.reloadNote';

export function sayAfterReload(note: ReloadNote, storage: Pick<Storage, 'setItem'> = sessionStorage) {
  try {
    storage.setItem(KEY, JSON.stringify(note));
  } catch {
    // Storage refused (privacy settings): the page reloads without the word.
  }
}

/**
 * The note the last reload left, once: taking it removes it. A note that is not one is dropped. Checked by hand,
 * not with the zod schemas: the demo bar comes with the demo's first screen, which zod does not weigh on.
 */
export function takeReloadNote(storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage): ReloadNote | null {
  try {
    const raw = storage.getItem(KEY);
    if (raw === null) return null;
    storage.removeItem(KEY);
    const n = JSON.parse(raw) as Partial<ReloadNote>;
    return typeof n.key === 'string' && /^(sandbox\.done\.\w+|demoReset\.done)$/.test(n.key) && Array.isArray(n.objects) && n.objects.every((o) => typeof o === 'string') ? { key: n.key, objects: n.objects } : null;
  } catch {
    return null;
  }
}
