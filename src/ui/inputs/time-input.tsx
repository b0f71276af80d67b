import { useTranslation } from 'react-i18next';
import { roundTime } from './date-range-rules';
import { readTime, stepTime } from './time-rules';
import { useTypedEntry, type TypedEntryProps } from './typed-entry';

export interface TimeInputProps extends Omit<TypedEntryProps<string>, 'onBlur'> {
  /** 'HH:mm' (24 h), or '' when empty. */
  value: string;
  stepMinutes?: number;
  /** An empty box cannot be read either (the time beside a picked day). */
  required?: boolean;
  disabled?: boolean;
  /** Its own accessible name, where no Field label names it (the time beside a date picker). */
  label?: string;
  className?: string;
  onBlur?(): void;
  'aria-required'?: boolean;
}

/**
 * A time of day in the app's own words, where `<input type=time>` would
 * speak the browser's language ('--:-- --', AM/PM) inside a French or Arabic
 * screen. Typed as 24 h ('9', '930', '9h30' are read as 09:00 and 09:30 on
 * leaving the field), arrow keys step by `stepMinutes`. What cannot be read
 * ('25:61') stays as typed, is refused with a message and told through
 * `onUnreadable`; the caller keeps its last good time and sends nothing.
 */
export function TimeInput({ value, onChange, onUnreadable, showError, stepMinutes = 1, required, label, className, onBlur, id, ...rest }: TimeInputProps) {
  const { t } = useTranslation('common');
  const entry = useTypedEntry<string>(
    { value, onChange, onUnreadable, showError, id, onBlur: () => onBlur?.(), 'aria-invalid': rest['aria-invalid'], 'aria-describedby': rest['aria-describedby'] },
    {
      read: (text) => readTime(text, required),
      write: (time) => time,
      same: (a, b) => a === b,
      // A complete time counts at once (a save right after typing sends it); a partial one waits for the blur.
      complete: (text) => /^\d{1,2}[:hH.]\d{2}$|^$/.test(text.trim()),
      settle: (time) => time && roundTime(time, stepMinutes),
    },
  );
  return (
    <>
      <input
        {...rest}
        {...entry.input}
        className={['input time-input', className].filter(Boolean).join(' ')}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        maxLength={5}
        placeholder={t('input.time.placeholder')}
        aria-label={label}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
          e.preventDefault();
          const read = entry.reading;
          entry.set(stepTime(typeof read === 'string' ? read : '', e.key === 'ArrowUp' ? 1 : -1, stepMinutes));
        }}
      />
      {entry.note}
    </>
  );
}
