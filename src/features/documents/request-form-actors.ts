import { fromPromise } from 'xstate';
import { documentsApi } from '../../api/documents-api';
import { requestFormMachine, type RequestFormContext, type RequestFormEvent } from '../../../machines/documents/request-form.machine';
import { submitKeyActions } from '../../../machines/shared/submit-key';
import { newIdempotencyKey } from '../../api/idempotency';

type Actors = NonNullable<Parameters<typeof requestFormMachine.provide>[0]['actors']>;

/** The document request form's server calls, as its panel provides them (the model walk provides the same). */
export const requestFormActors: Actors = {
  load: fromPromise(async ({ input }) => {
    const [types, request] = await Promise.all([documentsApi.types(), input ? documentsApi.demand(input as number) : Promise.resolve(null)]);
    return { request, paperTypes: types.filter((x) => x.flag).map((x) => x.value) };
  }),
  submit: fromPromise(async ({ input }) => documentsApi.save(input.values, input.idempotencyKey)),
};

/** Each submit's Idempotency-Key, kept for its retries. */
export const requestFormKeys = submitKeyActions<RequestFormContext, RequestFormEvent>(newIdempotencyKey);
