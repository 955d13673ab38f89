import { findAmenitySeed, findApartmentTypeSeed } from '../seed/index.ts';
import type { AmenitySeed, Language, PropertyApartmentSeed, PropertySeed } from '../seed/index.ts';
import { pagePathOf } from './property-listing.ts';

export interface AmenityView {
  readonly name: string;
  readonly refAmenity: string;
  readonly isBooking: boolean;
  readonly featuredAmenities: boolean;
  readonly enable: boolean;
  readonly facilityIcon: string;
  readonly isShowOnBookingFilter: boolean;
  readonly charge: boolean;
}

export interface AmenityGroupView {
  readonly groupName: string;
  readonly amenities: readonly AmenityView[];
}

export interface ImageView {
  readonly src: string;
  readonly alt: string;
}

/** Booking spec §3 "Apartment / room type", plus occupancy limits and the number of units. */
export interface ApartmentView {
  readonly apartmentTypeCode: string;
  readonly apartmentTypeName: string;
  readonly apartmentCategoryCode: string;
  /** square metres */
  readonly apartmentSize: number;
  readonly description: string;
  readonly thumbnailImage: string;
  readonly imageGalleryItems: readonly ImageView[];
  readonly url: string;
  readonly isOnlineBooking: boolean;
  readonly roomUniversalLabels: readonly string[];
  readonly urgencyTriggers: { readonly lowInventoryThreshold: number };
  readonly roomInformation: {
    readonly dimension: string;
    readonly maxPersonInRoom: number;
    readonly floorPlanPath: string;
    readonly bedType: string;
    readonly bedTypeIcon: string;
  };
  readonly amenityGroups: readonly AmenityGroupView[];
  readonly maxAdults: number;
  readonly maxChildren: number;
  readonly inventory: number;
}

/** "Only N left" shows from this many units down. */
const LOW_INVENTORY_THRESHOLD = 3;
const FAMILY_SIZE_PERSONS = 5;

function amenityView(amenity: AmenitySeed): AmenityView {
  return {
    name: amenity.name,
    refAmenity: amenity.code,
    isBooking: true,
    featuredAmenities: amenity.featured,
    enable: true,
    facilityIcon: amenity.icon,
    isShowOnBookingFilter: amenity.showOnBookingFilter,
    charge: amenity.charge,
  };
}

function amenityGroupsOf(amenityCodes: readonly string[]): AmenityGroupView[] {
  const groups = new Map<string, AmenityView[]>();
  for (const code of amenityCodes) {
    const amenity = findAmenitySeed(code);
    if (!amenity) continue;
    const group = groups.get(amenity.group) ?? [];
    group.push(amenityView(amenity));
    groups.set(amenity.group, group);
  }
  return [...groups].map(([groupName, amenities]) => ({ groupName, amenities }));
}

export function toApartmentView(property: PropertySeed, apartment: PropertyApartmentSeed, language: Language): ApartmentView {
  const type = findApartmentTypeSeed(apartment.apartmentTypeCode);
  if (!type) throw new RangeError(`Unknown apartment type in the seed: ${apartment.apartmentTypeCode}`);
  const code = type.apartmentTypeCode;
  return {
    apartmentTypeCode: code,
    apartmentTypeName: type.apartmentTypeName,
    apartmentCategoryCode: type.apartmentCategoryCode,
    apartmentSize: type.apartmentSize,
    description: type.description,
    thumbnailImage: `/demo-assets/apartments/${code}.svg`,
    imageGalleryItems: [1, 2].map((index) => ({
      src: `/demo-assets/apartments/${code}-${index}.svg`,
      alt: `${type.apartmentTypeName}, view ${index}`,
    })),
    url: `${pagePathOf(property, language)}/apartments/${code.toLowerCase()}`,
    isOnlineBooking: property.status === 'live' && property.isBookable,
    roomUniversalLabels: type.maxPersonInRoom >= FAMILY_SIZE_PERSONS ? ['Family favourite'] : [],
    urgencyTriggers: { lowInventoryThreshold: LOW_INVENTORY_THRESHOLD },
    roomInformation: {
      dimension: `${type.apartmentSize} sqm`,
      maxPersonInRoom: type.maxPersonInRoom,
      floorPlanPath: `/demo-assets/floor-plans/${code}.svg`,
      bedType: type.bedType,
      bedTypeIcon: '/demo-assets/icons/bed.svg',
    },
    amenityGroups: amenityGroupsOf(type.amenityCodes),
    maxAdults: type.maxAdults,
    maxChildren: type.maxChildren,
    inventory: apartment.inventory,
  };
}
