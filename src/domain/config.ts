import { apiPathPattern, defaultPaths, isPathKey, type PathOverrides } from './paths';

/**
 * config.json beside index.html picks the mode, so one build serves every
 * audience. Read by hand, not with zod: it is read before the first paint,
 * which carries no zod at all (issue 13: zod's core is about 24 KB gzip).
 * Every key is checked: an unknown key or a bad value is refused with a
 * message naming it, so a deployer's typo fails at start, not at the first
 * call that would have used it.
 */
export interface AppConfig {
  mode: 'demo' | 'sandbox' | 'production';
  apiBaseUrl: string;
  hubUrl: string;
  clientName: string;
  schedulerLicenseKey: string;
  sandbox?: string;
  /**
   * Where this deployment serves the modules this application does not
   * implement (trainings, announcements, shifts…), by menu entry key. Only
   * those entries appear in the menu (issue 26 item 6).
   */
  externalModules?: Record<string, string>;
  /** Overrides of the paths the spec leaves out, by key (src/domain/paths.ts; docs/deploying.md). */
  paths?: PathOverrides;
  /**
   * Demo and sandbox only: the in-page server's answers wait this many ms, a
   * random time between the two (default [60, 220], a network's). The browser
   * tests set [0, 0]: the waits were a third of their time; the tests about
   * latency set their own (`__mintrh.fake.faults`).
   */
  demoLatencyMs?: [number, number];
}
export type AppMode = AppConfig['mode'];

const modes: readonly AppMode[] = ['demo', 'sandbox', 'production'];
const keys = ['mode', 'apiBaseUrl', 'hubUrl', 'clientName', 'schedulerLicenseKey', 'sandbox', 'externalModules', 'paths', 'demoLatencyMs'];

/** The config with its defaults; an unknown mode or a wrongly typed field is refused. */
export function parseAppConfig(raw: unknown): AppConfig {
  if (!raw || typeof raw !== 'object') throw new Error('config.json: not an object');
  const o = raw as Record<string, unknown>;
  const unknown = Object.keys(o).filter((k) => !keys.includes(k));
  if (unknown.length) throw new Error(`config.json: unknown key ${unknown.join(', ')} (known: ${keys.join(', ')})`);
  if (!modes.includes(o.mode as AppMode)) throw new Error(`config.json: unknown mode ${String(o.mode)}`);
  const text = (key: string, fallback: string) => {
    const v = o[key];
    if (v === undefined) return fallback;
    if (typeof v !== 'string') throw new Error(`config.json: ${key} is not text`);
    return v;
  };
  const config: AppConfig = {
    mode: o.mode as AppMode,
    apiBaseUrl: text('apiBaseUrl', ''),
    hubUrl: text('hubUrl', '/chathub'),
    clientName: text('clientName', 'MintRH'),
    schedulerLicenseKey: text('schedulerLicenseKey', ''),
  };
  if (o.sandbox !== undefined) config.sandbox = text('sandbox', '');
  if (!apiPathPattern.test(config.hubUrl)) throw new Error(`config.json: hubUrl is not a path of the API (it starts with one /): ${config.hubUrl}`);
  if (config.apiBaseUrl && !/^https?:\/\/[^\s\\/]+(\/[^\s\\?#]*)?$/i.test(config.apiBaseUrl)) throw new Error(`config.json: apiBaseUrl is not an http(s) origin: ${config.apiBaseUrl}`);
  if (o.externalModules !== undefined) config.externalModules = moduleAddresses(o.externalModules);
  if (o.paths !== undefined) config.paths = pathOverrides(o.paths);
  if (o.demoLatencyMs !== undefined) config.demoLatencyMs = latencyRange(o.demoLatencyMs);
  return config;
}

/** An address is an http(s) URL or a path of this origin: nothing a link could run (javascript:, data:), no backslash (browsers read '/\\evil.example' as '//evil.example'). */
const safeAddress = /^(https?:\/\/[^\s\\]+|\/(?![/\\])[^\s\\]*)$/i;

function moduleAddresses(raw: unknown): Record<string, string> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('config.json: externalModules is not an object');
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value !== 'string' || !safeAddress.test(value)) throw new Error(`config.json: externalModules.${key} is not an http(s) address or a path`);
    out[key] = value;
  }
  return out;
}

function pathOverrides(raw: unknown): PathOverrides {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('config.json: paths is not an object');
  const out: PathOverrides = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!isPathKey(key)) throw new Error(`config.json: paths.${key} is not a call this client makes (known: ${Object.keys(defaultPaths).join(', ')})`);
    if (typeof value !== 'string' || !apiPathPattern.test(value)) throw new Error(`config.json: paths.${key} is not a path of the API (it starts with one /, no query): ${String(value)}`);
    out[key] = value;
  }
  return out;
}

function latencyRange(raw: unknown): [number, number] {
  const ms = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 10_000;
  const [min, max] = Array.isArray(raw) && raw.length === 2 ? (raw as unknown[]) : [];
  if (!ms(min) || !ms(max) || min > max) throw new Error(`config.json: demoLatencyMs is not [min, max] in whole ms from 0 to 10000: ${JSON.stringify(raw)}`);
  return [min, max];
}
