import { useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ListRow } from '../../domain/leave';
import { openPanel } from '../../kernel/panel-store';
import { Avatar } from '../../kernel/avatar';
import { phaseOf, phaseTable } from './leave-status';
import { leaveStatusTable as statusTable } from '../../domain/leave';
import { formatDuration } from '../../i18n/format-measures';
import { formatDay } from '../../i18n/format';
import { appNow } from '../../domain/clock';
import { fillPlaceholders } from '../../i18n/i18n';
import { LeaveRowDecision } from './leave-row-decision';
import { LeaveAbout } from './leave-about';

/**
 * A click on the row opens the request, unless it was on one of the row's own
 * controls, beside its selection box, or in a dialog portalled out of it.
 */
const opensRow = (e: MouseEvent<HTMLTableRowElement>) => {
  const target = e.target as Element;
  return e.currentTarget.contains(target) && !target.closest('a, button, input, select, label, [role=menu], td:first-child');
};

/**
 * The requests table with checkbox selection. The employee's name goes to
 * their profile; the request's type (or a click anywhere else on the row)
 * opens the request; a pending request the viewer decides has accept and
 * refuse in its row (issue 26 item 3).
 */
export function LeaveTable({ rows, selected, onSelect, onSent }: { rows: ListRow[]; selected: number[]; onSelect(ids: number[]): void; onSent?(id: number): void }) {
  const { t, i18n } = useTranslation('leave');
  // A row once the viewer's to decide keeps its decision cell while the table lives: decided here, it says so there
  // (a level-1 acceptance leaves the request pending for level 2, no longer the viewer's), until the person moves on.
  const decidable = useRef(new Set<number>());
  const decides = (r: ListRow) => {
    if (r.status === 'En_Cour' && !!r.canApproved) decidable.current.add(r.id);
    return decidable.current.has(r.id);
  };
  // The column shows only where some row is the viewer's to decide.
  const deciding = rows.some(decides);
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
            {deciding ? <th>{t('list.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-row-id={r.id} className="leave-row" onClick={(e) => opensRow(e) && openPanel('leave.detail', { id: r.id })}>
              <td>
                <input type="checkbox" aria-label={`${t('list.select')} ${r.user.text}`} checked={selected.includes(r.id)} onChange={() => toggle(r.id)} />
              </td>
              <td className="list-card-head">
                <Link href={`/employee/${r.user.value}/profile/public`} className="link-button leave-row-person">
                  <Avatar userId={r.user.value} name={r.user.text} picturePath={r.user.imagePath} size={28} />
                  <span>{r.user.text}</span>
                </Link>
              </td>
              <td data-label={t('list.type')}>
                <button type="button" className="link-button leave-row-open" data-row-open aria-label={fillPlaceholders(t('list.openRequest'), r.type, r.user.text)} onClick={() => openPanel('leave.detail', { id: r.id })}>
                  {r.type}
                </button>
              </td>
              <td data-label={t('list.created')}>{formatDay(r.createdDate, i18n.language)}</td>
              <td data-label={t('list.start')}>{formatDay(r.startDate, i18n.language)}</td>
              <td data-label={t('list.end')}>{formatDay(r.endDate, i18n.language)}</td>
              <td data-label={t('list.duration')} className="leave-duration">{formatDuration(t, r.totalDays, r.durationUnit, i18n.language)}</td>
              <td data-label={t('list.status')}>
                <span className={`badge ${statusTable[r.status].badge}`}>{t(statusTable[r.status].label)}</span>
                {(() => {
                  const phase = phaseOf(r.status, r.startDate, r.endDate, appNow());
                  return phase ? <span className={`badge ${phaseTable[phase].badge}`} data-testid="leave-phase">{t(phaseTable[phase].label)}</span> : null;
                })()}
              </td>
              {deciding ? <td className="list-card-actions">{decides(r) ? <LeaveRowDecision
                      id={r.id}
                      name={`${r.user.text}, ${r.type}, ${formatDay(r.startDate, i18n.language)}`}
                      about={<LeaveAbout name={r.user.text} type={r.type} start={r.startDate} end={r.endDate} length={r.totalDays} unit={r.durationUnit} />}
                      may={r.status === 'En_Cour' && !!r.canApproved}
                      onSent={onSent}
                    /> : null}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
