import type { ReactNode } from 'react';
import type { ResourceView } from '../../kernel/use-resource';
import { CardSkeleton, Unavailable } from './work-card';

/**
 * A card body's read: the skeleton until the first answer, the small
 * unavailable state with a retry when it fails, else the content, in a region
 * that scrolls inside the card's fixed size (and so takes the keyboard's
 * focus, named by the card's title).
 */
export function CardView<T>({ view, title, children }: { view: ResourceView<T>; title: string; children: (data: T) => ReactNode }) {
  if (view.data === null && view.failed) return <Unavailable onRetry={view.reload} />;
  if (view.data === null) return <CardSkeleton />;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a card body that scrolls must take focus so keyboard users can scroll it (axe: scrollable-region-focusable)
    <div className="stat-body" tabIndex={0} role="group" aria-label={title}>
      {children(view.data)}
    </div>
  );
}

/** What a card says when its list is empty. */
export function Nothing({ children }: { children: ReactNode }) {
  return <p className="small muted work-empty">{children}</p>;
}
