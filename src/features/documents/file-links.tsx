import { useTranslation } from 'react-i18next';
import { FileActions } from '../../kernel/file-actions';
import { fillPlaceholders } from '../../i18n/i18n';
import { Icon } from '../../ui/icon';
import { previewLists, shortFileName } from '../../domain/uploads';


/** A request's files: a preview offered by name (spec 3 section 5), a download always. */
export function FileLinks({ files, empty }: { files: Array<{ id: number; name: string; path: string }>; empty: string }) {
  const { t } = useTranslation('documents');
  if (!files.length) return <p className="muted small">{empty}</p>;
  return (
    <ul className="documents-files">
      {files.map((f) => (
        <li key={f.id}>
          <Icon name="file" size={14} />
          <span className="file-name" title={f.name}>
            {shortFileName(f.name)}
          </span>
          <FileActions name={f.name} viewPath={`/upload/VueFile/${f.id}`} downloadPath={f.path} preview={previewLists.documents} viewText={t('action.view')} viewLabel={fillPlaceholders(t('file.view'), f.name)} downloadLabel={fillPlaceholders(t('file.download'), f.name)} />
        </li>
      ))}
    </ul>
  );
}
