// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sandboxApi } from '../../testing/sandbox-api';
import { parsePromotionCodeCheck, validatePromotionCode } from './promotion-service';

const { client } = sandboxApi();

describe('validatePromotionCode against the sandbox', () => {
  it.each([
    { code: ' SUMMER24 ', type: 1 as const, valid: true, reason: undefined },
    { code: 'ACME', type: 3 as const, valid: true, reason: undefined },
    { code: 'NOPE', type: 1 as const, valid: false, reason: 'unknown' },
    { code: 'EXPIRED1', type: 1 as const, valid: false, reason: 'expired', startDate: '2027-01-05' },
    { code: 'TOKYO10', type: 1 as const, valid: false, reason: 'not-for-property', hotelCode: 'SGORCH' },
    { code: 'ACME', type: 1 as const, valid: false, reason: 'wrong-type' },
  ])('$code as type $type → valid $valid', async ({ code, type, valid, reason, ...rest }) => {
    const result = await validatePromotionCode(client(), { discountCode: code, discountCodeType: type, ...rest });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.valid).toBe(valid);
    expect(result.data.discountCode).toBe(code.trim());
    expect(result.data.reason).toBe(reason);
  });
});

describe('parsePromotionCodeCheck', () => {
  it.each([
    { raw: { valid: true, discountCode: 'A', discountCodeType: 1 }, parsed: { valid: true, discountCode: 'A', discountCodeType: 1 } },
    {
      raw: { valid: false, discountCode: 'A', discountCodeType: 9, reason: 'odd' },
      parsed: { valid: false, discountCode: 'A', discountCodeType: 0, reason: 'unknown' },
    },
    { raw: { discountCode: 'A' }, parsed: undefined },
    { raw: 'yes', parsed: undefined },
  ])('%#', ({ raw, parsed }) => expect(parsePromotionCodeCheck(raw)).toEqual(parsed));
});
