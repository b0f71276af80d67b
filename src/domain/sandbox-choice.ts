/**
 * Which sandbox a demo deployment opens, known before the fake backend starts
 * (it starts after the first paint, issue 20.3): the boot opens its data, the
 * demo bar names it from the first frame. A trainer's choice survives
 * reloads; config.json gives the default. In demo mode the key's presence
 * means a trainer started a sandbox from the demo: the same build then runs
 * as a sandbox until they leave it.
 */
export const SANDBOX_KEY = 'mintrh.sandbox';
export const SANDBOX_SCENARIO_KEY = 'mintrh.sandbox.scenario';

export function chosenSandbox(config: { mode: string; sandbox?: string | null }, storage: Pick<Storage, 'getItem'> = localStorage): string | null {
  let chosen: string | null = null;
  try {
    chosen = storage.getItem(SANDBOX_KEY);
  } catch {
    // Storage denied: the deployment's default stands.
  }
  return config.mode === 'sandbox' ? (chosen ?? config.sandbox ?? 'formation') : chosen;
}
