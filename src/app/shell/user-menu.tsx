import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { useCan, useCurrentUser, useServices } from '../../kernel/services';
import { Avatar } from '../../kernel/avatar';
import { sendHeldDecisions } from '../../kernel/decisions-in-hand';
import { Icon } from '../../ui/icon';
import { languages, type LanguageCode } from '../../i18n/languages';
import { changeLanguage } from '../../i18n/i18n';

/** Spec 1 section 2.2: the user menu's button, its avatar and name, opening the entries below. */
export function UserMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Menu.Root modal={false} defaultOpen={defaultOpen}>
      {/* Named by its content, not aria-label: the initials shown while the picture loads are visible text,
          and a label that does not contain them breaks WCAG 2.5.3 (label in name). */}
      <Menu.Trigger className="user-trigger" data-testid="user-menu">
        <Avatar userId={user.userId} name={user.fullname} picturePath={user.picturePath} size={30} />
        <span className="user-name">{user.fullname}</span>
        <span className="visually-hidden">, {t('header.userMenu')}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="dropdown" align="end" sideOffset={6}>
          <UserMenuItems />
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

/**
 * Spec 1 section 2.2: profile, leave, documents, expenses (each gated),
 * preferences, language, sign out. In the user menu, and on a phone in the
 * header's overflow menu (overflow-menu.tsx).
 */
export function UserMenuItems() {
  const { t, i18n } = useTranslation('shell');
  const user = useCurrentUser();
  const { session } = useServices();
  const canLeave = useCan(['Conge.View']);
  const canDocs = useCan(['DemandDocument.Profil.View.HimSelf']);
  const canExpenses = useCan(['Profile.Expenses.View']);
  if (!user) return null;
  const me = `/employee/${user.userId}`;
  const item = (key: string, icon: string, href: string) => (
    <Menu.Item className="dropdown-item" onSelect={() => navigate(href)} data-menu={key}>
      <Icon name={icon} />
      {t(key)}
    </Menu.Item>
  );
  return (
    <>
      <Menu.Label className="dropdown-title">
        {user.fullname}
        <span className="muted small">{user.fonction}</span>
      </Menu.Label>
      {item('userMenu.profile', 'user', `${me}/profile/public`)}
      {canLeave ? item('userMenu.leave', 'sun', `${me}/conge/calendar`) : null}
      {canDocs ? item('userMenu.documents', 'file', `${me}/document/mydemand`) : null}
      {canExpenses ? item('userMenu.expenses', 'wallet', `${me}/expenses/profile`) : null}
      {item('userMenu.preferences', 'shield', `${me}/usersettings/preference`)}
      <Menu.Separator className="dropdown-separator" />
      <Menu.Label className="dropdown-title small">{t('userMenu.language')}</Menu.Label>
      <Menu.RadioGroup value={i18n.language} onValueChange={(v) => void changeLanguage(v as LanguageCode)}>
        {languages.map((l) => (
          <Menu.RadioItem key={l.code} value={l.code} className="dropdown-item" lang={l.code} data-lang={l.code}>
            <Icon name={i18n.language === l.code ? 'check' : 'globe'} size={14} />
            {l.label}
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
      <Menu.Separator className="dropdown-separator" />
      <Menu.Item className="dropdown-item" onSelect={() => void sendHeldDecisions().then(() => session.send({ type: 'session.logout' }))} data-menu="signOut">
        <Icon name="logout" />
        {t('userMenu.signOut')}
      </Menu.Item>
    </>
  );
}
