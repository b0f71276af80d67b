import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { openPanel } from '../../kernel/panel-store';
import { SidePanel } from '../../ui/side-panel';
import { Loaded } from '../../ui/loaded';
import { Avatar } from '../../kernel/avatar';
import { Icon } from '../../ui/icon';
import { useResource } from '../../kernel/use-resource';
import { getNote } from '../../api/expenses-api';
import { openFile } from '../../api/files';
import type { Note } from '../../domain/expenses';
import { NOTE, formatAmount } from '../../../machines/expenses/codes';
import { StatusBadge } from './status-badge';
import { NotePrompt } from './note-prompts';
import { NoteExpenses } from './note-expenses';
import { NoteHistory } from './note-history';
import { useNoteActions } from './use-note-actions';
import { changes } from '../../realtime/changes';
import { useNoteLifecycle } from './use-note-lifecycle';

/** Spec 3 screen 8: the note, its expenses and the lifecycle actions of section 4. */
export default function NoteDetailPanel({ params, onClose }: PanelProps) {
  const { t } = useTranslation('expenses');
  const id = Number(params.id);
  const view = useResource(({ id }: { id: number }) => getNote(id), { id }, { refreshOn: changes.expenses });
  const lifecycle = useNoteLifecycle(view.data);
  const actions = useNoteActions(id, { onNoteDeleted: onClose, onStatusChanged: lifecycle.moved });
  // After a failed reload the note shown may be stale (submitted meanwhile): no action is offered on it until a retry succeeds.
  return (
    <SidePanel open onClose={onClose} width="lg" title={view.data?.title ?? t('detail.title')} footer={view.data && !view.failed ? <Footer note={view.data} actions={actions} lifecycle={lifecycle} /> : null}>
      <Loaded view={view}>{(note) => <NoteBody note={note} actions={actions} lifecycle={lifecycle} />}</Loaded>
      {actions.prompt ? <NotePrompt key={actions.prompt.kind} kind={actions.prompt.kind} busy={actions.busy} error={actions.error} onDismiss={actions.dismiss} onConfirm={actions.confirm} /> : null}
    </SidePanel>
  );
}

type Actions = ReturnType<typeof useNoteActions>;
/** What the signed-in user may do to this note, asked of the live lifecycle statechart. */
type Lifecycle = ReturnType<typeof useNoteLifecycle>;

function Footer({ note, actions, lifecycle }: { note: Note; actions: Actions; lifecycle: Lifecycle }) {
  const { t } = useTranslation('expenses');
  const { can, send } = lifecycle;
  const busy = actions.busy;
  const s = note.status;
  return (
    <div className="expenses-footer">
      {can({ type: 'note.delete' }) ? (
        <button type="button" className="btn btn-small" disabled={busy} onClick={() => (send({ type: 'note.delete' }), actions.open('deleteNote'))}>
          <Icon name="trash" size={14} /> {t('action.delete')}
        </button>
      ) : null}
      {can({ type: 'note.edit' }) ? (
        <button type="button" className="btn btn-small" disabled={busy} onClick={() => (send({ type: 'note.edit' }), openPanel('expenses.noteForm', { id: note.id }))}>
          <Icon name="edit" size={14} /> {t('action.edit')}
        </button>
      ) : null}
      <span className="header-spacer" />
      {s !== NOTE.draft && s !== NOTE.canceled && can({ type: 'note.cancel' }) ? (
        <button type="button" className="btn btn-danger expenses-x" aria-label={t('action.cancelNote')} title={t('action.cancelNote')} disabled={busy} onClick={() => actions.open('cancel')}>
          <Icon name="close" size={16} />
        </button>
      ) : null}
      {(s === NOTE.draft || s === NOTE.canceled) && can({ type: 'note.submit' }) ? (
        <button type="button" className="btn btn-primary" disabled={busy || note.allExpenses.length === 0} aria-busy={busy} onClick={() => actions.run(NOTE.pending)}>
          {t('action.submit')}
        </button>
      ) : null}
      {s === NOTE.pending && can({ type: 'note.reject' }) ? (
        <button type="button" className="btn" disabled={busy} onClick={() => actions.open('reject')}>
          {t('action.reject')}
        </button>
      ) : null}
      {s === NOTE.pending && can({ type: 'note.validate' }) ? (
        <button type="button" className="btn btn-success" disabled={busy} aria-busy={busy} onClick={() => actions.run(NOTE.success)}>
          {t('action.validate')}
        </button>
      ) : null}
      {s === NOTE.success && can({ type: 'note.refund', refundedBy: '-' }) ? (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => actions.open('refund')}>
          {t('action.refund')}
        </button>
      ) : null}
    </div>
  );
}

function NoteBody({ note, actions, lifecycle }: { note: Note; actions: Actions; lifecycle: Lifecycle }) {
  const { t } = useTranslation('expenses');
  const { can, send } = lifecycle;
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
          <dd>{note.executionDate}</dd>
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
            {formatAmount(note.totalExpenses)} {note.currency}
          </dd>
        </div>
      </dl>
      {note.description ? <p className="expenses-text">{note.description}</p> : null}
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
          <ul className="file-list">
            {note.files.map((f) => (
              <li key={f.id}>
                <Icon name="file" size={14} />
                <span className="file-name">{f.name}</span>
                <button type="button" className="btn btn-small" onClick={() => openFile(f.path)}>
                  {t('action.view')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <NoteExpenses note={note} editable={can({ type: 'note.editExpenses' })} onEditExpenses={() => send({ type: 'note.editExpenses' })} onDelete={(expenseId) => actions.open('deleteExpense', expenseId)} />
      <NoteHistory note={note} />
    </div>
  );
}
