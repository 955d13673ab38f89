import { describe, expect, it } from 'vitest';
import { addMonths, addMonthsToDate, daysInMonth, firstVisibleMonth, monthGrid, moveFocus } from './calendar-grid';

describe('months', () => {
  it.each([
    ['2026-01', 1, '2026-02'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-03', -14, '2025-01'],
    ['2026-05', 12, '2027-05'],
  ])('%s + %i months = %s', (month, months, expected) => expect(addMonths(month, months)).toBe(expected));

  it.each([
    ['2026-02', 28],
    ['2028-02', 29],
    ['2026-04', 30],
    ['2026-12', 31],
  ])('%s has %i days', (month, days) => expect(daysInMonth(month)).toBe(days));

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2026-05-15', -12, '2025-05-15'],
  ])('%s + %i months clamps to %s', (date, months, expected) => expect(addMonthsToDate(date, months)).toBe(expected));
});

describe('monthGrid', () => {
  it('starts weeks on Monday with blanks before the 1st (February 2026 starts on a Sunday)', () => {
    const weeks = monthGrid('2026-02', 1);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-02-01']);
    expect(weeks.at(-1)).toEqual(['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', null]);
    expect(weeks).toHaveLength(5);
  });

  it('starts weeks on Sunday: February 2026 fits four rows', () => {
    const weeks = monthGrid('2026-02', 0);
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2026-02-01');
    expect(weeks[3]?.[6]).toBe('2026-02-28');
  });

  it('starts weeks on Saturday (Arabic) and lists every day once', () => {
    const weeks = monthGrid('2026-08', 6);
    expect(weeks[0]?.[0]).toBe('2026-08-01'); // 1 August 2026 is a Saturday
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });
});

describe('moveFocus (APG date grid keys)', () => {
  const ltr = { rtl: false, firstDay: 1 };
  const rtl = { rtl: true, firstDay: 6 };
  it.each([
    ['2026-02-10', 'ArrowRight', false, ltr, '2026-02-11'],
    ['2026-02-10', 'ArrowLeft', false, ltr, '2026-02-09'],
    ['2026-02-10', 'ArrowDown', false, ltr, '2026-02-17'],
    ['2026-02-10', 'ArrowUp', false, ltr, '2026-02-03'],
    ['2026-02-28', 'ArrowRight', false, ltr, '2026-03-01'],
    ['2026-01-31', 'PageDown', false, ltr, '2026-02-28'],
    ['2026-03-31', 'PageUp', false, ltr, '2026-02-28'],
    ['2026-02-10', 'PageDown', true, ltr, '2027-02-10'],
    ['2026-02-10', 'PageUp', true, ltr, '2025-02-10'],
    ['2026-02-11', 'Home', false, ltr, '2026-02-09'], // Wednesday → Monday
    ['2026-02-11', 'End', false, ltr, '2026-02-15'], // → Sunday
    ['2026-02-09', 'Home', false, ltr, '2026-02-09'],
    ['2026-02-10', 'ArrowRight', false, rtl, '2026-02-09'], // mirrored
    ['2026-02-10', 'ArrowLeft', false, rtl, '2026-02-11'],
    ['2026-02-11', 'Home', false, rtl, '2026-02-07'], // Wednesday → Saturday
    ['2026-02-11', 'End', false, rtl, '2026-02-13'], // → Friday
  ])('%s %s (shift %s) → %s', (date, key, shiftKey, options, expected) =>
    expect(moveFocus(date, { key, shiftKey }, options)).toBe(expected),
  );

  it('ignores other keys', () => expect(moveFocus('2026-02-10', { key: 'a' }, ltr)).toBeUndefined());
});

describe('firstVisibleMonth', () => {
  it.each([
    ['2026-02', 2, '2026-03-05', '2026-02'],
    ['2026-02', 2, '2026-04-01', '2026-03'],
    ['2026-02', 1, '2026-04-01', '2026-04'],
    ['2026-02', 2, '2026-01-31', '2026-01'],
  ])('view from %s (%i shown), focus %s → %s', (current, shown, focus, expected) =>
    expect(firstVisibleMonth(current, shown, focus)).toBe(expected),
  );
});
