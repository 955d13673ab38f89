import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { sitePathAttribute } from '../../shared/element/site-path-attribute';
import { PropertyListing } from './PropertyListing';

export const propertyListingSchema = {
  googleMapKey: attr.string(''),
  baiduMapKey: attr.string(''),
  selectRatesPath: sitePathAttribute(''),
};

defineWidget('stay-property-listing', PropertyListing, propertyListingSchema);
