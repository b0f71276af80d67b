import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { selectInspected, useInspectedActors, useSelectedInspected, type InspectedActor, type TakenTransition } from '../../kernel/inspection';
import { fillPlaceholders } from '../../i18n/i18n';
import { describeActor } from './machine-names';
import { useMediaMatch } from '../../ui/use-narrow';
import { chartWords, lookupOf } from './chart-words';

// The layout engine comes with the first diagram, not with the panel.
const MachineDiagram = lazy(() => import('./machine-diagram').then((m) => ({ default: m.MachineDiagram })));

type T = (key: string, o?: Record<string, unknown>) => string;

/** Where a panel's chart stands beside the panel rather than above it (src/styles/areas/demo.css holds the same figure). */
const besideQuery = '(min-width: 1100px)';

/** The state a state id names, in words ('leaveRequest.ready.pending' → 'en cours'). */
const stateOfId = (t: T, machineId: string, id: string) => chartWords(lookupOf(t)).state(machineId, id.split('.').slice(1));

/**
 * A macrostep in words, as the last transition ('Dernière transition : …') or as one step of those before it: from
 * where, to where, on which event ('annulation → annulée, par « annulation : succès »').
 */
function transitionText(a: InspectedActor, step: TakenTransition[], key: 'ui.lastTransition' | 'ui.step', t: T): string | null {
  const first = step[0];
  const last = step[step.length - 1];
  if (!first || !last) return null;
  const words = chartWords(lookupOf(t));
  const to = last.targets.length ? last.targets.map((id) => stateOfId(t, a.machineId, id)).join(words.separator) : stateOfId(t, a.machineId, last.source);
  return fillPlaceholders(t(key, { ns: 'statecharts' }), stateOfId(t, a.machineId, first.source), to, words.event(a.machineId, first.event));
}

/**
 * The statecharts running right now, one line each in words (the machine,
 * what it is about, its state); the selected one (from this list, or by
 * clicking an open panel) drawn with its live state and its last transition.
 */
export function MachinesTable({ only, box }: { only?: string; box?: { width: number; height: number } }) {
  const { t, i18n } = useTranslation(['demo', 'statecharts']);
  const actors = useInspectedActors();
  const chosen = useSelectedInspected();
  const beside = useMediaMatch(besideQuery);
  if (!actors.length) return <p className="muted">{t('control.none')}</p>;
  // `only`: one actor alone (a panel's chart beside it), or nothing once it is gone.
  const selected = actors.find((a) => a.sessionId === (only ?? chosen)) ?? (only ? null : actors[0]!);
  if (!selected) return <p className="muted">{t('control.none')}</p>;
  const moved = transitionText(selected, selected.lastTransitions, 'ui.lastTransition', t);
  // The steps before the last, oldest first: read from the top, they end with the last transition below them.
  const before = [...selected.earlierTransitions].reverse().map((step) => transitionText(selected, step, 'ui.step', t)).filter((line) => line !== null);
  return (
    <div className="inspector">
      {only ? null : (
        <ul className="inspector-list" aria-label={t('control.machines')}>
          {actors.map((a) => (
            <li key={a.sessionId} data-machine={a.machineId}>
              <button type="button" className={`inspector-item${a === selected ? ' is-selected' : ''}`} aria-pressed={a === selected} onClick={() => selectInspected(a.sessionId)}>
                {describeActor(a, t, i18n.language)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <section className="inspector-detail" aria-label={describeActor(selected, t, i18n.language)} data-testid="inspector-detail" data-machine={selected.machineId}>
        <p>
          <strong>{describeActor(selected, t, i18n.language)}</strong>
        </p>
        {before.length ? (
          // Open in the demo panel and beside a panel; folded to one line above a panel (a phone, a tablet), where the drawing needs the room.
          <details className="diagram-earlier" open={!only || beside} data-testid="inspector-earlier">
            <summary className="small">{t('ui.earlierSteps', { count: before.length, ns: 'statecharts' })}</summary>
            <ol className="small muted">
              {before.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ol>
          </details>
        ) : null}
        <p className="small diagram-last" data-testid="inspector-last-event">
          {moved ?? (selected.lastEvent ? fillPlaceholders(t('inspector.lastEvent'), chartWords(lookupOf(t)).event(selected.machineId, selected.lastEvent)) : t('inspector.noEvent'))}
        </p>
        <Suspense fallback={<p className="muted">{t('inspector.drawing')}</p>}>
          <MachineDiagram machine={selected.machine} value={selected.value} lastTransitions={selected.lastTransitions} box={box} />
        </Suspense>
      </section>
    </div>
  );
}
