import { createElement } from 'react';
import { defineWidget } from '../../shared/element/define-widget';
import { getPageConfig } from '../../shared/element/page-config';
import { attr } from '../../shared/element/attribute-schema';
import { sitePathAttribute } from '../../shared/element/site-path-attribute';
import { PropertyListing, type PropertyListingProps } from './PropertyListing';

export const propertyListingSchema = {
  /** Google Maps key: the map view is offered outside the China region only with it. */
  googleMapKey: attr.string(''),
  /** Baidu Maps key: the map view is offered in the China region (client region `CN`) only with it. */
  baiduMapKey: attr.string(''),
  /** The page each open property links to, with the search as a deep link (empty: `/{language}/booking/select-apartment-and-rates/`); anything off this site warns and uses the default. */
  selectRatesPath: sitePathAttribute(''),
};

/**
 * The property listing of the booking journey (booking spec §2 "Property listing"): the open properties of the visitor's search with their lowest rates, coming-soon properties, and a map by region.
 */
defineWidget('stay-property-listing', PropertyListingElement, propertyListingSchema);

function PropertyListingElement(props: Omit<PropertyListingProps, 'product'>) {
  return createElement(PropertyListing, { ...props, product: getPageConfig().product });
}
