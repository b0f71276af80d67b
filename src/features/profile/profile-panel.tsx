import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PanelProps } from '../../kernel/panel-registry';
import { getPublicProfile } from '../../api/profile-api';
import { SidePanel } from '../../ui/side-panel';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { ProfileView } from './profile-view';

/** Opened by anniversary notifications and hover cards: a profile at a glance. */
export default function ProfilePanel({ params, onClose }: PanelProps) {
  const { t } = useTranslation('people');
  const userId = Number(params.userId);
  const view = useResource(getPublicProfile, userId);
  return (
    <SidePanel open onClose={onClose} title={t('page.profileTitle')} footer={<Link href={`/employee/${userId}/profile/public`} onClick={onClose}>{t('profile.open')}</Link>}>
      <Loaded view={view}>{(p) => <ProfileView p={p} />}</Loaded>
    </SidePanel>
  );
}
