import { useSyncExternalStore } from 'react';
import { onClockMoved } from '../domain/clock';
import { todayIso } from './inputs/iso-day';

/** Today (ISO day, the app's clock): the view draws again when the demo travels in time. */
export function useToday(): string {
  return useSyncExternalStore(onClockMoved, () => todayIso(), () => todayIso());
}
