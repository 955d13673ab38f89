import { BRAND_SEEDS, pickText } from '../seed/index.ts';
import type { Language, PropertySeed } from '../seed/index.ts';
import { countryView } from './places.ts';

export interface PropertySuggestion {
  readonly code: string;
  readonly name: string;
  /** City name in the requested language. */
  readonly city: string;
  /** ISO country code, named in `countries`. */
  readonly country: string;
  /** Brand code, named in `brands`. */
  readonly brand: string;
}

export interface Suggestions {
  readonly properties: readonly PropertySuggestion[];
  readonly cities: readonly { readonly name: string; readonly enName: string; readonly country: string }[];
  readonly countries: readonly { readonly code: string; readonly name: string }[];
  readonly brands: readonly { readonly code: string; readonly name: string }[];
}

/** The search box suggests what can be booked online: live, bookable properties and their places and brands. */
function isSuggested(property: PropertySeed): boolean {
  return property.status === 'live' && property.isBookable;
}

function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(keyOf(item))) seen.set(keyOf(item), item);
  return [...seen.values()];
}

export function toSuggestions(properties: readonly PropertySeed[], language: Language): Suggestions {
  const suggested = properties.filter(isSuggested);
  const brandCodes = new Set(suggested.map((property) => property.brandCode));
  return {
    properties: suggested.map((property) => ({
      code: property.propertyCode,
      name: pickText(property.names, language),
      city: pickText(property.city, language),
      country: property.countryCode,
      brand: property.brandCode,
    })),
    cities: uniqueBy(
      suggested.map((property) => ({ name: pickText(property.city, language), enName: property.city.en, country: property.countryCode })),
      (city) => `${city.country}/${city.enName}`,
    ),
    countries: uniqueBy(
      suggested.map((property) => property.countryCode),
      (code) => code,
    ).map((code) => ({
      code,
      name: countryView(code, language).name,
    })),
    brands: BRAND_SEEDS.filter((brand) => brandCodes.has(brand.code)).map((brand) => ({
      code: brand.code,
      name: pickText(brand.names, language),
    })),
  };
}
