/**
 * The booking banner (content spec §7 "Other content: bookingbanner"; issue 19 item 5): notices
 * the property listing shows above a search's results. The spec shows no shape: ours, in the
 * sandbox README "Booking banner". Windows are read by the widgets (the single banner's rule).
 */
import { sendContent } from '../envelope.ts';
import { requestLanguage } from '../request-language.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { pickText, type LocalisedText } from '../seed/index.ts';

interface BookingBannerSeed {
  readonly id: string;
  readonly title: LocalisedText;
  readonly text: LocalisedText;
  readonly linkUrl: string;
  readonly linkText: LocalisedText;
  readonly startDate: string;
  readonly endDate: string;
  readonly timeZone: string;
  readonly destinations: readonly string[];
}

/** Japan's banner is open for years; an ended and a future one for Singapore show never (the widget's window rule). */
export const BOOKING_BANNER_SEEDS: readonly BookingBannerSeed[] = [
  {
    id: 'sg-ended',
    title: { en: 'National Day stays', ar: 'إقامات اليوم الوطني' },
    text: { en: 'This offer has ended.', ar: 'انتهى هذا العرض.' },
    linkUrl: '',
    linkText: { en: '' },
    startDate: '2025-08-01',
    endDate: '2025-08-31',
    timeZone: 'Asia/Singapore',
    destinations: ['SG', 'Singapore'],
  },
  {
    id: 'jp-long-stay',
    title: { en: 'Long stays in Japan', ar: 'إقامات طويلة في اليابان', ja: '日本での長期滞在', zh: '在日本长住' },
    text: {
      en: 'Stay 28 nights or more in Tokyo or Kyoto and ask for our long-stay rate.',
      ar: 'أقم 28 ليلة أو أكثر في طوكيو أو كيوتو واطلب سعر الإقامة الطويلة.',
      ja: '東京・京都に28泊以上のご滞在は長期滞在料金をお問い合わせください。',
    },
    linkUrl: '/{lang}/extended-stay/',
    linkText: { en: 'Ask about a long stay', ar: 'استفسر عن الإقامة الطويلة', ja: '長期滞在について問い合わせる' },
    startDate: '2026-01-01',
    endDate: '2030-12-31',
    timeZone: 'Asia/Tokyo',
    destinations: ['JP', 'Tokyo', 'Kyoto', 'JPSHJK', 'JPGNZA', 'JPKYTO'],
  },
  {
    id: 'sg-future',
    title: { en: 'Coming next year', ar: 'قريبًا في العام المقبل' },
    text: { en: 'Not yet published.', ar: 'لم يُنشر بعد.' },
    linkUrl: '',
    linkText: { en: '' },
    startDate: '2031-01-01',
    endDate: '',
    timeZone: '',
    destinations: ['SG', 'Singapore'],
  },
];

/** GET bookingbanner/{lang}.json → { banners: [{ id, title, text, linkUrl, linkText, startDate, endDate, timeZone, destinations }] }. */
function bookingBanners(context: RouteContext): void {
  const language = requestLanguage(context);
  sendContent(context.res, {
    banners: BOOKING_BANNER_SEEDS.map((seed) => ({
      ...seed,
      title: pickText(seed.title, language),
      text: pickText(seed.text, language),
      linkUrl: seed.linkUrl.replace('{lang}', language),
      linkText: pickText(seed.linkText, language),
    })),
  });
}

export function registerBookingBannerRoutes(router: Router): void {
  router.add('GET', '/apis/:product/bookingbanner/:lang.json', bookingBanners);
}
