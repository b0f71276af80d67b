/**
 * config.json beside index.html picks the mode, so one build serves every
 * audience. Read by hand, not with zod: it is read before the first paint,
 * which carries no zod at all (issue 13: zod's core is about 24 KB gzip).
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
}
export type AppMode = AppConfig['mode'];

const modes: readonly AppMode[] = ['demo', 'sandbox', 'production'];

/** The config with its defaults; an unknown mode or a wrongly typed field is refused. */
export function parseAppConfig(raw: unknown): AppConfig {
  if (!raw || typeof raw !== 'object') throw new Error('config.json: not an object');
  const o = raw as Record<string, unknown>;
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
  if (o.externalModules !== undefined) config.externalModules = moduleAddresses(o.externalModules);
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
