import { useTranslation } from 'react-i18next';
import { openFile } from '../../api/files';
import { errorMessage } from '../../api/api-error';
import { fillPlaceholders } from '../../i18n/i18n';
import { Icon } from '../../ui/icon';
import { toast } from '../../ui/toast-store';

/** Long file names are cut at 15 characters (spec 3 section 9); the full name stays in the title. */
const short = (name: string) => (name.length > 15 ? `${name.slice(0, 15)}…` : name);

export function FileLinks({ files, empty }: { files: Array<{ id: number; name: string; path: string }>; empty: string }) {
  const { t } = useTranslation('documents');
  if (!files.length) return <p className="muted small">{empty}</p>;
  const open = (path: string, name: string, download: boolean) => openFile(path, { download, fileName: name }).catch((e) => toast.error(errorMessage(e)));
  return (
    <ul className="documents-files">
      {files.map((f) => (
        <li key={f.id}>
          <Icon name="file" size={14} />
          <span className="file-name" title={f.name}>
            {short(f.name)}
          </span>
          <button type="button" className="btn btn-small" aria-label={fillPlaceholders(t('file.view'), f.name)} onClick={() => open(`/upload/VueFile/${f.id}`, f.name, false)}>
            {t('action.view')}
          </button>
          <button type="button" className="btn btn-small" aria-label={fillPlaceholders(t('file.download'), f.name)} onClick={() => open(f.path, f.name, true)}>
            <Icon name="download" size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
