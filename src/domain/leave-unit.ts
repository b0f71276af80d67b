/**
 * A leave quantity's unit code: hours for the hourly type, days for every
 * other (spec 2 section 9). A module of its own, with no zod and nothing else:
 * the formatting module of the first load reads it, and esbuild puts a shared
 * module whole in the first load's chunk (leave-days.ts came with it).
 */
export const HOURS_UNIT = 1;
