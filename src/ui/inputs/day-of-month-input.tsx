import type { KeyboardEvent } from 'react';
import { NumericInput, type NumericInputProps } from './numeric-input';
import { parseDayOfMonth, stepDayOfMonth } from './numeric-rules';

export type DayOfMonthInputProps = Omit<NumericInputProps, 'value' | 'onChange'> & {
  value: number | null;
  onChange(value: number | null): void;
};

/** A day of the month, 1 to 31: typing past 31 is refused, arrows step within the range. */
export function DayOfMonthInput({ value, onChange, ...rest }: DayOfMonthInputProps) {
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    onChange(stepDayOfMonth(value, e.key === 'ArrowUp' ? 1 : -1));
  };
  return (
    <NumericInput
      {...rest}
      role="spinbutton"
      aria-valuemin={1}
      aria-valuemax={31}
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
