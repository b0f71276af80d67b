import { fromPromise } from 'xstate';
import { documentsApi } from '../../api/documents-api';
import { requestMachine } from '../../../machines/documents/request.machine';

type Actors = NonNullable<Parameters<typeof requestMachine.provide>[0]['actors']>;

/** The document request statechart's server calls, as the detail panel provides them (the model walk provides the same). */
export const requestActors: Actors = {
  load: fromPromise(async ({ input }) => documentsApi.info(input as number)),
  decide: fromPromise(async ({ input }) => documentsApi.decide(input)),
  remove: fromPromise(async ({ input }) => documentsApi.remove(input as number)),
};
