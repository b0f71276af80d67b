import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useResource } from '../../kernel/use-resource';
import { getStatistic } from '../../api/dashboard-api';
import { chartKind, extractStats, humanize, splitTotal, type Figure } from './stat-extract';
import { BarChart, DonutChart } from './charts';

function Unavailable({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <p className="stat-unavailable small muted" role="status">
      {t('card.unavailable')}{' '}
      {onRetry ? (
        <button type="button" className="btn btn-small" onClick={onRetry}>
          {t('Error.Retry')}
        </button>
      ) : null}
    </p>
  );
}

/** One card never takes the page down: a render failure shows the small unavailable state. */
export class CardBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(e: Error) {
    console.warn('dashboard card failed:', e.message);
  }
  override render() {
    return this.state.failed ? <Unavailable /> : this.props.children;
  }
}

export function StatBody({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation('dashboard');
  const view = useResource(getStatistic, path);
  if (view.failed) return <Unavailable onRetry={view.reload} />;
  if (view.data === null) return <div className="stat-skeleton" aria-busy="true"><span className="visually-hidden">{t('state.loading')}</span></div>;
  const stats = extractStats(view.data);
  const name = (f: Figure) => t(`stat.${f.key.split('.').pop()}`, { defaultValue: humanize(f.key) });
  const { total, parts } = splitTotal(stats.figures);
  const slices = parts.map((f) => ({ label: name(f), value: f.value }));
  const series = stats.series[0];
  if (!stats.figures.length && !series) return <p className="small muted">{t('card.noFigures')}</p>;
  const kind = chartKind(slices);
  return (
    // The card has a fixed size (no shift when figures come): longer figures scroll inside it, so the
    // scrolling region takes the keyboard's focus and is named by the card's title.
    <div className="stat-body" tabIndex={0} role="group" aria-label={title}>
      {total ? (
        <p className="stat-total">
          <span className="stat-total-value">{total.value}</span> <span className="muted">{name(total)}</span>
        </p>
      ) : null}
      {kind === 'donut' ? <DonutChart data={slices} label={title} center={total?.value ?? slices.reduce((s, x) => s + x.value, 0)} /> : null}
      {kind === 'bars' ? <BarChart data={slices} label={title} /> : null}
      {kind === 'none' && slices.length ? (
        <dl className="facts stat-facts">
          {slices.map((s) => (
            <div key={s.label}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {series && chartKind(series.items) !== 'none' ? <BarChart data={series.items.slice(0, 8)} label={`${title} · ${humanize(series.key)}`} /> : null}
    </div>
  );
}
