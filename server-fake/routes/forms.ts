import type { RouteDef } from '../http';

/** The forms calls of ../shared/spec/endpoints.tsv (filled in by the forms issue). */
export const formsRoutes: RouteDef[] = [];
