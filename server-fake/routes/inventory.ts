import type { RouteDef } from '../http';

/** The inventory calls of ../shared/spec/endpoints.tsv (filled in by the inventory issue). */
export const inventoryRoutes: RouteDef[] = [];
