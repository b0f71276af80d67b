import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { SidePanel } from '../../ui/side-panel';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { formsApi } from '../../api/forms-api';
import { fieldTypeNames } from '../../domain/forms';
import type { BuilderDraft } from '../../../machines/forms/form-builder.machine';
import { FieldEditor } from './field-editor';
import { useActorRef, useLogic } from '../../kernel/actors';
import { formBuilderLogic } from './form-builder.effects';
import { Field } from '../../ui/inputs/field';
import { useActorDraft, useInitialDraft } from '../../ui/drafts/use-draft';

/** Panel 'forms.builder' {id?, templateId?}: create from scratch or a template, or edit a form. */
export default function BuilderPanel({ params, onClose, draftKey }: PanelProps) {
  const { t } = useTranslation('forms');
  const id = Number(params.id ?? 0);
  const templateId = Number(params.templateId ?? 0);
  const view = useResource(async (): Promise<BuilderDraft> => {
    if (id) {
      const f = await formsApi.detail(id);
      return { id: f.id, title: f.title, description: f.description, iconPath: f.iconPath, fields: f.fields };
    }
    if (templateId) {
      const tpl = (await formsApi.templates()).find((x) => x.id === templateId);
      if (tpl) return { id: 0, title: tpl.title, description: tpl.description, iconPath: tpl.iconPath, fields: tpl.fields };
    }
    return { id: 0, title: '', description: '', iconPath: 'form', fields: [] };
  }, `${id}-${templateId}`);
  return (
    <SidePanel open onClose={onClose} title={id ? t('builder.editTitle') : t('builder.newTitle')} width="xl">
      <Loaded view={view}>{(draft) => <Builder draft={draft} onDone={onClose} draftKey={draftKey} />}</Loaded>
    </SidePanel>
  );
}

function Builder({ draft, onDone, draftKey }: { draft: BuilderDraft; onDone(): void; draftKey?: string }) {
  const { t } = useTranslation('forms');
  const machine = useLogic(() => formBuilderLogic({ onDone }), [onDone]);
  // What was built before a reload or an ended session starts the builder again (persona review s42: a half-built form
  // came back empty), for the same form only; then every change is recorded.
  const kept = useInitialDraft<BuilderDraft>(draftKey);
  const actor = useActorRef(machine, { input: { draft: kept?.id === draft.id && Array.isArray(kept.fields) ? kept : draft } });
  useActorDraft(draftKey, actor, { ready: (s) => s.matches('editing'), select: (s) => s.context.draft, restore: () => {} });
  const ctx = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const d = ctx.draft;
  return (
    <form
      className="builder"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'builder.save' });
      }}
    >
      {ctx.error ? (
        <div className="banner banner-error" role="alert">
          {t(ctx.error)}
        </div>
      ) : null}
      <Field label={t('builder.formTitle')} error={ctx.tried && !d.title.trim() ? 'RequiredAttribute' : null} ns="forms">
        <input className="input" value={d.title} onChange={(e) => actor.send({ type: 'builder.title', value: e.target.value })} />
      </Field>
      <Field label={t('builder.description')}>
        <textarea className="input" rows={2} value={d.description} onChange={(e) => actor.send({ type: 'builder.description', value: e.target.value })} />
      </Field>
      <ol className="builder-fields">
        {d.fields.map((f, i) => (
          <li key={f.id}>
            <FieldEditor
              field={f}
              index={i}
              count={d.fields.length}
              showErrors={ctx.tried}
              onPatch={(patch) => actor.send({ type: 'builder.patchField', index: i, patch })}
              onMove={(delta) => actor.send({ type: 'builder.moveField', index: i, delta })}
              onRemove={() => actor.send({ type: 'builder.removeField', index: i })}
            />
          </li>
        ))}
      </ol>
      <Field label={t('builder.addField')} className="add-field">
        <select className="input" value="" onChange={(e) => e.target.value !== '' && actor.send({ type: 'builder.addField', fieldType: Number(e.target.value) })}>
          <option value="">{t('builder.pickType')}</option>
          {fieldTypeNames.map((n, i) => (
            <option key={n} value={i}>
              {t(`type.${n}`)}
            </option>
          ))}
        </select>
      </Field>
      <div className="form-actions">
        <button type="button" className="btn" onClick={onDone} disabled={busy}>
          {t('action.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? t('state.saving') : t('action.save')}
        </button>
      </div>
    </form>
  );
}
