import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { PropertyListing } from './PropertyListing';

export const propertyListingSchema = {
  googleMapKey: attr.string(''),
  baiduMapKey: attr.string(''),
  selectRatesPath: attr.string(''),
};

defineWidget('stay-property-listing', PropertyListing, propertyListingSchema);
