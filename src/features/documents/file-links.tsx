import { useTranslation } from 'react-i18next';
import { saveStoredFile, viewFile } from '../../kernel/view-file';
import { fillPlaceholders } from '../../i18n/i18n';
import { Icon } from '../../ui/icon';

/** Long file names are cut at 15 characters (spec 3 section 9); the full name stays in the title. */
const short = (name: string) => (name.length > 15 ? `${name.slice(0, 15)}…` : name);

export function FileLinks({ files, empty }: { files: Array<{ id: number; name: string; path: string }>; empty: string }) {
  const { t } = useTranslation('documents');
  if (!files.length) return <p className="muted small">{empty}</p>;
  return (
    <ul className="documents-files">
      {files.map((f) => (
        <li key={f.id}>
          <Icon name="file" size={14} />
          <span className="file-name" title={f.name}>
            {short(f.name)}
          </span>
          <button type="button" className="btn btn-small" aria-label={fillPlaceholders(t('file.view'), f.name)} onClick={() => viewFile({ path: `/upload/VueFile/${f.id}`, name: f.name })}>
            {t('action.view')}
          </button>
          <button type="button" className="btn btn-small" aria-label={fillPlaceholders(t('file.download'), f.name)} onClick={() => saveStoredFile(f)}>
            <Icon name="download" size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
