import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Delete and other irreversible actions ask first (cancel and confirm buttons). */
export function ConfirmDialog(props: {
  open: boolean;
  title?: string;
  children?: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  busy?: boolean;
  /** Another way out before confirming (e.g. 'export first'), shown before Cancel. */
  extra?: ReactNode;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root open={props.open} onOpenChange={(o) => !o && props.onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="panel-overlay dialog-overlay" />
        <Dialog.Content className="confirm-dialog" role="alertdialog" aria-describedby={undefined}>
          <Dialog.Title className="confirm-title">{props.title ?? t('confirm.deleteTitle')}</Dialog.Title>
          <div className="confirm-body">{props.children ?? t('confirm.deleteText')}</div>
          <div className="confirm-actions">
            {props.extra}
            <button type="button" className="btn" onClick={props.onCancel}>
              {t('action.cancel')}
            </button>
            <button type="button" className={`btn ${props.danger === false ? 'btn-primary' : 'btn-danger'}`} onClick={props.onConfirm} disabled={props.busy} aria-busy={props.busy}>
              {props.confirmLabel ?? t('action.delete')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
