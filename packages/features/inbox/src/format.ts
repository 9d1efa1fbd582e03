import type { Locale } from '@bank-shell/core';

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** The bank's day of an instant, in Madrid: `YYYY-MM-DD`. */
const madridDay = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(ms));

/**
 * When a message came, as a list shows it: the time for today's, "ayer"/"yesterday", the day and
 * month within the year, the full date before it. Madrid's clock, whatever the device's zone.
 */
export function receivedWhen(isoInstant: string, nowMs: number, locale: Locale, yesterday: string): string {
  const at = new Date(isoInstant).getTime();
  const day = madridDay(at);
  if (day === madridDay(nowMs)) {
    return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' }).format(at);
  }
  if (day === madridDay(nowMs - MS_PER_DAY)) return yesterday;
  const sameYear = day.slice(0, 4) === madridDay(nowMs).slice(0, 4);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'Europe/Madrid',
  }).format(at);
}

/** The full date and time of a message, for its own page. */
export function receivedAt(isoInstant: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(new Date(isoInstant));
}
