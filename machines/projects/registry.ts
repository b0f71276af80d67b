import type { RegisteredMachine } from '../registry-types';

/** The projects area's statecharts, walked by the model runner. */
export const projectsMachines: RegisteredMachine[] = [];
