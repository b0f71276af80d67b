import { useEffect, useId, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnreadable, type Unreadable } from '../../domain/typed-entry';
import { fillPlaceholders } from '../../i18n/i18n';

/**
 * What every input typed by hand (a number, a time) shares: it keeps the raw
 * text while typing, reads it, hands the owner a readable value through
 * `onChange` and an unreadable one through `onUnreadable` (null once it reads
 * again), and says why under itself (aria-invalid, aria-describedby, visible
 * text) once the field is left or the form was sent. The owner keeps its last
 * good value, or the Unreadable it was given, so what is typed stays on screen.
 */
export interface TypedEntryProps<T> {
  value: T | Unreadable;
  onChange(value: T): void;
  onUnreadable?(entry: Unreadable | null): void;
  /** The form tried to send: the message shows even before the field is left. */
  showError?: boolean;
  id?: string;
  onBlur?(e: FocusEvent<HTMLInputElement>): void;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

export interface EntryRules<T> {
  read(text: string): T | Unreadable;
  write(value: T): string;
  same(a: T, b: T): boolean;
  /** Whether a readable text is complete enough to hand over while typing (a time '9h' waits for the blur). */
  complete?(text: string): boolean;
  /** What the field shows once left, for a readable value (a number regrouped, a time rounded). */
  settle?(value: T): T;
}

const shownText = <T,>(v: T | Unreadable, write: (v: T) => string) => (isUnreadable(v) ? v.text : write(v));

export function useTypedEntry<T>(p: TypedEntryProps<T>, rules: EntryRules<T>) {
  const { t } = useTranslation('common');
  const autoId = useId();
  const id = p.id ?? `entry-${autoId}`;
  const [text, setText] = useState(() => shownText(p.value, rules.write));
  const [left, setLeft] = useState(false);
  // Whether the owner was last told the text cannot be read: the next reading is handed over even if it equals the old value.
  const toldUnreadable = useRef(false);
  const reading = rules.read(text);
  // A new value from outside (a draft restored, a reset) replaces what is shown; the owner's echo of what is typed does not.
  useEffect(() => {
    setText((current) => {
      const now = rules.read(current);
      if (isUnreadable(p.value)) return isUnreadable(now) && now.text === p.value.text ? current : p.value.text;
      return !isUnreadable(now) && rules.same(now, p.value) ? current : rules.write(p.value);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new value from the owner replaces the text; the rules are the field's own
  }, [p.value]);

  const hand = (next: T | Unreadable) => {
    if (isUnreadable(next)) {
      toldUnreadable.current = true;
      p.onUnreadable?.(next);
      return;
    }
    const was = toldUnreadable.current;
    if (was) {
      toldUnreadable.current = false;
      p.onUnreadable?.(null);
    }
    if (was || isUnreadable(p.value) || !rules.same(next, p.value)) p.onChange(next);
  };

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const typed = e.target.value;
    setText(typed);
    setLeft(false);
    const next = rules.read(typed);
    // A partial text that reads (a time '9h') waits for the blur, but an unreadable one is told at once: a submit right after typing is refused.
    if (isUnreadable(next) || !rules.complete || rules.complete(typed)) hand(next);
    else if (toldUnreadable.current) {
      toldUnreadable.current = false;
      p.onUnreadable?.(null);
    }
  };
  const onBlur = (e: FocusEvent<HTMLInputElement>) => {
    setLeft(true);
    if (!isUnreadable(reading)) {
      const settled = rules.settle ? rules.settle(reading) : reading;
      setText(rules.write(settled));
      hand(settled);
    } else if (!toldUnreadable.current) hand(reading);
    p.onBlur?.(e);
  };
  /** Sets a value chosen otherwise (the arrow keys). */
  const set = (value: T) => {
    setText(rules.write(value));
    hand(value);
  };

  const problem = isUnreadable(reading) && (left || p.showError) ? reading : null;
  const noteId = `${id}-entry`;
  const invalid = problem || p['aria-invalid'] === true || p['aria-invalid'] === 'true' ? (true as const) : undefined;
  const describedBy = [p['aria-describedby'], problem ? noteId : null].filter(Boolean).join(' ') || undefined;
  const note = problem ? (
    <span id={noteId} className="field-error" role="alert">
      {fillPlaceholders(t(problem.unreadable), ...(problem.params ?? []))}
    </span>
  ) : null;
  return { input: { id, value: text, onChange, onBlur, 'aria-invalid': invalid, 'aria-describedby': describedBy }, note, reading, set };
}
