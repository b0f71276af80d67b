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

/** A one-shot failure armed by a test: the next matching call answers status + message. */
export interface ArmedFailure {
  method: string;
  pattern: RegExp;
  message: string;
  status: number;
}
let armed: ArmedFailure[] = [];

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
  /**
   * Arms a one-shot failure: the next call whose method matches and whose path
   * matches the pattern (a RegExp or its source, case-insensitive) answers
   * `status` with `{ success: false, message }`. The model-based UI walk arms
   * one before the action that triggers a call whose answer is an error event.
   */
  failNext(method: string, pathPattern: string | RegExp, message = 'Error.Status.500', status = 500) {
    armed.push({ method: method.toUpperCase(), pattern: typeof pathPattern === 'string' ? new RegExp(pathPattern, 'i') : pathPattern, message, status });
  },
  /** Failures armed and not yet consumed. */
  armed: () => armed.map((a) => ({ method: a.method, pattern: a.pattern.source, message: a.message, status: a.status })),
  clearArmed() {
    armed = [];
  },
  /** Consumes the first armed failure matching this call, if any. */
  takeArmed(method: string, path: string): ArmedFailure | null {
    const i = armed.findIndex((a) => a.method === method.toUpperCase() && a.pattern.test(path));
    return i < 0 ? null : armed.splice(i, 1)[0]!;
  },
  shouldFail(path: string): boolean {
    if (settings.errorRate <= 0 || !path.startsWith('/api/')) return false;
    if (/\/api\/auth\//i.test(path)) return false;
    return random() < settings.errorRate;
  },
};
