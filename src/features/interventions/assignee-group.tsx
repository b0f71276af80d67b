import { useTranslation } from 'react-i18next';
import { Avatar } from '../../kernel/avatar';
import { Icon } from '../../ui/icon';
import { fillPlaceholders } from '../../i18n/i18n';
import type { UserRef } from '../../domain/interventions';

/** Spec 4 section 9: at most two avatars, then a counter; the full list below with the remove icon for Software.Affect. */
export function AssigneeGroup({ users, canRemove, onRemove, busy }: { users: UserRef[]; canRemove: boolean; onRemove(id: number): void; busy: boolean }) {
  const { t } = useTranslation('interventions');
  if (!users.length) return <span className="muted">{t('detail.nobody')}</span>;
  return (
    <div>
      <div className="itops-avatar-group" aria-label={users.map((u) => u.fullName).join(', ')} data-testid="assignee-group">
        {users.slice(0, 2).map((u) => (
          <Avatar key={u.id} userId={u.id} name={u.fullName} picturePath={u.picturePath} size={30} />
        ))}
        {users.length > 2 ? <span className="itops-avatar-more">+{users.length - 2}</span> : null}
      </div>
      <ul className="itops-member-list itops-compact">
        {users.map((u) => (
          <li key={u.id}>
            <span className="itops-grow small">{u.fullName}</span>
            {canRemove ? (
              <button type="button" className="icon-button" disabled={busy} aria-label={fillPlaceholders(t('detail.unassign'), u.fullName)} onClick={() => onRemove(u.id)}>
                <Icon name="close" size={14} />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
