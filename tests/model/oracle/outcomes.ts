import { expected, isGap } from './expected';

/**
 * What a prompt or a form must hold before it is sent, transcribed from the
 * spec, for the model walk's outcome checks (RegisteredMachine.outcomes):
 * the walk sends both sides (a payer or none, a description or spaces,
 * dates or none) and asks these rules, not the machine's guards, whether
 * the call must follow.
 */
const filled = (v: unknown) => typeof v === 'string' && v.trim().length > 0;

/**
 * Spec 3 §4 (S3.4.07): from Success the main action "opens the refund prompt (status becomes 3 with payer and
 * comment)"; screen 10: "Refund prompt with a choice of payer and a comment". Reading: the refund carries both.
 */
export const refundComplete = (e: Record<string, unknown>) => filled(e.reason) && filled(e.choice);

/** Spec 4 §5 (S4.5.02): "Add action: description is required" (a description of spaces is none). */
export const stepComplete = (e: Record<string, unknown>) => filled(e.description);

/** Spec 4 §6 (S4.6.04) and §4 (S4.4.03), through the permission table: who may add an action to this intervention now. */
export function mayAddStep(c: { viewerId: number; permissions: readonly string[]; record?: { statut?: string | null; fk_DemadeBy?: number } | null }): boolean | 'gap' {
  if (!c.record?.statut) return false;
  const v = expected('machine', 'intervention', 'addStep', c.record.statut, { permissions: c.permissions, role: '', owner: c.viewerId === c.record.fk_DemadeBy, flags: {} });
  return isGap(v) ? 'gap' : v;
}

/**
 * Spec 2 §5 (S2.5.01): "fk_RegimeType and fk_User required". Reading: a leave request is a period (spec 2 §3: the
 * form carries startDate and endDate; §2: the panel's date range picker), so a request without its dates is not sent
 * either; the spec names no message of its own for it.
 */
export const leaveRequestComplete = (v: { fk_User?: number; fk_RegimeType?: number; startDate?: unknown; endDate?: unknown }) =>
  (v.fk_User ?? 0) > 0 && (v.fk_RegimeType ?? 0) > 0 && filled(v.startDate) && filled(v.endDate);
