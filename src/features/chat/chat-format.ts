import i18next from 'i18next';

/** Dates and times in the interface language; the spec shows times as HH:mm. */
const lang = () => i18next.language || 'fr';

export const timeHm = (iso: string) => new Intl.DateTimeFormat(lang(), { hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));
export const dayLabel = (isoDay: string) => new Intl.DateTimeFormat(lang(), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${isoDay.slice(0, 10)}T12:00:00`));
export const shortDate = (iso: string) => new Intl.DateTimeFormat(lang(), { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));
export const isToday = (iso: string, now = new Date()) => new Date(iso).toDateString() === now.toDateString();
/** Local calendar day (yyyy-mm-dd) of a timestamp, for the date sections. */
export const localDay = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
