import type { LocalisedText } from './localised-text.ts';

/**
 * Offers of a property for `get-property-offer` (loyalty spec §7; shape not shown: ours) and the
 * site announcements of `announcement.json` (content spec §7). Date windows are in days from the
 * sandbox's today, so an offer or announcement outside its window is left out of the answer.
 */
export interface PropertyOfferSeed {
  readonly offerCode: string;
  /** Empty: every live property. */
  readonly propertyCodes: readonly string[];
  readonly title: LocalisedText;
  readonly description: LocalisedText;
  readonly startsInDays: number;
  readonly endsInDays: number;
  readonly url: string;
}

export const PROPERTY_OFFER_SEEDS: readonly PropertyOfferSeed[] = [
  {
    offerCode: 'STAY3SAVE',
    propertyCodes: [],
    title: { en: 'Stay 3 nights, save 15%', ar: 'أقم 3 ليالٍ ووفّر 15%' },
    description: {
      en: 'Book three nights or more and save 15% on the best flexible rate.',
      ar: 'احجز ثلاث ليالٍ أو أكثر ووفّر 15% على أفضل سعر مرن.',
    },
    startsInDays: -30,
    endsInDays: 60,
    url: '/offers/stay-3-save/',
  },
  {
    offerCode: 'ORCHBRKF',
    propertyCodes: ['SGORCH'],
    title: { en: 'Breakfast on us at Orchard', ar: 'الإفطار علينا في أورشارد' },
    description: { en: 'Daily breakfast for two with any stay of two nights.', ar: 'إفطار يومي لشخصين مع أي إقامة لليلتين.' },
    startsInDays: -5,
    endsInDays: 20,
    url: '/offers/orchard-breakfast/',
  },
  {
    offerCode: 'OLDSUMMER',
    propertyCodes: [],
    title: { en: 'Summer sale (ended)' },
    description: { en: 'This offer has ended.' },
    startsInDays: -120,
    endsInDays: -60,
    url: '/offers/summer/',
  },
];

export interface AnnouncementSeed {
  readonly id: string;
  /** Empty: every property page. */
  readonly propertyCodes: readonly string[];
  readonly message: LocalisedText;
  readonly startsInDays: number;
  readonly endsInDays: number;
}

export const ANNOUNCEMENT_SEEDS: readonly AnnouncementSeed[] = [
  {
    id: 'POOL-WORKS',
    propertyCodes: ['SGORCH'],
    message: { en: 'The pool is closed for maintenance until the end of the month.', ar: 'المسبح مغلق للصيانة حتى نهاية الشهر.' },
    startsInDays: -3,
    endsInDays: 25,
  },
  {
    id: 'SITE-WIDE',
    propertyCodes: [],
    message: {
      en: 'Members earn double points on stays booked this week.',
      ar: 'يحصل الأعضاء على ضعف النقاط على الإقامات المحجوزة هذا الأسبوع.',
    },
    startsInDays: -1,
    endsInDays: 6,
  },
  {
    id: 'EXPIRED',
    propertyCodes: [],
    message: { en: 'An old notice no one should see.' },
    startsInDays: -40,
    endsInDays: -10,
  },
];
