import { test } from 'uvu';
import * as assert from 'uvu/assert';
import data from '@emoji-mart/data';
import fr from 'cldr-annotations-full/annotations/fr/annotations.json';
import ar from 'cldr-annotations-full/annotations/ar/annotations.json';
import es from 'cldr-annotations-full/annotations/es/annotations.json';
import { speakEmoji, type Annotations, type SearchableEmoji } from '../../src/features/chat/emoji-words';

/** emoji-mart's own search (its ES module, which its types do not declare: the package's CommonJS entry is not the library in Node). */
type Found = Array<{ skins: Array<{ native: string }> }>;
const esModule = 'emoji-mart/dist/module.js';
const { init, SearchIndex } = (await import(esModule)) as unknown as { init(o: object): Promise<void>; SearchIndex: { search(q: string): Promise<Found | null> } };
const emojis = (data as unknown as { emojis: Record<string, SearchableEmoji> }).emojis;

/** The picker of a language: its words given to the data, the data to emoji-mart, as emoji-button.tsx does. */
async function searchIn(words: unknown, query: string): Promise<string[]> {
  speakEmoji(emojis, words as Annotations | null);
  await init({ data });
  return ((await SearchIndex.search(query)) ?? []).map((e) => e.skins[0]!.native);
}

test("the emoji picker's search finds an emoji by the interface language's words (review s30: 'pouce' found nothing)", async () => {
  assert.ok((await searchIn(fr, 'pouce')).slice(0, 2).includes('👍'), 'fr pouce');
  assert.equal(await searchIn(fr, 'pouce levé'), ['👍']);
  assert.ok((await searchIn(fr, 'cœur')).includes('❤️'), 'fr cœur');
  assert.ok((await searchIn(fr, 'coeur')).includes('❤️'), 'fr coeur, typed without the ligature');
  assert.ok((await searchIn(fr, 'merci')).includes('🙏'), 'fr merci');
  assert.ok((await searchIn(fr, 'rire')).includes('😂'), 'fr rire');
  assert.ok((await searchIn(ar, 'قلب')).includes('❤️'), 'ar قلب');
  assert.ok((await searchIn(es, 'corazón')).includes('❤️'), 'es corazón');
  assert.ok((await searchIn(es, 'corazon')).includes('❤️'), 'es corazon, without its accent');
  // English words still find it in every language.
  assert.ok((await searchIn(fr, 'thumbs')).includes('👍'), 'fr thumbs');
});

test('back in English, the words of the language before are gone', async () => {
  await searchIn(fr, 'pouce');
  assert.equal(await searchIn(null, 'pouce'), []);
  assert.ok((await searchIn(null, 'heart')).includes('❤️'));
});

test.run();
