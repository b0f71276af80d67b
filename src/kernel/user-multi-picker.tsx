import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserListFilter } from '../domain/users';
import { fillPlaceholders, countText } from '../i18n/i18n';
import { Avatar } from './avatar';
import { useUserPages } from './use-user-pages';
import { nearBottom, selectionCount, toggleSelectAll, toggleUserCheck, type UserSelection } from '../ui/inputs/user-list-rules';
import { UserListStatus, useFillWhileShort } from '../ui/inputs/user-list-status';

export interface UserMultiPickerProps {
  selected: number[];
  selectAll: boolean;
  onChange(selection: UserSelection): void;
  label: string;
  path?: string;
  filter?: Partial<UserListFilter>;
  disabled?: boolean;
}

/**
 * Several users with the select-all rule of spec 1 section 4: select-all
 * clears the explicit list, and while it is on a check means 'everyone but
 * this person'.
 */
export function UserMultiPicker(p: UserMultiPickerProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState('');
  const autoId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const { state, search, more, retry } = useUserPages({ path: p.path, filter: p.filter, enabled: true });
  useFillWhileShort(listRef, state, more);
  const selection: UserSelection = { selected: p.selected, selectAll: p.selectAll };
  const count = selectionCount(selection, state.total);
  const groupId = `users-${autoId}`;

  return (
    <fieldset className="user-multi-picker" disabled={p.disabled} aria-describedby={`${groupId}-count`}>
      <legend>{p.label}</legend>
      <input className="input" type="search" aria-label={t('input.users.search')} placeholder={t('input.users.search')} value={text} onChange={(e) => {
        setText(e.target.value);
        search(e.target.value.trim());
      }} />
      <label className="check-row user-select-all">
        <input type="checkbox" checked={p.selectAll} onChange={() => p.onChange(toggleSelectAll(selection))} />
        <span>{t('input.users.selectAll')}</span>
      </label>
      <p id={`${groupId}-count`} className="small muted" aria-live="polite">
        {p.selectAll ? t('input.users.excludeHint') + ' · ' : ''}
        {countText(t, 'input.users.count', count)}
      </p>
      <ul ref={listRef} className="user-list" aria-label={p.label} onScroll={(e) => nearBottom(e.currentTarget) && more()}>
        {state.users.map((u) => {
          const checked = p.selected.includes(u.id);
          return (
            <li key={u.id} className="user-option">
              <label className="check-row">
                <input
                  type="checkbox"
                  checked={checked}
                  aria-label={p.selectAll ? fillPlaceholders(t('input.users.exclude'), u.fullName) : u.fullName}
                  onChange={() => p.onChange(toggleUserCheck(selection, u.id))}
                />
                <Avatar userId={u.id} name={u.fullName} picturePath={u.picturePath} size={28} />
                <span className="user-option-text">
                  <span className={p.selectAll && checked ? 'is-excluded' : undefined}>{u.fullName}</span>
                  {u.displayNameRole ? <span className="small muted">{u.displayNameRole}</span> : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <UserListStatus state={state} onRetry={retry} />
    </fieldset>
  );
}
