import { useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { getPublicProfile } from '../../api/profile-api';
import { useCurrentUser } from '../../kernel/services';
import { hasPanel } from '../../kernel/panel-registry';
import { openPanel } from '../../kernel/panel-store';
import { Page } from '../../ui/page';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { ProfileView } from './profile-view';

export default function PublicProfilePage() {
  const { userId } = useParams<{ userId: string }>();
  const { t } = useTranslation(['people', 'shell']);
  const me = useCurrentUser();
  const view = useResource(getPublicProfile, Number(userId));
  // One's own profile leads to one's reminders.
  const own = me?.userId === Number(userId) && hasPanel('shell.reminders');
  const actions = own ? (
    <button type="button" className="btn" onClick={() => openPanel('shell.reminders', { userId: Number(userId) })} data-testid="profile-reminders">
      {t('reminders.title', { ns: 'deferred' })}
    </button>
  ) : undefined;
  return (
    <Page title={t('page.profileTitle')} actions={actions}>
      <Loaded view={view}>{(p) => <ProfileView p={p} />}</Loaded>
    </Page>
  );
}
