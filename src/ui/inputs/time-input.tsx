import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roundTime } from './date-range-rules';
import { parseTime, stepTime } from './time-rules';

export interface TimeInputProps {
  /** 'HH:mm' (24 h), or '' when empty. */
  value: string;
  onChange(value: string): void;
  stepMinutes?: number;
  disabled?: boolean;
  /** Its own accessible name, where no Field label names it (the time beside a date picker). */
  label?: string;
  id?: string;
  className?: string;
  onBlur?(): void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/**
 * A time of day in the app's own words, where `<input type=time>` would
 * speak the browser's language ('--:-- --', AM/PM) inside a French or Arabic
 * screen. Typed as 24 h ('9', '930', '9h30' are read as 09:00 and 09:30 on
 * leaving the field), arrow keys step by `stepMinutes`. What cannot be read
 * stays as typed, marked invalid, and the caller keeps its last good time.
 */
export function TimeInput({ value, onChange, stepMinutes = 1, label, className, onBlur, ...rest }: TimeInputProps) {
  const { t } = useTranslation('common');
  const [draft, setDraft] = useState(value);
  // A new value from outside (another field, a reset) replaces what is shown.
  useEffect(() => setDraft((d) => (parseTime(d) === value ? d : value)), [value]);
  const read = parseTime(draft);
  const commit = (text: string) => {
    const time = parseTime(text);
    if (time === null) return;
    const shown = time && roundTime(time, stepMinutes);
    setDraft(shown);
    if (shown !== value) onChange(shown);
  };
  return (
    <input
      {...rest}
      className={['input time-input', className].filter(Boolean).join(' ')}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      dir="ltr"
      maxLength={5}
      placeholder={t('input.time.placeholder')}
      aria-label={label}
      aria-invalid={read === null || rest['aria-invalid'] ? true : undefined}
      value={draft}
      onChange={(e) => {
        setDraft(e.target.value);
        // A complete time counts at once (a save right after typing sends it); a partial one waits for the blur.
        const time = parseTime(e.target.value);
        if (time !== null && /^\d{1,2}[:hH.]\d{2}$|^$/.test(e.target.value.trim()) && time !== value) onChange(time);
      }}
      onBlur={() => {
        commit(draft);
        onBlur?.();
      }}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
        e.preventDefault();
        const next = stepTime(read || '', e.key === 'ArrowUp' ? 1 : -1, stepMinutes);
        setDraft(next);
        onChange(next);
      }}
    />
  );
}
