import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { SidePanel } from '../../ui/side-panel';
import { Field, FieldGroup } from '../../ui/inputs/field';
import { DateInput } from '../../ui/inputs/date-input';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { toast } from '../../ui/toast-store';
import { createProject, getProject, updateProject } from '../../api/projects-api';
import { projectInput, projectModules, type ProjectDetail, type ProjectInput, type ProjectModule } from '../../domain/projects';
import { useSubmit } from '../../kernel/use-submit';
import { changes } from '../../realtime/changes';

const empty: ProjectInput = { name: '', code: '', description: '', modules: [], startDate: null, endDate: null, active: true };
const noProject = async () => null;

/** Create or edit a project: name, code, modules it applies to, period, active. */
export default function ProjectFormPanel({ params, onClose }: PanelProps) {
  const { t } = useTranslation('projects');
  const id = typeof params.id === 'number' ? params.id : null;
  const existing = useResource<ProjectDetail | null, number | null>((i) => (i ? getProject(i) : noProject()), id);
  return (
    <SidePanel open onClose={onClose} title={t(id ? 'projects.edit' : 'projects.new')}>
      {id ? <Loaded view={existing}>{(p) => <ProjectForm initial={p} onClose={onClose} />}</Loaded> : <ProjectForm initial={null} onClose={onClose} />}
    </SidePanel>
  );
}

function ProjectForm({ initial, onClose }: { initial: ProjectDetail | null; onClose(): void }) {
  const { t } = useTranslation('projects');
  const [v, setV] = useState<ProjectInput>(initial ? { ...initial, modules: initial.modules as ProjectModule[] } : empty);
  const parsed = projectInput.safeParse(v);
  const errors = new Map(parsed.success ? [] : parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
  const form = useSubmit(
    (values: ProjectInput) => (initial ? updateProject({ ...values, projectId: initial.id }) : createProject(values)),
    () => {
      toast.done('projects', initial ? 'toast.project.edit' : 'toast.project.create', v.name);
      changes.projects.push();
      onClose();
    },
  );
  const set = (patch: Partial<ProjectInput>) => (setV({ ...v, ...patch }), form.edit());
  const err = (k: string) => (form.showErrors ? errors.get(k) : undefined);
  const toggle = (m: ProjectModule) => set({ modules: v.modules.includes(m) ? v.modules.filter((x) => x !== m) : [...v.modules, m] });
  return (
    <form className="form-grid" noValidate onSubmit={(e) => (e.preventDefault(), form.submit(v, parsed.success))}>
      {form.error ? <div className="banner banner-error" role="alert">{t(form.error)}</div> : null}
      <Field label={t('projects.name')} required error={err('name')} ns="projects">
        <input className="input" value={v.name} onChange={(e) => set({ name: e.target.value })} />
      </Field>
      <Field label={t('projects.code')}>
        <input className="input" value={v.code ?? ''} onChange={(e) => set({ code: e.target.value })} />
      </Field>
      <Field label={t('projects.description')}>
        <textarea rows={3} value={v.description ?? ''} onChange={(e) => set({ description: e.target.value })} />
      </Field>
      <FieldGroup legend={t('projects.modules')} required error={err('modules')} ns="projects">
        <div className="itops-checks">
          {projectModules.map((m) => (
            <label key={m}>
              <input type="checkbox" checked={v.modules.includes(m)} onChange={() => toggle(m)} /> {t(`module.${m}`)}
            </label>
          ))}
        </div>
      </FieldGroup>
      <div className="itops-two">
        <Field label={t('projects.start')}>
          <DateInput value={v.startDate ?? ''} onChange={(d) => set({ startDate: d || null })} />
        </Field>
        <Field label={t('projects.end')}>
          <DateInput value={v.endDate ?? ''} onChange={(d) => set({ endDate: d || null })} />
        </Field>
      </div>
      <Field label={t('projects.active')} inline>
        <input type="checkbox" checked={v.active ?? true} onChange={(e) => set({ active: e.target.checked })} />
      </Field>
      <div className="itops-form-actions">
        <button type="button" className="btn" onClick={onClose}>{t('action.cancel')}</button>
        <button type="submit" className="btn btn-primary" disabled={form.busy} aria-busy={form.busy}>{t('action.save')}</button>
      </div>
    </form>
  );
}
