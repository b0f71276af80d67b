import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';
import { Icon } from '../../ui/icon';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { openPanel } from '../../kernel/panel-store';
import { listProjects, projectsStatistics } from '../../api/projects-api';
import { projectModules, type ProjectListFilter, type ProjectModule } from '../../domain/projects';
import { changes } from '../../realtime/changes';
import { ProjectsStats } from './projects-stats';
import { DateRange } from '../../ui/date-range';
import { formatDay } from '../../i18n/format';
import { FiltersFold, countActive } from '../../ui/filters-fold';
import { ListEmpty } from '../../ui/list-empty';
import { Field } from '../../ui/inputs/field';

/** /project: statistics, a filtered list, create and edit, members per project. */
export default function ProjectsPage() {
  const { t } = useTranslation('projects');
  const [filter, setFilter] = useState<ProjectListFilter>({ searchValue: '', module: null, size: 50 });
  const list = useResource(listProjects, filter, { refreshOn: changes.projects });
  const stats = useResource(projectsStatistics, null, { refreshOn: changes.projects });
  // How many filters are set: counted on the Filters button, and whether an empty list says they find nothing.
  const active = countActive(filter.searchValue, filter.module);
  return (
    <Page
      title={t('projects.title')}
      actions={
        <button type="button" className="btn btn-primary" onClick={() => openPanel('projects.form', {})}>
          <Icon name="plus" /> {t('projects.new')}
        </button>
      }
    >
      <Loaded view={stats}>{(s) => <ProjectsStats stats={s} />}</Loaded>
      <FiltersFold className="itops-filters" role="search" active={active}>
        <Field label={t('projects.search')}>
          <input className="input" type="search" value={filter.searchValue} onChange={(e) => setFilter({ ...filter, searchValue: e.target.value })} />
        </Field>
        <Field label={t('projects.module')}>
          <select value={filter.module ?? ''} onChange={(e) => setFilter({ ...filter, module: (e.target.value || null) as ProjectModule | null })}>
            <option value="">{t('projects.allModules')}</option>
            {projectModules.map((m) => (
              <option key={m} value={m}>{t(`module.${m}`)}</option>
            ))}
          </select>
        </Field>
      </FiltersFold>
      <Loaded view={list}>
        {(data) =>
          data.items.length === 0 ? (
            <ListEmpty filtered={active > 0} onClear={() => setFilter({ ...filter, searchValue: '', module: null })} />
          ) : (
            <table className="table list-cards" aria-label={t('projects.title')}>
              <thead>
                <tr>
                  <th>{t('projects.name')}</th>
                  <th>{t('projects.modules')}</th>
                  <th>{t('projects.period')}</th>
                  <th>{t('projects.members')}</th>
                  <th>{t('projects.status')}</th>
                  <th><span className="visually-hidden">{t('projects.actions')}</span></th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((p) => (
                  <tr key={p.id}>
                    <td className="list-card-head">
                      <strong>{p.name}</strong>
                      <div className="muted small">{p.code}</div>
                    </td>
                    <td data-label={t('projects.modules')}>
                      {p.modules.map((m) => (
                        <span key={m} className="badge badge-neutral itops-gap">{t(`module.${m}`)}</span>
                      ))}
                    </td>
                    <td className="small" data-label={t('projects.period')}><DateRange start={p.startDate ? formatDay(p.startDate) : '—'} end={p.endDate ? formatDay(p.endDate) : '…'} /></td>
                    <td data-label={t('projects.members')}>{p.activeMembers} / {p.members}</td>
                    <td data-label={t('projects.status')}>
                      <span className={`badge ${p.active ? 'badge-success' : 'badge-neutral'}`}>{t(p.active ? 'projects.active' : 'projects.inactive')}</span>
                    </td>
                    <td className="list-card-actions">
                      <div className="itops-row-actions">
                        <button type="button" className="btn btn-small" onClick={() => openPanel('projects.members', { id: p.id })}>
                          <Icon name="users" size={14} /> {t('projects.manageMembers')}
                        </button>
                        <button type="button" className="icon-button" aria-label={`${t('projects.edit')} ${p.name}`} onClick={() => openPanel('projects.form', { id: p.id })}>
                          <Icon name="edit" size={16} />
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </Page>
  );
}
