/**
 * The days the date-sensitive checks run on (issue 20 item 8): each catches
 * a kind of calendar mistake. Times are chosen where a mistake shows: early
 * in the morning of a first day, late on a last day, in the hour Europe's
 * clocks jump. Used by the Node checks (tests/unit/demo-data-dates.test.ts)
 * and the browser runs (tests/dates.ts).
 */
export const simulatedDays = [
  { label: 'first day of a month', at: '2027-03-01T06:00:00Z' },
  { label: 'last day of a month', at: '2027-01-31T21:30:00Z' },
  { label: '29 February', at: '2028-02-29T09:00:00Z' },
  { label: 'a Sunday', at: '2027-06-13T10:00:00Z' },
  { label: 'Europe springs forward (last Sunday of March)', at: '2027-03-28T01:30:00Z' },
  { label: 'Europe falls back (last Sunday of October)', at: '2027-10-31T01:30:00Z' },
] as const;
