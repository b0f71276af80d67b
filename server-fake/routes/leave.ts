import type { RouteDef } from '../http';

/** The leave calls of ../shared/spec/endpoints.tsv (filled in by the leave issue). */
export const leaveRoutes: RouteDef[] = [];
