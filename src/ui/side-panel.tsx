import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

/**
 * The side panel every area opens (create, edit, detail): a modal dialog that
 * traps focus, closes on Escape and gives focus back where it was.
 */
export function SidePanel(props: { open: boolean; onClose(): void; title: ReactNode; children: ReactNode; footer?: ReactNode; width?: 'md' | 'lg' | 'xl'; description?: string }) {
  const { t } = useTranslation('shell');
  return (
    <Dialog.Root open={props.open} onOpenChange={(o) => !o && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="panel-overlay" />
        <Dialog.Content className={`side-panel side-panel-${props.width ?? 'md'}`} aria-describedby={undefined}>
          <header className="side-panel-header">
            <Dialog.Title className="side-panel-title">{props.title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('panel.close')}>
              <Icon name="close" />
            </Dialog.Close>
          </header>
          {props.description ? <Dialog.Description className="visually-hidden">{props.description}</Dialog.Description> : null}
          <div className="side-panel-body">{props.children}</div>
          {props.footer ? <footer className="side-panel-footer">{props.footer}</footer> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
