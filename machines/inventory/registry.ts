import type { RegisteredMachine } from '../registry-types';

/** The inventory area's statecharts, walked by the model runner. */
export const inventoryMachines: RegisteredMachine[] = [];
