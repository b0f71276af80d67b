import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dedupeOptions, summarize, toggleValue, type SelectOption } from './multi-select-rules';

export interface MultiSelectProps<V extends string | number> {
  options: ReadonlyArray<SelectOption<V>>;
  value: readonly V[];
  onChange(value: V[]): void;
  label: string;
  id?: string;
  disabled?: boolean;
}

/** Several values from a list: a button summing up the choice (two labels then +N) opening a group of checkboxes. */
export function MultiSelect<V extends string | number>(p: MultiSelectProps<V>) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const autoId = useId();
  const id = p.id ?? `multi-${autoId}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const options = useMemo(() => dedupeOptions(p.options), [p.options]);
  const labels = options.filter((o) => p.value.includes(o.value)).map((o) => o.label);
  const { text } = summarize(labels);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => rootRef.current && !rootRef.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', onDown);
    rootRef.current?.querySelector<HTMLInputElement>('input[type=checkbox]')?.focus();
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="multi-select"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <span id={`${id}-label`} className="date-picker-label">
        {p.label}
      </span>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        className="input multi-select-trigger"
        aria-haspopup="true"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}`}
        disabled={p.disabled}
        onClick={() => setOpen((x) => !x)}
      >
        <span className={labels.length ? undefined : 'muted'}>{labels.length ? text : t('input.select.none')}</span>
      </button>
      {open ? (
        <div className="multi-select-popover" role="group" aria-labelledby={`${id}-label`}>
          {options.length === 0 ? <p className="muted small">{t('NoData.Empty')}</p> : null}
          {options.map((o) => (
            <label key={String(o.value)} className="check-row">
              <input type="checkbox" checked={p.value.includes(o.value)} onChange={() => p.onChange(toggleValue(p.value, o.value))} />
              <span>{o.label}</span>
            </label>
          ))}
        </div>
      ) : null}
    </div>
  );
}
