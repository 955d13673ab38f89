import { describe, expect, it } from 'vitest';
import { bookingSourceCode, type BookingSourceCode, type BookingSourceInput } from './booking-source';
import type { RateChannel } from './cart-item';

/** Booking spec §4 "Booking source code" and "Discount code types": every channel x code type. */
type Row = [RateChannel, number, boolean, boolean, BookingSourceCode];

const PUBLIC_TYPES = [0, 1, 2, 4, 5];
const CHANNELS: RateChannel[] = ['web', 'mobile', 'app'];

const rows: Row[] = CHANNELS.flatMap((channel): Row[] => {
  const app = channel === 'app';
  return [
    ...PUBLIC_TYPES.flatMap((codeType): Row[] => [
      [channel, codeType, false, false, app ? 'APWEB' : 'IBE'],
      [channel, codeType, true, false, app ? 'APASR' : 'ASR'],
      // corporateAsr means nothing without a corporate code
      [channel, codeType, false, true, app ? 'APWEB' : 'IBE'],
    ]),
    [channel, 3, false, false, app ? 'APCORP' : 'COBE'],
    [channel, 3, true, false, app ? 'APASR' : 'ASR'],
    [channel, 3, false, true, app ? 'APASRC' : 'ASRC'],
    [channel, 3, true, true, app ? 'APASRC' : 'ASRC'],
    [channel, 6, false, false, app ? 'APSTF' : 'STAFF'],
    [channel, 6, true, true, app ? 'APSTF' : 'STAFF'],
    // an invalid code type resets to 0 (booking §4): the public code
    [channel, 9, false, false, app ? 'APWEB' : 'IBE'],
    [channel, -1, true, false, app ? 'APASR' : 'ASR'],
  ];
});

describe('bookingSourceCode (booking §4)', () => {
  it.each(rows)('channel %s, code type %i, asr %s, corporate asr %s → %s', (channel, codeType, asr, corporateAsr, expected) => {
    const input: BookingSourceInput = { channel, codeType, asr, corporateAsr };
    expect(bookingSourceCode(input)).toBe(expected);
  });

  it('uses every code of the spec', () => {
    expect(new Set(rows.map((row) => row[4]))).toEqual(
      new Set(['IBE', 'ASR', 'COBE', 'ASRC', 'STAFF', 'APWEB', 'APASR', 'APCORP', 'APASRC', 'APSTF']),
    );
  });
});
