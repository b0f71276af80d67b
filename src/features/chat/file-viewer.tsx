import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callBlob } from '../../api/client';
import { openFile } from '../../api/files';
import { isViewable } from '../../domain/chat';
import { Icon } from '../../ui/icon';
import { toast } from '../../ui/toast-store';

export interface ViewedFile {
  name: string;
  path: string;
  mimeType: string;
}

/** Images and PDFs open here, from a blob URL fetched with the token; other files download. */
export function FileViewer({ file, onClose }: { file: ViewedFile | null; onClose(): void }) {
  const { t } = useTranslation('chat');
  const [url, setUrl] = useState<string | null>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!file) return;
    let live = true;
    let made: string | null = null;
    setUrl(null);
    callBlob(file.path, { method: 'GET' }).then(
      ({ blob }) => {
        made = URL.createObjectURL(new Blob([blob], { type: file.mimeType }));
        if (live) setUrl(made);
      },
      (e) => (toast.error((e as Error).message), close.current()),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [file]);
  return (
    <Dialog.Root open={!!file} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="panel-overlay dialog-overlay" />
        <Dialog.Content className="chat-viewer" aria-describedby={undefined}>
          <header className="chat-viewer-head">
            <Dialog.Title className="chat-viewer-title">{file?.name}</Dialog.Title>
            <button type="button" className="icon-button" aria-label={t('file.download')} onClick={() => file && void openFile(file.path, { download: true, fileName: file.name })}>
              <Icon name="download" />
            </button>
            <Dialog.Close className="icon-button" aria-label={t('file.close')}>
              <Icon name="close" />
            </Dialog.Close>
          </header>
          {url && file ? file.mimeType.startsWith('image/') ? <img className="chat-viewer-img" src={url} alt={file.name} /> : <iframe className="chat-viewer-frame" src={url} title={file.name} /> : <p className="muted">{t('file.loading')}</p>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A file chip: viewable ones open the viewer, the rest download. */
export function FileChip({ file, onView }: { file: ViewedFile; onView(f: ViewedFile): void }) {
  const { t } = useTranslation('chat');
  const open = () => (isViewable(file.mimeType) ? onView(file) : void openFile(file.path, { download: true, fileName: file.name }).catch((e) => toast.error((e as Error).message)));
  return (
    <button type="button" className="chat-file" onClick={open} title={isViewable(file.mimeType) ? t('file.view') : t('file.download')}>
      <Icon name={isViewable(file.mimeType) ? 'eye' : 'download'} size={14} />
      <span className="chat-file-name">{file.name}</span>
    </button>
  );
}
