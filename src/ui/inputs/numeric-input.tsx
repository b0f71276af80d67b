import type { InputHTMLAttributes, KeyboardEvent } from 'react';

/** Spec 1 section 5: the numeric-only text input removes non-digits and blocks other keys. */
export const digitsOnly = (text: string) => text.replace(/\D+/g, '');

/** Printable keys other than digits never reach the input; editing keys and shortcuts (Ctrl+V…) pass. */
export const blocksKey = (e: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }) =>
  !(e.ctrlKey || e.metaKey || e.altKey) && e.key.length === 1 && !/[0-9]/.test(e.key);

export type NumericInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange(value: string): void;
};

/** A text input that only ever holds digits: other keys are blocked, pasted or dropped text is stripped. */
export function NumericInput({ value, onChange, onKeyDown, className, ...rest }: NumericInputProps) {
  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (blocksKey(e)) e.preventDefault();
    onKeyDown?.(e);
  };
  return <input {...rest} type="text" inputMode="numeric" autoComplete="off" className={className ?? 'input'} value={value} onKeyDown={keyDown} onChange={(e) => onChange(digitsOnly(e.target.value))} />;
}
