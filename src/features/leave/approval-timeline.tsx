import { useTranslation } from 'react-i18next';
import type { ApprovalEntry, LeaveStatus } from '../../domain/leave';
import { Avatar } from '../../kernel/avatar';
import { Icon } from '../../ui/icon';
import { fillPlaceholders } from '../../i18n/i18n';
import { leaveStatusTable as statusTable } from '../../domain/leave';
import { formatDay } from '../../i18n/format';
import { badgeOf } from '../../domain/status-tones';

/**
 * What a step still marked pending (En_Cour) stands for: the step deciding now (the lowest level pending), a later
 * one waiting for it, or one never to be reached once an earlier step refused. The server marks every step not
 * decided En_Cour; a second approver read 'En cours' before the first had decided (persona review).
 */
export function pendingStep(entries: readonly ApprovalEntry[], a: ApprovalEntry, request: LeaveStatus = 'En_Cour'): { kind: 'now' } | { kind: 'later'; waitsFor: number } | { kind: 'notReached' } {
  // A request no longer pending (cancelled, refused, decided by HR) asks no one any more.
  if (request !== 'En_Cour' || entries.some((e) => e.status === 'Refuser' || e.status === 'Holiday_Canceled')) return { kind: 'notReached' };
  const now = Math.min(...entries.filter((e) => e.status === 'En_Cour').map((e) => e.level));
  return a.level > now ? { kind: 'later', waitsFor: now } : { kind: 'now' };
}

/** A later step waits (a clock); a step never to be reached is a dash, not a wait (persona review: the clock read as still expected). */
const notYetIcon = { later: 'clock', notReached: 'minus' } as const;

/** Who approves at which level, and what each decided (icon and colour per status). */
export function ApprovalTimeline({ entries, request }: { entries: ApprovalEntry[]; request: LeaveStatus }) {
  const { t, i18n } = useTranslation('leave');
  return (
    <ol className="leave-timeline" aria-label={t('detail.approvals')}>
      {entries.map((a) => {
        const step = a.status === 'En_Cour' ? pendingStep(entries, a, request) : { kind: 'now' as const };
        const st =
          step.kind === 'now'
            ? { badge: statusTable[a.status].badge, icon: statusTable[a.status].icon, label: t(statusTable[a.status].label) }
            : { badge: badgeOf('neutral'), icon: notYetIcon[step.kind], label: step.kind === 'later' ? fillPlaceholders(t('detail.stepLater'), step.waitsFor) : t('detail.stepNotReached') };
        return (
          <li key={`${a.level}-${a.id}`} className={`leave-timeline-item leave-step-${step.kind === 'now' ? a.status : step.kind}`}>
            <span className={`leave-step-icon badge ${st.badge}`}>
              <Icon name={st.icon} size={14} />
            </span>
            <Avatar userId={a.id} name={a.fullName} picturePath={a.image} size={28} />
            <div>
              <strong>{a.fullName}</strong> <span className="small muted">{a.fonctionName}</span>
              <div className="small">
                {fillPlaceholders(t('detail.level'), a.level)} · <span className={`badge ${st.badge}`}>{st.label}</span>
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
