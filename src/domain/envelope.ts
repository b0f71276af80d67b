import * as z from 'zod';
import { lazySchema } from './lazy-schema';

/** Most answers carry success, message and data; the client unwraps them in one place. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    message: z.string().nullish(),
    data,
  });

/** Answers that only say whether the action worked. */
export const ack = lazySchema(() => z.object({ success: z.boolean(), message: z.string().nullish() }));
export type Ack = z.infer<typeof ack>;

