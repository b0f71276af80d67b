import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 1 section 5: a multi-select removes duplicate options by value and shows up to two labels then '+N'. */
export interface SelectOption<V = string | number> {
  value: V;
  label: string;
}
export const SUMMARY_LABELS = 2;

export function dedupeOptions<V>(options: ReadonlyArray<SelectOption<V>>): SelectOption<V>[] {
  const seen = new Set<V>();
  return options.filter((o) => (seen.has(o.value) ? false : (seen.add(o.value), true)));
}

export function summarize(labels: readonly string[]): string {
  const more = labels.length - SUMMARY_LABELS;
  const head = labels.slice(0, SUMMARY_LABELS).join(', ');
  return more > 0 ? `${head} +${more}` : head;
}

export interface MultiSelectProps<V extends string | number> {
  options: ReadonlyArray<SelectOption<V>>;
  value: readonly V[];
  onChange(value: V[]): void;
  label: string;
  /** The label is read to assistive technology only (a filter bar); the trigger then shows `placeholder` when nothing is chosen. */
  labelHidden?: boolean;
  placeholder?: string;
  disabled?: boolean;
}

/** Several values from a list: a button summing up the choice (two labels then +N) that opens a group of checkboxes. */
export function MultiSelect<V extends string | number>(p: MultiSelectProps<V>) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const id = `multi-${useId()}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const options = useMemo(() => dedupeOptions(p.options), [p.options]);
  const labels = options.filter((o) => p.value.includes(o.value)).map((o) => o.label);
  const toggle = (v: V) => p.onChange(p.value.includes(v) ? p.value.filter((x) => x !== v) : [...p.value, v]);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const onDown = (e: MouseEvent) => !root.contains(e.target as Node) && setOpen(false);
    // Escape closes the list only (not the side panel around it) and gives focus back to the button.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    root.addEventListener('keydown', onKey);
    root.querySelector<HTMLInputElement>('input[type=checkbox]')?.focus();
    return () => {
      document.removeEventListener('mousedown', onDown);
      root.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="multi-select">
      <span id={`${id}-label`} className={p.labelHidden ? 'visually-hidden' : 'date-picker-label'}>
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
        <span className={labels.length ? undefined : 'muted'}>{labels.length ? summarize(labels) : (p.placeholder ?? t('input.select.none'))}</span>
      </button>
      {open ? (
        <div className="multi-select-popover" role="group" aria-labelledby={`${id}-label`}>
          {options.length === 0 ? <p className="muted small">{t('NoData.Empty')}</p> : null}
          {options.map((o) => (
            <label key={String(o.value)} className="check-row">
              <input type="checkbox" checked={p.value.includes(o.value)} onChange={() => toggle(o.value)} />
              <span>{o.label}</span>
            </label>
          ))}
        </div>
      ) : null}
    </div>
  );
}
