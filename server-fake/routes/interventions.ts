import type { RouteDef } from '../http';

/** The interventions calls of ../shared/spec/endpoints.tsv (filled in by the interventions issue). */
export const interventionsRoutes: RouteDef[] = [];
