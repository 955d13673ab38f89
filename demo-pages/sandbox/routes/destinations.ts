/**
 * Destination reads (issue 19 item 5; content spec §7 "Property lists" and "Other content"):
 * property lists by reference city, country, brand or city name (optional `poiLat`/`poiLng` or
 * `offerPath`), the featured properties' configuration, upcoming new properties, property counts,
 * the awards listing, destination city and country introductions and the property map. The spec
 * names the reads, not their paths: these are ours (sandbox README "Destinations").
 */
import { sendContent, sendError, SANDBOX_ERROR_CODES } from '../envelope.ts';
import { requestLanguage } from '../request-language.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { PROPERTY_SEEDS, findCountrySeed, findPropertySeed, pickText } from '../seed/index.ts';
import type { Language, PropertySeed } from '../seed/index.ts';
import { AWARD_SEEDS, DESTINATION_SEEDS, FEATURED_PROPERTY_CODES } from '../seed/destinations.ts';
import { PARTICIPATING_PROPERTY_SEEDS } from '../seed/site-services.ts';
import { toListingEntry } from '../views/property-listing.ts';

/** A listing entry (content spec §3) with the property's location, which the map and the distances need. */
function listedProperty(property: PropertySeed, language: Language, today: Date) {
  return { ...toListingEntry(property, language, today), location: { ...property.location } };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What each `p_{by}` matches: a city by its English name, a city by any of its names, a country or brand by code. */
const MATCHERS: Readonly<Record<string, (property: PropertySeed, value: string) => boolean>> = {
  refCity: (property, value) => same(property.city.en, value),
  cityName: (property, value) => Object.values(property.city).some((name) => typeof name === 'string' && same(name, value)),
  country: (property, value) => same(property.countryCode, value),
  brand: (property, value) => same(property.brandCode, value),
};

const COORDINATE = /^-?\d+(\.\d+)?$/;

/**
 * `property-list/p_{by}/eq/{value}/p_lang/eq/{lang}.json[?poiLat&poiLng|offerPath]`: every status
 * (clients filter, booking spec §2), in seed order. A point of interest must have both decimal
 * coordinates (400 otherwise); the client measures the distances (content spec §9). `offerPath`
 * keeps the offer's participating properties (an unknown offer: none).
 */
function propertyList(by: string) {
  return (context: RouteContext): void => {
    const { poiLat, poiLng, offerPath } = Object.fromEntries(context.url.searchParams);
    if ((poiLat !== undefined || poiLng !== undefined) && !(COORDINATE.test(poiLat ?? '') && COORDINATE.test(poiLng ?? ''))) {
      sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'poiLat and poiLng must both be decimal degrees.');
      return;
    }
    const matches = MATCHERS[by];
    const value = context.params.value ?? '';
    const offered = offerPath ? new Set(PARTICIPATING_PROPERTY_SEEDS[offerPath.replace(/^\/+|\/+$/g, '')] ?? []) : undefined;
    const language = requestLanguage(context);
    const today = context.runtime.now();
    sendContent(
      context.res,
      PROPERTY_SEEDS.filter((property) => matches?.(property, value) && (!offered || offered.has(property.propertyCode))).map((property) =>
        listedProperty(property, language, today),
      ),
    );
  };
}

function featuredConfig(context: RouteContext): void {
  sendContent(context.res, { propertyCodes: [...FEATURED_PROPERTY_CODES] });
}

/** `property-map/p_lang/eq/{lang}.json`: every property with its location. */
function propertyMap(context: RouteContext): void {
  const language = requestLanguage(context);
  const today = context.runtime.now();
  sendContent(
    context.res,
    PROPERTY_SEEDS.map((property) => listedProperty(property, language, today)),
  );
}

/** `properties/upcoming/p_lang/eq/{lang}.json`: the coming-soon properties (status upcoming or pop). */
function upcoming(context: RouteContext): void {
  const language = requestLanguage(context);
  const today = context.runtime.now();
  sendContent(
    context.res,
    PROPERTY_SEEDS.filter((property) => property.status === 'upcoming' || property.status === 'pop').map((property) =>
      listedProperty(property, language, today),
    ),
  );
}

/** `properties/counts/p_lang/eq/{lang}.json`: live properties per country and city, in seed order. */
function counts(context: RouteContext): void {
  const language = requestLanguage(context);
  const byCountry = new Map<string, Map<string, number>>();
  for (const property of PROPERTY_SEEDS.filter((seed) => seed.status === 'live')) {
    const cities = byCountry.get(property.countryCode) ?? new Map<string, number>();
    const city = pickText(property.city, language);
    cities.set(city, (cities.get(city) ?? 0) + 1);
    byCountry.set(property.countryCode, cities);
  }
  sendContent(
    context.res,
    [...byCountry].map(([countryCode, cities]) => ({
      countryCode,
      countryName: pickText(findCountrySeed(countryCode)?.names ?? { en: countryCode }, language),
      count: [...cities.values()].reduce((sum, value) => sum + value, 0),
      cities: [...cities].map(([cityName, count]) => ({ cityName, count })),
    })),
  );
}

/** `awards/p_lang/eq/{lang}.json`: awards of properties the seed has. */
function awards(context: RouteContext): void {
  const language = requestLanguage(context);
  sendContent(
    context.res,
    AWARD_SEEDS.flatMap((award) => {
      const property = findPropertySeed(award.propertyCode);
      if (!property) return [];
      const { title, issuer, year } = award;
      return [
        {
          propertyCode: property.propertyCode,
          propertyName: pickText(property.names, language),
          title: pickText(title, language),
          issuer,
          year,
        },
      ];
    }),
  );
}

/** `destinations/p_type/eq/{city|country}/p_ref/eq/{ref}/p_lang/eq/{lang}.json`: the introduction, or `null` when there is none. */
function destination(context: RouteContext): void {
  const { type, ref } = context.params;
  const seed = DESTINATION_SEEDS.find((entry) => entry.type === type && same(entry.ref, ref ?? ''));
  const language = requestLanguage(context);
  sendContent(
    context.res,
    seed ? { name: pickText(seed.name, language), description: pickText(seed.description, language), image: '' } : null,
  );
}

export function registerDestinationRoutes(router: Router): void {
  for (const by of Object.keys(MATCHERS)) {
    router.add('GET', `/apis/:product/property-list/p_${by}/eq/:value/p_lang/eq/:lang.json`, propertyList(by));
  }
  router
    .add('GET', '/apis/:product/featured-properties/config.json', featuredConfig)
    .add('GET', '/apis/:product/property-map/p_lang/eq/:lang.json', propertyMap)
    .add('GET', '/apis/:product/properties/upcoming/p_lang/eq/:lang.json', upcoming)
    .add('GET', '/apis/:product/properties/counts/p_lang/eq/:lang.json', counts)
    .add('GET', '/apis/:product/awards/p_lang/eq/:lang.json', awards)
    .add('GET', '/apis/:product/destinations/p_type/eq/:type/p_ref/eq/:ref/p_lang/eq/:lang.json', destination);
}
