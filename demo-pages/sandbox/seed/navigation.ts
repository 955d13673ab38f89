import { BRAND_SEEDS } from './brands.ts';
import type { LocalisedText } from './localised-text.ts';

/**
 * The main menu as the CMS authors it (content spec §3 "Navigation item"): top items with
 * sub-menus in the three layouts (sections: `columnList`, images: `imageList`, logo lists:
 * `navLogos`), plus the flags the client filters on. Paths are language-relative (`/offers/`);
 * the route puts the language prefix in front (Chinese has none, booking spec §2).
 */
export interface NavigationFlagsSeed {
  /** Hidden when buying points is blocked for the visitor's region (content spec §4). */
  readonly buyPoint?: boolean;
  /** `false`: the CMS keeps the item but the site does not show it. */
  readonly isShow?: boolean;
  /** Only items flagged for mobile show up to 1023 px (content spec §2, §9). */
  readonly isDisplayMobile?: boolean;
  readonly isShowNewLabel?: boolean;
}

export interface NavigationLinkSeed extends NavigationFlagsSeed {
  readonly text: LocalisedText;
  readonly path: string;
}

/** A column of grouped links (`columnList`). */
export interface NavigationSectionSeed extends NavigationFlagsSeed {
  readonly text: LocalisedText;
  readonly path?: string;
  readonly links: readonly NavigationLinkSeed[];
}

/** An image card (`imageList`). */
export interface NavigationImageSeed extends NavigationLinkSeed {
  readonly image: string;
}

export interface NavigationLogoSeed {
  readonly altText: LocalisedText;
  readonly logo: string;
  readonly path: string;
}

export type NavigationItemSeed = NavigationLinkSeed & {
  readonly maxLogoDisplay?: number;
  readonly navLogos?: readonly NavigationLogoSeed[];
} & (
    | { readonly navDisplay: 'columnList'; readonly sections: readonly NavigationSectionSeed[] }
    | { readonly navDisplay: 'imageList'; readonly images: readonly NavigationImageSeed[] }
    | { readonly navDisplay?: undefined }
  );

const image = (name: string) => `/demo-assets/navigation/${name}.svg`;

const city = (en: string, others: Omit<LocalisedText, 'en'>, slug: string): NavigationLinkSeed => ({
  text: { en, ...others },
  path: `/destinations/${slug}/`,
  isDisplayMobile: true,
});

export const NAVIGATION_SEEDS: readonly NavigationItemSeed[] = [
  {
    text: { en: 'Destinations', zh: '目的地', ja: '目的地', ar: 'الوجهات' },
    path: '/destinations/',
    navDisplay: 'columnList',
    isDisplayMobile: true,
    sections: [
      {
        text: { en: 'Asia', zh: '亚洲', ja: 'アジア', ar: 'آسيا' },
        isDisplayMobile: true,
        links: [
          city('Singapore', { zh: '新加坡', ja: 'シンガポール', ar: 'سنغافورة' }, 'singapore'),
          city('Tokyo', { zh: '东京', ja: '東京', ar: 'طوكيو' }, 'tokyo'),
          city('Shanghai', { zh: '上海', ja: '上海', ar: 'شنغهاي' }, 'shanghai'),
          city('Seoul', { zh: '首尔', ja: 'ソウル', ar: 'سيول' }, 'seoul'),
          city('Bangkok', { zh: '曼谷', ja: 'バンコク', ar: 'بانكوك' }, 'bangkok'),
        ],
      },
      {
        text: { en: 'Middle East and Europe', zh: '中东和欧洲', ja: '中東・ヨーロッパ', ar: 'الشرق الأوسط وأوروبا' },
        isDisplayMobile: true,
        links: [
          city('Dubai', { zh: '迪拜', ja: 'ドバイ', ar: 'دبي' }, 'dubai'),
          city('Paris', { zh: '巴黎', ja: 'パリ', ar: 'باريس' }, 'paris'),
          city('London', { zh: '伦敦', ja: 'ロンドン', ar: 'لندن' }, 'london'),
        ],
      },
      {
        text: { en: 'Australia and the Americas', zh: '澳大利亚和美洲', ja: 'オーストラリア・アメリカ', ar: 'أستراليا والأمريكتان' },
        isDisplayMobile: true,
        links: [
          city('Sydney', { zh: '悉尼', ja: 'シドニー', ar: 'سيدني' }, 'sydney'),
          { ...city('New York', { zh: '纽约', ja: 'ニューヨーク', ar: 'نيويورك' }, 'new-york'), isShowNewLabel: true },
        ],
      },
    ],
  },
  {
    text: { en: 'Offers', zh: '优惠', ja: '特典', ar: 'العروض' },
    path: '/offers/',
    navDisplay: 'imageList',
    isDisplayMobile: true,
    images: [
      {
        text: { en: 'Long stays', zh: '长住', ja: '長期滞在', ar: 'الإقامات الطويلة' },
        path: '/offers/long-stays/',
        image: image('long-stays'),
        isDisplayMobile: true,
      },
      {
        text: { en: 'Family breaks', zh: '家庭假期', ja: 'ファミリー旅行', ar: 'عطلات عائلية' },
        path: '/offers/family/',
        image: image('family'),
        isDisplayMobile: true,
        isShowNewLabel: true,
      },
      {
        text: { en: 'Business travel', zh: '商务出行', ja: 'ビジネス出張', ar: 'سفر الأعمال' },
        path: '/offers/business/',
        image: image('business'),
        isDisplayMobile: true,
      },
    ],
  },
  {
    // Not flagged for mobile: the sidebar leaves it out (content spec §2).
    text: { en: 'Our brands', zh: '我们的品牌', ja: 'ブランド', ar: 'علاماتنا التجارية' },
    path: '/brands/',
    maxLogoDisplay: 3,
    navLogos: BRAND_SEEDS.map((brand) => ({ altText: brand.names, logo: brand.logo, path: `/brands/${brand.slug}/` })),
  },
  {
    text: { en: 'Rewards', zh: '会员奖励', ja: 'リワード', ar: 'المكافآت' },
    path: '/rewards/',
    navDisplay: 'columnList',
    isDisplayMobile: true,
    sections: [
      {
        text: { en: 'Membership', zh: '会员', ja: 'メンバーシップ', ar: 'العضوية' },
        path: '/rewards/membership/',
        isDisplayMobile: true,
        links: [
          {
            text: { en: 'Join for free', zh: '免费加入', ja: '無料入会', ar: 'انضم مجانًا' },
            path: '/rewards/join/',
            isDisplayMobile: true,
          },
          {
            text: { en: 'Member tiers', zh: '会员等级', ja: '会員ランク', ar: 'مستويات العضوية' },
            path: '/rewards/tiers/',
            isDisplayMobile: true,
          },
        ],
      },
      {
        text: { en: 'Points', zh: '积分', ja: 'ポイント', ar: 'النقاط' },
        isDisplayMobile: true,
        links: [
          {
            text: { en: 'Earn points', zh: '赚取积分', ja: 'ポイントを貯める', ar: 'اكسب النقاط' },
            path: '/rewards/earn/',
            isDisplayMobile: true,
          },
          {
            text: { en: 'Buy points', zh: '购买积分', ja: 'ポイント購入', ar: 'شراء النقاط' },
            path: '/member/buy-points/',
            isDisplayMobile: true,
            buyPoint: true,
          },
          {
            text: { en: 'Gift points', zh: '赠送积分', ja: 'ポイントを贈る', ar: 'إهداء النقاط' },
            path: '/member/gift-points/',
            buyPoint: true,
          },
        ],
      },
    ],
  },
  {
    text: { en: 'Long stays', zh: '长住', ja: '長期滞在', ar: 'الإقامات الطويلة' },
    path: '/long-stays/',
    isDisplayMobile: true,
  },
  {
    text: { en: 'Buy points', zh: '购买积分', ja: 'ポイント購入', ar: 'شراء النقاط' },
    path: '/member/buy-points/',
    isDisplayMobile: true,
    buyPoint: true,
    isShowNewLabel: true,
  },
  {
    // Kept in the CMS but switched off: clients drop it.
    text: { en: 'Corporate stays', zh: '企业住宿', ja: '法人向け', ar: 'إقامات الشركات' },
    path: '/corporate/',
    isShow: false,
    isDisplayMobile: true,
  },
];
