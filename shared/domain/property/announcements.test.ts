import { describe, expect, it } from 'vitest';
import { announcementsFor, typicalStayAmount } from './announcements';

const site = [
  { id: 'A', propertyCodes: ['SGORCH'], message: 'Pool closed' },
  { id: 'B', propertyCodes: [], message: 'Double points' },
  { id: 'C', propertyCodes: ['JPSHJK'], message: 'Lift works' },
];

// Content spec §7 announcement.json + booking spec §3 Property "announcements".
describe('announcementsFor', () => {
  it.each([
    { code: 'SGORCH', own: [], shown: ['Pool closed', 'Double points'] },
    { code: 'sgorch', own: ['Call us'], shown: ['Pool closed', 'Double points', 'Call us'] },
    { code: 'JPSHJK', own: ['Lift works', ' '], shown: ['Double points', 'Lift works'] },
    { code: 'KRSLGN', own: [], shown: ['Double points'] },
  ])('$code', ({ code, own, shown }) => {
    expect(announcementsFor(code, site, own)).toEqual(shown);
  });
});

describe('typicalStayAmount', () => {
  it.each([
    { perNight: 290, min: 1, amount: 870 },
    { perNight: 290, min: undefined, amount: 870 },
    { perNight: 100.555, min: 7, amount: 703.89 },
  ])('$perNight x max(3, $min)', ({ perNight, min, amount }) => {
    expect(typicalStayAmount(perNight, min)).toBe(amount);
  });
});
