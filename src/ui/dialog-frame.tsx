import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The frame of every dialog that asks before acting (ConfirmDialog,
 * ReasonDialog): modal, named by its title, focus kept inside, Escape and the
 * overlay cancel; a body, then Cancel and the dialog's own confirm button.
 */
export function DialogFrame(props: { open: boolean; title: string; onCancel(): void; children?: ReactNode; extra?: ReactNode; confirm: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root open={props.open} onOpenChange={(o) => !o && props.onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="panel-overlay dialog-overlay" />
        <Dialog.Content className="confirm-dialog" role="alertdialog" aria-describedby={undefined}>
          <Dialog.Title className="confirm-title">{props.title}</Dialog.Title>
          <div className="confirm-body">{props.children}</div>
          <div className="confirm-actions">
            {props.extra}
            <button type="button" className="btn" onClick={props.onCancel}>
              {t('action.cancel')}
            </button>
            {props.confirm}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
