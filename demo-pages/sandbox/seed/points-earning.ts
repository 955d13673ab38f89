import type { LocalisedText } from './localised-text.ts';
import type { RateTemplate } from './rate-plans.ts';

/**
 * Earning (loyalty spec §3 "Estimated rewarding points", §4 "Earning"): points = floor(amount) ×
 * tier rate × multiplier + fixed points, where COBE rates use the corporate multiplier. The rate
 * codes' multipliers and fixed points are in `rate-plans.ts` (`pointsMultiplier`, `bonusPoint`).
 */

/** Points per unit of amount by tier code: classic 1 ... diamond 2; representative 1. */
export const TIER_RATES: Readonly<Record<number, number>> = { 1: 1, 2: 1.25, 3: 1.5, 4: 1.75, 5: 2, 6: 1 };

/** Booking spec §9: "the booking constants give corporate 5 and normal 1". */
export const CORPORATE_MULTIPLIER = 5;
export const NORMAL_MULTIPLIER = 1;

/** Loyalty spec §3 "Point matching entry": which template and promo code type a points rule covers. */
export interface PointMatchingSeed {
  readonly label: LocalisedText;
  readonly rates: readonly { readonly template: RateTemplate; readonly promoCodeType: number }[];
  readonly type: string;
  readonly codeType: number;
  readonly info: string;
  readonly isEnable: boolean;
  readonly isRedeem: boolean;
}

export const POINT_MATCHING_SEEDS: readonly PointMatchingSeed[] = [
  {
    label: { en: 'Standard rates', zh: '标准房价', ja: 'スタンダード料金', ar: 'الأسعار القياسية' },
    rates: [
      { template: 'IBE', promoCodeType: 0 },
      { template: 'IBE', promoCodeType: 1 },
    ],
    type: 'normal',
    codeType: 0,
    info: 'Public and promotion-code rates earn and redeem points.',
    isEnable: true,
    isRedeem: true,
  },
  {
    label: { en: 'Member exclusives', zh: '会员专享', ja: '会員限定', ar: 'حصريًا للأعضاء' },
    rates: [{ template: 'AOA', promoCodeType: 0 }],
    type: 'member',
    codeType: 0,
    info: 'Member rates earn and redeem points.',
    isEnable: true,
    isRedeem: true,
  },
  {
    label: { en: 'App rates', zh: '应用专享', ja: 'アプリ料金', ar: 'أسعار التطبيق' },
    rates: [{ template: 'MOBI', promoCodeType: 0 }],
    type: 'mobile',
    codeType: 0,
    info: 'App-only rates earn points.',
    isEnable: true,
    isRedeem: false,
  },
  {
    label: { en: 'Corporate rates', zh: '企业房价', ja: '法人料金', ar: 'أسعار الشركات' },
    rates: [{ template: 'COBE', promoCodeType: 3 }],
    type: 'corporate',
    codeType: 3,
    info: 'Corporate rates earn points with the corporate multiplier; no redemption.',
    isEnable: true,
    isRedeem: false,
  },
  {
    label: { en: 'Staff rates', zh: '员工房价', ja: 'スタッフ料金', ar: 'أسعار الموظفين' },
    rates: [{ template: 'IBE', promoCodeType: 6 }],
    type: 'staff',
    codeType: 6,
    info: 'Staff rates earn no points (the entry is disabled).',
    isEnable: false,
    isRedeem: false,
  },
];
