import * as z from 'zod';

/** An answer taken as it comes (the dashboard's statistics, read by a lenient extractor). */
export const anyAnswer = z.unknown();
