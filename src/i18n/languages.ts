export interface Language {
  code: 'fr' | 'ar' | 'es' | 'en';
  label: string;
  rtl: boolean;
}

/** fr is the default; Arabic turns the document right to left. */
export const languages: readonly Language[] = [
  { code: 'fr', label: 'Français', rtl: false },
  { code: 'ar', label: 'العربية', rtl: true },
  { code: 'es', label: 'Español', rtl: false },
  { code: 'en', label: 'English', rtl: false },
];
export type LanguageCode = Language['code'];
export const defaultLanguage: LanguageCode = 'fr';
export const storageKey = 'language';

export const isLanguage = (v: unknown): v is LanguageCode => languages.some((l) => l.code === v);

/** The stored choice when valid, else the browser's when supported, else French. */
export function pickLanguage(stored: string | null, browser: readonly string[] = []): LanguageCode {
  if (isLanguage(stored)) return stored;
  for (const b of browser) {
    const short = b.slice(0, 2).toLowerCase();
    if (isLanguage(short)) return short;
  }
  return defaultLanguage;
}

export const directionOf = (code: string): 'rtl' | 'ltr' => (languages.find((l) => l.code === code)?.rtl ? 'rtl' : 'ltr');
