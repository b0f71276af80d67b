import type { RouteDef } from '../http';

/** The reminders calls of ../shared/spec/endpoints.tsv (filled in by the reminders issue). */
export const remindersRoutes: RouteDef[] = [];
