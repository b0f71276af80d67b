import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PublicProfile } from '../../domain/profile';
import { Avatar } from '../../kernel/avatar';
import { UserHoverCard } from '../../kernel/user-hover-card';
import { formatDay } from '../../i18n/format';

/** The profile facts shared by the public profile page and the profile panel. */
export function ProfileView({ p }: { p: PublicProfile }) {
  const { t } = useTranslation('people');
  const rows: Array<[string, string | null]> = [
    ['profile.fonction', p.fonction],
    ['profile.departement', p.departement],
    ['profile.team', p.team],
    ['profile.site', p.site],
    ['profile.society', p.society],
    ['profile.email', p.email],
    ['profile.phone', p.phone],
    ['profile.hireDate', formatDay(p.hireDate)],
    ['profile.contractType', p.contractType],
  ];
  return (
    <div className="profile-view">
      <div className="profile-head">
        <Avatar userId={p.id} name={p.fullName} picturePath={p.picturePath} size={72} />
        <div>
          <h2>{p.fullName}</h2>
          <p className="muted">{p.fonction}</p>
          <p className={`presence ${p.online ? 'presence-online' : ''}`}>{p.online ? t('profile.online') : t('profile.offline')}</p>
        </div>
      </div>
      <dl className="facts">
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k}>
              <dt>{t(k)}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        {p.manager ? (
          <div>
            <dt>{t('profile.manager')}</dt>
            <dd>
              <UserHoverCard userId={p.manager.id}>
                <Link href={`/employee/${p.manager.id}/profile/public`}>{p.manager.fullName}</Link>
              </UserHoverCard>
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
