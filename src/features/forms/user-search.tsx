import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listUsers } from '../../api/users-api';
import { useResource } from '../../kernel/use-resource';
import { Avatar } from '../../kernel/avatar';
import type { ListedUser } from '../../domain/users';
import { Field } from '../../ui/inputs/field';

/** A small person picker (search then pick) until the shared user picker lands. */
export function UserSearch({ label, onPick, exclude = [], id }: { label: string; onPick(u: ListedUser): void; exclude?: number[]; id?: string }) {
  const { t } = useTranslation('forms');
  const [search, setSearch] = useState('');
  const view = useResource((s: string) => (s.trim().length < 2 ? Promise.resolve({ users: [], totalUsers: 0, allUsers: 0 }) : listUsers({ searchValue: s, length: 6, currentList: 0 })), search);
  const found = (view.data?.users ?? []).filter((u) => !exclude.includes(u.id));
  return (
    <div className="user-search">
      <Field label={label}>
        <input id={id} className="input" type="search" value={search} placeholder={t('user.searchPlaceholder')} onChange={(e) => setSearch(e.target.value)} />
      </Field>
      {found.length ? (
        <ul className="user-search-results" aria-label={label}>
          {found.map((u) => (
            <li key={u.id}>
              <button type="button" className="btn btn-small btn-ghost" onClick={() => (onPick(u), setSearch(''))}>
                <Avatar userId={u.id} name={u.fullName} picturePath={u.picturePath} size={22} />
                {u.fullName}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
