import type { RouteDef } from '../http';

/** The policy calls of ../shared/spec/endpoints.tsv (filled in by the policy issue). */
export const policyRoutes: RouteDef[] = [];
