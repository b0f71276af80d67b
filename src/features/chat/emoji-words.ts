/**
 * The words people of a language find an emoji by: Unicode's CLDR annotations of that language (the
 * cldr-annotations-full package), keyed by the emoji itself, with its short name (`tts`) and its keywords (`default`).
 */
export type Annotations = { annotations: { annotations: Record<string, { default?: readonly string[]; tts?: readonly string[] } | undefined> } };

/** What emoji-mart's data holds of an emoji that its search reads. */
export type SearchableEmoji = { keywords?: string[]; search?: string; skins: ReadonlyArray<{ native?: string } | null> };

const english = new WeakMap<SearchableEmoji, string[]>();

/** A phrase, each of its words, and each without its accents or ligatures ('cœur' → 'coeur', 'levé' → 'leve'). */
function searchWords(phrase: string): string[] {
  const lower = phrase.toLocaleLowerCase();
  const words = [lower, ...lower.split(/\s+/).filter((w) => w.length > 1)];
  const plain = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').replace(/œ/g, 'oe').replace(/æ/g, 'ae');
  return [...words, ...words.map(plain)];
}

/**
 * Lets emoji-mart's search find an emoji by the words of the interface language (review s30: 'pouce', 'cœur' or
 * 'merci' found nothing in French; its data knows English only): CLDR's name and keywords for it, each word also
 * without its accents, go before its English keywords; `null` (English) gives the English ones alone back.
 * emoji-mart builds an emoji's search text from its keywords only when it has none: it is dropped here, so that the
 * next picker builds it again in the language now chosen.
 */
export function speakEmoji(emojis: Record<string, SearchableEmoji>, words: Annotations | null): void {
  const table = words?.annotations.annotations ?? {};
  for (const emoji of Object.values(emojis)) {
    const own = english.get(emoji) ?? emoji.keywords ?? [];
    english.set(emoji, own);
    const native = emoji.skins[0]?.native ?? '';
    const found = table[native] ?? table[native.replace(/\uFE0F/g, '')];
    const local = found ? [...(found.tts ?? []), ...(found.default ?? [])].flatMap(searchWords) : [];
    emoji.keywords = [...new Set([...local, ...own])];
    delete emoji.search;
  }
}
