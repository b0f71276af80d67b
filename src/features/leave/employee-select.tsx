import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveApi } from '../../api/leave-api';
import { useResource } from '../../ui/use-resource';

/** A simple searchable employee select over the collaborator list (until the shared user picker lands). */
export function EmployeeSelect({ value, onChange, disabled }: { value: number; onChange(id: number): void; disabled?: boolean }) {
  const { t } = useTranslation('leave');
  const [q, setQ] = useState('');
  const list = useResource(() => leaveApi.employees(), null);
  const shown = useMemo(() => {
    const all = list.data ?? [];
    const needle = q.trim().toLowerCase();
    return needle ? all.filter((u) => u.text.toLowerCase().includes(needle) || u.value === value) : all;
  }, [list.data, q, value]);
  return (
    <div className="field">
      <span id="leave-employee-label">{t('form.employee')}</span>
      <input className="input" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('form.searchEmployee')} aria-label={t('form.searchEmployee')} disabled={disabled} />
      <select aria-labelledby="leave-employee-label" value={value || ''} onChange={(e) => onChange(Number(e.target.value))} disabled={disabled}>
        <option value="">{t('form.choose')}</option>
        {shown.map((u) => (
          <option key={u.value} value={u.value}>
            {u.text}
          </option>
        ))}
      </select>
    </div>
  );
}
