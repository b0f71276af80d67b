import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/inputs/field';

/** Add a new action: the description is required (key 'required'). */
export function StepForm({ busy, onSubmit, onCancel }: { busy: boolean; onSubmit(description: string): void; onCancel(): void }) {
  const { t } = useTranslation('interventions');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const empty = !text.trim();
  return (
    <form className="card itops-inline-form" noValidate onSubmit={(e) => (e.preventDefault(), setTried(true), !empty && onSubmit(text))}>
      <Field label={t('step.description')} required error={tried && empty ? 'required' : null} ns="interventions">
        <textarea rows={3} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <div className="itops-form-actions">
        <button type="button" className="btn" onClick={onCancel}>{t('action.cancel')}</button>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>{t('step.submit')}</button>
      </div>
    </form>
  );
}
