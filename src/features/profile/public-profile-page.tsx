import { useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { getPublicProfile } from '../../api/profile-api';
import { Page } from '../../ui/page';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../ui/use-resource';
import { ProfileView } from './profile-view';

export default function PublicProfilePage() {
  const { userId } = useParams<{ userId: string }>();
  const { t } = useTranslation('shell');
  const view = useResource(getPublicProfile, Number(userId));
  return (
    <Page title={t('page.profileTitle')}>
      <Loaded view={view}>{(p) => <ProfileView p={p} />}</Loaded>
    </Page>
  );
}
