import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from './dialog-frame';

/**
 * Delete and other irreversible actions ask first (cancel and confirm buttons). Bound to the confirm-and-act
 * statechart by useConfirm (src/kernel/use-confirm.ts): busy while the call runs, the server's message in place.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title?: string;
  children?: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  busy?: boolean;
  /** The server's message when the confirmed call failed: the dialog stays, to try again or cancel. */
  error?: string | null;
  /** Another way out before confirming (e.g. 'export first'), shown before Cancel. */
  extra?: ReactNode;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('common');
  return (
    <DialogFrame
      open={props.open}
      title={props.title ?? t('confirm.deleteTitle')}
      onCancel={props.onCancel}
      busy={props.busy}
      extra={props.extra}
      confirm={
        <button type="button" className={`btn ${props.danger === false ? 'btn-primary' : 'btn-danger'}`} onClick={props.onConfirm} disabled={props.busy} aria-busy={props.busy}>
          {props.confirmLabel ?? t('action.delete')}
        </button>
      }
    >
      {props.children ?? t('confirm.deleteText')}
      {props.error ? (
        <div className="banner banner-error" role="alert">
          {props.error}
        </div>
      ) : null}
    </DialogFrame>
  );
}
