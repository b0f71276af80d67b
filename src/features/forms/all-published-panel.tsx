import { useLayoutEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../app/panel-registry';
import { replacePanel } from '../../app/panel-store';
import { SidePanel } from '../../ui/side-panel';
import { Spinner, EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import type { PublishedForm } from '../../domain/forms';
import { publishedListLogic } from './published-list-logic';
import { nearBottom, notFilled, PAGE_SIZE } from './published-paging';

type Row = PublishedForm & { key: string };

/** Panel 'forms.allPublished': every published form the user may fill, with a search (spec 1 section 2.3, pages of 10). */
export default function AllPublishedPanel({ onClose, panelKey }: PanelProps) {
  const { t } = useTranslation('forms');
  const actor = useActorRef(publishedListLogic, { input: { pageSize: PAGE_SIZE } });
  const search = useSelector(actor, (s) => s.context.search);
  const forms = useSelector(actor, (s) => s.context.items) as Row[];
  const busy = useSelector(actor, (s) => s.hasTag('busy') || s.matches('debouncing'));
  const empty = useSelector(actor, (s) => s.matches('ready') && s.context.items.length === 0);
  const failed = useSelector(actor, (s) => (s.hasTag('failed') ? s.context.error : null));
  const list = useRef<HTMLUListElement>(null);
  // New rows laid out that do not fill the list (nothing to scroll): ask for the next page at once.
  // The statechart decides: only while ready and while more forms exist.
  useLayoutEffect(() => {
    if (list.current && forms.length && notFilled(list.current)) actor.send({ type: 'list.loadMore' });
  }, [actor, forms]);
  const rows = useMemo(
    () =>
      forms.map((f) => (
        <li key={f.key}>
          <button type="button" className="btn btn-ghost published-item" onClick={() => replacePanel(panelKey, 'forms.fill', { formId: f.id })}>
            <Icon name={f.iconPath ?? 'form'} />
            {f.title}
          </button>
        </li>
      )),
    [forms, panelKey],
  );
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
            // Another search shows its results from the top.
            if (list.current) list.current.scrollTop = 0;
            actor.send({ type: 'list.search', search: e.target.value });
          }}
        />
      </label>
      <ul
        ref={list}
        className="published-list"
        data-testid="all-published"
        aria-busy={busy}
        onScroll={(e) => {
          if (nearBottom(e.currentTarget)) actor.send({ type: 'list.loadMore' });
        }}
      >
        {rows}
        {busy ? <Spinner label={t('state.loading')} /> : null}
        {empty ? <EmptyState title={t('NoData.Empty')} /> : null}
      </ul>
      {failed ? (
        <div className="banner banner-error" role="alert">
          <span>{t(failed)}</span>
          <button type="button" className="btn btn-small" onClick={() => actor.send({ type: 'list.retry' })}>
            {t('Error.Retry')}
          </button>
        </div>
      ) : null}
    </SidePanel>
  );
}
