import { isRecord, listOf, text } from '../domain/json-guards';
import type { ApiClient, ApiResult } from './types';

/**
 * The properties of an offer or a voucher (issue 19 item 3; content §7 "Participating properties"
 * participating-properties/p_entityPath/eq/{path}.json, "Voucher properties"
 * voucher/bookable-properties.json?programmeCode… and /by-codes.json). An entry that does not
 * parse is dropped.
 */
export interface OfferProperty {
  propertyCode: string;
  propertyName: string;
  city: string;
  /** The country's code: the offer details page searches the country its properties share. */
  countryCode: string;
  pagePath: string;
}

function parseOfferProperty(raw: unknown): OfferProperty | undefined {
  if (!isRecord(raw)) return undefined;
  const propertyCode = text(raw, 'propertyCode');
  const propertyName = text(raw, 'propertyName');
  if (!propertyCode || !propertyName) return undefined;
  return {
    propertyCode,
    propertyName,
    city: text(raw, 'city') ?? '',
    countryCode: text(raw, 'countryCode') ?? '',
    pagePath: text(raw, 'pagePath') ?? '',
  };
}

const parseList = (raw: unknown) => listOf(raw, parseOfferProperty);

export function participatingProperties(client: ApiClient, entityPath: string, language: string): Promise<ApiResult<OfferProperty[]>> {
  const path = encodeURIComponent(entityPath.replace(/^\/+|\/+$/g, ''));
  return client.content(`participating-properties/p_entityPath/eq/${path}.json`, { language, parse: parseList });
}

/**
 * What narrows a voucher programme's bookable properties (content spec §7: publishedDate,
 * currentBrand, category, clientRegion); an empty value is not sent.
 */
export interface VoucherNarrowing {
  publishedDate?: string;
  currentBrand?: string;
  category?: string;
  clientRegion?: string;
}

export function bookableProperties(
  client: ApiClient,
  programmeCode: string,
  language: string,
  narrowing: VoucherNarrowing = {},
): Promise<ApiResult<OfferProperty[]>> {
  const sent = Object.fromEntries(Object.entries(narrowing).filter(([, value]) => value));
  return client.content('voucher/bookable-properties.json', {
    query: { programmeCode, lang: language, ...sent },
    language,
    parse: parseList,
  });
}

export function bookablePropertiesByCodes(
  client: ApiClient,
  codes: readonly string[],
  language: string,
): Promise<ApiResult<OfferProperty[]>> {
  return client.content('voucher/bookable-properties/by-codes.json', {
    query: { codes: codes.join(','), lang: language },
    language,
    parse: parseList,
  });
}
