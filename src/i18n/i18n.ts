import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, pickLanguage, storageKey, type LanguageCode } from './languages';
import { loaders, type Namespace } from './namespaces';

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, done) {
    const load = loaders[lng]?.[ns as Namespace];
    if (!load) return done(null, {});
    load().then((m) => done(null, m.default), (e: unknown) => done(e instanceof Error ? e : new Error(String(e)), null));
  },
};

/**
 * Keys are flat (the spec's message keys contain dots, 'Default.succesMessage'),
 * so neither the key nor the namespace separator is used. A key missing in
 * every namespace comes back as itself: a server sentence passes through.
 */
export async function initI18n(storage: Pick<Storage, 'getItem'> | null = globalThis.localStorage ?? null, instance: I18n = i18next): Promise<I18n> {
  const lng = pickLanguage(storage?.getItem(storageKey) ?? null, globalThis.navigator?.languages ?? []);
  await instance.use(backend).use(initReactI18next).init({
    lng,
    // No language falls back on another: every language file carries every key
    // (tests/unit/i18n*.test.ts holds it), so a user reading English does not
    // also download the French words at start (issue 13).
    fallbackLng: false,
    // The first screen's words load at once: by default i18next waits a task (a zero timeout) before asking for them.
    initAsync: false,
    supportedLngs: ['fr', 'ar', 'es', 'en'],
    ns: ['common', 'shell'],
    defaultNS: 'common',
    // The words of the first screen, then those every lazily loaded module brings (namespaces.ts, `wordsOf`).
    fallbackNS: ['common', 'deferred'],
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  } as Parameters<I18n['init']>[0]);
  applyDocumentLanguage(lng);
  return instance;
}

export function applyDocumentLanguage(lng: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  document.documentElement.dir = directionOf(lng);
}

export async function changeLanguage(lng: LanguageCode, instance: I18n = i18next) {
  globalThis.localStorage?.setItem(storageKey, lng);
  await instance.changeLanguage(lng);
  applyDocumentLanguage(lng);
}

/**
 * A French word whose first sound is a vowel: 'de' before it is written d' ('Congé d'Ilyas', 'd'Yves'). A y before a
 * vowel is a consonant ('de Yasmine'); a leading h is left alone (h aspiré or not, 'de Hassan' reads right).
 */
const vowelFirst = /^(?:[aeiouàâäéèêëîïôöùûüœæ]|y[^aeiouàâäéèêëîïôöùûü])/i;

/**
 * A value set inside a sentence (a name, a title, a cell's text), isolated (U+2068…U+2069) when the page reads right
 * to left, so a value written left to right does not reorder the sentence around it.
 */
export const isolated = (value: string | number): string => (i18next.dir() === 'rtl' ? `\u2068${String(value).trim()}\u2069` : String(value).trim());

/**
 * Spec titles carry a {0} placeholder filled by a parameter. In French, 'de {0}'
 * before a name that starts with a vowel is elided, as French writes it: 'Congé
 * d'Ilyas Amrani', not 'Congé de Ilyas Amrani' (issue 36's review).
 */
export function fillPlaceholders(text: string, ...params: Array<string | number | null | undefined>): string {
  const french = i18next.language?.startsWith('fr');
  return text.replace(/((?<!\p{L})[Dd]e )?\{(\d+)\}/gu, (_, de: string | undefined, i: string) => {
    const value = (params[Number(i)] ?? '') + '';
    return de && french && vowelFirst.test(value) ? `${de[0]}'${value}` : (de ?? '') + value;
  });
}

/**
 * A counted phrase ('3 jours', '3 أيام', '1 day'): the key's plural forms
 * (key_one, key_other…, Arabic's six) picked by i18next for `count` in the
 * interface language, with {0} filled by the count and {1}… by `more`.
 */
export function countText(t: (key: string, options: { count: number }) => string, key: string, count: number, ...more: Array<string | number>): string {
  return fillPlaceholders(t(key, { count }), count, ...more);
}
