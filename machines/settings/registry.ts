import type { RegisteredMachine } from '../registry-types';

/** The settings area's statecharts, walked by the model runner. */
export const settingsMachines: RegisteredMachine[] = [];
