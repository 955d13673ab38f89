import {
  ADDON_DISPLAY_TYPES,
  SERVICE_PRICING_TYPES,
  type Addon,
  type AddonDisplayType,
  type ServicePricingType,
} from '../domain/booking/addons/addon';
import { count, flag, isCount, isRecord, listOf, text } from '../domain/json-guards';
import type { ApiClient, ApiResult } from './types';
import { safeUrl } from './url-field';

/** One apartment of the add-ons search (issue 15 contract, call 4). */
export interface AddonSearchApartment {
  apartmentNumber: number;
  numberOfAdult: number;
  numberOfChildren: number;
  roomTypeCode: string;
  ratePlanCode: string;
}

/** Body of `POST /api/v2/addons/search` (booking spec §7), dates as ISO YYYY-MM-DD. */
export interface AddonSearchRequest {
  hotelCode: string;
  startDate: string;
  endDate: string;
  currencyCode: string;
  apartments: AddonSearchApartment[];
}

const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | undefined => allowed.find((entry) => entry === value);

/** A price or tax: a finite amount from zero; absent reads as 0 (an add-on priced one way leaves the other fields out). */
function amount(raw: Record<string, unknown>, field: string): number | undefined {
  if (raw[field] === undefined || raw[field] === null) return 0;
  const value = count(raw, field);
  return value !== undefined && value >= 0 ? value : undefined;
}

/**
 * One add-on of the flat answer (booking spec §3 "Add-on"), or undefined when it cannot be shown
 * or priced: no inventory code, an unknown display or pricing type, a negative or non-numeric
 * price. Blank titles are kept here: the rule that drops an untitled airport transfer is the
 * domain's (`addon-categories.ts`).
 */
export function parseAddon(raw: unknown): Addon | undefined {
  if (!isRecord(raw)) return undefined;
  const serviceInventoryCode = text(raw, 'serviceInventoryCode')?.trim();
  const addonDisplayType: AddonDisplayType | undefined = oneOf(ADDON_DISPLAY_TYPES, raw.addonDisplayType);
  const servicePricingType: ServicePricingType | undefined = oneOf(SERVICE_PRICING_TYPES, raw.servicePricingType);
  const currency = text(raw, 'currency');
  const apartmentNumber = raw.apartmentNumber;
  const prices = [
    'defaultPrice',
    'defaultTax',
    'defaultPriceForAdult',
    'defaultPriceForChildren',
    'defaultTaxForAdult',
    'defaultTaxForChildren',
  ] as const;
  const [defaultPrice, defaultTax, defaultPriceForAdult, defaultPriceForChildren, defaultTaxForAdult, defaultTaxForChildren] = prices.map(
    (field) => amount(raw, field),
  );
  if (!serviceInventoryCode || !addonDisplayType || !servicePricingType || !currency || !isCount(apartmentNumber)) return undefined;
  if (
    defaultPrice === undefined ||
    defaultTax === undefined ||
    defaultPriceForAdult === undefined ||
    defaultPriceForChildren === undefined ||
    defaultTaxForAdult === undefined ||
    defaultTaxForChildren === undefined
  )
    return undefined;
  const maxQuantity = raw.maxQuantity;
  const transferType = oneOf(['1W', '2W'] as const, raw.transferType);
  return {
    serviceInventoryCode,
    category: text(raw, 'category')?.trim() ?? '',
    categoryKey: text(raw, 'categoryKey')?.trim() ?? '',
    title: text(raw, 'title')?.trim() ?? '',
    description: text(raw, 'description')?.trim() ?? '',
    image: safeUrl(raw, 'image') ?? '',
    addonDisplayType,
    servicePricingType,
    currency,
    defaultPrice,
    defaultTax,
    defaultPriceForAdult,
    defaultPriceForChildren,
    defaultTaxForAdult,
    defaultTaxForChildren,
    maxQuantity: isCount(maxQuantity) ? maxQuantity : 0,
    ...(transferType ? { transferType } : {}),
    available: flag(raw, 'available') ?? true,
    apartmentNumber,
  };
}

/**
 * `POST /api/v2/addons/search` (issue 15 contract call 4): the flat add-on list of the stay, in the
 * requested currency. A read: retried and de-duplicated like other idempotent POSTs, not kept in
 * storage (prices follow the inventory).
 */
export function searchAddons(client: ApiClient, request: AddonSearchRequest): Promise<ApiResult<Addon[]>> {
  return client.post('/api/v2/addons/search', request, {
    idempotent: true,
    parse: (raw) => listOf(raw, parseAddon),
  });
}
