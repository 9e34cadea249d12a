import { AGENCY_TIME_ZONE } from '../../content/agency';

/** A moment as the agency reads it: India's time, whatever the device's zone. */
const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: AGENCY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const sameYear = new Intl.DateTimeFormat('en-IN', {
  timeZone: AGENCY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const year = new Intl.DateTimeFormat('en-IN', { timeZone: AGENCY_TIME_ZONE, year: 'numeric' });
const yearOf = (date: Date) => year.format(date);

/** `28 Nov 2026, 2:05 pm`, in India's time. */
export const indianDateTime = (iso: string) => dateTime.format(new Date(iso));

/** `28 Nov, 2:05 pm` this year (in India), with the year otherwise: what a list row shows. */
export function shortIndianDateTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return yearOf(date) === yearOf(now) ? sameYear.format(date) : dateTime.format(date);
}
