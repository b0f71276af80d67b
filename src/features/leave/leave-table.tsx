import { useTranslation } from 'react-i18next';
import type { ListRow } from '../../domain/leave';
import { openPanel } from '../../kernel/panel-store';
import { Avatar } from '../../kernel/avatar';
import { formatDuration, phaseOf, phaseTable, statusTable } from './leave-status';
import { formatDay } from '../../i18n/date-format';
import { appNow } from '../../domain/clock';

/** The requests table with checkbox selection; a row's employee opens its detail. */
export function LeaveTable({ rows, selected, onSelect }: { rows: ListRow[]; selected: number[]; onSelect(ids: number[]): void }) {
  const { t, i18n } = useTranslation('leave');
  const all = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const toggle = (id: number) => onSelect(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  return (
    <div className="table-scroll">
      <table className="table leave-table list-cards">
        <thead>
          <tr>
            <th>
              {/* Its words show where the rows are cards (the box then heads them, alone of the header). */}
              <label className="leave-select-all">
                <input type="checkbox" aria-label={t('list.selectAll')} checked={all} onChange={() => onSelect(all ? selected.filter((id) => !rows.some((r) => r.id === id)) : [...new Set([...selected, ...rows.map((r) => r.id)])])} />
                <span className="leave-select-all-text" aria-hidden="true">{t('list.selectAll')}</span>
              </label>
            </th>
            <th>{t('list.employee')}</th>
            <th>{t('list.type')}</th>
            <th>{t('list.created')}</th>
            <th>{t('list.start')}</th>
            <th>{t('list.end')}</th>
            <th>{t('list.duration')}</th>
            <th>{t('list.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-row-id={r.id}>
              <td>
                <input type="checkbox" aria-label={`${t('list.select')} ${r.user.text}`} checked={selected.includes(r.id)} onChange={() => toggle(r.id)} />
              </td>
              <td className="list-card-head">
                <button type="button" className="link-button leave-row-open" onClick={() => openPanel('leave.detail', { id: r.id })}>
                  <Avatar userId={r.user.value} name={r.user.text} picturePath={r.user.imagePath} size={28} />
                  <span>{r.user.text}</span>
                </button>
              </td>
              <td data-label={t('list.type')}>{r.type}</td>
              <td data-label={t('list.created')}>{formatDay(r.createdDate, i18n.language)}</td>
              <td data-label={t('list.start')}>{formatDay(r.startDate, i18n.language)}</td>
              <td data-label={t('list.end')}>{formatDay(r.endDate, i18n.language)}</td>
              <td data-label={t('list.duration')}>{formatDuration(r.totalDays, r.durationUnit, t)}</td>
              <td data-label={t('list.status')}>
                <span className={`badge ${statusTable[r.status].badge}`}>{t(statusTable[r.status].label)}</span>
                {(() => {
                  const phase = phaseOf(r.status, r.startDate, r.endDate, appNow());
                  return phase ? <span className={`badge ${phaseTable[phase].badge}`} data-testid="leave-phase">{t(phaseTable[phase].label)}</span> : null;
                })()}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
