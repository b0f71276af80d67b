import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { SidePanel } from '../../ui/side-panel';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { useNamedPeople } from '../../kernel/use-named-people';
import { Avatar } from '../../kernel/avatar';
import { Icon } from '../../ui/icon';
import { departments, functions, sites, societies } from '../../api/reference-api';
import { formsApi } from '../../api/forms-api';
import { audienceKinds, type AudienceKind, type FormDetail } from '../../domain/forms';
import { StatusEditor } from './status-editor';
import { act } from './admin-call';
import { countText } from '../../i18n/i18n';
import { UserSearch } from './user-search';
import { Field } from '../../ui/inputs/field';

/** Reference list per audience kind (people are picked with the user search). */
const referenceList: Partial<Record<AudienceKind, () => Promise<Array<{ value: number; text: string }>>>> = { Society: societies, Department: departments, Function: functions, Site: sites };


/** Panel 'forms.settings' {id, tab?}: audience and publication, anonymity, admins, response statuses. */
export default function SettingsPanel({ params, onClose }: PanelProps) {
  const { t } = useTranslation('forms');
  const id = Number(params.id);
  const view = useResource((x: number) => formsApi.detail(x), id);
  const [tab, setTab] = useState<string>(typeof params.tab === 'string' ? params.tab : 'sharing');
  const tabs = ['sharing', 'admins', 'statuses'];
  return (
    <SidePanel open onClose={onClose} title={view.data ? `${t('settings.title')} · ${view.data.title}` : t('settings.title')} width="lg">
      <div role="tablist" className="tabs">
        {tabs.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} className={`tab${tab === k ? ' active' : ''}`} onClick={() => setTab(k)}>
            {t(`settings.${k}`)}
          </button>
        ))}
      </div>
      <Loaded view={view}>
        {(form) =>
          tab === 'sharing' ? <Sharing form={form} reload={view.reload} onPublished={onClose} /> : tab === 'admins' ? <Admins form={form} reload={view.reload} /> : <StatusEditor formId={form.id} />
        }
      </Loaded>
    </SidePanel>
  );
}

function Sharing({ form, reload, onPublished }: { form: FormDetail; reload(): void; onPublished(): void }) {
  const { t } = useTranslation('forms');
  const [kind, setKind] = useState<AudienceKind>(form.audience.kind);
  const [ids, setIds] = useState<number[]>(form.audience.ids);
  const [notify, setNotify] = useState(false);
  const [people, setPeople] = useState<Array<{ id: number; fullName: string }>>([]);
  // The audience saved before this panel opened is named from the server; those picked now, from the search.
  const saved = useNamedPeople(form.audience.kind === 'Employee' ? form.audience.ids : []);
  const list = referenceList[kind];
  const refs = useResource((read: (() => Promise<Array<{ value: number; text: string }>>) | undefined) => (read ? read() : Promise.resolve([])), list);
  const toggle = (v: number) => setIds((cur) => (cur.includes(v) ? cur.filter((x) => x !== v) : [...cur, v]));
  return (
    <div className="settings-section">
      <label className="check">
        <input type="checkbox" checked={form.isAnonymous} onChange={(e) => act(formsApi.anonymous(form.id, e.target.checked), { after: reload, said: { key: e.target.checked ? 'toast.anonymous.on' : 'toast.anonymous.off', objects: [form.title] } })} />
        {t('settings.anonymous')}
      </label>
      <Field label={t('settings.audience')}>
        <select className="input" value={kind} onChange={(e) => (setKind(e.target.value as AudienceKind), setIds([]))}>
          {audienceKinds.map((k) => (
            <option key={k} value={k}>
              {t(`audience.${k}`)}
            </option>
          ))}
        </select>
      </Field>
      {list ? (
        <fieldset className="choice-group">
          <legend>{t(`audience.${kind}`)}</legend>
          {(refs.data ?? []).map((r) => (
            <label key={r.value} className="check">
              <input type="checkbox" checked={ids.includes(r.value)} onChange={() => toggle(r.value)} />
              {r.text}
            </label>
          ))}
        </fieldset>
      ) : kind === 'Employee' ? (
        <div>
          <UserSearch label={t('audience.Employee')} exclude={ids} onPick={(u) => (setIds((c) => [...c, u.id]), setPeople((p) => [...p, u]))} />
          <ul className="chips">
            {ids.map((i) => (
              <li key={i} className="badge badge-neutral">
                {people.find((p) => p.id === i)?.fullName ?? saved.get(i)?.fullName ?? `#${i}`}
                <button type="button" className="icon-button" aria-label={t('builder.remove')} onClick={() => toggle(i)}>
                  <Icon name="close" size={12} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <label className="check">
        <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
        {t('settings.notify')}
      </label>
      <button type="button" className="btn btn-primary" onClick={() =>
          // Sharing a form not yet published publishes it: its lifecycle takes the move.
          act(formsApi.share(form.id, { kind, ids }, notify), { after: onPublished, move: form.state !== 'Published' ? { formId: form.id, move: 'form.publish' } : undefined, title: form.title })
        }>
        {form.state === 'Published' ? t('settings.saveSharing') : t('action.publish')}
      </button>
    </div>
  );
}

function Admins({ form, reload }: { form: FormDetail; reload(): void }) {
  const { t } = useTranslation('forms');
  return (
    <div className="settings-section">
      <ul className="admin-list">
        {form.admins.map((a) => (
          <li key={a.id}>
            <Avatar userId={a.id} name={a.fullName} picturePath={a.picturePath} size={26} />
            <span>{a.fullName}</span>
            <button type="button" className="btn btn-small" onClick={() => act(formsApi.removeAdmin(form.id, a.id), { after: reload, said: { key: 'toast.admin.remove', objects: [a.fullName, form.title] } })}>
              {t('settings.removeAdmin')}
            </button>
          </li>
        ))}
      </ul>
      <UserSearch label={t('settings.addAdmin')} exclude={form.admins.map((a) => a.id)} onPick={(u) => act(formsApi.addAdmins(form.id, [u.id]), { after: reload, said: { key: 'toast.admin.add', objects: [u.fullName, form.title] } })} />
      <h3>{t('settings.assigned')}</h3>
      <p className="muted small">{countText(t, 'settings.assignedCount', form.usersList.length)}</p>
      <UserSearch label={t('settings.assign')} exclude={form.usersList} onPick={(u) => act(formsApi.affect(form.id, [...form.usersList, u.id]), { after: reload, said: { key: 'toast.assign.add', objects: [u.fullName, form.title] } })} />
      {form.usersList.length ? (
        <button type="button" className="btn btn-small" onClick={() => act(formsApi.affect(form.id, []), { after: reload, said: { key: 'toast.assign.clear', objects: [form.title] } })}>
          {t('settings.clearAssigned')}
        </button>
      ) : null}
    </div>
  );
}
