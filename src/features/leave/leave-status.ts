import { fillPlaceholders, countText } from '../../i18n/i18n';
import { leaveStatusLabel, type LeaveStatus } from '../../domain/leave';

/** The one table of leave statuses: label key, badge colour and timeline icon (spec 2 section 4). */
export const statusTable: Record<LeaveStatus, { label: string; badge: string; icon: string }> = {
  En_Cour: { label: leaveStatusLabel.En_Cour, badge: 'badge-warning', icon: 'clock' },
  Accepter: { label: leaveStatusLabel.Accepter, badge: 'badge-success', icon: 'check' },
  Refuser: { label: leaveStatusLabel.Refuser, badge: 'badge-danger', icon: 'close' },
  Annuler: { label: leaveStatusLabel.Annuler, badge: 'badge-danger', icon: 'close' },
  Holiday_Canceled: { label: leaveStatusLabel.Holiday_Canceled, badge: 'badge-danger', icon: 'alert' },
};

export const HOURLY = 1;
/** Days, or hours with two decimals (spec 2 section 9). */
export const formatDuration = (value: number, unit: number, t: (k: string) => string) =>
  unit === HOURLY ? fillPlaceholders(t('duration.hours'), value.toFixed(2)) : countText(t, 'duration.days', value);


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
