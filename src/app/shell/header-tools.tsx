import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state';
import { HeaderDropdown } from '../../ui/header-menus';

/*
 * The header's menus and dialogs, in one chunk loaded after the first paint
 * (or at the first click on one of their placeholders): they bring Radix's
 * menu and dialog, the bell's and search's statecharts and their schemas,
 * none of which the dashboard's first paint needs (issue 13).
 */
export { TasksShortcut } from '../../features/tasks/tasks-shortcut';
export { GlobalSearchButton } from '../../features/shell/global-search';
export { NotificationBell } from '../../features/shell/notification-bell';
export { QuickCreateMenu } from './quick-create-menu';
export { UserMenu } from './user-menu';
export { OverflowMenu } from './overflow-menu';

/** The chat entry while no chat panel is registered in the build. */
export function ChatUnavailableMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <HeaderDropdown icon="chat" label={t('header.chat')} testId="header-chat" defaultOpen={defaultOpen}>
      <EmptyState icon="chat" title={t('empty.chat')} />
    </HeaderDropdown>
  );
}
