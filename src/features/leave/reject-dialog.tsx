import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A rejection asks for a reason (no validation shown in the spec). */
export function RejectDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel(): void; onConfirm(raison: string): void }) {
  const { t } = useTranslation('leave');
  const [raison, setRaison] = useState('');
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="panel-overlay dialog-overlay" />
        <Dialog.Content className="confirm-dialog" aria-describedby={undefined}>
          <Dialog.Title className="confirm-title">{t('detail.rejectTitle')}</Dialog.Title>
          <label className="field">
            <span>{t('detail.reason')}</span>
            <textarea rows={3} value={raison} onChange={(e) => setRaison(e.target.value)} />
          </label>
          <div className="confirm-actions">
            <button type="button" className="btn" onClick={onCancel}>
              {t('action.cancel')}
            </button>
            <button type="button" className="btn btn-danger" onClick={() => onConfirm(raison)}>
              {t('detail.reject')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
