import { createElement, useEffect } from 'react';
import { attr } from '../../shared/element/attribute-schema';
import { sitePathAttribute } from '../../shared/element/site-path-attribute';
import { defineWidget } from '../../shared/element/define-widget';
import { getPageConfig } from '../../shared/element/page-config';
import { pagePropertyCode } from '../../shared/domain/property/page-property-code';
import { usePageAddress } from '../../shared/ui/use-page-address';
import { PropertyDetails, type PropertyDetailsProps } from './PropertyDetails';

export const propertyDetailsSchema = {
  /** The property's code, e.g. `SGORCH` (letters and digits); without one the page address's `hotel` or `hotelCode` names it, and without that the widget says the property cannot be found. */
  propertyCode: attr.pattern(/[A-Za-z0-9]{2,12}/, '', 'a property code of 2 to 12 letters or digits'),
  /** The select-apartment-and-rates page the booking panel opens (empty: `/{lang}/booking/select-apartment-and-rates/`). */
  ratesPath: sitePathAttribute(''),
  /** Level of the property name's heading, 1 to 5; its sections are one level below. */
  headingLevel: attr.integer({ defaultValue: 2, min: 1, max: 5 }),
};

function PropertyDetailsElement(props: Omit<PropertyDetailsProps, 'product'>) {
  const { search } = usePageAddress();
  const { code, invalidInAddress } = pagePropertyCode(props.propertyCode, search);
  useEffect(() => {
    if (invalidInAddress)
      console.warn(`[stay-widgets] <stay-property-details>: the page address names no valid property code ("${invalidInAddress}").`);
  }, [invalidInAddress]);
  return createElement(PropertyDetails, { ...props, propertyCode: code, product: getPageConfig().product });
}

/**
 * A property's page (content spec §2 page type "property details"; booking spec §3 Property):
 * gallery (at most 5), announcements, a booking panel to the rate selector with the current search
 * (and a member's points on a typical stay), the property's offers, facilities with icons, address
 * in the page's and the local language, phone and e-mail links, a map link by region, and the
 * guest reviews.
 */
defineWidget('stay-property-details', PropertyDetailsElement, propertyDetailsSchema);
