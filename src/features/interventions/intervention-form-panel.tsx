import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { PanelProps } from '../../kernel/panel-registry';
import { useCan, useCurrentUser } from '../../kernel/services';
import { SidePanel } from '../../ui/side-panel';
import { FilePicker } from '../../ui/files/file-picker';
import { UploadProgress } from '../../kernel/upload-progress';
import { allowedLists } from '../../domain/uploads';
import { selectItemSource, validateIntervention, type InterventionFormValues } from '../../../machines/interventions/intervention-form.machine';
import { categoryKeys, typeKeys } from './interventions-codes';
import { LinkedItemSelect, RequesterSelect } from './intervention-fields';
import { useActorRef, useLogic } from '../../kernel/actors';
import { interventionFormLogic } from './intervention-form.effects';
import { useActorDraft } from '../../ui/drafts/use-draft';
import { Field } from '../../ui/inputs/field';

/** Create an intervention; the requester is asked only when no userId is preset. After create, the detail opens for the new id. */
export default function InterventionFormPanel({ params, onClose, panelKey, draftKey }: PanelProps) {
  const { t } = useTranslation('interventions');
  const me = useCurrentUser();
  const canPickRequester = useCan(['Intervention.Create']);
  const preset = typeof params.userId === 'number' ? params.userId : canPickRequester ? null : me?.userId ?? null;
  const machine = useLogic(() => interventionFormLogic({ userId: me?.userId, panelKey }), [me?.userId, panelKey]);
  const actor = useActorRef(machine, { input: { requesterId: preset } });
  useActorDraft(draftKey, actor, {
    ready: (s) => s.matches('editing'),
    select: (s) => s.context.values,
    // The category first: it decides which linked item may stay.
    restore: ({ Hardware, ...rest }) => (actor.send({ type: 'form.category', hardware: Hardware }), actor.send({ type: 'form.change', patch: rest })),
  });
  const values = useSelector(actor, (s) => s.context.values);
  const files = useSelector(actor, (s) => s.context.files) as File[];
  const showErrors = useSelector(actor, (s) => s.context.showErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const upload = useSelector(actor, (s) => s.children.upload);
  const source = useSelector(actor, selectItemSource);
  const parsed = validateIntervention(values);
  const errors = new Map(parsed.success ? [] : parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
  const err = (k: string) => (showErrors ? errors.get(k) : undefined);
  const change = (patch: Partial<Omit<InterventionFormValues, 'Hardware'>>) => actor.send({ type: 'form.change', patch });
  return (
    <SidePanel open onClose={onClose} width="lg" title={t('form.title')}>
      <form className="form-grid" noValidate onSubmit={(e) => (e.preventDefault(), actor.send({ type: 'form.submit' }))}>
        {error ? <div className="banner banner-error" role="alert">{t(error)}</div> : null}
        {preset === null ? <RequesterSelect value={values.Fk_DemadeBy} onChange={(id) => change({ Fk_DemadeBy: id })} /> : null}
        <Field label={t('field.type')} required error={err('Type')} ns="interventions">
          <select value={values.Type} onChange={(e) => change({ Type: e.target.value === '' ? '' : Number(e.target.value) })}>
            <option value="">{t('field.choose')}</option>
            {typeKeys.map((k, i) => (
              <option key={k} value={i}>{t(k)}</option>
            ))}
          </select>
        </Field>
        <Field label={t('field.category')}>
          <select value={values.Hardware} onChange={(e) => actor.send({ type: 'form.category', hardware: Number(e.target.value) })}>
            {categoryKeys.map((k, i) => (
              <option key={k} value={i}>{t(k)}</option>
            ))}
          </select>
        </Field>
        {source ? <LinkedItemSelect source={source} userId={values.Fk_DemadeBy ?? me?.userId ?? null} value={values.Fk_Material} onChange={(id) => change({ Fk_Material: id })} /> : null}
        <Field label={t('field.title')} required error={err('Title')} ns="interventions">
          <input className="input" value={values.Title} onChange={(e) => change({ Title: e.target.value })} />
        </Field>
        <Field label={t('field.description')} required error={err('Description')} ns="interventions">
          <textarea rows={4} value={values.Description} onChange={(e) => change({ Description: e.target.value })} />
        </Field>
        <div className="field">
          <span>{t('field.files')}</span>
          <FilePicker files={files} allowed={allowedLists.interventions} disabled={busy} onChange={(f) => actor.send({ type: 'form.files', files: f })} />
        </div>
        <UploadProgress upload={upload} onAbort={() => actor.send({ type: 'form.abort' })} />
        <div className="itops-form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('action.cancel')}</button>
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>{t('form.submit')}</button>
        </div>
      </form>
    </SidePanel>
  );
}
