import { formatDay } from '../../i18n/format';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../kernel/avatar';
import type { Note } from '../../domain/expenses';
import { badgeOf, statusTones } from '../../domain/status-tones';

/** Who validates or refunds, and every move the note went through. */
export function NoteHistory({ note }: { note: Note }) {
  const { t } = useTranslation('expenses');
  return (
    <>
      {note.userslistApproval.length ? (
        <section aria-label={t('detail.approvals')}>
          <h3 className="expenses-h">{t('detail.approvals')}</h3>
          <ul className="expenses-timeline">
            {note.userslistApproval.map((a) => (
              <li key={`${a.actionType}-${a.userId}`}>
                <Avatar userId={a.userId} name={a.fullName} picturePath={a.picturePath} size={24} />
                <span>{a.fullName}</span>
                <span className="muted small">{t(`approval.${a.actionType}`)}</span>
                <span className={`badge ${badgeOf(a.status ? statusTones.approvals.approved : statusTones.approvals.pending)}`}>{t(a.status ? 'approval.done' : 'approval.awaited')}</span>
                {a.actionDate ? <span className="muted small">{formatDay(a.actionDate)}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-label={t('detail.history')}>
        <h3 className="expenses-h">{t('detail.history')}</h3>
        {note.history.length === 0 ? <p className="muted">{t('detail.noHistory')}</p> : null}
        <ol className="expenses-timeline" data-testid="note-history">
          {note.history.map((h, i) => (
            <li key={i}>
              <Avatar userId={h.userImage.id} name={h.userImage.fullName} picturePath={h.userImage.picturePath} size={24} />
              <span>{t(`history.${h.action}`)}</span>
              <span className="muted small">
                {/* Each isolated: in Arabic a Latin name beside a date's digits and slashes ran together ('2026/12/Hajar Lahlou · 01'). */}
                <bdi>{h.userImage.fullName}</bdi> · <bdi>{formatDay(h.actionDate)}</bdi>
              </span>
              {h.comment ? <span className="expenses-text small">{h.comment}</span> : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
