import { formatDate } from '../../i18n/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';
import { Icon } from '../../ui/icon';
import { Avatar } from '../../kernel/avatar';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { openPanel } from '../../kernel/panel-store';
import { useCan } from '../../kernel/services';
import { listInterventions, usersScroll } from '../../api/interventions-api';
import { interventionStatuses, priorities, type InterventionFilter, type InterventionStatus, type Priority } from '../../domain/interventions';
import { categoryKey, categoryKeys, priorityClass, priorityKey, statusBadge, statusKey, typeKey } from './interventions-codes';
import { changes } from '../../realtime/changes';
import { FiltersFold, countActive } from '../../ui/filters-fold';
import { ListEmpty } from '../../ui/list-empty';
import { Field } from '../../ui/inputs/field';
import { Pager, pageCount } from '../../ui/pager';

/** /material/intervention: every ticket, filtered by status, priority, category and requester. */
export default function InterventionsPage() {
  const { t } = useTranslation('interventions');
  const canCreate = useCan(['Intervention.Create', 'Profil.Intervention.Create']);
  const [filter, setFilter] = useState<InterventionFilter>({ statut: null, priority: null, hardware: null, requesterId: null, searchValue: '', page: 0, size: 25 });
  const list = useResource(listInterventions, filter, { refreshOn: changes.interventions });
  const people = useResource(usersScroll, { lenght: 100, currentList: 0 });
  const set = (patch: Partial<InterventionFilter>) => setFilter({ ...filter, page: 0, ...patch });
  const page = filter.page ?? 0;
  // How many filters are set: counted on the Filters button, and whether an empty list says they find nothing.
  const active = countActive(filter.searchValue, filter.statut, filter.priority, filter.hardware, filter.requesterId);
  return (
    <Page
      title={t('list.title')}
      actions={
        canCreate ? (
          <button type="button" className="btn btn-primary" onClick={() => openPanel('interventions.form', {})}>
            <Icon name="plus" /> {t('list.new')}
          </button>
        ) : null
      }
    >
      <FiltersFold className="itops-filters" role="search" active={active}>
        <Field label={t('list.search')}>
          <input className="input" type="search" value={filter.searchValue} onChange={(e) => set({ searchValue: e.target.value })} />
        </Field>
        <Field label={t('field.status')}>
          <select value={filter.statut ?? ''} onChange={(e) => set({ statut: (e.target.value || null) as InterventionStatus | null })}>
            <option value="">{t('list.all')}</option>
            {interventionStatuses.map((s) => (
              <option key={s} value={s}>{t(statusKey(s))}</option>
            ))}
          </select>
        </Field>
        <Field label={t('field.priority')}>
          <select value={filter.priority ?? ''} onChange={(e) => set({ priority: (e.target.value || null) as Priority | null })}>
            <option value="">{t('list.all')}</option>
            {priorities.map((p) => (
              <option key={p} value={p}>{t(priorityKey(p))}</option>
            ))}
          </select>
        </Field>
        <Field label={t('field.category')}>
          <select value={filter.hardware ?? ''} onChange={(e) => set({ hardware: e.target.value === '' ? null : Number(e.target.value) })}>
            <option value="">{t('list.all')}</option>
            {categoryKeys.map((k, i) => (
              <option key={k} value={i}>{t(k)}</option>
            ))}
          </select>
        </Field>
        <Field label={t('field.requester')}>
          <select value={filter.requesterId ?? ''} onChange={(e) => set({ requesterId: e.target.value ? Number(e.target.value) : null })}>
            <option value="">{t('list.all')}</option>
            {(people.data?.users ?? []).map((u) => (
              <option key={u.id} value={u.id}>{u.fullName}</option>
            ))}
          </select>
        </Field>
      </FiltersFold>
      <Loaded view={list}>
        {(data) =>
          data.items.length === 0 ? (
            <ListEmpty filtered={active > 0} onClear={() => set({ searchValue: '', statut: null, priority: null, hardware: null, requesterId: null })} />
          ) : (
            <table className="table list-cards" aria-label={t('list.title')}>
              <thead>
                <tr>
                  <th>{t('field.title')}</th>
                  <th>{t('field.requester')}</th>
                  <th>{t('field.type')}</th>
                  <th>{t('field.status')}</th>
                  <th>{t('detail.assignees')}</th>
                  <th>{t('list.created')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((i) => (
                  <tr key={i.id}>
                    <td className="list-card-head">
                      <button type="button" className="itops-link" onClick={() => openPanel('interventions.detail', { id: i.id })}>
                        <Icon name="alert" size={14} className={priorityClass[i.priority]} label={t(priorityKey(i.priority))} /> {i.title}
                      </button>
                      <div className="muted small">{t(categoryKey(i.hardware))}{i.material_Title ? ` · ${i.material_Title}` : ''}</div>
                    </td>
                    <td data-label={t('field.requester')}>
                      <span className="itops-row">
                        <Avatar userId={i.demandeByUser.id} name={i.demandeByUser.fullName} picturePath={i.demandeByUser.picturePath} size={22} /> {i.demandeByUser.fullName}
                      </span>
                    </td>
                    <td data-label={t('field.type')}>{t(typeKey(i.type))}</td>
                    <td data-label={t('field.status')}><span className={`badge ${statusBadge[i.statut]}`}>{t(statusKey(i.statut))}</span></td>
                    <td className="small" data-label={t('detail.assignees')}>{i.users.length ? i.users.map((u) => u.fullName).join(', ') : <span className="muted">{t('detail.nobody')}</span>}</td>
                    <td className="small" data-label={t('list.created')}>{formatDate(i.createdDate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
      <Loaded view={list}>
        {(data) => (
          <Pager page={page + 1} pages={pageCount(data.total, 25)} total={data.total} onPage={(p) => setFilter({ ...filter, page: p - 1 })} />
        )}
      </Loaded>
    </Page>
  );
}
