import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { Icon } from '../../ui/icon';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useConfirm } from '../../kernel/use-confirm';
import { formsApi } from '../../api/forms-api';
import { statusKinds, type FormStatus, type StatusKind } from '../../domain/forms';
import { moved } from '../../../machines/forms/form-builder.machine';
import { act } from './admin-call';
import { toast } from '../../ui/toast-store';
import { changes } from '../../realtime/changes';
import { UserSearch } from './user-search';

/** Response statuses of a form: order, approval steps (with their approver), colour, active, delete. */
export function StatusEditor({ formId }: { formId: number }) {
  const { t } = useTranslation('forms');
  const view = useResource((id: number) => formsApi.statuses(id), formId);
  const [text, setText] = useState('');
  const [color, setColor] = useState('#6366f1');
  const [kind, setKind] = useState<StatusKind>('onHold');
  const deleting = useConfirm((s: FormStatus) => formsApi.deleteStatus(s.id), { ns: 'forms', onDone: (s) => (toast.done('forms', 'toast.status.delete', s.text), changes.forms.push(), view.reload()) });
  return (
    <Loaded view={view}>
      {(list) => (
        <div className="settings-section">
          <ol className="status-list">
            {list.map((s, i) => (
              <li key={s.id} className={`status-row${s.active ? '' : ' inactive'}`}>
                <input type="color" aria-label={`${t('statuses.color')} ${s.text}`} value={s.color} onChange={(e) => act(formsApi.editStatus({ id: s.id, formId, text: s.text, color: e.target.value, kind: s.kind }), { after: view.reload })} />
                <span className="status-text">{s.text}</span>
                <span className="badge badge-neutral">{t(`statusKind.${s.kind}`)}</span>
                <label className="check">
                  <input type="checkbox" checked={s.isStep} disabled={s.kind !== 'onHold'} onChange={(e) => act(formsApi.stepStatus(s.id, e.target.checked, e.target.checked ? s.approverId : null), { after: view.reload })} />
                  {t('statuses.step')}
                </label>
                {s.isStep ? (
                  <span className="small">
                    {t('statuses.approver')}: {s.approverName ?? t('response.anyAdmin')}
                  </span>
                ) : null}
                <label className="check">
                  <input type="checkbox" checked={s.active} onChange={(e) => act(formsApi.activateStatus(s.id, e.target.checked), { after: view.reload })} />
                  {t('statuses.active')}
                </label>
                <button type="button" className="icon-button" aria-label={`${t('builder.moveUp')} ${s.text}`} disabled={i === 0} onClick={() => act(formsApi.orderStatuses(formId, moved(list, i, -1).map((x) => x.id)), { after: view.reload })}>
                  <Icon name="chevronUp" />
                </button>
                <button type="button" className="icon-button" aria-label={`${t('builder.moveDown')} ${s.text}`} disabled={i === list.length - 1} onClick={() => act(formsApi.orderStatuses(formId, moved(list, i, 1).map((x) => x.id)), { after: view.reload })}>
                  <Icon name="chevronDown" />
                </button>
                <button type="button" className="icon-button" aria-label={`${t('action.delete')} ${s.text}`} onClick={() => deleting.ask(s)}>
                  <Icon name="trash" />
                </button>
                {s.isStep ? <UserSearch label={`${t('statuses.pickApprover')} (${s.text})`} onPick={(u) => act(formsApi.stepStatus(s.id, true, u.id), { after: view.reload })} /> : null}
              </li>
            ))}
          </ol>
          <form
            className="status-new"
            onSubmit={(e) => {
              e.preventDefault();
              if (text.trim()) void act(formsApi.editStatus({ formId, text, color, kind }), { after: () => (setText(''), view.reload()) });
            }}
          >
            <input className="input" aria-label={t('statuses.newName')} placeholder={t('statuses.newName')} value={text} onChange={(e) => setText(e.target.value)} />
            <input type="color" aria-label={t('statuses.color')} value={color} onChange={(e) => setColor(e.target.value)} />
            <select className="input" aria-label={t('statuses.kind')} value={kind} onChange={(e) => setKind(e.target.value as StatusKind)}>
              {statusKinds.map((k) => (
                <option key={k} value={k}>
                  {t(`statusKind.${k}`)}
                </option>
              ))}
            </select>
            <button type="submit" className="btn">
              {t('statuses.add')}
            </button>
          </form>
          <ConfirmDialog {...deleting.dialog} />
        </div>
      )}
    </Loaded>
  );
}
