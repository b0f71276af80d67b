import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { SidePanel } from '../../ui/side-panel';
import { Loaded } from '../../ui/loaded';
import { FilePicker } from '../../ui/files/file-picker';
import { allowedLists } from '../../domain/uploads';
import { useResource } from '../../kernel/use-resource';
import { getIntervention } from '../../api/interventions-api';
import { priorities, type InterventionRead } from '../../domain/interventions';
import { categoryKeys, priorityClass, priorityKey, typeKeys } from './interventions-codes';
import { LinkedItemSelect } from './intervention-fields';
import { useActorRef, useLogic } from '../../kernel/actors';
import { UploadProgress } from '../../kernel/upload-progress';
import { selectItemSource, type InterventionFormValues } from '../../../machines/interventions/intervention-form.machine';
import { interventionEditLogic } from './intervention-form.effects';
import { Field, FieldGroup } from '../../ui/inputs/field';

/** Edit: category, linked item, title, type, priority (radio badges), description, new files and the files kept, sent through the upload child (progress, abort). After save the detail reopens. */
export default function InterventionEditPanel({ params, onClose, panelKey }: PanelProps) {
  const { t } = useTranslation('interventions');
  const data = useResource(getIntervention, Number(params.id));
  return (
    <SidePanel open onClose={onClose} width="lg" title={t('edit.title')}>
      <Loaded view={data}>{(d) => <EditForm data={d} panelKey={panelKey} />}</Loaded>
    </SidePanel>
  );
}

function EditForm({ data, panelKey }: { data: InterventionRead; panelKey: number }) {
  const { t } = useTranslation('interventions');
  const machine = useLogic(() => interventionEditLogic({ id: data.id, panelKey }), [data.id, panelKey]);
  const actor = useActorRef(machine, {
    input: {
      id: data.id,
      values: { Fk_DemadeBy: data.fk_DemadeBy, Hardware: data.hardware, Fk_Material: data.fk_Material, Title: data.title, Type: data.type, Priority: data.priority, Description: data.description ?? '', FilesNames: data.filesNames.map((f) => f.id) },
    },
  });
  const v = useSelector(actor, (s) => s.context.values);
  const files = useSelector(actor, (s) => s.context.files) as File[];
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const upload = useSelector(actor, (s) => s.children.upload);
  const source = useSelector(actor, selectItemSource);
  const keep = v.FilesNames ?? [];
  const set = (patch: Partial<Omit<InterventionFormValues, 'Hardware'>>) => actor.send({ type: 'form.change', patch });
  return (
    <form className="form-grid" onSubmit={(e) => (e.preventDefault(), actor.send({ type: 'form.submit' }))}>
      {error ? <div className="banner banner-error" role="alert">{t(error)}</div> : null}
      <Field label={t('field.category')}>
        <select value={v.Hardware} onChange={(e) => actor.send({ type: 'form.category', hardware: Number(e.target.value) })}>
          {categoryKeys.map((k, i) => (
            <option key={k} value={i}>{t(k)}</option>
          ))}
        </select>
      </Field>
      {source ? <LinkedItemSelect source={source} userId={data.fk_DemadeBy} value={v.Fk_Material} onChange={(id) => set({ Fk_Material: id })} /> : null}
      <Field label={t('field.title')}>
        <input className="input" value={v.Title} onChange={(e) => set({ Title: e.target.value })} />
      </Field>
      <Field label={t('field.type')}>
        <select value={v.Type} onChange={(e) => set({ Type: Number(e.target.value) })}>
          {typeKeys.map((k, i) => (
            <option key={k} value={i}>{t(k)}</option>
          ))}
        </select>
      </Field>
      <FieldGroup legend={t('field.priority')}>
        <div className="itops-row itops-wrap" role="radiogroup">
          {priorities.map((p) => (
            <label key={p} className={`badge itops-radio-badge ${priorityClass[p]}${v.Priority === p ? ' is-checked' : ''}`}>
              <input type="radio" name="priority" value={p} checked={v.Priority === p} onChange={() => set({ Priority: p })} /> {t(priorityKey(p))}
            </label>
          ))}
        </div>
      </FieldGroup>
      <Field label={t('field.description')}>
        <textarea rows={4} value={v.Description} onChange={(e) => set({ Description: e.target.value })} />
      </Field>
      {data.filesNames.length ? (
        <FieldGroup legend={t('edit.existingFiles')}>
          {data.filesNames.map((f) => (
            <label key={f.id}>
              <input type="checkbox" checked={keep.includes(f.id)} onChange={() => set({ FilesNames: keep.includes(f.id) ? keep.filter((x) => x !== f.id) : [...keep, f.id] })} /> {f.name}
            </label>
          ))}
        </FieldGroup>
      ) : null}
      <div className="field">
        <span>{t('edit.newFiles')}</span>
        <FilePicker files={files} allowed={allowedLists.interventions} existingNames={data.filesNames.map((f) => f.name)} disabled={busy} onChange={(f) => actor.send({ type: 'form.files', files: f })} />
      </div>
      <UploadProgress upload={upload} onAbort={() => actor.send({ type: 'form.abort' })} />
      <div className="itops-form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>{t('action.save')}</button>
      </div>
    </form>
  );
}
