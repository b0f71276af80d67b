import { waitFor, type Actor, type AnyActorLogic } from 'xstate';

/**
 * The decisions a person holds on this screen, apart from the hook that binds record actors (use-record-actor.ts):
 * signing out and leaving 'connect as' send them first, and those buttons are in the first load, which the hook and
 * its dependencies are not (issue 35: the dashboard's initial JS).
 */
export type Held = { status: string; hasTag?(tag: string): boolean };
export const isHeld = (s: unknown) => (s as Held).status === 'active' && !!(s as Held).hasTag?.('held');
/** A decision on its way to the server (decided-record's `deciding`): not a read, which is only busy. */
const isDeciding = (s: unknown) => (s as Held).status === 'active' && !!(s as Held).hasTag?.('deciding');
/** Neither held nor on its way: the decision is with the server and the record read again (or the actor stopped). */
export const isSettled = (s: unknown) => !isHeld(s) && !((s as Held).status === 'active' && (s as Held).hasTag?.('busy'));

/**
 * The record actors of this person's screen, and the heirs still sending a decision: what `sendHeldDecisions`
 * hands over before the person changes.
 */
export const inHand = new Set<Actor<AnyActorLogic>>();

/**
 * Before the person changes (a persona switch, 'connect as', signing out), what they decided and still hold is sent
 * with their own session, and awaited: left to the unmount, it would go out after the switch, with the next
 * person's token, and be refused or taken in their name (issue 36 item 1). Resolves at once when nothing is held.
 */
export async function sendHeldDecisions(): Promise<void> {
  // Only what the person decided: a panel still reading its record holds nobody back (its read ends with the screen).
  const held = [...inHand].filter((a) => isHeld(a.getSnapshot()) || isDeciding(a.getSnapshot()));
  for (const a of held) if (isHeld(a.getSnapshot())) a.send({ type: 'decision.now' } as never);
  // A decision the server is slow to take does not keep the person from leaving for ever: its failure says itself.
  await Promise.all(held.map((a) => waitFor(a, isSettled, { timeout: 15000 }).catch(() => null)));
}

