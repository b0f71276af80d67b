import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { openPanel } from '../../kernel/panel-store';
import { useCurrentUser } from '../../kernel/services';
import { changes } from '../../realtime/changes';
import { usePagedList } from '../../kernel/use-paged-list';
import { Spinner, EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { markRow, publishedListLogicFor, type PublishedRow as Row } from './published-list.effects';
import { answeredBy, onAnswered } from './answered-forms';
import { nearBottom, notFilled, PAGE_SIZE } from './published-paging';
import { Field } from '../../ui/inputs/field';
import { RetryBanner } from '../../ui/retry-banner';
import { useLogic } from '../../kernel/actors';

/**
 * Every published form the user may fill, with a search (spec 1 section 2.3,
 * pages of 10), shown in the 'all forms' panel and on the forms page. It stays
 * current while shown: a 'forms' notification (a form published or assigned to
 * the user), a change made here and the resync after a reconnect re-read what
 * it shows (the forms' change feed); a form opened from it is filled in a
 * panel above it, and once answered its row says so in place.
 */
export function PublishedFormsList() {
  const { t } = useTranslation('forms');
  const me = useCurrentUser()?.userId;
  const logic = useLogic(() => publishedListLogicFor(() => answeredBy(me)), [me]);
  const actor = usePagedList(logic, { pageSize: PAGE_SIZE }, { refreshOn: changes.forms });
  const search = useSelector(actor, (s) => s.context.search);
  const forms = useSelector(actor, (s) => s.context.items) as Row[];
  const busy = useSelector(actor, (s) => s.hasTag('busy') || s.matches('debouncing'));
  const empty = useSelector(actor, (s) => s.matches('ready') && s.context.items.length === 0);
  const failed = useSelector(actor, (s) => (s.hasTag('failed') ? s.context.error : null));
  const list = useRef<HTMLUListElement>(null);
  useEffect(
    () =>
      onAnswered((userId, formId) => {
        const rows = actor.getSnapshot().context.items as Row[];
        if (userId === me && rows.some((r) => r.id === formId)) actor.send({ type: 'list.replaceItems', items: markRow(rows, formId) });
      }),
    [actor, me],
  );
  // New rows laid out that do not fill the list (nothing to scroll): ask for the next page at once.
  // The statechart decides: only while ready and while more forms exist.
  useLayoutEffect(() => {
    if (list.current && forms.length && notFilled(list.current)) actor.send({ type: 'list.loadMore' });
  }, [actor, forms]);
  const rows = useMemo(
    () =>
      forms.map((f) => (
        <li key={f.key}>
          <button type="button" className="btn btn-ghost published-item" onClick={() => openPanel('forms.fill', { formId: f.id })}>
            <Icon name={f.iconPath ?? 'form'} />
            {f.title}
            {f.answered ? <span className="badge badge-success published-answered">{t('list.answered')}</span> : null}
          </button>
        </li>
      )),
    [forms, t],
  );
  return (
    <>
      <Field label={t('action.search')} labelHidden>
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
      </Field>
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
        <RetryBanner message={t(failed)} onRetry={() => actor.send({ type: 'list.retry' })} />
      ) : null}
    </>
  );
}
