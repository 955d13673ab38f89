import { describe, expect, it } from 'vitest';
import type { HoldRequest } from './hold-request';
import { sourceIdentificationOf } from './source-identification';

const room = (hotelCode: string, bookingSourceCode: HoldRequest['bookingSourceCode']) => ({ hotelCode, bookingSourceCode }) as HoldRequest;

// Booking spec §7 POST /api/source-identicator/datalayer with §4's booking source code, sent when the hold is placed (booking summary).
describe('sourceIdentificationOf', () => {
  it.each([
    ['one web room', [room('SGORCH', 'IBE')], { bookingSourceCode: 'IBE', bookingSourceCodes: ['IBE'], hotelCodes: ['SGORCH'] }],
    [
      'a corporate and a public room: the first names the booking, every code is listed once',
      [room('SGORCH', 'COBE'), room('SGORCH', 'IBE'), room('JPSHJK', 'IBE')],
      { bookingSourceCode: 'COBE', bookingSourceCodes: ['COBE', 'IBE'], hotelCodes: ['SGORCH', 'JPSHJK'] },
    ],
    ['an app staff room', [room('SGMARB', 'APSTF')], { bookingSourceCode: 'APSTF', bookingSourceCodes: ['APSTF'], hotelCodes: ['SGMARB'] }],
  ] as const)('%s', (_, rooms, expected) => {
    expect(sourceIdentificationOf([...rooms])).toEqual({ ...expected, pageType: 'booking summary' });
  });

  it('is nothing without rooms', () => {
    expect(sourceIdentificationOf([])).toBeUndefined();
  });
});
