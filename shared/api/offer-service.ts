import { flag, isRecord, listOf, text } from '../domain/json-guards';
import { isIsoDate, type IsoDate } from '../domain/iso-date';
import { safeUrl } from './url-field';
import type { ApiClient, ApiResult } from './types';

/**
 * The offers, vouchers and events lists (issue 19 item 3; content spec §7 "Offers, vouchers,
 * events": offers/asr-offers, voucher/asr-vouchers, vouchers/categories/{lang}/{list}.json,
 * events/asr-events). The spec shows no shapes: ours are in the sandbox README "Offers, vouchers
 * and events". The spec gives these reads no cache lifetime (content §9), so none is kept beyond
 * the client's 5 s de-duplication.
 */
export type OfferSource = 'offers' | 'vouchers' | 'events';

export interface Offer {
  id: string;
  /** The entity path (`offers/singapore-suites`): the details page and participating-properties read by it. */
  path: string;
  title: string;
  summary: string;
  /** Plain text: backend HTML would need the sanitiser (8 KB) in a content chunk. */
  details: string;
  image: string;
  imageAlt: string;
  startDate: IsoDate | '';
  endDate: IsoDate | '';
  appOnly: boolean;
  /** Vouchers: the category code (`vouchers/categories`); '' otherwise. */
  category: string;
  /** Vouchers: the programme whose bookable properties it books (`voucher/bookable-properties`). */
  programmeCode: string;
  promoCode: string;
  /** When the offer names its properties itself (`voucher/bookable-properties/by-codes`). */
  propertyCodes: string[];
}

export interface OfferCategory {
  code: string;
  name: string;
}

const LIST_PATHS: Readonly<Record<OfferSource, string>> = {
  offers: 'offers/asr-offers.json',
  vouchers: 'voucher/asr-vouchers.json',
  events: 'events/asr-events.json',
};

const dateOf = (value: string | undefined): IsoDate | '' => (value && isIsoDate(value) ? value : '');

/** An entry without id, path or title is dropped; a bad date is no date; an unsafe image is no image. */
export function parseOffer(raw: unknown): Offer | undefined {
  if (!isRecord(raw)) return undefined;
  const id = text(raw, 'id');
  const path = text(raw, 'path')?.replace(/^\/+|\/+$/g, '');
  const title = text(raw, 'title');
  if (!id || !path || !title) return undefined;
  const codes = raw.propertyCodes;
  return {
    id,
    path,
    title,
    summary: text(raw, 'summary') ?? '',
    details: text(raw, 'details') ?? '',
    image: safeUrl(raw, 'image') ?? '',
    imageAlt: text(raw, 'imageAlt') ?? '',
    startDate: dateOf(text(raw, 'startDate')),
    endDate: dateOf(text(raw, 'endDate')),
    appOnly: flag(raw, 'appOnly') ?? false,
    category: text(raw, 'category') ?? '',
    programmeCode: text(raw, 'programmeCode') ?? '',
    promoCode: text(raw, 'promoCode') ?? '',
    propertyCodes: Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string' && code !== '') : [],
  };
}

export function fetchOffers(client: ApiClient, source: OfferSource, language: string): Promise<ApiResult<Offer[]>> {
  return client.content(LIST_PATHS[source], { language, parse: (raw) => listOf(raw, parseOffer) });
}

function parseCategory(raw: unknown): OfferCategory | undefined {
  if (!isRecord(raw)) return undefined;
  const code = text(raw, 'code');
  const name = text(raw, 'name');
  return code && name ? { code, name } : undefined;
}

/** `vouchers/categories/{lang}/{list}.json`: the categories a voucher list is filtered by. */
export function fetchVoucherCategories(client: ApiClient, language: string, list: string): Promise<ApiResult<OfferCategory[]>> {
  return client.content(`vouchers/categories/${encodeURIComponent(language)}/${encodeURIComponent(list)}.json`, {
    language,
    parse: (raw) => listOf(raw, parseCategory),
  });
}
