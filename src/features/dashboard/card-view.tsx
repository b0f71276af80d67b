import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { ResourceView } from '../../kernel/use-resource';
import { CardSkeleton, Unavailable } from './work-card';
import { ScrollRegion } from '../../ui/scroll-region';

/**
 * A card body's read: the skeleton until the first answer, the small
 * unavailable state with a retry when it fails, else the content, in a region
 * that scrolls inside the card's fixed size (and so takes the keyboard's
 * focus, named by the card's title).
 */
export function CardView<T>({ view, title, children }: { view: ResourceView<T>; title: string; children: (data: T) => ReactNode }) {
  // The statechart's answer reaches the view in a synchronous render (useSelector); what it draws is
  // rendered deferred, in slices React interrupts, so an answer never holds the main thread (issue 25).
  const data = useDeferredValue(view.data);
  const failed = useDeferredValue(view.failed);
  if (data === null && failed) return <Unavailable onRetry={view.reload} />;
  if (data === null) return <CardSkeleton />;
  return (
    <ScrollRegion className="stat-body" label={title}>
      {children(data)}
    </ScrollRegion>
  );
}

/** What a card says when its list is empty. */
export function Nothing({ children }: { children: ReactNode }) {
  return <p className="small muted work-empty">{children}</p>;
}

/**
 * A row's words on two lines: who or what first, then the details, each cut
 * with an ellipsis at the card's width (a long title no longer hides the
 * line's other words), or the first wrapping where it must be read whole.
 * The first line takes the direction of what it says (a French title on an
 * Arabic page is cut at its end, not its start); the second keeps the page's,
 * which its date ranges are written for.
 */
export function RowText({ first, second, wrap }: { first: ReactNode; second: ReactNode; wrap?: boolean }) {
  return (
    <div className="work-row-text">
      <span dir="auto" className={wrap ? 'work-line work-line-wrap' : 'work-line'}>{first}</span>
      <span className="work-line muted small">{second}</span>
    </div>
  );
}

/** How many rows of a kind a card lists; the rest are one click away in the area's own list. */
export const SHOWN = 5;

/**
 * A card's list, its first SHOWN rows, then a link to the area's list for
 * the rest. `left` says how many the link stands for when that is not the
 * rows past the fifth: the server's total, when the card holds only the first
 * rows; the people not shown, when a person may have several rows.
 * However large the company, a card draws a handful of rows.
 */
export function FirstRows<T>(props: { rows: readonly T[]; left?: number; href: string; more: (count: number) => string; className?: string; children: (row: T) => ReactNode }) {
  const left = props.left ?? props.rows.length - SHOWN;
  return (
    <>
      <ul className={props.className ?? 'work-list'}>{props.rows.slice(0, SHOWN).map(props.children)}</ul>
      {left > 0 ? (
        <Link className="small" href={props.href}>
          {props.more(left)}
        </Link>
      ) : null}
    </>
  );
}
