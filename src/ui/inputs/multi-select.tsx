import { useId, useMemo } from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon';

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

/**
 * Several values from a list: a button summing up the choice (two labels then
 * +N) that opens a menu of checkable items. It is the project's one dropdown
 * (Radix, as RowActions): arrow keys and typeahead between options, Space or
 * Enter toggles one and the menu stays open, Escape closes the menu only (not
 * the side panel around it) and gives focus back to the button.
 */
export function MultiSelect<V extends string | number>(p: MultiSelectProps<V>) {
  const { t } = useTranslation('common');
  const id = `multi-${useId()}`;
  const options = useMemo(() => dedupeOptions(p.options), [p.options]);
  const labels = options.filter((o) => p.value.includes(o.value)).map((o) => o.label);
  const toggle = (v: V) => p.onChange(p.value.includes(v) ? p.value.filter((x) => x !== v) : [...p.value, v]);

  return (
    <div className="multi-select">
      <span id={`${id}-label`} className={p.labelHidden ? 'visually-hidden' : 'date-picker-label'}>
        {p.label}
      </span>
      <Menu.Root modal={false}>
        <Menu.Trigger id={id} className="input multi-select-trigger" aria-labelledby={`${id}-label ${id}`} title={labels.join(', ') || undefined} disabled={p.disabled}>
          <span className={labels.length ? undefined : 'muted'}>{labels.length ? summarize(labels) : (p.placeholder ?? t('input.select.none'))}</span>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content className="dropdown multi-select-popover" align="start" sideOffset={4} aria-labelledby={`${id}-label`}>
            {options.length === 0 ? <p className="muted small">{t('NoData.Empty')}</p> : null}
            {options.map((o) => (
              <Menu.CheckboxItem
                key={String(o.value)}
                className="dropdown-item check-row"
                checked={p.value.includes(o.value)}
                onCheckedChange={() => toggle(o.value)}
                // Choosing several: the menu stays open after each.
                onSelect={(e) => e.preventDefault()}
              >
                <span className="check-box" aria-hidden="true">
                  <Menu.ItemIndicator>
                    <Icon name="check" size={14} />
                  </Menu.ItemIndicator>
                </span>
                <span>{o.label}</span>
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </div>
  );
}
