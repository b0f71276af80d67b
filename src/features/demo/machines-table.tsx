import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { selectInspected, useInspectedActors, useSelectedInspected } from '../../kernel/inspection';
import { fillPlaceholders } from '../../i18n/i18n';
import { describeActor } from './machine-names';
import { eventLabel } from './diagram-graph';

// The layout engine comes with the first diagram, not with the panel.
const MachineDiagram = lazy(() => import('./machine-diagram').then((m) => ({ default: m.MachineDiagram })));

/**
 * The statecharts running right now, named in words; the selected one (from
 * this list, or by clicking an open panel) drawn with its live state and
 * the last event it received.
 */
export function MachinesTable() {
  const { t, i18n } = useTranslation('demo');
  const actors = useInspectedActors();
  const chosen = useSelectedInspected();
  if (!actors.length) return <p className="muted">{t('control.none')}</p>;
  const selected = actors.find((a) => a.sessionId === chosen) ?? actors[0];
  return (
    <div className="inspector">
      <ul className="inspector-list" aria-label={t('control.machines')}>
        {actors.map((a) => (
          <li key={a.sessionId} data-machine={a.machineId}>
            <button type="button" className={`inspector-item${a === selected ? ' is-selected' : ''}`} aria-pressed={a === selected} onClick={() => selectInspected(a.sessionId)}>
              {describeActor(a, t, i18n.language)}
            </button>
          </li>
        ))}
      </ul>
      <section className="inspector-detail" aria-label={describeActor(selected, t, i18n.language)} data-testid="inspector-detail" data-machine={selected.machineId}>
        <p>
          <strong>{describeActor(selected, t, i18n.language)}</strong>
        </p>
        <p className="small" data-testid="inspector-last-event">
          {selected.lastEvent ? fillPlaceholders(t('inspector.lastEvent'), eventLabel(selected.lastEvent)) : t('inspector.noEvent')}
        </p>
        <Suspense fallback={<p className="muted">{t('inspector.drawing')}</p>}>
          <MachineDiagram machine={selected.machine} value={selected.value} lastEvent={selected.lastEvent} />
        </Suspense>
      </section>
    </div>
  );
}
