import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { useCan, useCurrentUser } from '../../kernel/services';
import { SidePanel } from '../../ui/side-panel';
import { Spinner } from '../../ui/empty-state';
import { useResource } from '../../kernel/use-resource';
import { projectsOfUser } from '../../api/projects-api';
import { ProjectSelect } from '../../ui/inputs/project-select';
import { isApiError } from '../../api/api-error';
import { UserPicker } from '../../kernel/user-picker';
import type { RequestFormValues } from '../../../machines/documents/request-form.machine';
import { requestFormLogic } from './request-form.effects';
import { useActorRef, useLogic } from '../../kernel/actors';
import { useActorDraft } from '../../ui/drafts/use-draft';
import { Field, FieldGroup } from '../../ui/inputs/field';
import { RetryBanner } from '../../ui/retry-banner';

const num = (v: string) => (v ? Number(v) : null);

/** Spec 3 section 2, item 1: create or edit a document request. */
export default function RequestFormPanel({ params, onClose, panelKey, draftKey }: PanelProps) {
  const { t } = useTranslation('documents');
  const me = useCurrentUser();
  const canManage = useCan(['DemandDocument.Manage']);
  const id = params.id ? Number(params.id) : null;
  // The user is preset by the caller, or is oneself for whoever cannot ask for others.
  const presetUser = params.userId ? Number(params.userId) : canManage ? null : (me?.userId ?? null);
  const machine = useLogic(() => requestFormLogic({ id, panelKey, onClose }), [panelKey, onClose, id]);
  const actor = useActorRef(machine, { input: { id, userId: presetUser } });
  // The user first: changing it clears the project.
  const fields: Array<keyof RequestFormValues> = ['userid', 'typeId', 'version', 'projectId', 'remark'];
  useActorDraft(draftKey, actor, {
    ready: (s) => s.matches('editing'),
    select: (s) => s.context.values,
    restore: (d) => fields.forEach((field) => actor.send({ type: 'form.change', field, value: d[field] })),
  });
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const serverError = useSelector(actor, (s) => s.context.serverError);
  const paperTypes = useSelector(actor, (s) => s.context.paperTypes);
  // The select's options: read once with the request (a failed read is the panel's failed state, with its retry).
  const types = useSelector(actor, (s) => s.context.types);
  const state = useSelector(actor, (s) => (s.matches('loading') ? 'loading' : s.matches('locked') ? 'locked' : s.matches('failed') ? 'failed' : 'form'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  // Spec 3 section 8 closed the panel on a failed project list; the product decided otherwise (issue 26 item 8): the form
  // stays open with the server's message beside the field and a retry, keeping what was typed. A server without the call (404) has no projects.
  const projects = useResource(
    (userId: number | null) =>
      userId
        ? projectsOfUser(userId, 'Documents').catch((e) => {
            if (isApiError(e) && e.status === 404) return [];
            throw e;
          })
        : Promise.resolve([]),
    values.userid,
  );
  const set = (field: keyof RequestFormValues, value: RequestFormValues[keyof RequestFormValues]) => actor.send({ type: 'form.change', field, value });
  const paperOffered = !!values.typeId && paperTypes.includes(values.typeId);

  return (
    <SidePanel open onClose={onClose} title={t(id ? 'form.editTitle' : 'form.createTitle')}>
      {state === 'loading' ? <Spinner label={t('state.loading')} /> : null}
      {state === 'failed' ? (
        <RetryBanner message={t(serverError ?? 'Error.Unknown')} onRetry={() => actor.send({ type: 'form.retry' })} />
      ) : null}
      {state === 'locked' ? (
        <p className="banner banner-info" role="status">
          {t('form.locked')}
        </p>
      ) : null}
      {state === 'form' ? (
        <form
          className="documents-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'form.submit' });
          }}
        >
          {serverError ? (
            <p className="banner banner-error" role="alert">
              {t(serverError)}
            </p>
          ) : null}
          <Field label={t('field.type')} required error={errors.typeId} ns="documents">
            <select className="input" name="typeId" value={values.typeId ?? ''} onChange={(e) => set('typeId', num(e.target.value))} aria-invalid={!!errors.typeId} disabled={busy}>
              <option value="">{t('field.choose')}</option>
              {types.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.text}
                </option>
              ))}
            </select>
          </Field>
          {presetUser ? null : (
            <div className="field">
              <UserPicker label={`${t('field.user')} *`} value={values.userid} onChange={(v) => set('userid', v)} disabled={busy} />
              {errors.userid ? <span className="field-error">{t(errors.userid)}</span> : null}
            </div>
          )}
          <ProjectSelect label={t('field.project')} emptyLabel={t('field.noProject')} projects={projects.data} value={values.projectId} onChange={(id) => set('projectId', id)} disabled={busy} error={projects.failed && projects.error ? t(projects.error) : null} onRetry={projects.reload} retryLabel={t('Error.Retry')} />
          <FieldGroup legend={t('field.version')} className="documents-version">
            <label>
              <input type="radio" name="version" checked={values.version !== 2} onChange={() => set('version', 1)} disabled={busy} /> {t('version.digital')}
            </label>
            {paperOffered ? (
              <label>
                <input type="radio" name="version" checked={values.version === 2} onChange={() => set('version', 2)} disabled={busy} /> {t('version.paper')}
              </label>
            ) : null}
          </FieldGroup>
          <Field label={t('field.remark')}>
            <textarea className="input" name="remark" rows={4} value={values.remark} onChange={(e) => set('remark', e.target.value)} disabled={busy} />
          </Field>
          <div className="documents-form-actions">
            <button type="button" className="btn" onClick={onClose}>
              {t('action.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
              {busy ? t('state.saving') : t('action.submit')}
            </button>
          </div>
        </form>
      ) : null}
    </SidePanel>
  );
}
