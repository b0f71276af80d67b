import type { ActorRefFrom } from 'xstate';
import type { tourMachine } from '../../../machines/demo/tour.machine';
import type { SessionActor } from '../../kernel/services';
import { createActor } from '../../kernel/actors';
import { tourLogic } from './tour.effects';

/** The tour's actor, bound to the real page (tour.effects.ts). */
export const createTourActor = (session: SessionActor) => createActor(tourLogic(session)).start();
export type TourActor = ActorRefFrom<typeof tourMachine>;

// One tour for the page's life: the demo bar may re-render while panels come and go.
let actor: TourActor | null = null;
export const tourActor = (session: SessionActor) => (actor ??= endedBySwitch(createTourActor(session), session));

/**
 * A tour is about what one person sees: the presenter switching person from the demo bar ends it (the persona
 * review found its bubble, about Yasmine's screen, left on Nadia's dashboard). The tour's own switches happen while
 * it acts a step, and are its own.
 */
function endedBySwitch(tour: TourActor, session: SessionActor) {
  const who = (s: ReturnType<SessionActor['getSnapshot']>) => (s.matches('signedIn') ? (s.context.user?.userId ?? null) : null);
  let was = who(session.getSnapshot());
  session.subscribe((s) => {
    const now = who(s);
    if (now === was || now === null) return;
    was = now;
    const t = tour.getSnapshot();
    if (t.matches('running') && !t.matches({ running: 'acting' })) tour.send({ type: 'tour.stop' });
    // Its closing card ('Visite terminée') spoke of the person before as well: it went through three switches (persona review).
    else if (!t.matches('running') && t.can({ type: 'tour.close' })) tour.send({ type: 'tour.close' });
  });
  return tour;
}
