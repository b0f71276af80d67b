import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { Page } from '../../ui/page';
import { Icon } from '../../ui/icon';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { openPanel } from '../../kernel/panel-store';
import { useCan, useCurrentUser } from '../../kernel/services';
import { listItems } from '../../api/inventory-api';
import { changes } from '../../realtime/changes';
import { InventoryTable } from './inventory-table';

/** /employee/:userId/material/hardware: the equipment one employee holds, and a shortcut to report an incident. */
export default function EmployeeHardwarePage() {
  const { t } = useTranslation('inventory');
  const params = useParams<{ userId: string }>();
  const me = useCurrentUser();
  const userId = Number(params.userId) || me?.userId || 0;
  const canReport = useCan(['Intervention.Create', 'Profil.Intervention.Create']);
  const list = useResource(listItems, { kind: 'hardware' as const, userId, size: 100 }, { refreshOn: changes.inventory });
  return (
    <Page
      title={t('employee.title')}
      actions={
        canReport && userId === me?.userId ? (
          <button type="button" className="btn btn-primary" onClick={() => openPanel('interventions.form', { userId })}>
            <Icon name="wrench" /> {t('employee.report')}
          </button>
        ) : null
      }
    >
      <Loaded view={list}>{(data) => <InventoryTable items={data.items} label={t('employee.title')} />}</Loaded>
    </Page>
  );
}
