import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../i18n/format-measures';
import { DaySpan } from '../../ui/date-range';

/**
 * Whose leave, of what type, which days and how long: what a refusal dialog says above its reason, in the list and in
 * the panel alike (the dialog hides what it refuses). Each part isolated, for a right-to-left page.
 */
export function LeaveAbout({ name, type, start, end, length, unit }: { name: string; type: string; start: string; end: string; length: number; unit: number }) {
  const { t, i18n } = useTranslation('leave');
  return (
    <>
      <strong><bdi>{name}</bdi></strong>
      <div className="small"><bdi>{type}</bdi> · <DaySpan start={start} end={end} /> · {formatDuration(t, length, unit, i18n.language)}</div>
    </>
  );
}
