import { useTranslation } from 'react-i18next';
import type { AttachedFile } from '../../domain/expenses';
import { previewLists } from '../../domain/uploads';
import { fillPlaceholders } from '../../i18n/i18n';
import { FileActions } from '../../kernel/file-actions';
import { Icon } from '../../ui/icon';

/** A note's or an expense's files: a preview offered by name (spec 3 section 5), a download always. */
export function AttachedFiles({ files }: { files: readonly AttachedFile[] }) {
  const { t } = useTranslation('expenses');
  return (
    <ul className="file-list">
      {files.map((f) => (
        <li key={f.id}>
          <Icon name="file" size={14} />
          <span className="file-name">{f.name}</span>
          <FileActions name={f.name} viewPath={f.path} downloadPath={f.path} preview={previewLists.documents} viewText={t('action.view')} downloadLabel={fillPlaceholders(t('file.download'), f.name)} />
        </li>
      ))}
    </ul>
  );
}
