import type { KeyboardEvent } from 'react';
import { NumericInput, digitsOnly, type DigitsInputProps } from './numeric-input';

/** Spec 1 section 5: the day-of-month picker accepts 1 to 31. */
export const FIRST_DAY = 1;
export const LAST_DAY = 31;

/** Typed text as a day: null when empty, 'invalid' outside 1 to 31. */
export function parseDayOfMonth(text: string): number | null | 'invalid' {
  const digits = digitsOnly(text);
  if (!digits) return null;
  const n = Number(digits);
  return n >= FIRST_DAY && n <= LAST_DAY ? n : 'invalid';
}

export type DayOfMonthInputProps = Omit<DigitsInputProps, 'value' | 'onChange' | 'mode'> & {
  value: number | null;
  onChange(value: number | null): void;
};

/** A day of the month: typing outside 1 to 31 is refused (the day shown stays), arrows step within the range. */
export function DayOfMonthInput({ value, onChange, ...rest }: DayOfMonthInputProps) {
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    const step = e.key === 'ArrowUp' ? 1 : -1;
    onChange(value === null ? (step > 0 ? FIRST_DAY : LAST_DAY) : Math.min(LAST_DAY, Math.max(FIRST_DAY, value + step)));
  };
  return (
    <NumericInput
      {...rest}
      mode="digits"
      role="spinbutton"
      aria-valuemin={FIRST_DAY}
      aria-valuemax={LAST_DAY}
      aria-valuenow={value ?? undefined}
      maxLength={2}
      value={value === null ? '' : String(value)}
      onKeyDown={onKeyDown}
      onChange={(text) => {
        const day = parseDayOfMonth(text);
        if (day !== 'invalid') onChange(day);
      }}
    />
  );
}
