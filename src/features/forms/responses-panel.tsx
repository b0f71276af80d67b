import { formatDate } from '../../i18n/format';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { openPanel } from '../../kernel/panel-store';
import { useCan } from '../../kernel/services';
import { SidePanel } from '../../ui/side-panel';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useConfirm } from '../../kernel/use-confirm';
import { useSubmit } from '../../kernel/use-submit';
import { toast } from '../../ui/toast-store';
import { saveFile } from '../../api/files';
import { formsApi } from '../../api/forms-api';
import { StatutBadge } from './badges';
import { changes } from '../../realtime/changes';
import { Field } from '../../ui/inputs/field';

/** Panel 'forms.responses' {formId}: counts per status, the responses with a search, export to Excel. */
export default function ResponsesPanel({ params, onClose }: PanelProps) {
  const { t } = useTranslation('forms');
  const formId = Number(params.formId);
  const [search, setSearch] = useState('');
  const info = useResource((id: number) => formsApi.information(id), formId);
  const list = useResource((s: string) => formsApi.responses({ formId, searchValue: s, pageSize: 100 }), search, { refreshOn: changes.forms });
  const canDelete = useCan(['Form.Administrate']);
  const deleting = useConfirm((r: { id: number; user?: { text: string } | null }) => formsApi.deleteResponse(r.id), {
    ns: 'forms',
    onDone: (r) => (toast.done('forms', 'toast.response.delete', r.user?.text ?? t('response.anonymous')), changes.forms.push(), list.reload(), info.reload()),
  });
  // The export is a call like any other: busy while it runs (no second workbook asked), its failure said.
  const exporting = useSubmit(
    () => formsApi.exportExcel(formId),
    ({ blob, fileName }) => (saveFile(blob, fileName ?? 'responses.xlsx'), exporting.reset()),
    (message) => toast.error(message, { ns: ['forms', 'common'] }),
  );
  // A draft was never published: nobody could have answered it yet (review: it said 'Personne n'a encore répondu').
  const draft = info.data?.form.state === 'Draft';
  return (
    <SidePanel open onClose={onClose} title={info.data ? `${t('responses.title')} · ${info.data.form.title}` : t('responses.title')} width="lg">
      <Loaded view={info}>
        {(i) => (
          <div className="responses-head">
            <p>
              <strong>{i.total}</strong> {t('responses.count', { count: i.total })}
            </p>
            {/* No answer yet: no counts of nothing per status, and nothing to export (an empty workbook would only be a wasted download). */}
            {i.total ? (
              <>
                <ul className="status-counts">
                  {i.byStatus.map((b) => (
                    <li key={b.statut.value}>
                      <StatutBadge statut={b.statut} /> {b.count}
                    </li>
                  ))}
                </ul>
                <button type="button" className="btn" onClick={() => exporting.submit(undefined)} disabled={exporting.busy} aria-busy={exporting.busy}>
                  <Icon name="download" /> {t('responses.export')}
                </button>
              </>
            ) : null}
          </div>
        )}
      </Loaded>
      {/* Nothing to search among until someone answers. */}
      {info.data?.total === 0 && !search ? null : (
        <Field label={t('action.search')} labelHidden>
          <input className="input" type="search" placeholder={t('responses.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
        </Field>
      )}
      <Loaded view={list}>
        {(d) =>
          d.responses.length ? (
            <table className="table list-cards">
              <thead>
                <tr>
                  <th>{t('response.user')}</th>
                  <th>{t('response.date')}</th>
                  <th>{t('response.status')}</th>
                  <th>{t('responses.preview')}</th>
                  <th>
                    <span className="visually-hidden">{t('list.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.responses.map((r) => (
                  <tr key={r.id}>
                    <td className="list-card-head">{r.user?.text ?? t('response.anonymous')}</td>
                    <td data-label={t('response.date')}>{formatDate(r.createdDate)}</td>
                    <td data-label={t('response.status')}>
                      <StatutBadge statut={r.statut} />
                    </td>
                    <td className="muted small" data-label={t('responses.preview')}>
                      <Preview text={r.preview} />
                    </td>
                    <td className="list-card-actions">
                      <div className="row-actions">
                        <button type="button" className="btn btn-small" onClick={() => openPanel('forms.response', { id: r.id })}>
                          {t('action.view')}
                        </button>
                        {canDelete ? (
                          <button type="button" className="icon-button" aria-label={t('action.delete')} onClick={() => deleting.ask(r)}>
                            <Icon name="trash" />
                          </button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <EmptyState icon={search.trim() ? 'search' : 'info'} title={search.trim() ? t('responses.noMatch', { search: search.trim() }) : draft ? t('responses.draft') : t('responses.none')}>
              {search.trim() ? null : <p className="muted">{t(draft ? 'responses.draftHint' : 'responses.noneHint')}</p>}
            </EmptyState>
          )
        }
      </Loaded>
      <ConfirmDialog {...deleting.dialog} />
    </SidePanel>
  );
}

/**
 * A response's answers, one after the other (the server joins them with ' · '): each keeps its own direction, and the
 * separators go the page's way. One isolate for the whole line let an Arabic answer (or the marks in an Arabic date)
 * turn a French line around, and a French one an Arabic line (persona review: '· 03/02/2027 · 3 500,5 · مراكش…').
 */
function Preview({ text }: { text: string }) {
  return (
    <>
      {text.split(' · ').map((part, i) => (
        <Fragment key={i}>
          {i ? ' · ' : null}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </>
  );
}
