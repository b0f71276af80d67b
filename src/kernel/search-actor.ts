import { fromPromise } from 'xstate';
import { globalSearch } from '../api/shell-api';

/** The search statecharts' one server call (POST /api/home/GlobalSearch), aborted when the user types on; the model walk provides the same. */
export const globalSearchActor = fromPromise(({ input, signal }: { input: { value: string }; signal: AbortSignal }) => globalSearch({ value: input.value, regex: false }, signal));
