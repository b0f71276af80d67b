import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { useCurrentUser, usePermissions } from '../../kernel/services';
import { SidePanel } from '../../ui/side-panel';
import { Spinner } from '../../ui/empty-state';
import { Avatar } from '../../kernel/avatar';
import { Icon } from '../../ui/icon';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { drivenBy, ReasonDialog } from '../../ui/reason-dialog';
import { useResource } from '../../kernel/use-resource';
import { useRecordActor } from '../../kernel/use-record-actor';
import { useChanges } from '../../kernel/use-changes';
import { expenseFormData } from '../../api/expenses-api';
import { AttachedFiles } from './attached-files';
import type { Note } from '../../domain/expenses';
import { NOTE } from '../../domain/expense-codes';
import type { NoteEvent } from '../../../machines/expenses/expense-note.machine';
import { StatusBadge } from './status-badge';
import { NoteExpenses } from './note-expenses';
import { NoteHistory } from './note-history';
import { changes } from '../../realtime/changes';
import { expenseNoteLogic } from './expense-note.effects';
import { formatDay } from '../../i18n/format';
import { formatAmounts } from '../../i18n/format-measures';
import { fillPlaceholders, isolated } from '../../i18n/i18n';
import { ClampText } from '../../ui/inputs/clamp-text';
import { noteTotals } from '../../domain/currency-totals';
import { HeldInFooter } from '../../ui/decision-buttons';
import { NoteTotals } from './note-totals';
import { RetryBanner } from '../../ui/retry-banner';

/** What the signed-in user may do to the note, asked of its statechart, and how to ask for it. */
interface Moves {
  can(e: NoteEvent): boolean;
  send(e: NoteEvent): void;
  busy: boolean;
}

/** Spec 3 screen 8: the note, its expenses and the lifecycle actions of section 4, driven by the note's statechart. */
export default function NoteDetailPanel({ params, onClose }: PanelProps) {
  const { t } = useTranslation('expenses');
  const me = useCurrentUser();
  const permissions = usePermissions();
  const [snap, actor] = useRecordActor(() => expenseNoteLogic({ onClose }), { id: Number(params.id), viewerId: me?.userId ?? 0, permissions: permissions ?? [] });
  // A note moved elsewhere (a notification, another panel, a reconnect) is read again.
  useChanges(changes.expenses, () => actor.send({ type: 'note.reload' }));
  const note = snap.context.record;
  const failed = snap.matches('failure');
  const moves: Moves = { can: (e) => snap.can(e), send: (e) => actor.send(e), busy: snap.hasTag('busy') };
  const asked = (['cancel', 'reject', 'refund'] as const).find((k) => snap.hasTag(k));
  const payers = useResource((refund: boolean) => (refund ? expenseFormData() : Promise.resolve(null)), asked === 'refund');
  const confirming = (['deleteNote', 'deleteExpense'] as const).find((k) => snap.hasTag(k));
  // The toast region reads the common namespaces; the area's keys (Expenses.IllegalTransition) are translated here.
  const say = (key: string) => i18next.t(key, { ns: 'expenses' });
  const error = snap.context.error && say(snap.context.error);
  // After a failed reload the note shown may be stale (submitted meanwhile): no action is offered on it until a retry succeeds.
  return (
    <SidePanel open onClose={onClose} width="lg" title={note?.title ?? t('detail.title')} footer={note && !failed ? <Footer note={note} moves={moves} held={<HeldInFooter s={snap} send={actor.send} />} /> : null}>
      {failed ? (
        <RetryBanner message={error ?? t('Error.Unknown')} onRetry={() => actor.send({ type: 'note.reload' })} />
      ) : null}
      {note ? <NoteBody note={note} moves={moves} /> : failed ? null : <Spinner label={t('state.loading')} />}
      <ReasonDialog
        {...drivenBy(snap, actor.send, say)}
        danger={asked !== 'refund'}
        // Refunding, refusing or cancelling, one confirms knowing whose note and how much (persona review): as the dashboard's row says it.
        about={note && <>{fillPlaceholders(t('prompt.about'), isolated(note.title), isolated(note.userImage.fullName))} · <bdi>{formatAmounts(noteTotals(note))}</bdi></>}
        title={t(`prompt.${asked ?? 'cancel'}.title`)}
        label={t('field.comment')}
        confirmLabel={t(`prompt.${asked ?? 'cancel'}.confirm`)}
        choice={asked === 'refund' ? { label: t('field.refundedBy'), placeholder: t('field.choose'), options: (payers.data?.refundPayers ?? []).map((p) => ({ value: String(p.value), text: p.text })) } : undefined}
      />
      <ConfirmDialog open={!!confirming} title={t(`prompt.${confirming ?? 'deleteNote'}.title`)} busy={moves.busy} onCancel={() => actor.send({ type: 'note.dismiss' })} onConfirm={() => actor.send({ type: 'note.confirmDelete' })}>
        {error ? (
          <div className="banner banner-error" role="alert">
            {error}
          </div>
        ) : null}
        {t(`prompt.${confirming ?? 'deleteNote'}.text`)}
      </ConfirmDialog>
    </SidePanel>
  );
}

function Footer({ note, moves, held }: { note: Note; moves: Moves; held: ReactNode }) {
  const { t } = useTranslation('expenses');
  const { can, send, busy } = moves;
  return (
    <div className="expenses-footer">
      {held}
      {can({ type: 'note.delete' }) ? (
        <button type="button" className="btn btn-small" disabled={busy} onClick={() => send({ type: 'note.delete' })}>
          <Icon name="trash" size={14} /> {t('action.delete')}
        </button>
      ) : null}
      {can({ type: 'note.edit' }) ? (
        <button type="button" className="btn btn-small" disabled={busy} onClick={() => send({ type: 'note.edit' })}>
          <Icon name="edit" size={14} /> {t('action.edit')}
        </button>
      ) : null}
      <span className="header-spacer" />
      {can({ type: 'note.cancel' }) ? (
        // Spec 3 section 4's small X, with its words: a lone red cross in a footer reads as 'close' (persona review).
        <button type="button" className="btn btn-small btn-danger expenses-x" disabled={busy} onClick={() => send({ type: 'note.cancel' })}>
          <Icon name="close" size={14} /> {t('action.cancelNote')}
        </button>
      ) : null}
      {can({ type: 'note.submit' }) ? (
        <button type="button" className="btn btn-primary" disabled={busy || note.allExpenses.length === 0} aria-busy={busy} onClick={() => send({ type: 'note.submit' })}>
          {t('action.submit')}
        </button>
      ) : null}
      {can({ type: 'note.reject' }) ? (
        <button type="button" className="btn" disabled={busy} onClick={() => send({ type: 'note.reject' })}>
          {t('action.reject')}
        </button>
      ) : null}
      {can({ type: 'note.validate' }) ? (
        <button type="button" className="btn btn-success" disabled={busy} aria-busy={busy} onClick={() => send({ type: 'note.validate' })}>
          {t('action.validate')}
        </button>
      ) : null}
      {can({ type: 'note.refund' }) ? (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => send({ type: 'note.refund' })}>
          {t('action.refund')}
        </button>
      ) : null}
    </div>
  );
}

function NoteBody({ note, moves }: { note: Note; moves: Moves }) {
  const { t } = useTranslation('expenses');
  const { can, send } = moves;
  return (
    <div className="expenses-detail">
      <div className="expenses-detail-head">
        <StatusBadge status={note.status} />
        {note.status !== NOTE.draft && note.status !== NOTE.canceled ? <span className="muted small">{t('detail.waitingValidation')}</span> : null}
      </div>
      <dl className="facts">
        <div>
          <dt>{t('field.user')}</dt>
          <dd className="expenses-person">
            <Avatar userId={note.userImage.id} name={note.userImage.fullName} picturePath={note.userImage.picturePath} size={24} />
            {note.userImage.fullName}
          </dd>
        </div>
        <div>
          <dt>{t('field.date')}</dt>
          <dd>{formatDay(note.executionDate)}</dd>
        </div>
        <div>
          <dt>{t('field.currency')}</dt>
          <dd>{note.currency}</dd>
        </div>
        <div>
          <dt>{t('field.project')}</dt>
          <dd>{note.projectName ?? t('field.noProject')}</dd>
        </div>
        <div>
          <dt>{t('field.total')}</dt>
          <dd data-testid="note-total">
            <NoteTotals totals={noteTotals(note)} />
          </dd>
        </div>
      </dl>
      {note.description ? <ClampText text={note.description} className="expenses-text" /> : null}
      {note.refundedBy ? (
        <section className="card expenses-refund" aria-label={t('detail.refund')}>
          <strong>{t('detail.refund')}</strong>
          <p>
            {t('field.refundedBy')} : {note.refundedBy}
          </p>
          {note.refundComment ? <p className="expenses-text">{note.refundComment}</p> : null}
        </section>
      ) : null}
      {note.remark ? (
        <section className="card" aria-label={t('detail.remark')}>
          <strong>{t('detail.remark')}</strong>
          <p className="expenses-text">{note.remark}</p>
        </section>
      ) : null}
      {note.files.length ? (
        <section aria-label={t('detail.attachments')}>
          <h3 className="expenses-h">{t('detail.attachments')}</h3>
          <AttachedFiles files={note.files} />
        </section>
      ) : null}
      <NoteExpenses note={note} editable={can({ type: 'note.editExpenses' })} onEditExpenses={() => send({ type: 'note.editExpenses' })} onDelete={(expenseId) => send({ type: 'note.deleteExpense', expenseId })} />
      <NoteHistory note={note} />
    </div>
  );
}
