import type { RegisteredMachine } from '../registry-types';

/** The documents area's statecharts, walked by the model runner. */
export const documentsMachines: RegisteredMachine[] = [];
