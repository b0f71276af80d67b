import { useTranslation } from 'react-i18next';
import { isViewable } from '../../domain/chat';
import { Icon } from '../../ui/icon';
import { saveStoredFile, viewFile } from '../../kernel/view-file';

export interface ChatFile {
  name: string;
  path: string;
  mimeType: string;
}

/**
 * A file chip of a message or of a group's documents. The declared type only
 * picks the icon; what opens is decided by the file's content (the shared
 * viewer: pictures in the app, a PDF in a tab, the rest downloads).
 */
export function FileChip({ file }: { file: ChatFile }) {
  const { t } = useTranslation('chat');
  const viewable = isViewable(file.mimeType);
  return (
    <button type="button" className="chat-file" onClick={() => void (viewable ? viewFile(file) : saveStoredFile(file))} title={viewable ? t('file.view') : t('file.download')}>
      <Icon name={viewable ? 'eye' : 'download'} size={14} />
      <span className="chat-file-name">{file.name}</span>
    </button>
  );
}
