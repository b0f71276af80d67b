import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createStore } from '../../domain/store';
import { usePanelMachine } from '../../kernel/inspection';
import { Icon } from '../../ui/icon';
import { useBoxSize } from '../../ui/use-box-size';
import { useStore } from '../../ui/use-store';
import { MachinesTable } from './machines-table';

/**
 * The panels (by key) drawing their statechart beside their content. Kept in the page only: after a reload a panel
 * comes back as it was filled, without its chart (the chart shows what this page runs).
 */
const beside = createStore<readonly number[]>([]);
const toggle = (key: number) => beside.set((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));

/**
 * Demo and sandbox: in an open panel's header, the switch that draws the statechart it runs, live, beside its content
 * (persona review: opened as a panel above, the chart covered the form it described; one could not fill the form and
 * watch it move). The panel stays what it was, its statechart goes on, and the chart follows the panel's machine as
 * its screens come and go (a record read, then its form).
 */
export function PanelChartButton({ panelKey }: { panelKey: number }) {
  const { t } = useTranslation('demo');
  // Only the panel's own actors draw the button again (every snapshot of every actor is published: the headers of
  // open panels were drawn again at each).
  const mine = usePanelMachine(panelKey);
  const shown = useStore(beside, (keys) => keys.includes(panelKey));
  if (!mine) return null;
  return (
    <button type="button" className="icon-button" aria-label={t('chart.open')} title={t('chart.open')} aria-pressed={shown} data-testid="panel-chart" onClick={() => toggle(panelKey)}>
      <Icon name="org" />
    </button>
  );
}

/** The chart itself, drawn by the side panel beside its body (at the start side; above it on a narrow screen). */
export function PanelChartAside({ panelKey }: { panelKey: number }) {
  const mine = usePanelMachine(panelKey);
  const shown = useStore(beside, (keys) => keys.includes(panelKey));
  return mine && shown ? <ChartAside sessionId={mine} /> : null;
}

function ChartAside({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('demo');
  const aside = useRef<HTMLElement>(null);
  const box = useBoxSize(aside);
  return (
    <aside ref={aside} className="side-panel-chart" aria-label={t('chart.title')} data-testid="panel-chart-aside">
      {box ? <MachinesTable only={sessionId} box={box} /> : null}
    </aside>
  );
}
