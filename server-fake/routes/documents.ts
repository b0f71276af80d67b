import type { RouteDef } from '../http';

/** The documents calls of ../shared/spec/endpoints.tsv (filled in by the documents issue). */
export const documentsRoutes: RouteDef[] = [];
