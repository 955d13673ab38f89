import type { BookingBanner } from '../domain/booking/booking-banner';
import { isRecord, listOf, text, texts } from '../domain/json-guards';
import { safeUrl } from './url-field';
import type { ApiClient, ApiResult } from './types';

/** One banner of `bookingbanner/{lang}.json` (content spec §7; our shape, sandbox README); one without a title is dropped. */
function parseBookingBanner(raw: unknown): BookingBanner | undefined {
  if (!isRecord(raw)) return undefined;
  const id = text(raw, 'id');
  const title = text(raw, 'title');
  if (!id || !title) return undefined;
  return {
    id,
    title,
    text: text(raw, 'text') ?? '',
    linkUrl: safeUrl(raw, 'linkUrl') ?? '',
    linkText: text(raw, 'linkText') ?? '',
    destinations: texts(raw, 'destinations') ?? [],
  };
}

/** The booking banners published now, in the page's language (no cache beyond the client's: one may be withdrawn any minute). */
export function fetchBookingBanners(client: ApiClient, language: string): Promise<ApiResult<BookingBanner[]>> {
  return client.content(`bookingbanner/${encodeURIComponent(language)}.json`, {
    language,
    parse: (raw) => (isRecord(raw) ? listOf(raw.banners, parseBookingBanner) : undefined),
  });
}
