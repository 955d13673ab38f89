import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { sitePathAttribute } from '../../shared/element/site-path-attribute';
import { OfferList } from './OfferList';

export const offerListSchema = {
  /** Accessible name of the widget's region (empty: its default name for the source, translated). */
  label: attr.string(''),
  /** Which list: the offers (`offers/asr-offers`), the vouchers (`voucher/asr-vouchers`, with a category filter) or the events (`events/asr-events`). */
  source: attr.oneOf(['offers', 'vouchers', 'events'] as const, 'offers'),
  /** The offer details page each card links to (`?source=…&offer={path}` is added). */
  detailsPath: sitePathAttribute('/offers/details'),
  /** With `vouchers`: the category list of `vouchers/categories/{lang}/{list}.json`. */
  categoryList: attr.pattern(/[a-z0-9-]{1,40}/, 'asr-vouchers', 'a list name of letters, digits and dashes'),
};

/**
 * Offers, vouchers or events as cards (issue 19 item 3; content spec §7 offers/asr-offers,
 * voucher/asr-vouchers with vouchers/categories/{lang}/{list}.json, events/asr-events): image,
 * title linked to the offer details page, dates, summary. App-only offers show only inside the app
 * (booking spec §3); a failed read shows the empty state and logs (content spec §8).
 *
 * @slot - Authored content (a heading or introduction), shown above the cards.
 */
defineWidget('stay-offer-list', OfferList, offerListSchema, { content: (nodes) => ({ nodes }) });
