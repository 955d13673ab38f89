import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { sitePathAttribute } from '../../shared/element/site-path-attribute';
import { OfferDetails } from './OfferDetails';

export const offerDetailsSchema = {
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
  /** The list the offer is read from when the page address has no `?source=`. */
  source: attr.oneOf(['offers', 'vouchers', 'events'] as const, 'offers'),
  /** The property listing the "Book this offer" search opens. */
  listingPath: sitePathAttribute('/booking/property-listing'),
  /** The offers list page, linked when the offer cannot be shown. */
  listPath: sitePathAttribute('/offers'),
};

/**
 * An offer, voucher or event in full (issue 19 item 3; booking spec §2 page type "offer details"):
 * the one named by the page address (`?offer={path or id}&source=offers|vouchers|events`), its
 * participating or bookable properties (content spec §7) and a "Book this offer" search limited
 * to them (booking spec §2 `showAsrParticipatingOnly`). App-only offers show only in the app.
 *
 * @slot - Authored content, shown above the offer.
 */
defineWidget('stay-offer-details', OfferDetails, offerDetailsSchema, { content: (nodes) => ({ nodes }) });
