import * as Menu from '@radix-ui/react-dropdown-menu';
import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import * as sel from '../../../machines/shell/notifications.selectors';
import type { Notification } from '../../domain/shell';
import { HeaderDropdown } from '../../ui/header-menus';
import { openPanel } from '../../kernel/panel-store';
import { onRealtime } from '../../realtime/realtime-service';
import { changes } from '../../realtime/changes';
import { useChanges } from '../../kernel/use-changes';
import { Avatar } from '../../kernel/avatar';
import { EmptyState, Spinner } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { notificationDate, notificationTitle } from './notification-format';
import { useActorRef, useLogic } from '../../kernel/actors';
import { notificationsLogic } from './notifications.effects';
import { RetryBanner } from '../../ui/retry-banner';

/** Notification titles are the areas' keys: look in every area's words, shell first. */
const titleNamespaces = ['shell', 'leave', 'documents', 'expenses', 'forms', 'interventions', 'chat', 'projects', 'inventory', 'settings'];

/** Spec 1 section 2.4: the bell, its list, live arrivals and the unread count. */
export function NotificationBell({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const { t: tAreas } = useTranslation(titleNamespaces, { useSuspense: false });
  const [, navigate] = useLocation();
  const [lastTarget, setLastTarget] = useState<string>();
  const machine = useLogic(() => notificationsLogic({ navigate: (path) => navigate(path), routed: setLastTarget }));
  const actor = useActorRef(machine);
  // Notifications arrive parsed (realtime-service.ts); after a reconnect the list is read again.
  useEffect(() => onRealtime('ReceiveNotification', (notification) => actor.send({ type: 'notifications.received', notification })), [actor]);
  useChanges(changes.resync, () => actor.send({ type: 'notifications.reload' }));
  const items = useSelector(actor, sel.selectItems);
  const unread = useSelector(actor, sel.selectUnreadCount);
  const loading = useSelector(actor, sel.selectLoading);
  const failed = useSelector(actor, sel.selectFailed);
  const marking = useSelector(actor, sel.selectMarking);
  const canMarkAll = useSelector(actor, (s) => s.can({ type: 'notifications.markAll' }));
  const translate = (key: string) => tAreas(key, { ns: titleNamespaces, defaultValue: key });

  return (
    <HeaderDropdown
      icon="bell"
      label={t('header.notifications')}
      testId="header-bell"
      badge={unread}
      defaultOpen={defaultOpen}
      data={{ 'last-target': lastTarget }}
      onOpenChange={(open) => open && actor.send({ type: 'notifications.reload' })}
    >
      <div className="dropdown-title notifications-head">
        <span>{t('header.notifications')}</span>
        <button type="button" className="btn btn-small btn-link" disabled={!canMarkAll || marking} onClick={() => actor.send({ type: 'notifications.markAll' })} data-testid="notifications-mark-all">
          {t('notifications.markAll')}
        </button>
      </div>
      <Menu.Separator className="dropdown-separator" />
      {loading ? <Spinner label={t('state.loading', { ns: 'common' })} /> : null}
      {/* A failed read offers its retry where it failed (closing and opening the bell again also reads afresh). */}
      {failed ? <RetryBanner message={t('notifications.loadFailed')} onRetry={() => actor.send({ type: 'notifications.reload' })} /> : null}
      {!loading && !failed && items.length === 0 ? <EmptyState icon="bell" title={t('empty.notifications')} /> : null}
      <div className="notifications-list" role="group" aria-label={t('header.notifications')}>
        {items.map((n) => (
          <NotificationItem key={n.id} n={n} title={notificationTitle(translate, n.title, n.parameterTitle)} date={notificationDate(n.createdDate, i18n.language)} disabled={marking} onOpen={() => actor.send({ type: 'notifications.open', id: n.id })} unreadLabel={t('notifications.unread')} />
        ))}
      </div>
      <Menu.Separator className="dropdown-separator" />
      <Menu.Item className="dropdown-item" onSelect={() => openPanel('shell.reminders')} data-testid="open-reminders">
        <Icon name="clock" /> {t('reminders.title')}
      </Menu.Item>
    </HeaderDropdown>
  );
}

function NotificationItem({ n, title, date, disabled, onOpen, unreadLabel }: { n: Notification; title: string; date: string; disabled: boolean; onOpen(): void; unreadLabel: string }) {
  return (
    <Menu.Item className={`dropdown-item notification-item${n.isView ? '' : ' notification-unread'}`} data-unread={!n.isView} data-source={n.sourceName} disabled={disabled} onSelect={onOpen}>
      {n.user ? <Avatar userId={n.user.id} name={n.parameterTitle ?? ''} picturePath={n.user.picturePath} size={32} /> : <span className="notification-system" aria-hidden="true"><Icon name="bell" /></span>}
      <span className="notification-text">
        <span className="notification-title">{title}</span>
        <time className="muted small" dateTime={n.createdDate}>{date}</time>
      </span>
      {n.isView ? null : <span className="notification-dot" aria-label={unreadLabel} />}
    </Menu.Item>
  );
}
