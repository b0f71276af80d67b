import { useLayoutEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { SidePanel } from '../../ui/side-panel';
import { Avatar } from '../../kernel/avatar';
import { usePagedList } from '../../kernel/use-paged-list';
import { nearBottom } from '../../ui/inputs/user-list-rules';
import { affectedUsersLogic, type AffectedRow } from './affected-users.effects';
import type { UserRef } from '../../domain/interventions';
import { Field } from '../../ui/inputs/field';
import { RetryBanner } from '../../ui/retry-banner';
import { useLogic } from '../../kernel/actors';

const PAGE = 10;

/** Affected users: a scrollable multi-select (pages of 10, 400 px high) with cancel and submit; in replace mode, whom to replace. */
export default function AffectedUsersPanel({ params, onClose }: PanelProps) {
  const { t } = useTranslation('interventions');
  const id = Number(params.id);
  const assigned = (params.assigned as UserRef[] | undefined) ?? [];
  const onSubmit = params.onSubmit as ((userIds: number[], replace: number | null) => void) | undefined;
  const [replace, setReplace] = useState<number | null>((params.replace as number | null) ?? null);
  // Pages of 10 read by the shared paged-list statechart: the next one as the list scrolls to its end, a failure said
  // with a retry (the rows stay), the search debounced.
  const logic = useLogic(() => affectedUsersLogic(id), [id]);
  const list = usePagedList(logic, { pageSize: PAGE });
  const search = useSelector(list, (s) => s.context.search);
  const users = useSelector(list, (s) => s.context.items) as AffectedRow[];
  const busy = useSelector(list, (s) => s.hasTag('busy') || s.matches('debouncing'));
  const failed = useSelector(list, (s) => (s.hasTag('failed') ? s.context.error : null));
  const [picked, setPicked] = useState<number[]>([]);
  // Rows that do not fill the 400 px list leave nothing to scroll: the next page is asked at once (the statechart
  // takes it only while more people exist).
  const box = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    if (box.current && users.length && nearBottom(box.current)) list.send({ type: 'list.loadMore' });
  }, [list, users]);
  const submit = () => {
    onSubmit?.(picked, replace);
    onClose();
  };
  return (
    <SidePanel
      open
      onClose={onClose}
      title={t(params.replace ? 'users.replaceTitle' : 'users.title')}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>{t('action.cancel')}</button>
          <button type="button" className="btn btn-primary" disabled={!picked.length} onClick={submit}>{t('users.submit')} ({picked.length})</button>
        </>
      }
    >
      <div className="form-grid">
        {params.replace ? (
          <Field label={t('users.replaceWho')}>
            <select value={replace ?? ''} onChange={(e) => setReplace(Number(e.target.value))}>
              {assigned.map((u) => (
                <option key={u.id} value={u.id}>{u.fullName}</option>
              ))}
            </select>
          </Field>
        ) : null}
        <input className="input" type="search" aria-label={t('users.search')} placeholder={t('users.search')} value={search} onChange={(e) => list.send({ type: 'list.search', search: e.target.value })} />
        <ul ref={box} className="itops-pick-list itops-scroll-400" onScroll={(e) => nearBottom(e.currentTarget) && list.send({ type: 'list.loadMore' })} aria-label={t('users.title')} aria-busy={busy}>
          {users.map((u) => (
            <li key={u.id}>
              <label>
                <input type="checkbox" checked={picked.includes(u.id)} onChange={() => setPicked(picked.includes(u.id) ? picked.filter((x) => x !== u.id) : [...picked, u.id])} />
                <Avatar userId={u.id} name={u.fullName} picturePath={u.picturePath} size={24} /> {u.fullName}
                {u.displayNameRole ? <span className="muted small"> · {u.displayNameRole}</span> : null}
              </label>
            </li>
          ))}
        </ul>
        {failed ? (
          <RetryBanner message={t(failed, { ns: ['interventions', 'common'] })} onRetry={() => list.send({ type: 'list.retry' })} />
        ) : null}
      </div>
    </SidePanel>
  );
}
