import type { RegisteredMachine } from '../registry-types';

/** The expenses area's statecharts, walked by the model runner. */
export const expensesMachines: RegisteredMachine[] = [];
