/**
 * Codes the sandbox accepts in `validate-promotion-code`, one or more per discount type
 * (booking spec §4: 1 promotion, 2 group, 3 corporate, 4 travel agent, 5 voucher, 6 staff).
 * Staff codes are the booking configuration's ListStaffCode.
 */
export interface PromotionCodeSeed {
  readonly code: string;
  readonly discountCodeType: 1 | 2 | 3 | 4 | 5 | 6;
  /** Properties the code applies to; empty means every property. */
  readonly propertyCodes: readonly string[];
  /** Last arrival date the code is valid for, YYYY-MM-DD; absent means no end. */
  readonly validUntil?: string;
}

export const PROMOTION_CODE_SEEDS: readonly PromotionCodeSeed[] = [
  { code: 'SUMMER24', discountCodeType: 1, propertyCodes: [] },
  { code: 'TOKYO10', discountCodeType: 1, propertyCodes: ['JPSHJK', 'JPGNZA'] },
  { code: 'EXPIRED1', discountCodeType: 1, propertyCodes: [], validUntil: '2020-12-31' },
  { code: 'GRP2026', discountCodeType: 2, propertyCodes: [] },
  { code: 'ACME', discountCodeType: 3, propertyCodes: [] },
  { code: 'TA-IATA', discountCodeType: 4, propertyCodes: [] },
  { code: 'VOUCHER1', discountCodeType: 5, propertyCodes: [] },
  { code: 'STAFFHQ', discountCodeType: 6, propertyCodes: [] },
  { code: 'STAFFOPS', discountCodeType: 6, propertyCodes: [] },
  { code: 'STAFFSG', discountCodeType: 6, propertyCodes: [] },
];

export function findPromotionCodeSeed(code: string): PromotionCodeSeed | undefined {
  const wanted = code.trim().toUpperCase();
  return PROMOTION_CODE_SEEDS.find((seed) => seed.code === wanted);
}
