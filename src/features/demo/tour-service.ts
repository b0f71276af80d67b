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
export const tourActor = (session: SessionActor) => (actor ??= createTourActor(session));
