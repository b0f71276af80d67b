import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveApi } from '../../api/leave-api';
import type { FilterData, LeaveFilter } from '../../domain/leave';
import { useResource } from '../../kernel/use-resource';
import { FiltersFold, countActive } from '../../ui/filters-fold';
import { MultiSelect } from '../../ui/inputs/multi-select';
import { SearchBox } from '../../ui/inputs/search-box';

/** The leave filter bar: type, department, site, function, society and team, several choices each, sent as comma lists (spec 2 section 7). */
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
      <SearchBox placeholder={t('filter.search')} value={search} onChange={onSearch} />
      {fields.map((f) => (
        <MultiSelect
          key={f.key}
          label={t(f.label)}
          labelHidden
          placeholder={t(f.label)}
          options={(data.data?.[f.list] ?? []).map((o) => ({ value: String(o.value), label: o.text }))}
          value={value[f.key]?.split(',').filter(Boolean) ?? []}
          onChange={(chosen) => onChange({ ...value, [f.key]: chosen.join(',') || undefined })}
        />
      ))}
      {children}
    </FiltersFold>
  );
}
