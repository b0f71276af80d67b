import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { SidePanel } from '../../ui/side-panel';
import { MachinesTable } from './machines-table';

/** The statechart of the panel underneath, live, alone (panel-chart.tsx opens it): the inspector's drawing without the list. */
export default function ChartPanel({ onClose }: PanelProps) {
  const { t } = useTranslation('demo');
  return (
    <SidePanel open onClose={onClose} title={t('chart.title')} width="lg">
      <MachinesTable only />
    </SidePanel>
  );
}
