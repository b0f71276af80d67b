import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { replacePanel } from '../../kernel/panel-store';
import { SidePanel } from '../../ui/side-panel';
import { Loaded } from '../../ui/loaded';
import { FilePicker } from '../../ui/files/file-picker';
import { allowedLists } from '../../domain/uploads';
import { useResource } from '../../kernel/use-resource';
import { toast } from '../../ui/toast-store';
import { getIntervention, sendInterventionForm } from '../../api/interventions-api';
import { itemSourceFor, priorities, type InterventionRead, type Priority } from '../../domain/interventions';
import { categoryKeys, priorityClass, priorityKey, typeKeys } from './interventions-codes';
import { LinkedItemSelect } from './intervention-fields';
import { changes } from '../../realtime/changes';
import { useSubmit } from '../../kernel/use-submit';
import { Field, FieldGroup } from '../../ui/inputs/field';

/** Edit: category, linked item, title, type, priority (radio badges), description, new files and the files kept. After save the detail reopens. */
export default function InterventionEditPanel({ params, onClose, panelKey }: PanelProps) {
  const { t } = useTranslation('interventions');
  const data = useResource(getIntervention, Number(params.id));
  return (
    <SidePanel open onClose={onClose} width="lg" title={t('edit.title')}>
      <Loaded view={data}>{(d) => <EditForm data={d} onSaved={() => replacePanel(panelKey, 'interventions.detail', { id: d.id })} />}</Loaded>
    </SidePanel>
  );
}

interface EditValues {
  Hardware: number;
  Fk_Material: number;
  Title: string;
  Type: number;
  Priority: Priority;
  Description: string;
  keep: number[];
  files: File[];
}

function EditForm({ data, onSaved }: { data: InterventionRead; onSaved(): void }) {
  const { t } = useTranslation('interventions');
  const [v, setV] = useState<EditValues>({ Hardware: data.hardware, Fk_Material: data.fk_Material, Title: data.title, Type: data.type, Priority: data.priority, Description: data.description ?? '', keep: data.filesNames.map((f) => f.id), files: [] });
  const form = useSubmit(
    (x: EditValues) =>
      sendInterventionForm('Update', { Id: data.id, Fk_DemadeBy: data.fk_DemadeBy, Hardware: x.Hardware, Fk_Material: x.Fk_Material, Title: x.Title, Type: x.Type, Priority: x.Priority, Description: x.Description, FilesNames: x.keep }, x.files),
    () => (toast.success(), changes.interventions.push(), onSaved()),
  );
  const set = (patch: Partial<EditValues>) => (setV({ ...v, ...patch }), form.edit());
  const source = itemSourceFor(v.Hardware);
  return (
    <form className="form-grid" onSubmit={(e) => (e.preventDefault(), form.submit(v))}>
      {form.error ? <div className="banner banner-error" role="alert">{t(form.error)}</div> : null}
      <Field label={t('field.category')}>
        <select value={v.Hardware} onChange={(e) => set({ Hardware: Number(e.target.value), Fk_Material: 0 })}>
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
              <input type="checkbox" checked={v.keep.includes(f.id)} onChange={() => set({ keep: v.keep.includes(f.id) ? v.keep.filter((x) => x !== f.id) : [...v.keep, f.id] })} /> {f.name}
            </label>
          ))}
        </FieldGroup>
      ) : null}
      <div className="field">
        <span>{t('edit.newFiles')}</span>
        <FilePicker files={v.files} allowed={allowedLists.interventions} existingNames={data.filesNames.map((f) => f.name)} onChange={(files) => set({ files })} />
      </div>
      <div className="itops-form-actions">
        <button type="submit" className="btn btn-primary" disabled={form.busy} aria-busy={form.busy}>{t('action.save')}</button>
      </div>
    </form>
  );
}
