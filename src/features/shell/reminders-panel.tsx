import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { reminderEditorMachine, type ReminderDraft } from '../../../machines/shell/reminder-editor.machine';
import { listReminders } from '../../api/shell-api';
import { reminderEditorLogic } from './reminder-editor.effects';
import type { PanelProps } from '../../kernel/panel-registry';
import { useCurrentUser } from '../../kernel/services';
import { reminderCreateBody, type Reminder } from '../../domain/shell';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { Loaded } from '../../ui/loaded';
import { SidePanel } from '../../ui/side-panel';
import { Field } from '../../ui/inputs/field';
import { DateInput } from '../../ui/inputs/date-input';
import { useResource } from '../../kernel/use-resource';
import { appNow } from '../../domain/clock';
import { useActorRef, useLogic } from '../../kernel/actors';
import { formatDate } from '../../i18n/format';

const toLocalInput = (iso: string) => dayjs(iso).format('YYYY-MM-DDTHH:mm');

/** 'Mes rappels': the signed-in user's reminders (spec 4 api/Reminder), each due one reaches the bell. */
export default function RemindersPanel({ params, onClose }: PanelProps) {
  const { t } = useTranslation('shell');
  const me = useCurrentUser();
  const userId = Number(params.userId ?? me?.userId);
  const list = useResource(listReminders, userId);
  const machine = useLogic(() => reminderEditorLogic({ onChanged: () => list.reload() }));
  const actor = useActorRef(machine);
  const formOpen = useSelector(actor, (s) => s.hasTag('form'));
  const editing = useSelector(actor, (s) => s.context.editing);
  const confirming = useSelector(actor, (s) => s.matches('confirmingDelete') || s.matches('deleting'));
  const deleting = useSelector(actor, (s) => s.matches('deleting'));
  const canCreate = useSelector(actor, (s) => s.can({ type: 'reminder.new' }));
  return (
    <SidePanel
      open
      onClose={onClose}
      title={t('reminders.title')}
      footer={canCreate ? <button type="button" className="btn btn-primary" onClick={() => actor.send({ type: 'reminder.new' })}>{t('reminders.new')}</button> : null}
    >
      {formOpen ? <ReminderForm key={editing?.id ?? 'new'} actor={actor} editing={editing} userId={userId} /> : null}
      <Loaded view={list}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState icon="clock" title={t('reminders.empty')} />
          ) : (
            <ul className="reminders-list">
              {items.map((r) => (
                <ReminderRowView key={r.id} r={r} onEdit={() => actor.send({ type: 'reminder.edit', reminder: r })} onDelete={() => actor.send({ type: 'reminder.delete', id: r.id, title: r.title })} />
              ))}
            </ul>
          )
        }
      </Loaded>
      <ConfirmDialog open={confirming} busy={deleting} onConfirm={() => actor.send({ type: 'reminder.confirm' })} onCancel={() => actor.send({ type: 'reminder.cancel' })} />
    </SidePanel>
  );
}

function ReminderRowView({ r, onEdit, onDelete }: { r: Reminder; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation('shell');
  const due = Date.parse(r.dueDate) <= appNow().getTime();
  return (
    <li className="card reminder-row" data-reminder={r.id}>
      <div>
        <strong>{r.title}</strong>
        {r.description ? <p className="muted small">{r.description}</p> : null}
        <p className="small">
          <span className={`badge ${r.done ? 'badge-success' : due ? 'badge-warning' : 'badge-info'}`}>{t(r.done ? 'reminders.done' : due ? 'reminders.due' : 'reminders.upcoming')}</span>{' '}
          <time dateTime={r.dueDate}>{formatDate(r.dueDate, 'dateTime')}</time>
        </p>
      </div>
      <div className="reminder-actions">
        <button type="button" className="btn btn-small" onClick={onEdit}>{t('reminders.edit')}</button>
        <button type="button" className="btn btn-small btn-danger" onClick={onDelete}>{t('action.delete', { ns: 'deferred' })}</button>
      </div>
    </li>
  );
}

function ReminderForm({ actor, editing, userId }: { actor: ReturnType<typeof useActorRef<typeof reminderEditorMachine>>; editing: Reminder | null; userId: number }) {
  const { t } = useTranslation('shell');
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const serverError = useSelector(actor, (s) => s.context.error);
  const [title, setTitle] = useState(editing?.title ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [due, setDue] = useState(editing ? toLocalInput(editing.dueDate) : toLocalInput(dayjs(appNow()).add(1, 'hour').toISOString()));
  const [done, setDone] = useState(editing?.done ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The due time typed by hand and not readable ('25:61'): the reminder waits for it rather than keep the time before.
  const [dueUnreadable, setDueUnreadable] = useState(false);
  const [tried, setTried] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (dueUnreadable) return;
    const dueDate = due ? new Date(due).toISOString() : '';
    const parsed = reminderCreateBody.safeParse({ title, description: description || null, dueDate, userId });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    const draft: ReminderDraft = editing
      ? { kind: 'edit', body: { id: editing.id, title, description: description || null, dueDate, done } }
      : { kind: 'create', body: parsed.data };
    actor.send({ type: 'reminder.submit', draft });
  };
  return (
    <form className="card reminder-form" onSubmit={submit} noValidate aria-label={editing ? t('reminders.edit') : t('reminders.new')}>
      {serverError ? <div className="banner banner-error" role="alert">{t(serverError)}</div> : null}
      <Field label={t('reminders.fieldTitle')} error={errors.title} ns="shell">
        <input className="input" name="title" value={title} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field label={t('reminders.fieldDescription')}>
        <textarea className="input" name="description" rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      <Field label={t('reminders.fieldDue')} error={errors.dueDate} ns="shell">
        <DateInput withTime value={due} onChange={setDue} onUnreadable={(u) => setDueUnreadable(!!u)} showError={tried} />
      </Field>
      {editing ? (
        <Field label={t('reminders.markDone')} inline>
          <input type="checkbox" checked={done} onChange={(e) => setDone(e.target.checked)} />
        </Field>
      ) : null}
      <div className="form-actions">
        <button type="button" className="btn" onClick={() => actor.send({ type: 'reminder.cancel' })} disabled={saving}>{t('action.cancel', { ns: 'deferred' })}</button>
        <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving}>{t('action.save', { ns: 'deferred' })}</button>
      </div>
    </form>
  );
}
