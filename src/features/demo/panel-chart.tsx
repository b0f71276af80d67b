import { useTranslation } from 'react-i18next';
import { selectInspected, usePanelMachine } from '../../kernel/inspection';
import { openPanel } from '../../kernel/panel-store';
import { Icon } from '../../ui/icon';

/**
 * Demo and sandbox: in an open panel's header, the way to the statechart it runs, drawn live in a panel opened above
 * it. The panel underneath stays open, so its statechart goes on: back, act, and look again (persona review: on a
 * phone a leave's chart could not be watched, the inspector being reachable only by closing the leave's panel).
 */
export function PanelChartButton({ panelKey }: { panelKey: number }) {
  const { t } = useTranslation('demo');
  // The panel's actors come and go with its screens (a record read, then its form): the button follows them, and
  // only them (every snapshot of every actor is published: the headers of open panels were drawn again at each).
  const mine = usePanelMachine(panelKey);
  if (!mine) return null;
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('chart.open')}
      title={t('chart.open')}
      data-testid="panel-chart"
      onClick={() => {
        selectInspected(mine);
        openPanel('demo.chart', {}, { transient: true });
      }}
    >
      <Icon name="org" />
    </button>
  );
}
