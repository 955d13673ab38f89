import { findCountrySeed, findFacilitySeed, pickText } from '../seed/index.ts';
import type { Language, PropertySeed, PropertyType } from '../seed/index.ts';
import { toApartmentView } from './apartment.ts';
import type { ApartmentView, ImageView } from './apartment.ts';
import { toListingEntry } from './property-listing.ts';
import type { PropertyListingEntry } from './property-listing.ts';

export interface FacilityView {
  readonly code: string;
  readonly name: string;
  readonly icon: string;
}

/** Booking spec §3 "Property": the listing entry and everything the booking pages need. */
export interface PropertyDetail extends PropertyListingEntry {
  readonly code: string;
  readonly address: string;
  /** The address in the property's local language. */
  readonly localAddress1: string;
  readonly phone: string;
  readonly email: string;
  readonly location: { readonly lat: number; readonly lng: number };
  /** kilometres */
  readonly distanceFromCity: number;
  readonly announcements: readonly string[];
  readonly facilities: readonly FacilityView[];
  /** Units of all apartment types together. */
  readonly rooms: number;
  readonly minLengthOfStay: number;
  readonly externalBooking: boolean;
  readonly externalBookingUrl: string;
  readonly bestRateGuaranteeEnabled: boolean;
  readonly propertyTypeConfiguration: { readonly propertyType: PropertyType; readonly showApartmentSize: boolean };
  readonly propertyType: PropertyType;
  readonly propertyTag: readonly string[];
  readonly sustainable: readonly { readonly title: string; readonly icon: string }[];
  readonly guestReview: { readonly reviewProID: string; readonly showReviews: boolean };
  readonly localLanguage: Language;
  readonly universalLabels: readonly string[];
  readonly gallery: readonly ImageView[];
  readonly description: string;
  readonly taxRate: number;
  readonly apartments: readonly ApartmentView[];
}

const GALLERY_SIZE = 3;

function facilityViews(property: PropertySeed): FacilityView[] {
  return property.facilityCodes.flatMap((code) => {
    const facility = findFacilitySeed(code);
    return facility ? [{ code: facility.code, name: facility.name, icon: facility.icon }] : [];
  });
}

function localLanguageOf(property: PropertySeed): Language {
  return findCountrySeed(property.countryCode)?.localLanguage ?? 'en';
}

function announcementsOf(property: PropertySeed): string[] {
  return property.isBookable || property.status !== 'live'
    ? []
    : [`Online booking is not available for ${property.names.en}. Please call ${property.phone}.`];
}

export function toPropertyDetail(property: PropertySeed, language: Language, today: Date): PropertyDetail {
  const localLanguage = localLanguageOf(property);
  const isLive = property.status === 'live';
  return {
    ...toListingEntry(property, language, today),
    code: property.propertyCode,
    address: pickText(property.address, language),
    localAddress1: pickText(property.address, localLanguage),
    phone: property.phone,
    email: property.email,
    location: property.location,
    distanceFromCity: property.distanceFromCity,
    announcements: announcementsOf(property),
    facilities: facilityViews(property),
    rooms: property.apartments.reduce((total, apartment) => total + apartment.inventory, 0),
    minLengthOfStay: property.minLengthOfStay,
    externalBooking: false,
    externalBookingUrl: '',
    bestRateGuaranteeEnabled: isLive,
    propertyTypeConfiguration: { propertyType: property.propertyType, showApartmentSize: true },
    propertyType: property.propertyType,
    propertyTag: [property.propertyType === 'Hotel' ? 'hotel' : 'serviced-residence'],
    sustainable: [{ title: 'Refill stations instead of plastic bottles', icon: '/demo-assets/icons/refill.svg' }],
    guestReview: { reviewProID: `RP-${property.propertyCode}`, showReviews: isLive },
    localLanguage,
    universalLabels: property.minLengthOfStay > 1 ? [`Minimum stay ${property.minLengthOfStay} nights`] : [],
    gallery: Array.from({ length: GALLERY_SIZE }, (_, index) => ({
      src: `/demo-assets/properties/${property.propertyCode}-${index + 1}.svg`,
      alt: `${property.names.en}, picture ${index + 1}`,
    })),
    description: pickText(property.description, language),
    taxRate: property.taxRate,
    apartments: property.apartments.map((apartment) => toApartmentView(property, apartment, language)),
  };
}
