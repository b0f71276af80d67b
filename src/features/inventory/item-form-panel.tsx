import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { SidePanel } from '../../ui/side-panel';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { toast } from '../../ui/toast-store';
import { getItem, itemFormData, saveItem } from '../../api/inventory-api';
import { hardwareInput, INVENTORY_CURRENCY, softwareInput, type InventoryItem, type ItemKind } from '../../domain/inventory';
import { currencies } from '../../api/reference-api';
import { formatCurrencyName } from '../../i18n/format-measures';
import { changes } from '../../realtime/changes';
import { useSubmit } from '../../kernel/use-submit';
import { Field } from '../../ui/inputs/field';
import { DateInput } from '../../ui/inputs/date-input';
import { NumericInput } from '../../ui/inputs/numeric-input';
import { DayOfMonthInput } from '../../ui/inputs/day-of-month-input';
import { moneyRules } from '../../i18n/number-text';
import { holdsUnreadable, isUnreadable, numberEntry, type Unreadable } from '../../domain/typed-entry';

type Values = Record<string, string | number | null | Unreadable>;
const hardwareFields = ['title', 'category', 'brand', 'model', 'serialNumber', 'purchaseDate', 'warrantyEnd', 'price', 'currency', 'condition', 'siteId', 'notes'];
const softwareFields = ['title', 'editor', 'version', 'category', 'licenceType', 'seats', 'billingDay', 'expiryDate', 'price', 'currency', 'notes'];
const dateFields = new Set(['purchaseDate', 'warrantyEnd', 'expiryDate']);
const numberFields = new Set(['price', 'seats', 'siteId', 'billingDay']);
const requiredFields = new Set(['title', 'category', 'serialNumber']);

/** Create or edit an item; the choices (categories, conditions, licence types, sites) come from createformdata. */
export default function ItemFormPanel({ params, onClose }: PanelProps) {
  const { t } = useTranslation('inventory');
  const kind = params.kind as ItemKind;
  const id = typeof params.id === 'number' ? params.id : null;
  // The price's currency is one of the company's (persona reviews: a price stood without one).
  // Asked together: neither answer needs the other.
  const choices = useResource(async (k: ItemKind) => Promise.all([itemFormData(k), currencies()]).then(([form, list]) => ({ ...form, currencies: list })), kind);
  const existing = useResource((i: { kind: ItemKind; id: number | null }) => (i.id ? getItem({ kind: i.kind, id: i.id }) : Promise.resolve(null)), { kind, id });
  return (
    <SidePanel open onClose={onClose} width="lg" title={t(id ? 'form.editTitle' : kind === 'hardware' ? 'hardware.new' : 'software.new')}>
      <Loaded view={choices}>
        {(c) => (id && !existing.data ? <Loaded view={existing}>{() => null}</Loaded> : <ItemForm kind={kind} item={existing.data} choices={c} onClose={onClose} />)}
      </Loaded>
    </SidePanel>
  );
}

type Choices = { categories: string[]; conditions: string[]; licenceTypes: string[]; sites: Array<{ value: number; text: string }>; currencies: Array<{ value: string; text: string }> };

/** A field's first value: the item's, else empty; a new item's price in the company's currency. */
const initial = (f: string, item: InventoryItem | null) => (item?.fields[f] as string | number | null | undefined) ?? (f === 'category' ? '' : f === 'currency' && !item ? INVENTORY_CURRENCY : null);

function ItemForm({ kind, item, choices, onClose }: { kind: ItemKind; item: InventoryItem | null; choices: Choices; onClose(): void }) {
  const { t, i18n } = useTranslation('inventory');
  const fields = kind === 'hardware' ? hardwareFields : softwareFields;
  const [v, setV] = useState<Values>(() => Object.fromEntries(fields.map((f) => [f, initial(f, item)])));
  const schema = kind === 'hardware' ? hardwareInput : softwareInput;
  // A price that cannot be read is not sent (the field says why); the rest is checked by the schema.
  const payload = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x === '' || x === null || typeof x === 'object' ? undefined : numberFields.has(k) ? Number(x) : x]));
  const parsed = schema.safeParse(payload);
  const errors = new Map(parsed.success ? [] : parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
  const form = useSubmit(
    (p: Record<string, unknown>) => saveItem(kind, { ...(p as object), ...(item ? { id: item.id } : {}) } as never),
    () => (toast.done('inventory', 'toast.item.saved', text('title')), changes.inventory.push(), onClose()),
  );
  const options = (f: string): string[] | null => (f === 'category' ? choices.categories : f === 'condition' ? choices.conditions : f === 'licenceType' ? choices.licenceTypes : null);
  const text = (f: string) => (isUnreadable(v[f]) ? '' : String(v[f] ?? ''));
  const label = (f: string) => `${t(`field.${f}`)}${requiredFields.has(f) ? ' *' : ''}`;
  return (
    <form className="form-grid" noValidate onSubmit={(e) => (e.preventDefault(), form.submit(payload, parsed.success && !holdsUnreadable(v)))}>
      {form.error ? <div className="banner banner-error" role="alert">{t(form.error)}</div> : null}
      {fields.map((f) => {
        const opts = options(f);
        const set = (x: string | number | Unreadable) => (setV({ ...v, [f]: x }), form.edit());
        return (
          <Field key={f} label={label(f)} error={form.showErrors ? errors.get(f) : null} ns="inventory">
            {f === 'currency' ? (
              <select value={text(f)} onChange={(e) => set(e.target.value)}>
                {/* An item saved before prices had a currency: it says none until one is chosen (the server keeps what it has). */}
                {text(f) ? null : <option value="">—</option>}
                {choices.currencies.map((c) => <option key={c.value} value={c.value}>{formatCurrencyName(c.value, c.text, i18n.language)}</option>)}
              </select>
            ) : f === 'siteId' ? (
              <select value={text(f)} onChange={(e) => set(e.target.value)}>
                <option value="">—</option>
                {choices.sites.map((s) => <option key={s.value} value={s.value}>{s.text}</option>)}
              </select>
            ) : opts ? (
              <select value={text(f)} onChange={(e) => set(e.target.value)}>
                <option value="">{t('form.choose')}</option>
                {opts.map((o) => <option key={o} value={o}>{t(f === 'licenceType' ? `licence.${o}` : f === 'condition' ? `condition.${o}` : `category.${o}`)}</option>)}
              </select>
            ) : f === 'notes' ? (
              <textarea rows={3} value={text(f)} onChange={(e) => set(e.target.value)} />
            ) : f === 'seats' ? (
              <NumericInput mode="digits" value={text(f)} onChange={set} />
            ) : f === 'price' ? (
              <NumericInput rules={moneyRules} value={numberEntry(v[f])} onChange={(n) => set(n ?? '')} onUnreadable={(u) => u && set(u)} showError={form.showErrors} />
            ) : f === 'billingDay' ? (
              <DayOfMonthInput value={v[f] === null || v[f] === '' ? null : Number(v[f])} onChange={(day) => set(day === null ? '' : String(day))} />
            ) : dateFields.has(f) ? (
              <DateInput value={text(f).slice(0, 10)} onChange={set} />
            ) : (
              <input className="input" value={text(f)} onChange={(e) => set(e.target.value)} />
            )}
          </Field>
        );
      })}
      <div className="itops-form-actions">
        <button type="button" className="btn" onClick={onClose}>{t('action.cancel')}</button>
        <button type="submit" className="btn btn-primary" disabled={form.busy} aria-busy={form.busy}>{t('action.save')}</button>
      </div>
    </form>
  );
}
