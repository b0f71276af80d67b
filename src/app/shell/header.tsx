import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useCan, useCurrentUser } from '../app-context';
import { hasPanel } from '../panel-registry';
import { openPanel } from '../panel-store';
import { Icon } from '../../ui/icon';
import { EmptyState } from '../../ui/empty-state';
import { ClientLogo } from './client-logo';
import { HeaderDropdown } from './header-menus';
import { NotificationBell } from '../../features/shell/notification-bell';
import { TasksShortcut } from '../../features/shell/tasks-shortcut';
import { GlobalSearchButton } from '../../features/shell/global-search';
import { QuickCreateMenu } from './quick-create-menu';
import { UserMenu } from './user-menu';
import { toast } from '../../ui/toast-store';

/** Spec 1 section 2.2, left to right in meaning. */
export function Header({ onMenu, menuOpen }: { onMenu(): void; menuOpen: boolean }) {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const canChat = useCan(['Chat.View']) && user?.chatAccessLevel !== 'DisableChat';
  const canBell = useCan(['Notifications.View']);
  if (!user) return null;
  return (
    <header className="app-header">
      <button type="button" className="icon-button mobile-only" aria-label={t('header.menu')} aria-expanded={menuOpen} aria-controls="side-nav" onClick={onMenu}>
        <Icon name="menu" />
      </button>
      <Link href="/dashboard" className="product-logo" aria-label={t('header.productLogo')}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span className="product-name">MintRH</span>
      </Link>
      <ClientLogo client={user.client} />
      <div className="header-spacer" />
      <TasksShortcut />
      <Link href="/" className="icon-button header-button" aria-label={t('header.home')} title={t('header.home')}>
        <Icon name="home" />
      </Link>
      <GlobalSearchButton />
      {canChat ? (
        hasPanel('chat.panel') ? (
          <button type="button" className="icon-button header-button" aria-label={t('header.chat')} title={t('header.chat')} data-testid="header-chat" onClick={() => openPanel('chat.panel')}>
            <Icon name="chat" />
          </button>
        ) : (
          <HeaderDropdown icon="chat" label={t('header.chat')} testId="header-chat">
            <EmptyState icon="chat" title={t('empty.chat')} />
          </HeaderDropdown>
        )
      ) : null}
      {canBell ? <NotificationBell /> : null}
      <QuickCreateMenu />
      <button type="button" className="icon-button header-button" aria-label={t('header.feedback')} title={t('header.feedback')} onClick={() => toast.info('feedback.text')}>
        <Icon name="feedback" />
      </button>
      <UserMenu />
    </header>
  );
}
