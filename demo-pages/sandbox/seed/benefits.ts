import type { LocalisedText } from './localised-text.ts';

/** Content spec §3 "Benefit configuration": benefits per loyalty tier, as the CMS authors them. */
export interface BenefitSeed {
  readonly label: LocalisedText;
  readonly icon: string;
}

export interface TierBenefitsSeed {
  readonly tierName: 'classic' | 'silver' | 'gold' | 'platinum' | 'diamond';
  readonly tierBenefit: readonly BenefitSeed[];
}

const icon = (name: string) => `/demo-assets/icons/${name}.svg`;

/** Classic has more than 4 benefits on purpose: the banner shows only the first 4 (spec §5). */
export const TIER_BENEFIT_SEEDS: readonly TierBenefitsSeed[] = [
  {
    tierName: 'classic',
    tierBenefit: [
      { label: { en: 'Member-only rates', ar: 'أسعار للأعضاء فقط', ja: '会員限定料金', zh: '会员专享价' }, icon: icon('tag') },
      {
        label: { en: 'Earn points on every stay', ar: 'اكسب النقاط مع كل إقامة', ja: 'ご滞在ごとにポイント', zh: '每次入住赚取积分' },
        icon: icon('star'),
      },
      { label: { en: 'Pay with points', ar: 'ادفع بالنقاط', ja: 'ポイントで支払い', zh: '积分支付' }, icon: icon('coins') },
      { label: { en: 'Free Wi-Fi', ar: 'واي فاي مجاني', ja: '無料Wi-Fi', zh: '免费无线网络' }, icon: icon('wifi') },
      {
        label: { en: 'Late check-out on request', ar: 'مغادرة متأخرة عند الطلب', ja: 'レイトチェックアウト', zh: '延迟退房' },
        icon: icon('clock'),
      },
    ],
  },
  {
    tierName: 'gold',
    tierBenefit: [
      { label: { en: 'Room upgrade when available' }, icon: icon('star') },
      { label: { en: 'Welcome amenity' }, icon: icon('tag') },
    ],
  },
];

export const BUY_POINT_PATH = '/member/buy-points/';

export const BENEFIT_TERMS: LocalisedText = {
  en: 'Membership is free. Benefits vary by property and are subject to the programme terms.',
  ar: 'العضوية مجانية. تختلف المزايا حسب الفندق وتخضع لشروط البرنامج.',
};

/** Countries whose visitors may not buy points (content spec §3 "Region data"). */
export const BUY_POINTS_BLOCKED_COUNTRIES: readonly string[] = ['CN', 'VN'];
