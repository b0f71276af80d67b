import type { RouteDef } from '../http';

/** The expenses calls of ../shared/spec/endpoints.tsv (filled in by the expenses issue). */
export const expensesRoutes: RouteDef[] = [];
