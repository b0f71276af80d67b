import type { RouteDef } from '../http';

/** The projects calls of ../shared/spec/endpoints.tsv (filled in by the projects issue). */
export const projectsRoutes: RouteDef[] = [];
