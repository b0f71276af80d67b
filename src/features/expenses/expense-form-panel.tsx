import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { SidePanel } from '../../ui/side-panel';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { FilePicker } from '../../ui/files/file-picker';
import { UploadProgress } from '../../kernel/upload-progress';
import { allowedLists } from '../../domain/uploads';
import { toast } from '../../ui/toast-store';
import { expenseFormData, getCategory, getExpense, getNote, saveExpense } from '../../api/expenses-api';
import { currencies } from '../../api/reference-api';
import type { CreateFormData, Expense, ExpenseCategory } from '../../domain/expenses';
import { CEILING_EXCEEDED, ceilingOf, isFixed, isMileage, mileageTotal } from '../../domain/expense-codes';
import { useEditForm } from './use-edit-form';
import { changes } from '../../realtime/changes';
import { todayIso } from '../../ui/inputs/iso-day';
import { Field } from '../../ui/inputs/field';
import { DateInput } from '../../ui/inputs/date-input';
import { NumericInput } from '../../ui/inputs/numeric-input';
import { moneyRules, type NumberRules } from '../../i18n/number-text';
import { numberEntry } from '../../domain/typed-entry';
import { formatAmount, formatCurrencyName, formatPerKm } from '../../i18n/format-measures';

interface Loaded {
  cat: ExpenseCategory;
  form: CreateFormData;
  /** The note's currency: a new expense's, unless the person picks another. */
  currency: string;
  currencies: Array<{ value: string; text: string }>;
  expense: Expense | null;
}

async function load(p: { noteId: number; categoryId: number; id: number | null }): Promise<Loaded> {
  const [cat, form, note, list, expense] = await Promise.all([getCategory(p.categoryId), expenseFormData(), getNote(p.noteId), currencies(), p.id ? getExpense(p.id) : Promise.resolve(null)]);
  return { cat, form, currency: note.currency, currencies: list, expense };
}

/**
 * A new expense is paid by the employee unless they say otherwise, as most are (persona review: the required
 * 'Payé par' started on 'Choisir…' and the first save failed; Odoo starts on 'Employee'). The API's options decide:
 * none called Employee, nothing is chosen for the person.
 */
const payerByDefault = (options: ReadonlyArray<{ value: string | number }>) => (options.some((o) => String(o.value) === 'Employee') ? 'Employee' : '');

/** Spec 3 screen 6: an expense of one category (mileage, fixed amount, ceiling or standard). */
export default function ExpenseFormPanel({ params, onClose, draftKey }: PanelProps) {
  const { t } = useTranslation('expenses');
  const input = { noteId: Number(params.noteId), categoryId: Number(params.categoryId), id: params.id ? Number(params.id) : null };
  const view = useResource(load, input);
  return (
    <SidePanel open onClose={onClose} title={view.data ? `${t(input.id ? 'expense.editTitle' : 'expense.createTitle')} · ${view.data.cat.name}` : t('expense.createTitle')}>
      <Loaded view={view}>{(d) => <ExpenseForm data={d} noteId={input.noteId} draftKey={draftKey} onClose={onClose} />}</Loaded>
    </SidePanel>
  );
}

/** Kilometres: two decimals at most (the total is rounded to two), never negative. */
const distanceRules: NumberRules = { decimals: 2, min: 0, max: 1e6 };
/** The company's currencies, and the one already held when the list no longer has it (an expense kept in a currency since removed). */
const withCurrent = (list: Array<{ value: string; text: string }>, current: string) => (list.some((c) => c.value === current) || !current ? list : [{ value: current, text: current }, ...list]);
/** The number a field holds, or '' (no value) for the multipart body: never locale text. */
const sent = (v: unknown) => {
  const n = numberEntry(v);
  return typeof n === 'number' ? n : '';
};

function ExpenseForm({ data, noteId, draftKey, onClose }: { data: Loaded; noteId: number; draftKey?: string; onClose(): void }) {
  const { t, i18n } = useTranslation('expenses');
  const { cat, expense: e } = data;
  const mileage = isMileage(cat);
  const fixed = isFixed(cat);
  const rate = cat.expensesCatLimitsDto.mileage ?? data.form.mileageRate;
  const form = useEditForm({
    values: {
      id: e?.id, fk_NoteId: noteId, CatId: cat.id, date: e?.date ?? todayIso(), supplier: e?.supplier ?? '',
      amount: fixed ? (cat.expensesCatLimitsDto.amount ?? '') : mileage ? '' : (e?.amount ?? ''), distance: e?.distance ?? '',
      payedBy: e?.payedBy ?? payerByDefault(data.form.payedByOptions), description: e?.description ?? '', files: [] as File[],
      // Each expense has its own currency (spec 3; issue 34 item 2): the note's unless picked; mileage is in its rate's.
      currency: mileage ? data.form.rateCurrency : (e?.currency ?? data.currency),
    },
    required: mileage ? ['distance'] : fixed ? ['payedBy'] : ['amount', 'payedBy'],
    draftKey,
    save: (v, o) => saveExpense({ ...v, amount: mileage ? '' : sent(v.amount), distance: mileage ? sent(v.distance) : '' }, o),
    onSaved: () => {
      toast.done('expenses', e ? 'toast.expense.edit' : 'toast.expense.create', cat.name);
      changes.expenses.push();
      onClose();
    },
  });
  const v = form.values;
  const missing = (k: string) => (form.missing.includes(k) ? 'RequiredAttribute' : null);
  const distance = sent(v.distance);
  // An amount over the category's ceiling is marked on the field as it is typed, the ceiling named (persona review: the
  // hotel's 1 250,75 was refused by a message that named neither the ceiling nor the field). The server refuses it too.
  const ceiling = fixed || mileage ? null : ceilingOf(cat);
  const amount = sent(v.amount);
  const over = ceiling !== null && amount !== '' && amount > ceiling;
  const messages = [cat.helpComment, cat.message, cat.message2, cat.message3].filter((m): m is string => !!m);
  // The server's refusals, but for the ceiling's when the amount's field already says it with the ceiling named
  // (persona review s40: the hotel's refusal said twice, in a banner and under the field).
  const refusals = (form.error ?? '').split('\n').filter((m) => m && !(over && m === CEILING_EXCEEDED));
  return (
    <form
      className="form-grid"
      noValidate
      onSubmit={(ev) => {
        ev.preventDefault();
        form.submit();
      }}
    >
      {messages.length ? (
        <div className="banner banner-info expenses-help">
          <ul>
            {messages.map((m) => (
              // Company words in their own direction: a French sentence on an Arabic page kept its full stop at its end (persona review).
              <li key={m} dir="auto">{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {refusals.length ? (
        <div className="banner banner-error" role="alert">
          {refusals.map((m) => t(m)).join(' ')}
        </div>
      ) : null}
      <Field label={t('field.date')}>
        <DateInput value={String(v.date)} onChange={(d) => form.change('date', d)} />
      </Field>
      {mileage ? null : (
        <Field label={t('field.currency')} required ns="expenses">
          <select name="currency" value={String(v.currency)} onChange={(ev) => form.change('currency', ev.target.value)}>
            {withCurrent(data.currencies, String(v.currency)).map((c) => (
              <option key={c.value} value={c.value}>
                {formatCurrencyName(c.value, c.text, i18n.language)}
              </option>
            ))}
          </select>
        </Field>
      )}
      {mileage ? (
        <>
          <Field label={<>{t('field.distance')} (KM)</>} required error={missing('distance')} ns="expenses">
            <NumericInput name="distance" rules={distanceRules} value={numberEntry(v.distance)} onChange={(n) => form.change('distance', n ?? '')} onUnreadable={(u) => u && form.change('distance', u)} showError={form.attempted} />
          </Field>
          <p className="expenses-mileage" data-testid="mileage-rate">
            {t('field.rate')} : {formatPerKm(rate, data.form.rateCurrency)}
          </p>
          <p className="expenses-mileage" data-testid="mileage-total">
            {t('field.total')} : {formatAmount(distance === '' ? 0 : mileageTotal(distance, rate), data.form.rateCurrency)}
          </p>
        </>
      ) : (
        <>
          <Field label={t('field.supplier')}>
            <input className="input" name="supplier" value={String(v.supplier)} onChange={(ev) => form.change('supplier', ev.target.value)} />
          </Field>
          <Field label={<>{t('field.amount')} ({String(v.currency)})</>} required error={missing('amount') ?? (over ? t('expense.overCeiling', { amount: formatAmount(ceiling, data.form.rateCurrency, i18n.language) }) : null)} ns="expenses" hint={fixed ? t('expense.fixedAmount') : null}>
            <NumericInput name="amount" rules={moneyRules} value={numberEntry(v.amount)} disabled={fixed} onChange={(n) => form.change('amount', n ?? '')} onUnreadable={(u) => u && form.change('amount', u)} showError={form.attempted} />
          </Field>
          <Field label={t('field.payedBy')} required error={missing('payedBy')} ns="expenses">
            <select name="payedBy" value={String(v.payedBy)} onChange={(ev) => form.change('payedBy', ev.target.value)}>
              <option value="">{t('field.choose')}</option>
              {data.form.payedByOptions.map((o) => (
                <option key={String(o.value)} value={String(o.value)}>
                  {t(o.text)}
                </option>
              ))}
            </select>
          </Field>
        </>
      )}
      <Field label={t('field.description')}>
        <textarea name="description" value={String(v.description)} onChange={(ev) => form.change('description', ev.target.value)} />
      </Field>
      <FilePicker files={v.files as File[]} onChange={(f) => form.change('files', f)} allowed={allowedLists.expenses} existingNames={e?.files.map((f) => f.name)} disabled={form.busy} />
      <UploadProgress upload={form.upload} onAbort={form.abort} />
      <div className="expenses-form-actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('action.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={form.busy} aria-busy={form.busy}>
          {t('action.save')}
        </button>
      </div>
    </form>
  );
}
