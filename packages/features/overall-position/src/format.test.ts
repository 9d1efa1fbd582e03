import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatRate, localIsoDay } from './format';

describe('the overview’s dates and rates, as Intl writes them', () => {
  it('writes a calendar day with its year', () => {
    expect(formatDay('2026-11-25', 'es-ES')).toBe('25 nov 2026');
    expect(formatDay('2026-09-03', 'en-GB')).toBe('3 Sept 2026');
    for (const locale of ['es-ES', 'en-GB'] as const) {
      const intl = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
      expect(formatDay('2027-05-31', locale)).toBe(intl.format(Date.UTC(2027, 4, 31)));
    }
  });

  it('writes an instant in this device’s time zone, on the 24-hour clock', () => {
    expect(formatDateTime('2026-11-25T18:42:00', 'es-ES')).toBe('25 nov 2026, 18:42');
    expect(formatDateTime('2026-11-25T08:05:00', 'en-GB')).toBe('25 Nov 2026, 08:05');
    const instant = '2026-11-25T17:42:00.000Z';
    const local = new Date(instant);
    expect(formatDateTime(instant, 'es-ES')).toBe(
      `${formatDay(localIsoDay(local), 'es-ES')}, ${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`,
    );
    for (const locale of ['es-ES', 'en-GB'] as const) {
      const intl = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
      expect(formatDateTime(instant, locale)).toBe(intl.format(local));
    }
    expect(formatDateTime('ayer', 'es-ES')).toBeNull();
  });

  it('reads only what the date helper counts as a date: ISO-style or a long JS date string (features.md §5.9)', () => {
    expect(formatDateTime('11/26/2026 18:42', 'es-ES')).toBeNull();
    expect(formatDateTime('Nov 26 2026 18:42', 'es-ES')).toBeNull();
    expect(formatDateTime('2026-02-30T18:42:00', 'es-ES')).toBeNull();
    const long = 'Wed Nov 25 2026 18:42:00 GMT+0100 (hora estándar de Europa central)';
    const local = new Date(long);
    expect(formatDateTime(long, 'es-ES')).toBe(
      `${formatDay(localIsoDay(local), 'es-ES')}, ${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`,
    );
  });

  it('writes a yearly rate with two decimals', () => {
    expect(formatRate(2.25, 'es-ES')).toBe('2,25\u00a0%');
    expect(formatRate(2.25, 'en-GB')).toBe('2.25%');
    expect(formatRate(1.5, 'es-ES')).toBe('1,50\u00a0%');
  });
});
