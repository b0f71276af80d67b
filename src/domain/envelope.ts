import * as z from 'zod';

/** Most answers carry success, message and data; the client unwraps them in one place. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    message: z.string().nullish(),
    data,
  });

/** Answers that only say whether the action worked. */
export const ack = z.object({ success: z.boolean(), message: z.string().nullish() });
export type Ack = z.infer<typeof ack>;

