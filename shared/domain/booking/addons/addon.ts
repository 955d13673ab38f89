/**
 * An add-on as the add-ons search answers it (booking spec §3 "Add-on"), parsed at the boundary
 * (`shared/api/addons-service.ts`). Unit prices are in the requested (cart) currency, unrounded as
 * converted: a line rounds once (`addon-line.ts`).
 */
export const ADDON_DISPLAY_TYPES = [
  'BREAKFAST',
  'QUANTITY',
  'AIRPORT_TRANSFER',
  'GUEST',
  'HOUSE_KEEPING',
  'OTHER',
  'OTHER_PACKAGES',
] as const;
export type AddonDisplayType = (typeof ADDON_DISPLAY_TYPES)[number];

export const SERVICE_PRICING_TYPES = ['Per person', 'Per person per night', 'Per stay', 'Per night'] as const;
export type ServicePricingType = (typeof SERVICE_PRICING_TYPES)[number];

/** Booking spec §3: an airport transfer is one way (1W) or return (2W). */
export type TransferType = '1W' | '2W';

export interface Addon {
  serviceInventoryCode: string;
  category: string;
  categoryKey: string;
  title: string;
  description: string;
  image: string;
  addonDisplayType: AddonDisplayType;
  servicePricingType: ServicePricingType;
  currency: string;
  defaultPrice: number;
  defaultTax: number;
  defaultPriceForAdult: number;
  defaultPriceForChildren: number;
  defaultTaxForAdult: number;
  defaultTaxForChildren: number;
  maxQuantity: number;
  transferType?: TransferType | undefined;
  available: boolean;
  apartmentNumber: number;
}

/** Per-person pricing types price adults and children apart (booking spec §3 pricing types). */
export function isPricedPerPerson(pricing: ServicePricingType): boolean {
  return pricing === 'Per person' || pricing === 'Per person per night';
}

/** Pricing types whose count is multiplied by the nights of the stay. */
export function isPricedPerNight(pricing: ServicePricingType): boolean {
  return pricing === 'Per person per night' || pricing === 'Per night';
}
