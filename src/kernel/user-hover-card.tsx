import { useId, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { hoverCardLogic } from './hover-card.effects';
import { useHelperActorRef } from './actors';

/**
 * Wrap a user's name or avatar: hovering or focusing it shows a card with
 * the full name and department (spec 1 section 2.5), a skeleton while it
 * loads; on failure the card goes and an error line shows.
 */
export function UserHoverCard({ userId, children }: { userId: number; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const cardId = useId();
  const actor = useHelperActorRef(hoverCardLogic, { input: { userId } });
  const open = useSelector(actor, (s) => s.hasTag('open'));
  const skeleton = useSelector(actor, (s) => s.hasTag('skeleton'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const data = useSelector(actor, (s) => s.context.data);
  const show = () => actor.send({ type: 'card.show' });
  const hide = () => actor.send({ type: 'card.hide' });
  return (
    <span className="hover-card-anchor" onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide} aria-describedby={open ? cardId : undefined}>
      {children}
      {open ? (
        <span className="hover-card" role="tooltip" id={cardId} data-testid="user-hover-card" aria-busy={skeleton}>
          {skeleton || !data ? (
            <span className="hover-card-skeleton">
              <span className="visually-hidden">{t('state.loading', { ns: 'common' })}</span>
              <span className="skeleton skeleton-line" />
              <span className="skeleton skeleton-line short" />
            </span>
          ) : (
            <>
              <strong className="hover-card-name">{data.fullName}</strong>
              <span className="muted small hover-card-dept">{data.departement}</span>
            </>
          )}
        </span>
      ) : null}
      {failed ? (
        <span className="hover-card-error" role="alert">
          {t('hoverCard.error')}
        </span>
      ) : null}
    </span>
  );
}
