import { describe, expect, it } from 'vitest';
import { byDay, dayHeading } from './movements';
import { messages } from './messages';
import { en } from './messages.en-GB';
import type { Translate } from './texts';

const spanish = messages['es-ES'];
const es: Translate = (key) => (typeof spanish === 'function' ? key : spanish[key]);
const english: Translate = (key) => en[key];
const TODAY = new Date(2026, 11, 7, 10, 30);

describe('movements grouped by day (issue 42 §4)', () => {
  it('heads today and yesterday by name, other days by weekday and date, the year only when it is not this one', () => {
    expect(dayHeading('2026-12-07', es, 'es-ES', TODAY)).toBe('Hoy');
    expect(dayHeading('2026-12-06', es, 'es-ES', TODAY)).toBe('Ayer');
    expect(dayHeading('2026-12-04', es, 'es-ES', TODAY)).toBe('viernes, 4 de diciembre');
    expect(dayHeading('2025-12-04', es, 'es-ES', TODAY)).toBe('jueves, 4 de diciembre de 2025');
    expect(dayHeading('2026-12-07', english, 'en-GB', TODAY)).toBe('Today');
    expect(dayHeading('2026-12-04', english, 'en-GB', TODAY)).toBe('Friday 4 December');
  });

  it('keeps the bank’s order, one group per run of the same day', () => {
    const m = (id: string, bookedOn: string) => ({ id, bookedOn }) as Parameters<typeof byDay>[0][number];
    const groups = byDay([m('a', '2026-12-07'), m('b', '2026-12-07'), m('c', '2026-12-05')]);
    expect(groups.map((group) => [group.day, group.movements.map((x) => x.id)])).toEqual([
      ['2026-12-07', ['a', 'b']],
      ['2026-12-05', ['c']],
    ]);
  });
});
