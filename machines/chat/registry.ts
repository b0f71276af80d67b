import type { RegisteredMachine } from '../registry-types';

/** The chat area's statecharts, walked by the model runner. */
export const chatMachines: RegisteredMachine[] = [];
