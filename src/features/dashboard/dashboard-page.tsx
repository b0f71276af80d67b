import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Page } from '../../ui/page';
import { useCurrentUser, usePermissions } from '../../app/app-context';
import { visibleNav, isGroup } from '../../app/nav-table';
import { fillPlaceholders } from '../../i18n/i18n';
import { Icon } from '../../ui/icon';

/** Home: a greeting and the areas the user may open (the statistics cards come with the shell issue). */
export default function DashboardPage() {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const permissions = usePermissions();
  if (!user) return null;
  const links = visibleNav(user.userId, permissions)
    .flatMap((e) => (isGroup(e) ? e.children : [e]))
    .filter((l) => l.href !== '/');
  return (
    <Page title={fillPlaceholders(t('dashboard.hello'), user.fullname.split(' ')[0])}>
      <ul className="tile-grid">
        {links.map((l) => (
          <li key={l.key}>
            <Link className="tile" href={l.href}>
              <Icon name={l.icon} size={22} />
              <span>{t(`nav.${l.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
