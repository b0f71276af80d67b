import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icon';
import { useEscapeLayer } from '../../ui/layers';
import { speakEmoji, type Annotations, type SearchableEmoji } from './emoji-words';

/** Spec 2 section 2: the picker's categories. */
export const EMOJI_CATEGORIES = ['people', 'nature', 'foods', 'activity', 'objects', 'symbols'];

// The picker's own words ship with the app too: without them it fetches them from a CDN.
const pickerWords: Record<string, () => Promise<unknown>> = {
  fr: () => import('@emoji-mart/data/i18n/fr.json'),
  ar: () => import('@emoji-mart/data/i18n/ar.json'),
  es: () => import('@emoji-mart/data/i18n/es.json'),
  en: () => import('@emoji-mart/data/i18n/en.json'),
};
/**
 * The picker styles its shadow root with a <style> element, which the strict
 * Content-Security-Policy (style-src 'self') refuses: a violation in the
 * console and an unstyled picker. Its own hook for it puts the same rules in
 * a constructed stylesheet instead, which the policy does not govern.
 */
function adoptStylesInstead(Picker: { prototype: object }) {
  const proto = Picker.prototype as { injectStyles?(styles: string): void };
  if (Object.hasOwn(proto, 'injectStyles') || typeof CSSStyleSheet === 'undefined') return;
  proto.injectStyles = function (this: Element, styles: string) {
    const root = this.shadowRoot;
    if (!styles || !root) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(styles);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  };
}
const unwrap = (m: unknown) => (m as { default?: unknown }).default ?? m;

// The words each language finds an emoji by (emoji-words.ts); English is the picker's own.
const searchWordsOf: Record<string, () => Promise<unknown>> = {
  fr: () => import('cldr-annotations-full/annotations/fr/annotations.json'),
  ar: () => import('cldr-annotations-full/annotations/ar/annotations.json'),
  es: () => import('cldr-annotations-full/annotations/es/annotations.json'),
};

/**
 * emoji-mart's vanilla Picker, mounted into a div and loaded only when first
 * opened (it and its data weigh more than the rest of the chat). The data
 * ships with the app: no network.
 */
export function EmojiButton({ onPick, disabled }: { onPick(emoji: string): void; disabled?: boolean }) {
  const { t, i18n } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Escape closes the picker alone: the chat panel, its typed message and its files stay (ui/layers.ts).
  useEscapeLayer(open, () => setOpen(false), host, button);
  const pick = useRef(onPick);
  pick.current = onPick;
  useEffect(() => {
    if (!open || !host.current) return;
    let live = true;
    const el = host.current;
    const locale = i18n.language in pickerWords ? i18n.language : 'fr';
    void Promise.all([import('emoji-mart'), import('@emoji-mart/data'), pickerWords[locale](), searchWordsOf[locale]?.() ?? null]).then(([{ Picker }, data, words, search]) => {
      if (!live) return;
      adoptStylesInstead(Picker);
      const emojis = unwrap(data) as { emojis: Record<string, SearchableEmoji> };
      speakEmoji(emojis.emojis, search ? (unwrap(search) as Annotations) : null);
      const picker = new Picker({
        data: emojis,
        i18n: unwrap(words),
        categories: EMOJI_CATEGORIES,
        locale,
        // As wide as its frame (CSS binds it to the screen), not a fixed nine emoji per line.
        dynamicWidth: true,
        previewPosition: 'none',
        skinTonePosition: 'none',
        navPosition: 'bottom',
        autoFocus: true,
        theme: 'light',
        onEmojiSelect: (e: { native: string }) => pick.current(e.native),
        onClickOutside: () => setOpen(false),
      });
      el.replaceChildren(picker as unknown as Node);
    });
    return () => {
      live = false;
      el.replaceChildren();
    };
  }, [open, i18n.language]);
  return (
    <div className="chat-emoji">
      <button ref={button} type="button" className="icon-button" aria-label={t('composer.emoji')} aria-haspopup="dialog" aria-expanded={open} disabled={disabled} onClick={(e) => (e.stopPropagation(), setOpen((o) => !o))}>
        <Icon name="smile" />
      </button>
      {open ? <div className="chat-emoji-picker" ref={host} data-testid="emoji-picker" role="dialog" aria-label={t('composer.emoji')} /> : null}
    </div>
  );
}
