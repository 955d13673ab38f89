import { describe, expect, it } from 'vitest';
import { FALLBACK_POINT_RATE, parseConvertPoint, parseReversedPoints } from './redemption-service';

describe('redemption-service answers (loyalty §7 get-convert-point, reverse-point; §9 default rate)', () => {
  it.each([
    { raw: { currencyCode: 'SGD', pointRate: 0.0025 }, expected: 0.0025 },
    { raw: { pointRate: 0 }, expected: undefined },
    { raw: { pointRate: '0.0025' }, expected: undefined },
    { raw: null, expected: undefined },
  ])('get-convert-point $raw -> $expected', ({ raw, expected }) => {
    expect(parseConvertPoint(raw)).toBe(expected);
  });
  it('falls back to 0.0025', () => expect(FALLBACK_POINT_RATE).toBe(0.0025));
  it.each([
    { raw: { confirmNo: 'SR1', reversedPoints: 4000 }, expected: { confirmNo: 'SR1', reversedPoints: 4000 } },
    { raw: { confirmNo: 'SR1' }, expected: undefined },
    { raw: [], expected: undefined },
  ])('reverse-point $raw', ({ raw, expected }) => {
    expect(parseReversedPoints(raw)).toEqual(expected);
  });
});
