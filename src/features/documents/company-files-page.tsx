import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';
import { ListEmpty } from '../../ui/list-empty';
import { countActive } from '../../ui/filters-fold';
import { Icon } from '../../ui/icon';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { saveStoredFile, viewFile } from '../../kernel/view-file';
import { fillPlaceholders } from '../../i18n/i18n';
import { documentsApi } from '../../api/documents-api';
import { formatDate } from '../../i18n/format';
import { formatSize } from '../../i18n/format-measures';
import { Field } from '../../ui/inputs/field';

/** /companyfile (CompanyDocument.View): the company's files by category, viewed or downloaded through GetCompanyFile. */
export default function CompanyFilesPage() {
  const { t } = useTranslation('documents');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const categories = useResource(() => documentsApi.companyCategories(), null);
  const list = useResource((f: { categoryId: number | null; search: string }) => documentsApi.companyFiles(f), { categoryId, search });
  const file = (fileId: number, name: string) => ({ path: documentsApi.companyFilePath(fileId), name });
  return (
    <Page title={t('page.company')}>
      <div className="company-files">
        <nav className="company-categories" aria-label={t('company.categories')}>
          <button type="button" className={`chip${categoryId === null ? ' chip-active' : ''}`} aria-pressed={categoryId === null} onClick={() => setCategoryId(null)}>
            {t('filter.all')}
          </button>
          {(categories.data ?? []).map((c) => (
            <button key={c.value} type="button" className={`chip${categoryId === c.value ? ' chip-active' : ''}`} aria-pressed={categoryId === c.value} onClick={() => setCategoryId(c.value)}>
              <Icon name="folder" size={14} /> {c.text} <span className="muted small">({c.count})</span>
            </button>
          ))}
        </nav>
        <Field label={t('action.search')} className="documents-filter company-search">
          <input className="input" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </Field>
        <Loaded view={list}>
          {(rows) =>
            rows.length === 0 ? (
              <ListEmpty filtered={countActive(search, categoryId) > 0} onClear={() => (setSearch(''), setCategoryId(null))} />
            ) : (
              <ul className="company-file-list">
                {rows.map((f) => (
                  <li key={f.id} className="card company-file" data-file={f.fileId}>
                    <Icon name="file" size={22} />
                    <div className="company-file-text">
                      <strong>{f.name}</strong>
                      <span className="muted small">{f.description}</span>
                      <span className="muted small">
                        <bdi>{f.category}</bdi> · <bdi>{formatDate(f.date)}</bdi> · <bdi>{formatSize(f.size)}</bdi>
                      </span>
                    </div>
                    <button type="button" className="btn btn-small" aria-label={fillPlaceholders(t('file.view'), f.name)} onClick={() => viewFile(file(f.fileId, f.name))}>
                      {t('action.view')}
                    </button>
                    <button type="button" className="btn btn-small" aria-label={fillPlaceholders(t('file.download'), f.name)} onClick={() => saveStoredFile(file(f.fileId, f.name))}>
                      <Icon name="download" size={14} />
                    </button>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </div>
    </Page>
  );
}
