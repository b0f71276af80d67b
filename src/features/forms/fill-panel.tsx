import { useEffect, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { SidePanel } from '../../ui/side-panel';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { toast } from '../../ui/toast-store';
import { Icon } from '../../ui/icon';
import { formsApi } from '../../api/forms-api';
import type { FormDetail } from '../../domain/forms';
import { fillErrors } from '../../../machines/forms/form-fill.machine';
import { FieldInput } from './field-input';
import { UserSearch } from './user-search';
import { useCurrentUser } from '../../kernel/services';
import { useActorRef, useLogic } from '../../kernel/actors';
import { UploadProgress } from '../../kernel/upload-progress';
import { formFillLogic } from './form-fill.effects';
import { useActorDraft } from '../../ui/drafts/use-draft';
import { useNamedPeople } from '../../kernel/use-named-people';

/** Panel 'forms.fill' {formId, userId?, forSomeone?}: the dynamic form (spec 3 screen 12). */
export default function FillPanel({ params, onClose, draftKey }: PanelProps) {
  const { t } = useTranslation('forms');
  const formId = Number(params.formId);
  const view = useResource((id: number) => formsApi.detail(id), formId);
  useEffect(() => {
    // Spec 3 section 8: a missing form says so and closes the panel.
    if (view.error === 'Error.Status.404') {
      toast.error('Error.Status.404');
      onClose();
    }
  }, [view.error, onClose]);
  return (
    <SidePanel open onClose={onClose} title={view.data?.title ?? t('fill.title')} width="lg">
      <Loaded view={view}>{(form) => <FillForm form={form} userId={params.userId ? Number(params.userId) : null} forSomeone={!!params.forSomeone || !!params.userId} draftKey={draftKey} onDone={onClose} />}</Loaded>
    </SidePanel>
  );
}

function FillForm({ form, userId, forSomeone, draftKey, onDone }: { form: FormDetail; userId: number | null; forSomeone: boolean; draftKey?: string; onDone(): void }) {
  const { t } = useTranslation('forms');
  const me = useCurrentUser()?.userId;
  const machine = useLogic(() => formFillLogic({ formId: form.id, title: form.title, forSomeone, me, onDone }), [onDone, forSomeone, me, form.id, form.title]);
  const actor = useActorRef(machine, { input: { formId: form.id, fields: form.fields, isAnonymous: form.isAnonymous, forSomeone, userId } });
  // The answers typed (files could not be kept) and for whom.
  useActorDraft(draftKey, actor, {
    ready: (s) => s.matches('editing'),
    select: (s) => ({ values: s.context.values, userId: s.context.userId }),
    restore: (d) => {
      for (const [fieldId, value] of Object.entries(d.values)) actor.send({ type: 'fill.change', fieldId: Number(fieldId), value });
      if (d.userId && d.userId !== userId) actor.send({ type: 'fill.user', userId: d.userId });
    },
  });
  const ctx = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const upload = useSelector(actor, (s) => s.children.upload);
  const errors = useMemo(() => fillErrors(ctx), [ctx]);
  const [pickedName, setPickedName] = useState<string | null>(null);
  // A draft reopened for someone names them from the server (the search named only those picked in this panel).
  const drafted = useNamedPeople(ctx.userId && !pickedName ? [ctx.userId] : []);
  const shown = (key: string) => (ctx.touched[key] ? (errors[key] ?? null) : null);
  return (
    <form
      className="fill-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'fill.submit' });
      }}
    >
      {/* HR's own words, in the language HR wrote them: a French description keeps its full stop at its end in an Arabic screen (persona review). */}
      {form.description ? (
        <p className="muted form-intro" dir="auto">
          {form.description}
        </p>
      ) : null}
      {form.isAnonymous ? (
        <p className="banner banner-info">
          <Icon name="shield" /> {t('fill.anonymousNotice')}
        </p>
      ) : null}
      {ctx.error ? (
        <div className="banner banner-error" role="alert">
          {t(ctx.error)}
        </div>
      ) : null}
      {forSomeone && !form.isAnonymous && !userId ? (
        <div className="field">
          <UserSearch label={t('fill.forWhom')} onPick={(u) => (setPickedName(u.fullName), actor.send({ type: 'fill.user', userId: u.id }))} />
          {ctx.userId ? (
            <p className="small">
              {t('fill.pickedUser')} <strong>{pickedName ?? drafted.get(ctx.userId)?.fullName ?? `#${ctx.userId}`}</strong>
            </p>
          ) : null}
          {shown('userId') ? (
            <p className="field-error" role="alert">
              {t(shown('userId')!)}
            </p>
          ) : null}
        </div>
      ) : null}
      {form.fields.map((f) => (
        <FieldInput
          key={f.id}
          field={f}
          value={ctx.values[f.id] ?? ''}
          files={(ctx.files[f.id] ?? []) as File[]}
          error={shown(String(f.id))}
          disabled={busy}
          onChange={(value) => actor.send({ type: 'fill.change', fieldId: f.id, value })}
          onFiles={(files) => actor.send({ type: 'fill.files', fieldId: f.id, files })}
          onBlur={() => actor.send({ type: 'fill.blur', fieldId: f.id })}
          unreadable={ctx.unreadable}
          onUnreadable={(unreadable, part) => actor.send({ type: 'fill.change', fieldId: f.id, part, unreadable })}
          touched={!!ctx.touched[String(f.id)]}
        />
      ))}
      <UploadProgress upload={upload} onAbort={() => actor.send({ type: 'fill.abort' })} />
      <div className="form-actions">
        <button type="button" className="btn" onClick={onDone} disabled={busy}>
          {t('action.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? t('state.saving') : t('fill.send')}
        </button>
      </div>
    </form>
  );
}
