import type { PropertySuggestions } from '../../shared/api/content-service';
import type { IsoDate } from '../../shared/domain/iso-date';
import type { DestinationType, OccupancyLimits, RoomOccupancy, SearchCriteria } from '../../shared/domain/booking/search-criteria';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/domain/languages';

/**
 * Pure rules of the booking search (issue 6 item 2; booking spec §2-§5): suggestion filtering,
 * occupancy limits, form validation and the search URL. No React, no DOM: table-tested with vitest.
 */

// ---------------------------------------------------------------- destination suggestions

export interface SuggestionOption {
  /** Stable within one suggestion list: used for the option's DOM id. */
  key: string;
  type: DestinationType;
  /** What the input shows once chosen, and `searchdest`. */
  label: string;
  /** Secondary text (a property's city, a city's country). */
  detail?: string;
  hotelCode?: string;
  /** ISO country code (type country) or brand code (type brand), sent as `country` / `brand`. */
  code?: string;
}

export const SUGGESTION_GROUPS: readonly DestinationType[] = ['property', 'city', 'country', 'brand'];

/** Case- and accent-insensitive form: "Zürich" and "zurich", "Đà Nẵng" and "da nang" match. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase().trim();
}

/** Every suggestion as an option, in group order (properties, cities, countries, brands). */
export function suggestionOptions(suggestions: PropertySuggestions): SuggestionOption[] {
  const countryName = new Map(suggestions.countries.map((country) => [country.code, country.name]));
  return [
    ...suggestions.properties.map((property) => ({
      key: `property-${property.code}`,
      type: 'property' as const,
      label: property.name,
      detail: property.city,
      hotelCode: property.code,
    })),
    ...suggestions.cities.map((city, index) => ({
      key: `city-${index}`,
      type: 'city' as const,
      label: city.name,
      detail: countryName.get(city.country) ?? city.country,
      // The English name also matches ("Tokyo" finds 東京 on the Japanese site).
      code: city.enName,
    })),
    ...suggestions.countries.map((country) => ({
      key: `country-${country.code}`,
      type: 'country' as const,
      label: country.name,
      code: country.code,
    })),
    ...suggestions.brands.map((brand) => ({ key: `brand-${brand.code}`, type: 'brand' as const, label: brand.name, code: brand.code })),
  ];
}

/** Options whose name (or property code, city, English city name) contains the query; at most `perGroup` of each group. */
export function filterSuggestions(options: readonly SuggestionOption[], query: string, perGroup = 5): SuggestionOption[] {
  const folded = foldText(query);
  const counts = new Map<DestinationType, number>();
  return options.filter((option) => {
    const haystack = [option.label, option.detail, option.hotelCode, option.code].filter(Boolean).map((text) => foldText(text!));
    if (folded && !haystack.some((text) => text.includes(folded))) return false;
    const taken = counts.get(option.type) ?? 0;
    if (taken >= perGroup) return false;
    counts.set(option.type, taken + 1);
    return true;
  });
}

/** The option matching a prefilled search, so the input can show its name. */
export function optionForCriteria(
  options: readonly SuggestionOption[],
  criteria: Pick<SearchCriteria, 'hotelCode' | 'destination' | 'type'>,
): SuggestionOption | undefined {
  if (criteria.hotelCode) return options.find((option) => option.hotelCode?.toUpperCase() === criteria.hotelCode!.toUpperCase());
  const destination = criteria.destination && foldText(criteria.destination);
  if (!destination) return undefined;
  return options.find(
    (option) =>
      option.type === criteria.type && [option.label, option.code].some((text) => text !== undefined && foldText(text) === destination),
  );
}

// ---------------------------------------------------------------- occupancy

export type GuestLimits = Pick<OccupancyLimits, 'maxRooms' | 'maxAdults' | 'maxChildren' | 'maxChildAge'>;

export const MIN_ADULTS = 1;

/** Rooms added by the counter start with one adult and no children. */
export function setRoomCount(rooms: readonly RoomOccupancy[], count: number, limits: GuestLimits): RoomOccupancy[] {
  const wanted = Math.min(Math.max(count, 1), limits.maxRooms);
  const kept = rooms.slice(0, wanted);
  while (kept.length < wanted) kept.push({ adults: MIN_ADULTS, childAges: [] });
  return kept;
}

export function setAdults(rooms: readonly RoomOccupancy[], index: number, adults: number, limits: GuestLimits): RoomOccupancy[] {
  const value = Math.min(Math.max(adults, MIN_ADULTS), limits.maxAdults);
  return rooms.map((room, i) => (i === index ? { ...room, adults: value } : room));
}

/** A child added has no age yet: the visitor must give one (booking spec §5). */
export function setChildren(rooms: readonly RoomOccupancy[], index: number, children: number, limits: GuestLimits): RoomOccupancy[] {
  const value = Math.min(Math.max(children, 0), limits.maxChildren);
  return rooms.map((room, i) => {
    if (i !== index) return room;
    const childAges = room.childAges.slice(0, value);
    while (childAges.length < value) childAges.push(null);
    return { ...room, childAges };
  });
}

export function setChildAge(rooms: readonly RoomOccupancy[], roomIndex: number, childIndex: number, age: number | null): RoomOccupancy[] {
  return rooms.map((room, i) =>
    i === roomIndex ? { ...room, childAges: room.childAges.map((old, c) => (c === childIndex ? age : old)) } : room,
  );
}

export interface GuestTotals {
  rooms: number;
  adults: number;
  children: number;
}

export function guestTotals(rooms: readonly RoomOccupancy[]): GuestTotals {
  return {
    rooms: rooms.length,
    adults: rooms.reduce((sum, room) => sum + room.adults, 0),
    children: rooms.reduce((sum, room) => sum + room.childAges.length, 0),
  };
}

// ---------------------------------------------------------------- validation

export interface SearchForm {
  hotelCode: string | undefined;
  destination: string | undefined;
  startDate: IsoDate | undefined;
  endDate: IsoDate | undefined;
  rooms: readonly RoomOccupancy[];
}

export type SearchFormError = { field: 'destination' } | { field: 'dates' } | { field: 'childAge'; room: number; child: number };

/** What stops a search, in the form's order (the first one gets the focus). */
export function validateSearchForm(form: SearchForm): SearchFormError[] {
  const errors: SearchFormError[] = [];
  if (!form.hotelCode && !form.destination) errors.push({ field: 'destination' });
  if (!form.startDate || !form.endDate || form.endDate <= form.startDate) errors.push({ field: 'dates' });
  form.rooms.forEach((room, roomIndex) =>
    room.childAges.forEach((age, child) => {
      if (age === null) errors.push({ field: 'childAge', room: roomIndex, child });
    }),
  );
  return errors;
}

// ---------------------------------------------------------------- where a search goes

/** The language prefix of site paths: none for Chinese, the default language (content spec §2). */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** A property search goes to its select-rates page, any other to the listing (booking spec §1). */
export function searchUrl(language: Language, hotelCode: string | undefined, deepLink: URLSearchParams): string {
  const page = hotelCode ? '/booking/select-apartment-and-rates' : '/booking/property-listing/';
  return `${languagePrefix(language)}${page}?${deepLink.toString()}`;
}
