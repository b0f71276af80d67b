import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedUser, UserListFilter } from '../domain/users';
import { getProfileUser } from '../api/profile-api';
import { Avatar } from './avatar';
import { useUserPages } from './use-user-pages';
import { hasMore, nearBottom } from '../ui/inputs/user-list-rules';
import { UserListStatus, useFillWhileShort } from '../ui/inputs/user-list-status';
import { useEscapeLayer } from '../ui/layers';

export interface UserPickerProps {
  value: number | null;
  onChange(id: number | null, user: ListedUser | null): void;
  label: string;
  /** The user-list call (each caller may have its own path). */
  path?: string;
  filter?: Partial<UserListFilter>;
  disabled?: boolean;
  id?: string;
}

/** One user from the organisation: a searchable combobox over the paged user list (5 a page, more on scroll). */
export function UserPicker(p: UserPickerProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [chosenName, setChosenName] = useState<string | null>(null);
  const autoId = useId();
  const id = p.id ?? `user-${autoId}`;
  const listId = `${id}-list`;
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const { state, search, more, retry } = useUserPages({ path: p.path, filter: p.filter, enabled: open });
  useFillWhileShort(listRef, state, more);
  // Escape closes the list alone, not the dialog or panel around the field (ui/layers.ts).
  useEscapeLayer(open, () => setOpen(false), rootRef);

  // The name of a value set from outside comes from the list, or from the profile call.
  useEffect(() => {
    if (p.value === null) return setChosenName(null);
    const known = state.users.find((u) => u.id === p.value);
    if (known) return setChosenName(known.fullName);
    let live = true;
    getProfileUser(p.value).then((u) => live && setChosenName(u.fullName), () => live && setChosenName(`#${p.value}`));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the name is looked up again only when the picked id changes
  }, [p.value]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => rootRef.current && !rootRef.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const pick = (u: ListedUser) => {
    setChosenName(u.fullName);
    setOpen(false);
    setText('');
    p.onChange(u.id, u);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      const next = Math.max(0, Math.min(state.users.length - 1, active + (e.key === 'ArrowDown' ? 1 : -1)));
      setActive(next);
      if (next >= state.users.length - 1 && hasMore(state)) more();
      document.getElementById(`${listId}-${state.users[next]?.id}`)?.scrollIntoView?.({ block: 'nearest' });
    } else if (e.key === 'Enter' && open && state.users[active]) {
      e.preventDefault();
      pick(state.users[active]);
    }
  };
  const activeUser = open ? state.users[active] : undefined;

  return (
    <div ref={rootRef} className="user-picker">
      <label htmlFor={id}>{p.label}</label>
      <div className="user-picker-row">
        <input
          id={id}
          className="input"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeUser ? `${listId}-${activeUser.id}` : undefined}
          autoComplete="off"
          disabled={p.disabled}
          placeholder={chosenName ?? t('input.users.search')}
          value={open ? text : (chosenName ?? '')}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKey}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setOpen(true);
            search(e.target.value.trim());
          }}
        />
        {p.value !== null && !p.disabled ? (
          <button type="button" className="icon-button" aria-label={t('action.clear')} onClick={() => p.onChange(null, null)}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      {open ? (
        <div className="user-picker-popover">
          <ul ref={listRef} id={listId} role="listbox" aria-label={p.label} className="user-list" onScroll={(e) => nearBottom(e.currentTarget) && more()}>
            {state.users.map((u, i) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the listbox's keys are the combobox input's (aria-activedescendant): Enter picks the active option there
              <li
                key={u.id}
                id={`${listId}-${u.id}`}
                role="option"
                aria-selected={u.id === p.value}
                className={i === active ? 'user-option is-active' : 'user-option'}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(u)}
              >
                <Avatar userId={u.id} name={u.fullName} picturePath={u.picturePath} size={28} />
                <span className="user-option-text">
                  <span>{u.fullName}</span>
                  {u.displayNameRole ? <span className="small muted">{u.displayNameRole}</span> : null}
                </span>
              </li>
            ))}
          </ul>
          <UserListStatus state={state} onRetry={retry} />
        </div>
      ) : null}
    </div>
  );
}
