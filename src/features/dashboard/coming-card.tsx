import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { getNotifications } from '../../api/shell-api';
import { useResource } from '../../kernel/use-resource';
import { openPanel } from '../../kernel/panel-store';
import { changes } from '../../realtime/changes';
import { fillPlaceholders } from '../../i18n/i18n';
import { Icon } from '../../ui/icon';
// The one table of where a notification leads (spec 1 section 2.4), shared with the bell.
import { notificationTarget } from '../../kernel/notification-route';
import { CardView, Nothing, RowText } from './card-view';
import type { CardBodyProps } from './work-card';
import { formatDay } from '../../i18n/format';
import { comingKinds, upcoming } from './coming-kinds';

/**
 * What is coming: birthdays and hiring anniversaries, trial periods and
 * contracts ending. No call of the spec lists them as such; the notifications
 * of those kinds (spec 1 section 2.4) are what the server sends about them,
 * dated when they were sent.
 */
export default function ComingCard({ title }: CardBodyProps) {
  const { t, i18n } = useTranslation(['cards', 'shell']);
  const [, navigate] = useLocation();
  const view = useResource(getNotifications, undefined, { refreshOn: changes.resync });
  return (
    <CardView view={view} title={title}>
      {(all) => {
        const rows = upcoming(all);
        if (!rows.length) return <Nothing>{t('coming.none')}</Nothing>;
        return (
          <ul className="work-list">
            {rows.map((n) => {
              const go = notificationTarget(n);
              return (
                <li key={n.id} className="work-row" data-kind={n.sourceName}>
                  <Icon name={comingKinds[n.sourceName as keyof typeof comingKinds]} size={18} />
                  <RowText
                    wrap
                    first={
                      <button type="button" className="work-link" onClick={() => ('panel' in go ? openPanel(go.panel, go.params) : navigate(go.navigate))}>
                        {fillPlaceholders(t(n.title, { ns: 'deferred' }), n.parameterTitle ?? '')}
                      </button>
                    }
                    second={t('coming.sent', { date: `\u2068${formatDay(n.createdDate, i18n.language)}\u2069` })}
                  />
                </li>
              );
            })}
          </ul>
        );
      }}
    </CardView>
  );
}
