import { useEffect, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { SidePanel } from '../../ui/side-panel';
import { Avatar } from '../../kernel/avatar';
import { interventionUsers } from '../../api/interventions-api';
import type { ListedUser } from '../../domain/users';
import type { UserRef } from '../../domain/interventions';
import { Field } from '../../ui/inputs/field';

const PAGE = 10;

/** Affected users: a scrollable multi-select (pages of 10, 400 px high) with cancel and submit; in replace mode, whom to replace. */
export default function AffectedUsersPanel({ params, onClose }: PanelProps) {
  const { t } = useTranslation('interventions');
  const id = Number(params.id);
  const assigned = (params.assigned as UserRef[] | undefined) ?? [];
  const onSubmit = params.onSubmit as ((userIds: number[], replace: number | null) => void) | undefined;
  const [replace, setReplace] = useState<number | null>((params.replace as number | null) ?? null);
  const [search, setSearch] = useState('');
  const [users, setUsers] = useState<ListedUser[]>([]);
  const [page, setPage] = useState(0);
  const [total, setTotal] = useState(0);
  const [picked, setPicked] = useState<number[]>([]);
  useEffect(() => {
    let live = true;
    interventionUsers({ id, assigend: false, searchValue: search, lenght: PAGE, currentList: page }).then(
      (r) => {
        if (!live) return;
        setTotal(r.totalUsers);
        setUsers((prev) => (page === 0 ? r.users : [...prev, ...r.users.filter((u) => !prev.some((p) => p.id === u.id))]));
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [id, search, page]);
  const onScroll = (e: UIEvent<HTMLUListElement>) => {
    const el = e.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 20 && users.length < total) setPage(Math.floor(users.length / PAGE));
  };
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
        <input className="input" type="search" aria-label={t('users.search')} placeholder={t('users.search')} value={search} onChange={(e) => (setSearch(e.target.value), setPage(0))} />
        <ul className="itops-pick-list itops-scroll-400" onScroll={onScroll} aria-label={t('users.title')}>
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
      </div>
    </SidePanel>
  );
}
