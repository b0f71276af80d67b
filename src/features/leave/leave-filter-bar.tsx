import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveApi } from '../../api/leave-api';
import type { FilterData, LeaveFilter } from '../../domain/leave';
import { useResource } from '../../kernel/use-resource';
import { FiltersFold, countActive } from '../../ui/filters-fold';

/** The leave filter bar: type, department, site, function, society and team (one choice each, sent as comma lists). */
const fields: Array<{ key: keyof LeaveFilter; list: keyof FilterData; label: string }> = [
  { key: 'TypeConge', list: 'types', label: 'filter.type' },
  { key: 'Departemant', list: 'departements', label: 'filter.department' },
  { key: 'Sites', list: 'sites', label: 'filter.site' },
  { key: 'Function', list: 'fonctions', label: 'filter.function' },
  { key: 'society', list: 'societies', label: 'filter.society' },
  { key: 'Teams', list: 'teams', label: 'filter.team' },
];

/** `children`: a page's own filters, folded with these; `extraActive` counts those set. */
export function LeaveFilterBar({ value, onChange, search, onSearch, extraActive = 0, children }: { value: LeaveFilter; onChange(f: LeaveFilter): void; search: string; onSearch(s: string): void; extraActive?: number; children?: ReactNode }) {
  const { t } = useTranslation('leave');
  const data = useResource(() => leaveApi.filterData(), null);
  return (
    <FiltersFold className="leave-filter-bar" role="search" active={countActive(search, ...fields.map((f) => value[f.key])) + extraActive}>
      <input className="input" type="search" value={search} onChange={(e) => onSearch(e.target.value)} placeholder={t('filter.search')} aria-label={t('filter.search')} />
      {fields.map((f) => (
        <select key={f.key} aria-label={t(f.label)} value={value[f.key] ?? ''} onChange={(e) => onChange({ ...value, [f.key]: e.target.value || undefined })}>
          <option value="">{t(f.label)}</option>
          {(data.data?.[f.list] ?? []).map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.text}
            </option>
          ))}
        </select>
      ))}
      {children}
    </FiltersFold>
  );
}
