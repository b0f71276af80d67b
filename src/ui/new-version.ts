import { createStore } from '../domain/store';
import { useStore } from './use-store';

/**
 * After a deploy, a tab left open asks for files the new version no longer
 * has, and its next page or panel fails to load. A retry asks for the same
 * missing files; only a reload brings the new version. The app tells the two
 * cases apart by the entry index.html names: another one than the running
 * app's means a new version is out.
 */
const out = createStore(false);
let checking: Promise<void> | null = null;

/** A module that could not be fetched (Chromium, Firefox and Safari word it each their way). */
export function isCodeLoadFailure(e: unknown): boolean {
  return e instanceof TypeError && /dynamically imported module|module script|importing a module/i.test(e.message);
}

/** The entry script index.html names (build.mjs writes it first among the module scripts). */
export const entryOf = (html: string): string | null => /<script type="module" src="([^"]+)"/.exec(html)?.[1] ?? null;

const servedPage = () => fetch('/', { cache: 'no-store', headers: { Accept: 'text/html' } }).then((r) => (r.ok ? r.text() : ''));
const runningEntry = () => document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;

/** Asks the server which version it serves now (once at a time); a failed check says nothing. */
export function checkForNewVersion(page = servedPage, running = runningEntry): Promise<void> {
  checking ??= page()
    .then((html) => {
      const served = entryOf(html);
      const now = running();
      if (served && now && served !== now) out.set(true);
    })
    .catch(() => {})
    .finally(() => (checking = null));
  return checking;
}

export const newVersionIsOut = () => out.get();

/** Whether a new version has been found since this page loaded. */
export const useNewVersion = () => useStore(out);
