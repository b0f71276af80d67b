import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../app/panel-registry';
import { replacePanel } from '../../app/panel-store';
import { SidePanel } from '../../ui/side-panel';
import { useResource } from '../../ui/use-resource';
import { Spinner, EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { formsApi } from '../../api/forms-api';
import { nearBottom, PAGE_SIZE } from './published-paging';


/** Pages 0..pages-1 of the published forms for a search, read through the resource statechart. */
async function loadPages({ search, pages }: { search: string; pages: number }) {
  const got = await Promise.all(Array.from({ length: pages }, (_, p) => formsApi.publishedPage({ searchValue: search, pageSize: PAGE_SIZE, currentPage: p })));
  return { forms: got.flatMap((g) => g.forms), total: got[0]?.total ?? 0 };
}

/** Panel 'forms.allPublished': every published form the user may fill, with a search. */
export default function AllPublishedPanel({ onClose, panelKey }: PanelProps) {
  const { t } = useTranslation('forms');
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState(1);
  const view = useResource(loadPages, { search, pages });
  const forms = view.data?.forms ?? [];
  const more = !!view.data && forms.length < view.data.total;
  const list = useRef<HTMLUListElement>(null);
  // A page that does not fill the list leaves nothing to scroll: the next page comes at once, until it fills or all are in.
  useEffect(() => {
    const el = list.current;
    if (el && more && !view.busy && el.scrollHeight <= el.clientHeight) setPages((p) => p + 1);
  }, [more, view.busy, forms.length]);
  return (
    <SidePanel open onClose={onClose} title={t('menu.allForms')}>
      <label className="field">
        <span className="visually-hidden">{t('action.search')}</span>
        <input
          className="input"
          type="search"
          placeholder={t('list.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPages(1);
          }}
        />
      </label>
      <ul
        ref={list}
        className="published-list"
        data-testid="all-published"
        onScroll={(e) => {
          if (more && !view.busy && nearBottom(e.currentTarget)) setPages((p) => p + 1);
        }}
      >
        {forms.map((f) => (
          <li key={f.id}>
            <button type="button" className="btn btn-ghost published-item" onClick={() => replacePanel(panelKey, 'forms.fill', { formId: f.id })}>
              <Icon name={f.iconPath ?? 'form'} />
              {f.title}
            </button>
          </li>
        ))}
        {view.busy ? <Spinner label={t('state.loading')} /> : null}
        {view.data && !forms.length ? <EmptyState title={t('NoData.Empty')} /> : null}
      </ul>
      {view.error ? <p className="field-error">{t(view.error)}</p> : null}
    </SidePanel>
  );
}
