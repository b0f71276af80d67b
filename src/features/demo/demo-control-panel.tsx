import { formatDate, formatPercent } from '../../i18n/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { fakeRuntime, travelTo } from '../../kernel/fake-runtime';
import { appNow } from '../../domain/clock';
import { SidePanel } from '../../ui/side-panel';
import { fillPlaceholders } from '../../i18n/i18n';
import { MachinesTable } from './machines-table';
import { requestResync } from '../../realtime/changes';
import { Field } from '../../ui/inputs/field';

const latencies = { none: 0, normal: [60, 220], slow: [500, 2000] } as const;
type LatencyKey = keyof typeof latencies;

/** The demo's clock, the fake server's network and the live statecharts. (The reset is the demo bar's, on every page: it names what goes and offers an export first.) */
export default function DemoControlPanel({ onClose }: PanelProps) {
  const { t } = useTranslation('demo');
  const runtime = fakeRuntime();
  const [offset, setOffset] = useState(runtime?.clock.offsetDays() ?? 0);
  const f = runtime?.faults.get();
  const [latency, setLatency] = useState<LatencyKey>(f ? (f.latency === 0 ? 'none' : Array.isArray(f.latency) && f.latency[1] >= 2000 ? 'slow' : 'normal') : 'normal');
  const [errorRate, setErrorRate] = useState(Math.round((f?.errorRate ?? 0) * 100));
  if (!runtime) return null;
  const travel = (days: number) => {
    const next = days === 0 ? 0 : offset + days;
    travelTo(next);
    setOffset(next);
    // Screens read again, so what depends on today (leave started, notes ageing) moves with it.
    requestResync();
  };
  const today = appNow();
  return (
    <SidePanel open onClose={onClose} title={t('control.title')} width="lg">
      <section className="card">
        <h2>{t('control.clock')}</h2>
        <p className="muted small">{t('control.clockHint')}</p>
        <p data-testid="demo-today">
          <strong>{formatDate(today, 'long')}</strong>
        </p>
        <div className="page-actions">
          <button type="button" className="btn btn-small" onClick={() => travel(1)}>{t('control.plusDay')}</button>
          <button type="button" className="btn btn-small" onClick={() => travel(7)}>{t('control.plusWeek')}</button>
          <button type="button" className="btn btn-small" onClick={() => travel(30)}>{t('control.plusMonth')}</button>
          <button type="button" className="btn btn-small" disabled={offset === 0} onClick={() => travel(0)}>{t('control.backToday')}</button>
        </div>
      </section>
      <section className="card form-grid">
        <h2>{t('control.network')}</h2>
        <Field label={t('control.latency')}>
          <select
            value={latency}
            onChange={(e) => {
              const key = e.target.value as LatencyKey;
              setLatency(key);
              runtime.faults.set({ latency: latencies[key] as number | [number, number] });
            }}
          >
            {(Object.keys(latencies) as LatencyKey[]).map((k) => (
              <option key={k} value={k}>{t(`control.latency.${k}`)}</option>
            ))}
          </select>
        </Field>
        <Field label={fillPlaceholders(t('control.errorRate'), formatPercent(errorRate / 100))}>
          <input
            type="range" min={0} max={50} step={5} value={errorRate} data-testid="error-rate"
            onChange={(e) => {
              const v = Number(e.target.value);
              setErrorRate(v);
              runtime.faults.set({ errorRate: v / 100 });
            }}
          />
        </Field>
      </section>
      <section className="card">
        <h2>{t('control.machines')}</h2>
        <p className="muted small">{t('control.machinesHint')}</p>
        <MachinesTable />
      </section>
    </SidePanel>
  );
}
