import type { RegisteredMachine } from '../registry-types';

/** The interventions area's statecharts, walked by the model runner. */
export const interventionsMachines: RegisteredMachine[] = [];
