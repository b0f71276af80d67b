import { formatDate } from '../../i18n/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useConfirm } from '../../kernel/use-confirm';
import { useCan, useCurrentUser } from '../../kernel/services';
import { openPanel } from '../../kernel/panel-store';
import { formsApi, stateFilterValues } from '../../api/forms-api';
import type { FormState, FormSummary } from '../../domain/forms';
import type { PublicationEvent } from '../../domain/form-publication';
import { FormStateBadge, StatutBadge } from './badges';
import { act, told } from './admin-call';
import { changes } from '../../realtime/changes';
import { usePublication } from './use-publication';
import { PublishedFormsList } from './published-forms-list';
import { FiltersFold, countActive } from '../../ui/filters-fold';
import { ListEmpty } from '../../ui/list-empty';
import { SearchBox } from '../../ui/inputs/search-box';
import { RowActions, type RowAction } from '../../ui/row-actions';
import { fillPlaceholders } from '../../i18n/i18n';

type Tab = 'fill' | 'forms' | 'mine';

/**
 * /forms, for whoever may fill a form (Form.User.View) or see the forms
 * (Form.View): the published forms to fill; the forms with search and state
 * filter (Form.View; administration with Form.Administrate); my responses.
 */
export default function FormsPage() {
  const { t } = useTranslation('forms');
  const canFill = useCan(['Form.User.View']);
  const canList = useCan(['Form.View']);
  const tabs: Tab[] = [...(canFill ? (['fill'] as const) : []), ...(canList ? (['forms'] as const) : []), 'mine'];
  const [picked, setTab] = useState<Tab | null>(null);
  // Those who see the forms land on them, as before; those who fill forms only, on what they can fill.
  const tab = picked && tabs.includes(picked) ? picked : canList ? 'forms' : tabs[0]!;
  return (
    <Page title={t('page.title')} actions={<NewFormMenu />}>
      <div role="tablist" className="tabs">
        {tabs.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} className={`tab${tab === k ? ' active' : ''}`} onClick={() => setTab(k)}>
            {t(tabLabel[k])}
          </button>
        ))}
      </div>
      {tab === 'fill' ? <PublishedFormsList /> : tab === 'forms' ? <FormList /> : <MyResponses />}
    </Page>
  );
}

const tabLabel: Record<Tab, string> = { fill: 'page.toFill', forms: 'page.forms', mine: 'page.myResponses' };

function NewFormMenu() {
  const { t } = useTranslation('forms');
  const admin = useCan(['Form.Administrate']);
  const templates = useResource(() => (admin ? formsApi.templates() : Promise.resolve([])), admin);
  if (!admin) return null;
  return (
    <div className="new-form">
      <button type="button" className="btn btn-primary" onClick={() => openPanel('forms.builder', {})}>
        <Icon name="plus" /> {t('page.new')}
      </button>
      <select className="input" aria-label={t('page.fromTemplate')} value="" onChange={(e) => e.target.value && openPanel('forms.builder', { templateId: Number(e.target.value) })}>
        <option value="">{t('page.fromTemplate')}</option>
        {(templates.data ?? []).map((x) => (
          <option key={x.id} value={x.id}>
            {x.title}
          </option>
        ))}
      </select>
    </div>
  );
}

function FormList() {
  const { t } = useTranslation('forms');
  const [search, setSearch] = useState('');
  const [state, setState] = useState<FormState | ''>('');
  const view = useResource((f: { search: string; state: FormState | '' }) => formsApi.list({ searchValue: f.search, state: f.state || null, pageSize: 100 }), { search, state }, { refreshOn: changes.forms });
  const deleting = useConfirm((f: FormSummary) => formsApi.remove(f.id), { ns: 'forms', onDone: (f) => told({ formId: f.id, move: 'form.delete' }, f.title) });
  // How many filters are set: counted on the Filters button, and whether an empty list says they find nothing.
  const active = countActive(search, state);
  return (
    <>
      <FiltersFold className="toolbar" role="search" active={active}>
        <SearchBox label={t('action.search')} placeholder={t('list.search')} value={search} onChange={setSearch} />
        <select className="input" aria-label={t('list.state')} value={state} onChange={(e) => setState(e.target.value as FormState | '')}>
          {stateFilterValues.map((s) => (
            <option key={s} value={s}>
              {s ? t(`state.${s}`) : t('list.allStates')}
            </option>
          ))}
        </select>
      </FiltersFold>
      <Loaded view={view}>
        {(d) =>
          d.forms.length ? (
            <table className="table forms-table list-cards">
              <thead>
                <tr>
                  <th>{t('list.title')}</th>
                  <th>{t('list.state')}</th>
                  <th>{t('list.audience')}</th>
                  <th>{t('list.responses')}</th>
                  <th>{t('list.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {d.forms.map((f) => (
                  <FormRow key={f.id} form={f} onDelete={() => deleting.ask(f)} />
                ))}
              </tbody>
            </table>
          ) : (
            <ListEmpty icon="form" filtered={active > 0} onClear={() => (setSearch(''), setState(''))} />
          )
        }
      </Loaded>
      <ConfirmDialog {...deleting.dialog}>{deleting.target ? fillPlaceholders(t('list.confirmDelete'), deleting.target.title) : null}</ConfirmDialog>
    </>
  );
}

function FormRow({ form: f, onDelete }: { form: FormSummary; onDelete(): void }) {
  const { t } = useTranslation('forms');
  const admin = useCan(['Form.Administrate']);
  // What a form allows comes from its publication statechart (a live actor), not from the view.
  const snap = usePublication(f);
  const can = (type: PublicationEvent['type']) => admin && snap.can({ type });
  // The list reads again and the row's lifecycle takes the move, both from the forms' change feed; act tells a failure itself.
  const move = (type: PublicationEvent['type'], call: Promise<unknown>) => act(call, { move: { formId: f.id, move: type }, title: f.title });
  const action = (id: string, key: string, icon: string, onSelect: () => void, tone?: RowAction['tone']): RowAction => ({ id, label: t(key), icon, onSelect, tone });
  const actions = [
    action('responses', 'list.responses', 'list', () => openPanel('forms.responses', { formId: f.id })),
    admin && snap.hasTag('editable') ? action('edit', 'action.edit', 'edit', () => openPanel('forms.builder', { id: f.id })) : null,
    admin ? action('settings', 'list.settings', 'gear', () => openPanel('forms.settings', { id: f.id })) : null,
    can('form.publish') ? action('publish', 'action.publish', 'send', () => openPanel('forms.settings', { id: f.id, tab: 'sharing' })) : null,
    can('form.unpublish') ? action('unpublish', 'action.unpublish', 'eye', () => void move('form.unpublish', formsApi.unpublish(f.id))) : null,
    can('form.archive') ? action('archive', 'action.archive', 'box', () => void move('form.archive', formsApi.archive(f.id))) : null,
    can('form.unarchive') ? action('unarchive', 'action.unarchive', 'refresh', () => void move('form.unarchive', formsApi.unarchive(f.id))) : null,
    admin ? action('duplicate', 'action.duplicate', 'note', () => void act(formsApi.duplicate(f.id), { said: { key: 'toast.form.duplicate', objects: [f.title] } })) : null,
    admin && snap.hasTag('fillable') ? action('fillFor', 'list.fillFor', 'user', () => openPanel('forms.fill', { formId: f.id, forSomeone: true })) : null,
    can('form.delete') ? action('delete', 'action.delete', 'trash', onDelete, 'danger') : null,
  ].filter((a): a is RowAction => a !== null);
  return (
    <tr data-testid={`form-row-${f.id}`}>
      <td className="list-card-head">
        <Icon name={f.iconPath ?? 'form'} /> <strong>{f.title}</strong>
        {f.isAnonymous ? <span className="badge badge-info">{t('list.anonymous')}</span> : null}
      </td>
      <td data-label={t('list.state')}>
        <FormStateBadge state={f.state} />
      </td>
      <td data-label={t('list.audience')}>{t(`audience.${f.audience.kind}`)}</td>
      <td data-label={t('list.responses')}>{f.responsesCount}</td>
      <td className="list-card-actions">
        <RowActions name={f.title} actions={actions} />
      </td>
    </tr>
  );
}

function MyResponses() {
  const { t } = useTranslation('forms');
  const user = useCurrentUser();
  const view = useResource((userId: number | undefined) => formsApi.responsesByUser({ userId, pageSize: 100 }), user?.userId);
  return (
    <Loaded view={view}>
      {(d) =>
        d.responses.length ? (
          <ul className="my-responses">
            {d.responses.map((r) => (
              <li key={r.id} className="card">
                <button type="button" className="btn btn-ghost" onClick={() => openPanel('forms.response', { id: r.id })}>
                  <strong>{r.formTitle}</strong>
                </button>
                <span className="muted small">{formatDate(r.createdDate)}</span>
                <StatutBadge statut={r.statut} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon="form" title={t('NoData.Empty')} />
        )
      }
    </Loaded>
  );
}
