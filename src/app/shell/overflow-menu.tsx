import * as Menu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { hasPanel } from '../../kernel/panel-registry';
import { openPanel } from '../../kernel/panel-store';
import { Icon } from '../../ui/icon';
import { HeaderDropdown } from '../../ui/header-menus';
import { toast } from '../../ui/toast-store';
import { SearchDialog } from '../../features/shell/global-search';
import { UserMenuItems } from './user-menu';

/**
 * Issue 22: on a phone the header keeps the menu button, the logo, the bell
 * and '+'; tasks, search, chat, feedback and the user menu (sign-out with
 * it) move here. The header shows this button below 768 px only (app.css).
 */
export function OverflowMenu({ defaultOpen, canChat }: { defaultOpen?: boolean; canChat: boolean }) {
  const { t } = useTranslation('shell');
  const [searching, setSearching] = useState(false);
  const entry = (key: string, icon: string, label: string, onSelect: () => void) => (
    <Menu.Item className="dropdown-item" onSelect={onSelect} data-menu={key}>
      <Icon name={icon} />
      {label}
    </Menu.Item>
  );
  return (
    <>
      <HeaderDropdown icon="more" label={t('header.more')} testId="header-more" defaultOpen={defaultOpen} className="icon-button header-button mobile-only">
        {entry('tasks', 'tasks', t('header.tasks'), () => navigate('/tasks/grid'))}
        {entry('search', 'search', t('header.search'), () => setSearching(true))}
        {canChat && hasPanel('chat.panel') ? entry('chat', 'chat', t('header.chat'), () => openPanel('chat.panel')) : null}
        {entry('feedback', 'feedback', t('header.feedback'), () => toast.info('feedback.text'))}
        <Menu.Separator className="dropdown-separator" />
        <UserMenuItems />
      </HeaderDropdown>
      <SearchDialog open={searching} onOpenChange={setSearching} />
    </>
  );
}
