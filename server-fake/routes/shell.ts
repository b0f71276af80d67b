import type { RouteDef } from '../http';

/** The shell calls of ../shared/spec/endpoints.tsv (filled in by the shell issue). */
export const shellRoutes: RouteDef[] = [];
