import type { TourDef } from '../../../domain/tour';
import { demoTour } from './demo-tour';
import { leaveTour } from './leave-tour';
import { expensesTour } from './expenses-tour';
import { formsTour } from './forms-tour';
import { interventionsTour } from './interventions-tour';

/** The guided tours offered in the demo bar, in this order. */
export const tours: TourDef[] = [demoTour, leaveTour, expensesTour, formsTour, interventionsTour];
