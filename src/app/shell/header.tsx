import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useCan, useCurrentUser } from '../../kernel/services';
import { hasPanel } from '../../kernel/panel-registry';
import { openPanel } from '../../kernel/panel-store';
import { Icon } from '../../ui/icon';
import { Avatar } from '../../kernel/avatar';
import { ClientLogo } from './client-logo';
import { openOnMount, ToolPlaceholder, useHeaderTools } from './deferred-tools';
import { toast } from '../../ui/toast-store';
import { useDismissibleTips } from './dismissible-tips';

/**
 * Spec 1 section 2.2, left to right in meaning. The menus and the search
 * dialog come after the first paint (deferred-tools.tsx); until then their
 * placeholders stand in, identical to the eye and to assistive technology.
 */
export function Header({ onMenu, menuOpen }: { onMenu(): void; menuOpen: boolean }) {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const canChat = useCan(['Chat.View']) && user?.chatAccessLevel !== 'DisableChat';
  const canBell = useCan(['Notifications.View']);
  const tools = useHeaderTools();
  useDismissibleTips();
  if (!user) return null;
  return (
    <header className="app-header">
      <button type="button" className="icon-button header-button mobile-only" data-testid="header-menu" aria-label={t('header.menu')} aria-expanded={menuOpen} aria-controls="side-nav" onClick={onMenu}>
        <Icon name="menu" />
      </button>
      <Link href="/dashboard" className="product-logo" aria-label={t('header.productLogo')}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span className="product-name">MintRH</span>
      </Link>
      <ClientLogo client={user.client} />
      <div className="header-spacer" />
      {/* Below 768 px these move into the overflow menu (issue 22): the wrapper takes no box on wider screens. */}
      <div className="header-wide">
        {tools ? <tools.TasksShortcut defaultOpen={openOnMount('header-tasks')} /> : <ToolPlaceholder testId="header-tasks" label={t('header.tasks')} icon="tasks" />}
        <Link href="/" className="icon-button header-button" aria-label={t('header.home')} data-tip={t('header.home')}>
          <Icon name="home" />
        </Link>
        {tools ? <tools.GlobalSearchButton defaultOpen={openOnMount('header-search')} /> : <ToolPlaceholder testId="header-search" label={t('header.search')} icon="search" dialog />}
        {canChat ? (
          hasPanel('chat.panel') ? (
            <button type="button" className="icon-button header-button" aria-label={t('header.chat')} data-tip={t('header.chat')} data-testid="header-chat" onClick={() => openPanel('chat.panel')}>
              <Icon name="chat" />
            </button>
          ) : tools ? (
            <tools.ChatUnavailableMenu defaultOpen={openOnMount('header-chat')} />
          ) : (
            <ToolPlaceholder testId="header-chat" label={t('header.chat')} icon="chat" />
          )
        ) : null}
      </div>
      {canBell ? tools ? <tools.NotificationBell defaultOpen={openOnMount('header-bell')} /> : <ToolPlaceholder testId="header-bell" label={t('header.notifications')} icon="bell" /> : null}
      {tools ? <tools.QuickCreateMenu defaultOpen={openOnMount('header-quick-create')} /> : <ToolPlaceholder testId="header-quick-create" label={t('header.quickCreate')} icon="plus" />}
      <div className="header-wide">
        <button type="button" className="icon-button header-button" aria-label={t('header.feedback')} data-tip={t('header.feedback')} onClick={() => toast.info('feedback.text')}>
          <Icon name="feedback" />
        </button>
        {tools ? (
          <tools.UserMenu defaultOpen={openOnMount('user-menu')} />
        ) : (
          <ToolPlaceholder testId="user-menu" label={`${user.fullname}, ${t('header.userMenu')}`} className="user-trigger">
            <Avatar userId={user.userId} name={user.fullname} picturePath={user.picturePath} size={30} />
            <span className="user-name">{user.fullname}</span>
            <span className="visually-hidden">, {t('header.userMenu')}</span>
          </ToolPlaceholder>
        )}
      </div>
      {tools ? <tools.OverflowMenu canChat={canChat} defaultOpen={openOnMount('header-more')} /> : <ToolPlaceholder testId="header-more" label={t('header.more')} icon="more" className="icon-button header-button mobile-only" />}
    </header>
  );
}
