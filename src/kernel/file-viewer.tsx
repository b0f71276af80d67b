import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../api/files';
import { Icon } from '../ui/icon';
import { closeViewer, useShownImage } from './viewer-store';

/**
 * The one in-app viewer: a picture, typed by its content, inside an <img>
 * (an SVG's scripts never run there), with download and close. Opened by
 * viewFile from any view path; loaded with the first picture shown.
 */
export default function FileViewer() {
  const { t } = useTranslation('common');
  const image = useShownImage();
  return (
    <Dialog.Root open={!!image} onOpenChange={(o) => !o && closeViewer()}>
      <Dialog.Portal>
        <Dialog.Overlay className="panel-overlay dialog-overlay" />
        <Dialog.Content className="file-viewer" aria-describedby={undefined}>
          <header className="file-viewer-head">
            <Dialog.Title className="file-viewer-title">{image?.name}</Dialog.Title>
            <button type="button" className="icon-button" aria-label={t('action.download')} onClick={() => image && saveFile(image.blob, image.name)}>
              <Icon name="download" />
            </button>
            <Dialog.Close className="icon-button" aria-label={t('action.close')}>
              <Icon name="close" />
            </Dialog.Close>
          </header>
          {image ? <img className="file-viewer-img" src={image.url} alt={image.name} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
