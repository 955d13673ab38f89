/**
 * The booking banner (content spec §7 "Other content: bookingbanner"; issue 19 item 5): notices
 * the property listing shows above a search's results. The spec shows no shape: ours, in the
 * sandbox README "Booking banner". The service publishes a banner within its window, on the
 * sandbox clock (whole days of `endDate` included, in the banner's zone or Asia/Singapore).
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

/** Japan's banner is open for years; an ended and a future one for Singapore are never answered. */
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

/** The banner's day `date` (YYYY-MM-DD) as it is in `timeZone` now. */
const dayIn = (now: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: timeZone || 'Asia/Singapore', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/** GET bookingbanner/{lang}.json → { banners: [{ id, title, text, linkUrl, linkText, destinations }] }: those published today. */
function bookingBanners(context: RouteContext): void {
  const language = requestLanguage(context);
  const now = context.runtime.now();
  const published = BOOKING_BANNER_SEEDS.filter((seed) => {
    const today = dayIn(now, seed.timeZone);
    return (!seed.startDate || seed.startDate <= today) && (!seed.endDate || today <= seed.endDate);
  });
  sendContent(context.res, {
    banners: published.map((seed) => ({
      id: seed.id,
      title: pickText(seed.title, language),
      text: pickText(seed.text, language),
      linkUrl: seed.linkUrl.replace('{lang}', language),
      linkText: pickText(seed.linkText, language),
      destinations: seed.destinations,
    })),
  });
}

export function registerBookingBannerRoutes(router: Router): void {
  router.add('GET', '/apis/:product/bookingbanner/:lang.json', bookingBanners);
}
