import type { RegisteredMachine } from '../registry-types';

/** The leave area's statecharts, walked by the model runner. */
export const leaveMachines: RegisteredMachine[] = [];
