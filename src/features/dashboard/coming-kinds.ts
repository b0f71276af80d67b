/** The notification kinds that announce what is coming (spec 1 section 2.4), with their icons. */
export const comingKinds = {
  Anniversary: 'smile',
  HiringAnniversary: 'briefcase',
  TrialPeriodEnding: 'clock',
  CLoseExpirationContracts: 'alert',
} as const;

/** The notifications of those kinds, newest first as the server sent them. */
export const upcoming = <N extends { sourceName: string }>(all: readonly N[]): N[] => all.filter((n) => n.sourceName in comingKinds);
