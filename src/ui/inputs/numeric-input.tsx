import type { InputHTMLAttributes, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberParser } from '@internationalized/number';
import { readNumber, readingLocales, shownNumber, type NumberRules } from '../../i18n/number-text';
import { useTypedEntry, type TypedEntryProps } from './typed-entry';

// Digits of other scripts (Arabic-Indic ٠–٩…) read by React Aria's parser, which knows their numbering systems.
const otherDigits = new NumberParser('en');
const latinDigit = (d: string) => {
  const n = otherDigits.parse(d);
  return Number.isInteger(n) ? String(n) : '';
};

/** Spec 1 section 5: the numeric-only text input removes non-digits and blocks other keys; a digit of another script ('١٢' in Arabic) is a digit. */
export const digitsOnly = (text: string) => text.replace(/\p{Nd}/gu, (d) => (d >= '0' && d <= '9' ? d : latinDigit(d))).replace(/\D+/g, '');

/** Printable keys other than digits never reach the input; editing keys and shortcuts (Ctrl+V…) pass. */
export const blocksKey = (e: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }) =>
  !(e.ctrlKey || e.metaKey || e.altKey) && e.key.length === 1 && !/\p{Nd}/u.test(e.key);

type Native = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'onBlur'>;

export type DigitsInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  mode: 'digits';
  value: string;
  onChange(value: string): void;
};

export type DecimalInputProps = Native &
  TypedEntryProps<number | null> & {
    mode?: 'decimal';
    /** Decimals, bounds: money is `moneyRules`. */
    rules: NumberRules;
  };

export type NumericInputProps = DigitsInputProps | DecimalInputProps;

/**
 * The one numeric input of the app (issue 34 item 1). 'decimal' (the
 * default): a number as people write it in the interface language or the
 * browser's locale (180,50 · 1 250,75 · ١٨٠٫٥٠ · 1.250,75 · 1,250.75), kept
 * as typed while typing, written back in the language's way on leaving, and
 * handed over as a JS number; what cannot be read, or reads as two different
 * numbers, is refused with a message under the field and handed over as
 * Unreadable, never scaled or cut. 'digits': spec 1 section 5's numeric-only
 * input (other keys blocked, pasted text stripped), for counts and days.
 */
export function NumericInput(props: NumericInputProps) {
  return props.mode === 'digits' ? <DigitsInput {...props} /> : <DecimalInput {...props} />;
}

function DigitsInput({ value, onChange, onKeyDown, className, mode: _mode, ...rest }: DigitsInputProps) {
  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (blocksKey(e)) e.preventDefault();
    onKeyDown?.(e);
  };
  return <input {...rest} type="text" inputMode="numeric" autoComplete="off" className={className ?? 'input'} value={value} onKeyDown={keyDown} onChange={(e) => onChange(digitsOnly(e.target.value))} />;
}

function DecimalInput({ value, onChange, onUnreadable, showError, id, onBlur, rules, className, mode: _mode, ...rest }: DecimalInputProps) {
  const { i18n } = useTranslation('common');
  const locales = readingLocales(i18n.language || 'fr');
  const entry = useTypedEntry<number | null>(
    { value, onChange, onUnreadable, showError, id, onBlur, 'aria-invalid': rest['aria-invalid'], 'aria-describedby': rest['aria-describedby'] },
    {
      read: (text) => readNumber(text, rules, locales),
      write: (n) => (n === null ? '' : shownNumber(n, rules, locales)),
      same: (a, b) => a === b,
    },
  );
  return (
    <>
      <input {...rest} {...entry.input} type="text" inputMode="decimal" autoComplete="off" className={className ?? 'input'} />
      {entry.note}
    </>
  );
}
