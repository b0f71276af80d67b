/**
 * Latency and error rate of the fake server: settings a demo control panel
 * (or a chaos test) turns, so loading and error states can be shown.
 */
export interface FaultSettings {
  /** Fixed latency in ms, or a [min, max] range. */
  latency: number | [number, number];
  /** Share of /api calls answered 503, from 0 to 1. */
  errorRate: number;
}

let settings: FaultSettings = { latency: 0, errorRate: 0 };
let random: () => number = Math.random;

export const faults = {
  get: () => settings,
  set(next: Partial<FaultSettings>) {
    settings = { ...settings, ...next };
  },
  useRandom(r: () => number) {
    random = r;
  },
  delay(): number {
    const l = settings.latency;
    return Array.isArray(l) ? Math.round(l[0] + random() * (l[1] - l[0])) : l;
  },
  shouldFail(path: string): boolean {
    if (settings.errorRate <= 0 || !path.startsWith('/api/')) return false;
    if (/\/api\/auth\//i.test(path)) return false;
    return random() < settings.errorRate;
  },
};
