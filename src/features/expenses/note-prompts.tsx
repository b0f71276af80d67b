import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useResource } from '../../kernel/use-resource';
import { expenseFormData } from '../../api/expenses-api';
import { NOTE } from '../../../machines/expenses/codes';
import type { PromptKind } from '../../../machines/expenses/note-actions.machine';

/**
 * Spec 3 screens 9 and 10: the cancel prompt (comment), the refund prompt
 * (payer and comment), the validator's refusal (comment), and the delete
 * confirmations. What is typed stays while the call runs or fails.
 */
export function NotePrompt(props: {
  kind: PromptKind;
  busy: boolean;
  error: string | null;
  onDismiss(): void;
  onConfirm(e: { status?: number; comment?: string | null; refundedBy?: string | null }): void;
}) {
  const { t } = useTranslation('expenses');
  const [comment, setComment] = useState('');
  const [payer, setPayer] = useState('');
  const [tried, setTried] = useState(false);
  const refund = props.kind === 'refund';
  const form = useResource(() => (refund ? expenseFormData() : Promise.resolve(null)), refund);
  const failure = props.error ? (
    <div className="banner banner-error" role="alert">
      {t(props.error)}
    </div>
  ) : null;
  if (props.kind === 'deleteNote' || props.kind === 'deleteExpense')
    return (
      <ConfirmDialog open title={t(`prompt.${props.kind}.title`)} busy={props.busy} onCancel={props.onDismiss} onConfirm={() => props.onConfirm({})}>
        {failure}
        {t(`prompt.${props.kind}.text`)}
      </ConfirmDialog>
    );
  const status = props.kind === 'cancel' ? NOTE.canceled : props.kind === 'reject' ? NOTE.rejected : NOTE.refund;
  const complete = comment.trim() !== '' && (!refund || payer !== '');
  return (
    <ConfirmDialog
      open
      danger={props.kind !== 'refund'}
      title={t(`prompt.${props.kind}.title`)}
      confirmLabel={t(`prompt.${props.kind}.confirm`)}
      busy={props.busy}
      onCancel={props.onDismiss}
      onConfirm={() => {
        setTried(true);
        if (complete) props.onConfirm({ status, comment: comment.trim(), refundedBy: refund ? payer : null });
      }}
    >
      <div className="form-grid">
        {failure}
        {refund ? (
          <label className="field">
            <span>{t('field.refundedBy')} *</span>
            <select name="refundedBy" value={payer} onChange={(e) => setPayer(e.target.value)}>
              <option value="">{t('field.choose')}</option>
              {(form.data?.refundPayers ?? []).map((p) => (
                <option key={String(p.value)} value={String(p.value)}>
                  {p.text}
                </option>
              ))}
            </select>
            {tried && !payer ? <span className="field-error">{t('RequiredAttribute')}</span> : null}
          </label>
        ) : null}
        <label className="field">
          <span>{t('field.comment')} *</span>
          <textarea name="comment" value={comment} onChange={(e) => setComment(e.target.value)} />
          {tried && !comment.trim() ? <span className="field-error">{t('RequiredAttribute')}</span> : null}
        </label>
      </div>
    </ConfirmDialog>
  );
}
