import type { RouteDef } from '../http';

/** The chat calls of ../shared/spec/endpoints.tsv (filled in by the chat issue). */
export const chatRoutes: RouteDef[] = [];
