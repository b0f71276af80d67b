import { Component, useDeferredValue, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../ui/icon';
import { useModule } from '../../kernel/module-cache';
import { useCardReleased } from './card-release';
import { CurrentPlace } from '../../ui/current-panel';

/** What every card body is given: its title (to name its scrolling region). */
export interface CardBodyProps {
  title: string;
}

export interface CardDef {
  key: string;
  icon: string;
  /** The list the card summarises, when there is one to open. */
  href?: string;
  /** The body, its calls, zod and its statecharts: loaded after the dashboard's first paint (issue 13). */
  load: () => Promise<{ default: ComponentType<CardBodyProps> }>;
  /** Cards that hold lists are taller; the size is fixed from the first paint (issue 25: no layout shift). */
  size?: 'tall' | 'short';
}

/** `waiting`: a card below the fold, loaded once the person comes near it (card-release.ts): nothing is busy yet. */
export function CardSkeleton({ waiting = false }: { waiting?: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="stat-skeleton" aria-busy={waiting ? undefined : 'true'}>
      <span className="visually-hidden">{t('state.loading')}</span>
    </div>
  );
}

export function Unavailable({ onRetry }: { onRetry?: () => void }) {
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

/** One card never takes the page down: a render failure (or its code failing to load) shows the small unavailable state. */
class CardBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
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

function Body({ def, title }: { def: CardDef; title: string }) {
  // Deferred: the module's arrival is a plain state update, which React renders in one block; the body
  // (its statecharts, its first render) then mounts in a render React slices instead (issue 25).
  // The cards' words come with them (the dashboard's page, a first screen, reads only its own: i18n/namespaces.ts).
  const m = useDeferredValue(useModule(def.load, 'cards'));
  if (!m) return <CardSkeleton />;
  const B = m.default;
  return <B title={title} />;
}

/**
 * A card's frame paints with the dashboard, at its final size; its body comes
 * right after (in view) or once the person scrolls near it (card-release.ts),
 * showing meanwhile the skeleton it shows while its calls run.
 */
export function WorkCard({ def }: { def: CardDef }) {
  const { t } = useTranslation('dashboard');
  const title = t(`card.${def.key}`);
  const place = useMemo(() => ({ ns: 'dashboard', key: `card.${def.key}` }), [def.key]);
  const frame = useRef<HTMLElement>(null);
  // Deferred: the body then mounts in a render React slices and interrupts, not in the observer's task (issue 25).
  const released = useDeferredValue(useCardReleased(def.key, frame));
  return (
    <section ref={frame} className={`card work-card work-card-${def.size ?? 'tall'}`} aria-labelledby={`card-${def.key}`} data-card={def.key}>
      <header className="stat-card-head">
        <Icon name={def.icon} size={20} />
        <h2 id={`card-${def.key}`}>{title}</h2>
        {def.href ? (
          <Link className="stat-card-link small" href={def.href}>
            {t('card.open')}
          </Link>
        ) : null}
      </header>
      <CardBoundary>
        <CurrentPlace.Provider value={place}>{released ? <Body def={def} title={title} /> : <CardSkeleton waiting />}</CurrentPlace.Provider>
      </CardBoundary>
    </section>
  );
}
