import type { AttributeType } from '../../shared/element/attribute-schema';
import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { sitePathAttribute } from '../../shared/element/site-path-attribute';
import { pointOf } from '../../shared/domain/property/point';
import { PROPERTY_LIST_SOURCES } from './property-list-read';
import { PropertyList } from './PropertyList';

/**
 * `data-poi="lat,lng"`: one attribute, so a point is never half given; it becomes the service's
 * `poiLat`/`poiLng`. Checked here in full (both decimal degrees in range), kept as its text.
 */
const poiAttribute: AttributeType<string> = {
  defaultValue: '',
  expected: 'a latitude and a longitude in decimal degrees, such as 1.2834,103.8607',
  parse: (raw) => (pointOf(raw) ? { valid: true, value: raw.trim() } : { valid: false }),
};

export const propertyListSchema = {
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
  /** What the list shows: properties by reference city, city name, country or brand (with `data-value`), the featured, upcoming or all properties, the awards listing, or property counts per country and city. */
  source: attr.oneOf(PROPERTY_LIST_SOURCES, 'featured'),
  /** With `city`: the city's English name (`Tokyo`); `city-name`: a city name in any language (`東京`); `country`: a country code (`JP`); `brand`: a brand code (`KIR`). */
  value: attr.pattern(/[^/?#]{1,80}/u, '', 'a city, country code or brand code (no / ? #)'),
  /** Property lists only: `cards` (default) or `map` (a map where the region's provider has a key, always a list of map links). */
  view: attr.oneOf(['cards', 'map'] as const, 'cards'),
  /** A point of interest, `lat,lng`: each property shows its distance in km and miles, nearest first (content spec §9). */
  poi: poiAttribute,
  /** The entity path of an offer page (`offers/long-stay`, as `<stay-participating-properties data-offer>`): only its participating properties (the service's `offerPath`). */
  offer: attr.pattern(/[a-z0-9-]+(\/[a-z0-9-]+)*/, '', 'a content path such as offers/long-stay'),
  /** With `city` or `country`: show the destination's introduction (name and description) above the list. */
  intro: attr.boolean(false),
  /** Level of the introduction's heading; card titles are one level below. */
  headingLevel: attr.integer({ defaultValue: 2, min: 2, max: 5 }),
  /** The property details page each card links to with `?hotelCode=` (empty: `/{language}/booking/property-details/`). */
  detailsPath: sitePathAttribute(''),
  /** Google Maps key: with `data-view="map"`, a drawn map outside the China region. */
  googleMapKey: attr.string(''),
  /** Baidu Maps key: with `data-view="map"`, a drawn map in the China region. */
  baiduMapKey: attr.string(''),
};

/**
 * Destination lists (issue 19 item 5; content spec §7 "Property lists" and "Other content"):
 * properties by city, country or brand, featured, upcoming, awards, counts and a property map, as
 * cards that link to the property details page. A failed read shows the empty state and logs
 * (content spec §8).
 *
 * @slot - Authored content (a heading or introduction), shown above the list.
 */
defineWidget('stay-property-list', PropertyList, propertyListSchema, { content: (nodes) => ({ nodes }) });
