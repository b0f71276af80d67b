import { useTranslation } from 'react-i18next';
import type { ApprovalEntry } from '../../domain/leave';
import { Avatar } from '../../kernel/avatar';
import { Icon } from '../../ui/icon';
import { fillPlaceholders } from '../../i18n/i18n';
import { leaveStatusTable as statusTable } from '../../domain/leave';
import { formatDay } from '../../i18n/format';

/** Who approves at which level, and what each decided (icon and colour per status). */
export function ApprovalTimeline({ entries }: { entries: ApprovalEntry[] }) {
  const { t, i18n } = useTranslation('leave');
  return (
    <ol className="leave-timeline" aria-label={t('detail.approvals')}>
      {entries.map((a) => {
        const st = statusTable[a.status];
        return (
          <li key={`${a.level}-${a.id}`} className={`leave-timeline-item leave-step-${a.status}`}>
            <span className={`leave-step-icon badge ${st.badge}`}>
              <Icon name={st.icon} size={14} />
            </span>
            <Avatar userId={a.id} name={a.fullName} picturePath={a.image} size={28} />
            <div>
              <strong>{a.fullName}</strong> <span className="small muted">{a.fonctionName}</span>
              <div className="small">
                {fillPlaceholders(t('detail.level'), a.level)} · <span className={`badge ${st.badge}`}>{t(st.label)}</span>
                {a.date ? ` · ${formatDay(a.date, i18n.language)}` : ''}
              </div>
              {a.raison ? <div className="small leave-raison">{a.raison}</div> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
