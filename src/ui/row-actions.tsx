import * as Menu from '@radix-ui/react-dropdown-menu';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

export interface RowAction {
  /** Stable within the row: the React key and `data-action` for tests. */
  id: string;
  label: string;
  icon?: string;
  tone?: 'primary' | 'danger';
  disabled?: boolean;
  onSelect(): void;
}

/**
 * What a list row lets one do (issue 26 item 3). Two actions or fewer stay
 * buttons; beyond two, the first stays a button and the rest go into one
 * 'more actions' menu (Radix dropdown: arrow keys, Escape, focus back to its
 * button), so a row never draws more than two controls and never wraps.
 * `name` names the row for assistive technology ('Modifier Congés 2026').
 * `icons`: the buttons draw their icon only (the label stays their name).
 */
export function RowActions({ actions, name, icons = false, ref }: { actions: RowAction[]; name: string; icons?: boolean; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('common');
  const shown = actions.length > 2 ? actions.slice(0, 1) : actions;
  const folded = actions.length > 2 ? actions.slice(1) : [];
  return (
    <div className="row-actions-bar" ref={ref}>
      {shown.map((a) => (
        <button
          key={a.id}
          type="button"
          data-action={a.id}
          className={icons ? 'icon-button' : `btn btn-small${a.tone ? ` btn-${a.tone}` : ''}`}
          disabled={a.disabled}
          onClick={a.onSelect}
          aria-label={`${a.label} ${name}`}
          title={a.label}
        >
          {a.icon ? <Icon name={a.icon} size={icons ? 16 : 14} /> : null}
          {icons ? null : <span className="btn-label">{a.label}</span>}
        </button>
      ))}
      {folded.length ? (
        <Menu.Root modal={false}>
          <Menu.Trigger className="icon-button row-actions-more" aria-label={`${t('rowActions.more')} ${name}`} title={t('rowActions.more')}>
            <Icon name="more" size={16} />
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Content className="dropdown" align="end" sideOffset={4}>
              {folded.map((a) => (
                <Menu.Item key={a.id} data-action={a.id} className={`dropdown-item${a.tone === 'danger' ? ' dropdown-item-danger' : ''}`} disabled={a.disabled} onSelect={a.onSelect}>
                  {a.icon ? <Icon name={a.icon} size={16} /> : null}
                  {a.label}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Portal>
        </Menu.Root>
      ) : null}
    </div>
  );
}
