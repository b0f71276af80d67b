import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listCollaborators } from '../../api/profile-api';
import { Loaded } from '../../ui/loaded';
import { Page } from '../../ui/page';
import { useResource } from '../../kernel/use-resource';
import { UserSearchField } from './user-search-field';
import { OrgChart } from './org-chart';

/**
 * The organisation chart: who reports to whom, from each person's manager.
 * The users-only search (spec 1 section 2.6) finds a person: the chart opens
 * the way down to them and shows them; clearing the field lets them go.
 */
export default function OrgChartPage() {
  const { t } = useTranslation('people');
  const view = useResource(listCollaborators, null);
  const [found, setFound] = useState<number | null>(null);
  return (
    <Page title={t('page.orgchartTitle')}>
      <div className="org-search">
        <UserSearchField onChange={setFound} />
      </div>
      <Loaded view={view}>{(people) => <OrgChart people={people} found={found} />}</Loaded>
    </Page>
  );
}
