import { useTranslation } from 'react-i18next';
import { Avatar } from '../../kernel/avatar';
import { Loaded } from '../../ui/loaded';
import type { ResourceView } from '../../kernel/use-resource';
import type { HistoryEntry } from '../../domain/interventions';
import { formatDate } from '../../i18n/format';
import { statusTones } from '../../domain/status-tones';

/** The timeline: newest first; a closed entry is success if resolved, danger if not. */
export function InterventionHistory({ view }: { view: ResourceView<HistoryEntry[]> }) {
  const { t } = useTranslation('interventions');
  return (
    <section aria-labelledby="intervention-history-title">
      <h3 id="intervention-history-title" className="itops-section-title">{t('detail.history')}</h3>
      <Loaded view={view}>
        {(entries) => (
          <ol className="itops-timeline" aria-label={t('detail.history')}>
            {entries.map((h) => {
              const tone = h.closed ? statusTones.interventions[h.resolved ? 'Solved' : 'Closed'] : h.title === 'Intervention.UnAssigned' ? 'neutral' : statusTones.interventions.Affected;
              return (
                <li key={h.id} className={`itops-timeline-item tone-${tone}`} data-testid="history-entry">
                  <span className={`badge badge-${tone}`}>{t(h.closed ? (h.resolved ? 'history.closedSolved' : 'history.closedUnsolved') : h.title)}</span>
                  {h.user ? <strong> {h.user.fullName}</strong> : null}
                  <div className="muted small">
                    <Avatar userId={h.whoDid.id} name={h.whoDid.fullName} picturePath={h.whoDid.picturePath} size={18} /> {h.whoDid.fullName} · <time dateTime={h.date}>{formatDate(h.date, 'dateTimeSeconds')}</time>
                  </div>
                  {h.description ? <p className="itops-pre">{h.description}</p> : null}
                </li>
              );
            })}
          </ol>
        )}
      </Loaded>
    </section>
  );
}
