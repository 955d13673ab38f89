import type { LocalisedText } from './localised-text.ts';
import { BOOKABLE_PROPERTY_SEEDS } from './site-services.ts';

/**
 * Offers, vouchers and events of the lists (issue 19 item 3; content spec §7 offers/asr-offers,
 * voucher/asr-vouchers, vouchers/categories/{lang}/{list}.json, events/asr-events). Dates are days
 * from the sandbox's today. The lists answer every entry, app-only and ended ones too: the widget
 * applies the spec's rules (app-only offers only in the app, booking spec §3), as the content
 * service leaves that to the page.
 */
export type OfferListName = 'offers' | 'vouchers' | 'events';

export interface OfferSeed {
  readonly list: OfferListName;
  readonly id: string;
  /** The entity path: participating-properties answers for it. */
  readonly path: string;
  readonly title: LocalisedText;
  readonly summary: LocalisedText;
  readonly details: LocalisedText;
  readonly image: string;
  readonly startsInDays: number;
  readonly endsInDays: number;
  readonly appOnly: boolean;
  /** Offers and events: the properties that take part. Vouchers: those of their programme. */
  readonly propertyCodes: readonly string[];
  readonly category?: string;
  readonly programmeCode?: string;
}

const offer = (seed: Omit<OfferSeed, 'list' | 'appOnly'> & { appOnly?: boolean }): OfferSeed => ({
  list: 'offers',
  appOnly: false,
  ...seed,
});
const event = (seed: Omit<OfferSeed, 'list' | 'appOnly'>): OfferSeed => ({ list: 'events', appOnly: false, ...seed });
const voucher = (seed: Omit<OfferSeed, 'list' | 'appOnly' | 'propertyCodes'> & { programmeCode: string }): OfferSeed => ({
  list: 'vouchers',
  appOnly: false,
  propertyCodes: BOOKABLE_PROPERTY_SEEDS[seed.programmeCode] ?? [],
  ...seed,
});

export const OFFER_SEEDS: readonly OfferSeed[] = [
  offer({
    id: 'SG-SUITES',
    path: 'offers/singapore-suites',
    title: { en: 'Singapore suites: 20% off', ar: 'أجنحة سنغافورة: خصم 20%' },
    summary: { en: 'Two Singapore residences, a fifth off every night.', ar: 'مسكنان في سنغافورة بخصم الخُمس على كل ليلة.' },
    details: {
      en: 'Stay at Orchard or Marina Bay for two nights or more and save 20% on the flexible rate.',
      ar: 'أقم في أورشارد أو مارينا باي ليلتين أو أكثر ووفّر 20% على السعر المرن.',
    },
    image: '/demo-assets/offers/singapore-suites.svg',
    startsInDays: -10,
    endsInDays: 60,
    propertyCodes: ['SGORCH', 'SGMARB'],
  }),
  offer({
    id: 'JP-AUTUMN',
    path: 'offers/japan-autumn',
    title: { en: 'Autumn in Japan', ar: 'الخريف في اليابان' },
    summary: { en: 'Tokyo and Kyoto for the season of red leaves.', ar: 'طوكيو وكيوتو في موسم الأوراق الحمراء.' },
    details: {
      en: 'A welcome tea set and late check-out at two of our Japanese residences.',
      ar: 'طقم شاي ترحيبي ومغادرة متأخرة في اثنين من مساكننا في اليابان.',
    },
    image: '/demo-assets/offers/japan-autumn.svg',
    startsInDays: -5,
    endsInDays: 40,
    propertyCodes: ['JPSHJK', 'JPKYTO'],
  }),
  offer({
    id: 'LONG-STAY',
    path: 'offers/long-stay',
    title: { en: 'Long stays across Asia-Pacific', ar: 'إقامات طويلة في آسيا والمحيط الهادئ' },
    summary: { en: 'Weekly and monthly rates in four cities.', ar: 'أسعار أسبوعية وشهرية في أربع مدن.' },
    details: { en: 'Stay 7 nights or more and the rate drops with every week.', ar: 'أقم 7 ليالٍ أو أكثر وينخفض السعر مع كل أسبوع.' },
    image: '/demo-assets/offers/long-stay.svg',
    startsInDays: -30,
    endsInDays: 120,
    propertyCodes: ['SGORCH', 'SGMARB', 'JPSHJK', 'AUSYDC'],
  }),
  offer({
    id: 'APP-WEEKEND',
    path: 'offers/app-weekend',
    title: { en: 'App exclusive: weekend at Tanjong Pagar', ar: 'حصريًا للتطبيق: عطلة نهاية الأسبوع في تانجونغ باغار' },
    summary: { en: 'Only in our app: a free third night.', ar: 'في تطبيقنا فقط: الليلة الثالثة مجانًا.' },
    details: {
      en: 'Book two weekend nights in the app and the third is on us.',
      ar: 'احجز ليلتين في عطلة نهاية الأسبوع عبر التطبيق والثالثة علينا.',
    },
    image: '/demo-assets/offers/app-weekend.svg',
    startsInDays: -1,
    endsInDays: 30,
    appOnly: true,
    propertyCodes: ['SGTJPG'],
  }),
  offer({
    id: 'SPRING-ENDED',
    path: 'offers/spring-sale',
    title: { en: 'Spring sale (ended)' },
    summary: { en: 'This offer has ended.' },
    details: { en: 'This offer has ended.' },
    image: '/demo-assets/offers/long-stay.svg',
    startsInDays: -200,
    endsInDays: -100,
    propertyCodes: ['SGORCH'],
  }),
  voucher({
    id: 'FREE-NIGHT',
    path: 'vouchers/free-night',
    title: { en: 'A free night', ar: 'ليلة مجانية' },
    summary: { en: 'One night on us at three residences.', ar: 'ليلة علينا في ثلاثة مساكن.' },
    details: { en: 'Redeem for one night in a studio, any day of the week.', ar: 'استبدلها بليلة في استوديو في أي يوم من أيام الأسبوع.' },
    image: '/demo-assets/offers/free-night.svg',
    startsInDays: -20,
    endsInDays: 90,
    category: 'free-stay',
    programmeCode: 'VPFREE',
  }),
  voucher({
    id: 'CASH-100',
    path: 'vouchers/cash-100',
    title: { en: 'SGD 100 stay voucher', ar: 'قسيمة إقامة بقيمة 100 دولار سنغافوري' },
    summary: { en: 'Spend it on any stay at four residences.', ar: 'استخدمها في أي إقامة في أربعة مساكن.' },
    details: { en: 'Worth SGD 100 off a stay of two nights or more.', ar: 'تخصم 100 دولار سنغافوري من إقامة ليلتين أو أكثر.' },
    image: '/demo-assets/offers/cash.svg',
    startsInDays: -20,
    endsInDays: 180,
    category: 'cash',
    programmeCode: 'VPCASH',
  }),
  voucher({
    id: 'KYOTO-SEOUL',
    path: 'vouchers/kyoto-seoul-package',
    title: { en: 'Kyoto and Seoul package', ar: 'باقة كيوتو وسيول' },
    summary: { en: 'Three nights with breakfast and a city tour.', ar: 'ثلاث ليالٍ مع الإفطار وجولة في المدينة.' },
    details: { en: 'A fixed three-night stay with daily breakfast for two.', ar: 'إقامة ثابتة لثلاث ليالٍ مع إفطار يومي لشخصين.' },
    image: '/demo-assets/offers/package.svg',
    startsInDays: -3,
    endsInDays: 75,
    category: 'package',
    programmeCode: 'VPPKG',
  }),
  event({
    id: 'WINE-EVENING',
    path: 'events/orchard-wine-evening',
    title: { en: 'Wine evening at Orchard', ar: 'أمسية النبيذ في أورشارد' },
    summary: { en: 'Six wines of the Old World on the roof terrace.', ar: 'ستة أنواع من نبيذ العالم القديم على سطح المبنى.' },
    details: { en: 'Free for residents; guests of residents are welcome.', ar: 'مجانًا للمقيمين؛ ونرحب بضيوفهم.' },
    image: '/demo-assets/offers/wine-evening.svg',
    startsInDays: 10,
    endsInDays: 10,
    propertyCodes: ['SGORCH'],
  }),
  event({
    id: 'LANTERN-WALK',
    path: 'events/tokyo-lantern-walk',
    title: { en: 'Lantern walk in Tokyo', ar: 'نزهة الفوانيس في طوكيو' },
    summary: { en: 'An evening walk from Shinjuku to Ginza.', ar: 'نزهة مسائية من شينجوكو إلى غينزا.' },
    details: { en: 'Meet in the lobby at seven; lanterns are provided.', ar: 'اللقاء في الردهة عند السابعة؛ الفوانيس متوفرة.' },
    image: '/demo-assets/offers/lantern-walk.svg',
    startsInDays: 20,
    endsInDays: 22,
    propertyCodes: ['JPSHJK', 'JPGNZA'],
  }),
  event({
    id: 'SUMMER-PARTY',
    path: 'events/summer-party',
    title: { en: 'Summer party (past)' },
    summary: { en: 'This event is over.' },
    details: { en: 'This event is over.' },
    image: '/demo-assets/offers/wine-evening.svg',
    startsInDays: -120,
    endsInDays: -119,
    propertyCodes: ['SGMARB'],
  }),
];

/** `vouchers/categories/{lang}/{list}.json` for the list `asr-vouchers`. */
export const VOUCHER_CATEGORY_SEEDS: readonly { code: string; name: LocalisedText }[] = [
  { code: 'free-stay', name: { en: 'Free stay', ar: 'إقامة مجانية', ja: '無料宿泊', zh: '免费住宿' } },
  { code: 'package', name: { en: 'Package', ar: 'باقة', ja: 'パッケージ', zh: '套餐' } },
  { code: 'cash', name: { en: 'Cash', ar: 'نقدي', ja: 'キャッシュ', zh: '现金' } },
];

/** The participating properties of each entity path above (`participating-properties`). */
export const OFFER_PARTICIPATION: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  OFFER_SEEDS.map((seed) => [seed.path, seed.propertyCodes]),
);
