import { tableOf } from '../db/db';

/** A create already answered, by (caller, Idempotency-Key): replays get the same answer. */
export interface IdempotentAnswerRow {
  id: number;
  /** `${userId} ${key}`. */
  key: string;
  method: string;
  path: string;
  /** A hash of the body first sent: the same key with another body is a mistake, not a retry. */
  fingerprint: string;
  /** When it was answered, on the demo clock (ms). */
  at: number;
  status: number;
  headers: Record<string, string>;
  body: string;
}
export const idempotentAnswers = tableOf<IdempotentAnswerRow>('idempotentAnswers', ['key']);
