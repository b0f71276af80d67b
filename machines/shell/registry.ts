import type { RegisteredMachine } from '../registry-types';

/** The shell area's statecharts, walked by the model runner. */
export const shellMachines: RegisteredMachine[] = [];
