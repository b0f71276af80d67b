import { fromPromise } from 'xstate';
import { leaveApi } from '../../api/leave-api';
import { leaveRequestMachine } from '../../../machines/leave/leave-request.machine';

type Actors = NonNullable<Parameters<typeof leaveRequestMachine.provide>[0]['actors']>;

/** The leave request statechart's server calls, as the detail panel provides them (the model walk provides the same). */
export const leaveRequestActors: Actors = {
  load: fromPromise(({ input }) => leaveApi.detail(input)),
  cancelRequest: fromPromise(({ input }) => leaveApi.cancel(input.id)),
  acceptRequest: fromPromise(({ input }) => leaveApi.accept(input.id, input.levelType)),
  rejectRequest: fromPromise(({ input }) => leaveApi.reject(input.id, input.levelType, input.raison)),
  deleteRequest: fromPromise(({ input }) => leaveApi.remove(input.id)),
};
