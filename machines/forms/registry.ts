import type { RegisteredMachine } from '../registry-types';

/** The forms area's statecharts, walked by the model runner. */
export const formsMachines: RegisteredMachine[] = [];
