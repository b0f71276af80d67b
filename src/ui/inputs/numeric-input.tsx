import type { InputHTMLAttributes, KeyboardEvent } from 'react';
import { blocksKey, digitsOnly } from './numeric-rules';

export type NumericInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange(value: string): void;
};

/** A text input that only ever holds digits: other keys are blocked, pasted or dropped text is stripped on change. */
export function NumericInput({ value, onChange, onKeyDown, className, ...rest }: NumericInputProps) {
  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (blocksKey(e)) e.preventDefault();
    onKeyDown?.(e);
  };
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className={className ?? 'input'}
      value={value}
      onKeyDown={keyDown}
      onChange={(e) => onChange(digitsOnly(e.target.value))}
    />
  );
}
