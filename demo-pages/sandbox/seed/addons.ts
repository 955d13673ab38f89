import { convertAmount, convertExact } from './currencies.ts';
import type { RatePlanSeed } from './rate-plans.ts';

/** Booking spec §3. */
export type AddonDisplayType = 'BREAKFAST' | 'QUANTITY' | 'AIRPORT_TRANSFER' | 'GUEST' | 'HOUSE_KEEPING' | 'OTHER' | 'OTHER_PACKAGES';

export type ServicePricingType = 'Per person' | 'Per person per night' | 'Per stay' | 'Per night';

/** Per-person add-ons price adults and children apart; the others have one unit price. */
export type AddonPriceSgd =
  | { readonly basis: 'person'; readonly adult: number; readonly child: number }
  | { readonly basis: 'unit'; readonly unit: number };

export interface AddonSeed {
  readonly serviceInventoryCode: string;
  readonly category: string;
  readonly categoryKey: string;
  readonly title: string;
  readonly description: string;
  readonly image: string;
  readonly addonDisplayType: AddonDisplayType;
  readonly servicePricingType: ServicePricingType;
  /** Prices are kept in SGD and converted to each property's currency at the sandbox's fixed rates. */
  readonly priceSgd: AddonPriceSgd;
  /** Airport transfers are one way (1W) or return (2W). */
  readonly transferType?: '1W' | '2W';
  readonly maxQuantity: number;
  /** The tax on add-ons, as a fraction of the price. */
  readonly taxRate: number;
}

export const ADDON_SEEDS: readonly AddonSeed[] = [
  {
    serviceInventoryCode: 'BRKF',
    category: 'Dining',
    categoryKey: 'dining',
    title: 'Daily breakfast',
    description: 'Buffet breakfast in the residents’ lounge, every morning of the stay.',
    image: '/demo-assets/addons/breakfast.svg',
    addonDisplayType: 'BREAKFAST',
    servicePricingType: 'Per person per night',
    priceSgd: { basis: 'person', adult: 28, child: 14 },
    maxQuantity: 8,
    taxRate: 0.09,
  },
  {
    serviceInventoryCode: 'COT',
    category: 'Convenience',
    categoryKey: 'convenience',
    title: 'Baby cot',
    description: 'A cot with bedding, set up before arrival.',
    image: '/demo-assets/addons/cot.svg',
    addonDisplayType: 'QUANTITY',
    servicePricingType: 'Per night',
    priceSgd: { basis: 'unit', unit: 15 },
    maxQuantity: 2,
    taxRate: 0.09,
  },
  {
    serviceInventoryCode: 'APT1W',
    category: 'Transport',
    categoryKey: 'transport',
    title: 'Airport transfer, one way',
    description: 'A private car from the airport to the property. Give your flight number.',
    image: '/demo-assets/addons/transfer.svg',
    addonDisplayType: 'AIRPORT_TRANSFER',
    servicePricingType: 'Per stay',
    priceSgd: { basis: 'unit', unit: 65 },
    transferType: '1W',
    maxQuantity: 1,
    taxRate: 0.09,
  },
  {
    serviceInventoryCode: 'APT2W',
    category: 'Transport',
    categoryKey: 'transport',
    title: 'Airport transfer, return',
    description: 'A private car from the airport on arrival and back on departure.',
    image: '/demo-assets/addons/transfer.svg',
    addonDisplayType: 'AIRPORT_TRANSFER',
    servicePricingType: 'Per stay',
    priceSgd: { basis: 'unit', unit: 120 },
    transferType: '2W',
    maxQuantity: 1,
    taxRate: 0.09,
  },
  {
    // Booking spec §4: an airport transfer without a title is dropped by the client; the service sends one.
    serviceInventoryCode: 'APTNT',
    category: 'Transport',
    categoryKey: 'transport',
    title: '',
    description: 'A transfer record the back office left without a title.',
    image: '/demo-assets/addons/transfer.svg',
    addonDisplayType: 'AIRPORT_TRANSFER',
    servicePricingType: 'Per stay',
    priceSgd: { basis: 'unit', unit: 65 },
    transferType: '1W',
    maxQuantity: 1,
    taxRate: 0.09,
  },
  {
    serviceInventoryCode: 'TOUR',
    category: 'Experiences',
    categoryKey: 'experiences',
    title: 'Guided city walk',
    description: 'A three-hour walk with a local guide, on the morning of your choice.',
    image: '/demo-assets/addons/tour.svg',
    addonDisplayType: 'GUEST',
    servicePricingType: 'Per person',
    priceSgd: { basis: 'person', adult: 45, child: 20 },
    maxQuantity: 8,
    taxRate: 0.09,
  },
  {
    serviceInventoryCode: 'HSKP',
    category: 'Housekeeping',
    categoryKey: 'housekeeping',
    title: 'Daily housekeeping',
    description: 'Housekeeping every day instead of twice a week.',
    image: '/demo-assets/addons/housekeeping.svg',
    addonDisplayType: 'HOUSE_KEEPING',
    servicePricingType: 'Per stay',
    priceSgd: { basis: 'unit', unit: 80 },
    maxQuantity: 1,
    taxRate: 0.09,
  },
  {
    serviceInventoryCode: 'PARK',
    category: 'Convenience',
    categoryKey: 'convenience',
    title: 'Parking',
    description: 'A parking space in the building, per car and night.',
    image: '/demo-assets/addons/parking.svg',
    addonDisplayType: 'OTHER',
    servicePricingType: 'Per night',
    priceSgd: { basis: 'unit', unit: 25 },
    maxQuantity: 2,
    taxRate: 0.09,
  },
  {
    serviceInventoryCode: 'CELEB',
    category: 'Packages',
    categoryKey: 'packages',
    title: 'Celebration package',
    description: 'Flowers, a cake and a bottle of sparkling wine waiting in the apartment.',
    image: '/demo-assets/addons/celebration.svg',
    addonDisplayType: 'OTHER_PACKAGES',
    servicePricingType: 'Per stay',
    priceSgd: { basis: 'unit', unit: 150 },
    maxQuantity: 3,
    taxRate: 0.09,
  },
];

export function findAddonSeed(serviceInventoryCode: string): AddonSeed | undefined {
  return ADDON_SEEDS.find((addon) => addon.serviceInventoryCode === serviceInventoryCode);
}

export type AddonPrice =
  | { readonly basis: 'person'; readonly adult: number; readonly child: number }
  | { readonly basis: 'unit'; readonly unit: number };

/** The add-on's price in a property's currency. */
export function addonPriceIn(addon: AddonSeed, currencyCode: string): AddonPrice {
  const price = addon.priceSgd;
  if (price.basis === 'unit') return { basis: 'unit', unit: convertAmount(price.unit, 'SGD', currencyCode) };
  return {
    basis: 'person',
    adult: convertAmount(price.adult, 'SGD', currencyCode),
    child: convertAmount(price.child, 'SGD', currencyCode),
  };
}

/**
 * The unit prices of v2/addons/search (booking spec §3 "Add-on") in `currencyCode`, converted and
 * NOT rounded: a line is unit prices times quantities, rounded once (`pricing/addon-price.ts`).
 * Per-person add-ons price adults and children; the others have one unit price (`defaultPrice`).
 * Taxes are the unit prices times the add-on's tax rate.
 */
export interface AddonUnitPrices {
  readonly defaultPrice: number;
  readonly defaultTax: number;
  readonly defaultPriceForAdult: number;
  readonly defaultPriceForChildren: number;
  readonly defaultTaxForAdult: number;
  readonly defaultTaxForChildren: number;
}

export function addonUnitPricesIn(addon: AddonSeed, currencyCode: string): AddonUnitPrices {
  const price = addon.priceSgd;
  const convert = (amount: number): number => convertExact(amount, 'SGD', currencyCode);
  const adult = price.basis === 'person' ? convert(price.adult) : 0;
  const child = price.basis === 'person' ? convert(price.child) : 0;
  const unit = price.basis === 'unit' ? convert(price.unit) : adult;
  return {
    defaultPrice: unit,
    defaultTax: unit * addon.taxRate,
    defaultPriceForAdult: adult,
    defaultPriceForChildren: child,
    defaultTaxForAdult: adult * addon.taxRate,
    defaultTaxForChildren: child * addon.taxRate,
  };
}

/** A rate that includes breakfast offers no breakfast add-on. */
export function addonOffered(addon: AddonSeed, plan: RatePlanSeed): boolean {
  return !(addon.addonDisplayType === 'BREAKFAST' && plan.includesBreakfast);
}
