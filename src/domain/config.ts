import * as z from 'zod';

/** config.json beside index.html picks the mode, so one build serves every audience. */
export const appConfig = z.object({
  mode: z.enum(['demo', 'sandbox', 'production']),
  apiBaseUrl: z.string().default(''),
  hubUrl: z.string().default('/chathub'),
  clientName: z.string().default('MintRH'),
  schedulerLicenseKey: z.string().default(''),
  sandbox: z.string().optional(),
});
export type AppConfig = z.infer<typeof appConfig>;
export type AppMode = AppConfig['mode'];
