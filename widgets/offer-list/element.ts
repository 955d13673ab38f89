import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { OfferList } from './OfferList';

export const offerListSchema = {
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
};

/**
 * A new widget: replace this summary with what `<stay-offer-list>` does and the spec section it implements.
 *
 * @slot - Authored content, shown as written inside the widget's region.
 */
defineWidget('stay-offer-list', OfferList, offerListSchema, { content: (nodes) => ({ nodes }) });
