import type { Locator } from 'playwright-core';
import { personas, type PersonaDef } from '../../../fixtures/personas';
import { expected, isGap } from './expected';
import type { RecordKind } from './permissions';

/**
 * The UI walk's per-input check (issue 24 item 3): in a record's panel, as a
 * demo persona, each action's control shows exactly where the permission
 * table transcribed from the spec says this persona may take it (a persona
 * without the permission must not see it). The expected answer is the
 * table's, never the machine's; a gap of the table is left unjudged.
 */
export async function controlsFollowTable(o: {
  kind: RecordKind;
  status: string;
  persona: PersonaDef['key'];
  owner: boolean;
  flags?: { canApproved?: boolean; isApprover?: boolean };
  /** Each action's control in the open panel. */
  controls: Record<string, Locator>;
}) {
  const who = personas.find((p) => p.key === o.persona)!;
  for (const [action, control] of Object.entries(o.controls)) {
    const want = expected('ui', o.kind, action, o.status, { permissions: who.permissions, role: who.role, owner: o.owner, flags: o.flags ?? {} });
    if (isGap(want)) continue;
    if (want) await control.first().waitFor();
    else if (await control.first().isVisible()) throw new Error(`'${action}' shows to ${o.persona} on ${o.owner ? 'their own' : "someone else's"} ${o.kind} in status ${o.status}: the spec's table says they may not`);
  }
}
