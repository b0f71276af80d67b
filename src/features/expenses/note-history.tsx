import { formatDay } from '../../i18n/format';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../kernel/avatar';
import type { Note } from '../../domain/expenses';
import { NOTE } from '../../domain/expense-codes';
import { badgeOf, statusTones, type Tone } from '../../domain/status-tones';

type Step = Note['userslistApproval'][number];

/**
 * What an approver's step not yet done means at the note's status (review: a draft read 'En attente' on every step,
 * though nobody was asked yet). The server marks each undone step 0 (spec 3); the step the note waits for is awaited,
 * one after it comes later, and none is asked once the note is refused or cancelled (a refusal is the validation's).
 */
export function noteStep(status: number, a: Step): { key: string; tone: Tone } {
  const { approved, refused, pending } = statusTones.approvals;
  if (a.status) return { key: 'approval.done', tone: approved };
  const validation = a.actionType === 'Success';
  if (status === NOTE.rejected) return validation ? { key: 'history.Rejected', tone: refused } : { key: 'approval.notReached', tone: 'neutral' };
  if (status === NOTE.canceled) return { key: 'approval.notReached', tone: 'neutral' };
  if (status === NOTE.draft) return { key: 'approval.afterSubmit', tone: 'neutral' };
  if (status === NOTE.pending && !validation) return { key: 'approval.afterValidation', tone: 'neutral' };
  return { key: 'approval.awaited', tone: pending };
}

/** Who validates or refunds, and every move the note went through. */
export function NoteHistory({ note }: { note: Note }) {
  const { t } = useTranslation('expenses');
  return (
    <>
      {note.userslistApproval.length ? (
        <section aria-label={t('detail.approvals')}>
          <h3 className="expenses-h">{t('detail.approvals')}</h3>
          <ul className="expenses-timeline">
            {note.userslistApproval.map((a) => {
              const step = noteStep(note.status, a);
              return (
                <li key={`${a.actionType}-${a.userId}`}>
                  <Avatar userId={a.userId} name={a.fullName} picturePath={a.picturePath} size={24} />
                  <span>{a.fullName}</span>
                  <span className="muted small">{t(`approval.${a.actionType}`)}</span>
                  <span className={`badge ${badgeOf(step.tone)}`}>{t(step.key)}</span>
                  {a.actionDate ? <span className="muted small">{formatDay(a.actionDate)}</span> : null}
                </li>
              );
            })}
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
