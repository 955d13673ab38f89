import { firstOfMonthAhead, pickText } from '../seed/index.ts';
import type { Language, PropertySeed, PropertyStatus } from '../seed/index.ts';
import { brandLogoOf, brandView, countryView, nameView } from './places.ts';
import type { BrandView, CountryView, NameView } from './places.ts';

/** Content spec §3 "Property listing entries", plus the time zone. */
export interface PropertyListingEntry {
  readonly propertyCode: string;
  readonly propertyName: string;
  readonly propertyEnName: string;
  readonly city: NameView;
  readonly country: CountryView;
  readonly state: string;
  readonly propertyLogo: string;
  readonly brand: BrandView;
  readonly thumbnail: string;
  readonly pagePath: string;
  readonly status: PropertyStatus;
  readonly currencyCode: string;
  readonly isBookable: boolean;
  readonly timeZone: string;
  /** Coming-soon properties only (booking spec §3). */
  readonly description?: string;
  /** Coming-soon properties only: the opening date, YYYY-MM-DD. */
  readonly opening?: string;
}

function isComingSoon(property: PropertySeed): boolean {
  return property.status === 'upcoming' || property.status === 'pop';
}

export function pagePathOf(property: PropertySeed, language: Language): string {
  return `/${language}/properties/${property.propertyCode.toLowerCase()}`;
}

function comingSoonFields(property: PropertySeed, language: Language, today: Date): Pick<PropertyListingEntry, 'description' | 'opening'> {
  if (!isComingSoon(property)) return {};
  return {
    description: pickText(property.description, language),
    opening: firstOfMonthAhead(today, property.openingMonthsAhead ?? 1),
  };
}

export function toListingEntry(property: PropertySeed, language: Language, today: Date): PropertyListingEntry {
  return {
    propertyCode: property.propertyCode,
    propertyName: pickText(property.names, language),
    propertyEnName: property.names.en,
    city: nameView(property.city, language),
    country: countryView(property.countryCode, language),
    state: property.state,
    propertyLogo: brandLogoOf(property.brandCode),
    brand: brandView(property.brandCode, language),
    thumbnail: `/demo-assets/properties/${property.propertyCode}.svg`,
    pagePath: pagePathOf(property, language),
    status: property.status,
    currencyCode: property.currencyCode,
    isBookable: property.isBookable,
    timeZone: property.timeZone,
    ...comingSoonFields(property, language, today),
  };
}
