import { useTranslation } from 'react-i18next';
import { FieldType, type FormField } from '../../domain/forms';
import { allowedFileTypes, dateRangeDays, parseOptions, timeRangeSpan, toSavedAnswer } from '../../domain/form-validation';
import { FilePicker } from '../../ui/files/file-picker';
import { DateInput } from '../../ui/inputs/date-input';
import { DateRangePicker } from '../../ui/inputs/date-range-picker';
import { TimeInput } from '../../ui/inputs/time-input';
import { NumericInput } from '../../ui/inputs/numeric-input';
import { countText, fillPlaceholders } from '../../i18n/i18n';
import type { NumberRules } from '../../i18n/number-text';
import { numberEntry, type Unreadable } from '../../domain/typed-entry';

/** One field of a form, drawn from its type (0 to 18); values are what the inputs give. */
export interface FieldInputProps {
  field: FormField;
  value: string;
  files: File[];
  error: string | null;
  disabled: boolean;
  onChange(value: string): void;
  onFiles(files: File[]): void;
  onBlur(): void;
  /** What the form holds as unreadable, per input key ('12', '12:end'). */
  unreadable: Record<string, Unreadable>;
  /** A typed number or time that cannot be read, or reads again (null); `part` names a range's second box. */
  onUnreadable(entry: Unreadable | null, part?: string): void;
  /** The field was left or the form sent: an unreadable entry says why. */
  touched: boolean;
}

/**
 * Spec 3 section 5 asks a Number answer to be numeric, nothing more, with its
 * message key validation.number: negative numbers and decimals are answers;
 * six decimals and a bound of a trillion keep the saved text (String of the
 * number) plain and exact.
 */
const answerNumber: NumberRules = { decimals: 6, min: -1e12, max: 1e12, notANumber: 'validation.number' };

const inputTypes: Partial<Record<number, string>> = {
  [FieldType.Text]: 'text', [FieldType.Email]: 'email', [FieldType.Password]: 'password',
  [FieldType.Url]: 'url', [FieldType.Tel]: 'tel', [FieldType.Color]: 'color',
};

export function FieldInput({ field, value, files, error, disabled, onChange, onFiles, onBlur, unreadable, onUnreadable, touched }: FieldInputProps) {
  const { t } = useTranslation('forms');
  const id = `ff-${field.id}`;
  const describedBy = error ? `${id}-error` : field.description ? `${id}-help` : undefined;
  const common = { id, disabled, onBlur, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': field.isRequired || undefined };
  // The app's own calendar: labelled by this field's label (id '<id>-label'), never the browser's language.
  const picker = { id, disabled, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  const label = field.hideTitle ? null : (
    <span>
      {field.title}
      {field.isRequired ? <span className="required-mark" aria-hidden="true"> *</span> : null}
    </span>
  );
  if (field.fieldType === FieldType.Description)
    return (
      <div className="form-description">
        {field.hideTitle ? null : <h3 dir="auto">{field.title}</h3>}
        {field.description ? <p dir="auto">{field.description}</p> : null}
      </div>
    );
  if (field.fieldType === FieldType.Hidden) return null;
  const options = parseOptions(field.parametres);
  // A typed entry of this field: what it holds as unreadable, and how it tells the form.
  const typed = (part?: string) => ({ onUnreadable: (u: Unreadable | null) => onUnreadable(u, part), showError: touched });
  let control: React.ReactNode;
  switch (field.fieldType) {
    case FieldType.Number:
      control = (
        <NumericInput {...common} {...typed()} rules={answerNumber} value={unreadable[field.id] ?? numberEntry(value)} onChange={(n) => onChange(n === null ? '' : String(n))} />
      );
      break;
    case FieldType.TextArea:
      control = <textarea {...common} className="input" rows={4} value={value} onChange={(e) => onChange(e.target.value)} />;
      break;
    case FieldType.Select:
      control = (
        <select {...common} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('fill.choose')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
      break;
    case FieldType.Radio:
    case FieldType.Checkbox: {
      if (field.fieldType === FieldType.Checkbox && !options.length)
        return (
          <div className="field">
            <label className="check">
              <input {...common} type="checkbox" checked={value === 'true'} onChange={(e) => onChange(e.target.checked ? 'true' : 'false')} />
              {field.hideTitle ? t('fill.yes') : field.title}
            </label>
            <FieldHelp id={id} field={field} error={error} />
          </div>
        );
      const picked = value ? value.split(',') : [];
      return (
        <fieldset className="field choice-group" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
          {field.hideTitle ? <legend className="visually-hidden">{field.title}</legend> : <legend>{label}</legend>}
          {options.map((o) => (
            <label key={o.value} className="check">
              <input
                type={field.fieldType === FieldType.Radio ? 'radio' : 'checkbox'}
                name={id}
                disabled={disabled}
                onBlur={onBlur}
                checked={picked.includes(o.value)}
                onChange={(e) => {
                  if (field.fieldType === FieldType.Radio) onChange(o.value);
                  else onChange((e.target.checked ? [...picked, o.value] : picked.filter((p) => p !== o.value)).join(','));
                }}
              />
              {o.label}
            </label>
          ))}
          <FieldHelp id={id} field={field} error={error} />
        </fieldset>
      );
    }
    case FieldType.File:
      control = <FilePicker id={id} files={files} onChange={onFiles} allowed={allowedFileTypes(field.parametres)} disabled={disabled} label={t('fill.addFiles')} />;
      break;
    case FieldType.Time:
      control = <TimeInput {...common} {...typed()} value={value} onChange={onChange} />;
      break;
    case FieldType.Date:
    case FieldType.DateTime:
      control = <DateInput {...picker} {...typed()} withTime={field.fieldType === FieldType.DateTime} value={value} onChange={onChange} />;
      break;
    case FieldType.DateRange: {
      const [a = '', b = ''] = value.split('|');
      const days = dateRangeDays(toSavedAnswer(field.fieldType, value));
      control = (
        <div className="range-inputs">
          <DateRangePicker {...picker} mode="range" value={{ start: a || null, end: b || null }} onChange={(r) => onChange(r.start ? `${r.start}|${r.end ?? r.start}` : '')} />
          {days ? <span className="muted small">{countText(t, 'fill.days', days)}</span> : null}
        </div>
      );
      break;
    }
    case FieldType.TimeRange: {
      const [a = '', b = ''] = value.split('|');
      const span = timeRangeSpan(toSavedAnswer(field.fieldType, value));
      control = (
        <div className="range-inputs">
          <TimeInput {...common} {...typed()} label={t('fill.rangeStart')} value={a} onChange={(time) => onChange(`${time}|${b}`)} />
          <TimeInput {...typed(':end')} disabled={disabled} onBlur={onBlur} label={t('fill.rangeEnd')} value={b} onChange={(time) => onChange(`${a}|${time}`)} />
          {span ? (
            <span className="muted small">
              {fillPlaceholders(t('fill.duration'), `${Math.floor(span.minutes / 60)}h${String(span.minutes % 60).padStart(2, '0')}`)}
              {span.addsDay ? ` ${t('fill.nextDay')}` : ''}
            </span>
          ) : null}
        </div>
      );
      break;
    }
    default:
      control = <input {...common} className="input" type={inputTypes[field.fieldType] ?? 'text'} value={value} onChange={(e) => onChange(e.target.value)} />;
  }
  return (
    <div className="field">
      {label ? <label htmlFor={id} id={`${id}-label`}>{label}</label> : <label htmlFor={id} id={`${id}-label`} className="visually-hidden">{field.title}</label>}
      {control}
      <FieldHelp id={id} field={field} error={error} />
    </div>
  );
}

function FieldHelp({ id, field, error }: { id: string; field: FormField; error: string | null }) {
  const { t } = useTranslation('forms');
  return (
    <>
      {field.description ? (
        <small id={`${id}-help`} className="muted">
          {field.description}
        </small>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </>
  );
}
