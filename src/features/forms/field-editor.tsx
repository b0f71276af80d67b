import { useTranslation } from 'react-i18next';
import { FieldType, fieldTypeNames, type FormField } from '../../domain/forms';
import { Icon } from '../../ui/icon';
import { Field } from '../../ui/inputs/field';
import { ChoiceEditor } from './choice-editor';
import { lacksChoices } from '../../../machines/forms/form-builder.machine';

/** One field of the builder: type, title, hideTitle, isRequired, description, parametres; up/down to reorder. */
const withOptions = new Set<number>([FieldType.Select, FieldType.Radio, FieldType.Checkbox]);

export function FieldEditor(props: { field: FormField; index: number; count: number; showErrors: boolean; onPatch(p: Partial<FormField>): void; onMove(delta: -1 | 1): void; onRemove(): void }) {
  const { t } = useTranslation('forms');
  const { field: f, index } = props;
  const n = index + 1;
  return (
    <fieldset className="card field-editor" aria-label={`${t('builder.field')} ${n}`}>
      <div className="field-editor-head">
        <strong>
          {n}. {t(`type.${fieldTypeNames[f.fieldType]}`)}
        </strong>
        <span className="field-editor-tools">
          <button type="button" className="icon-button" aria-label={`${t('builder.moveUp')} ${n}`} disabled={index === 0} onClick={() => props.onMove(-1)}>
            <Icon name="chevronUp" />
          </button>
          <button type="button" className="icon-button" aria-label={`${t('builder.moveDown')} ${n}`} disabled={index === props.count - 1} onClick={() => props.onMove(1)}>
            <Icon name="chevronDown" />
          </button>
          <button type="button" className="icon-button" aria-label={`${t('builder.remove')} ${n}`} onClick={props.onRemove}>
            <Icon name="trash" />
          </button>
        </span>
      </div>
      <Field label={t('builder.fieldTitle')} error={props.showErrors && !f.title.trim() ? 'RequiredAttribute' : null} ns="forms">
        <input className="input" value={f.title} onChange={(e) => props.onPatch({ title: e.target.value })} aria-invalid={props.showErrors && !f.title.trim() ? true : undefined} />
      </Field>
      <div className="field-editor-flags">
        <label className="check">
          <input type="checkbox" checked={f.isRequired} onChange={(e) => props.onPatch({ isRequired: e.target.checked })} />
          {t('builder.isRequired')}
        </label>
        <label className="check">
          <input type="checkbox" checked={f.hideTitle} onChange={(e) => props.onPatch({ hideTitle: e.target.checked })} />
          {t('builder.hideTitle')}
        </label>
      </div>
      <Field label={t('builder.fieldDescription')}>
        <input className="input" value={f.description} onChange={(e) => props.onPatch({ description: e.target.value })} />
      </Field>
      {withOptions.has(f.fieldType) ? (
        <>
          <ChoiceEditor key={f.id} parametres={f.parametres} fieldNumber={n} onChange={(parametres) => props.onPatch({ parametres })} />
          {props.showErrors && lacksChoices(f) ? (
            <p className="field-error" role="alert">
              {t('builder.choicesRequired')}
            </p>
          ) : null}
        </>
      ) : f.fieldType === FieldType.File ? (
        <Field label={t('builder.fileTypes')}>
          <select className="input" value={f.parametres} onChange={(e) => props.onPatch({ parametres: e.target.value })}>
            <option value="">{t('builder.anyFile')}</option>
            <option value="image">{t('builder.imagesOnly')}</option>
            <option value="pdf">{t('builder.pdfOnly')}</option>
          </select>
        </Field>
      ) : f.fieldType === FieldType.Hidden ? (
        <Field label={t('builder.hiddenValue')}>
          <input className="input" value={f.parametres} onChange={(e) => props.onPatch({ parametres: e.target.value })} />
        </Field>
      ) : null}
    </fieldset>
  );
}
