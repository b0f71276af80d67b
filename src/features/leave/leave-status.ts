import type { LeaveStatus } from '../../domain/leave';

/**
 * Where an accepted leave stands in time: upcoming, started (the person is
 * away today) or ended. Computed against today as the app sees it, so the
 * demo's time travel moves it.
 */
export type LeavePhase = 'upcoming' | 'started' | 'ended';
export const phaseTable: Record<LeavePhase, { label: string; badge: string }> = {
  upcoming: { label: 'phase.upcoming', badge: 'badge-info' },
  started: { label: 'phase.started', badge: 'badge-warning' },
  ended: { label: 'phase.ended', badge: 'badge-neutral' },
};
export function phaseOf(status: LeaveStatus, startIso: string, endIso: string, today: Date): LeavePhase | null {
  if (status !== 'Accepter') return null;
  const day = today.toISOString().slice(0, 10);
  return day < startIso.slice(0, 10) ? 'upcoming' : day > endIso.slice(0, 10) ? 'ended' : 'started';
}
