import { pickLanguage, storageKey, type LanguageCode } from '../i18n/languages';

/** Where the session is kept between visits (session-service.ts reads and writes it). */
export const SESSION_STORAGE_KEY = 'session';

/**
 * What the first screen will be, as far as storage says before any call:
 * its language (the saved choice, else the browser's) and whether a session
 * is kept (the shell) or not (the sign-in page). index.html's inline script
 * (first-paint-script.ts) draws the loading screen in that frame and
 * language before the body is parsed; the entry asks for that screen's
 * words and page. Storage may be refused (privacy settings): then the
 * browser's language and no session.
 */
export function firstScreen(storage: () => Pick<Storage, 'getItem'>, browserLanguages: readonly string[]): { language: LanguageCode; signedIn: boolean } {
  let stored: string | null = null;
  let signedIn = false;
  try {
    const s = storage();
    stored = s.getItem(storageKey);
    signedIn = !!s.getItem(SESSION_STORAGE_KEY);
  } catch {
    // Refused: the app reads it again later and copes.
  }
  return { language: pickLanguage(stored, browserLanguages), signedIn };
}
