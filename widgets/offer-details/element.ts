import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { OfferDetails } from './OfferDetails';

export const offerDetailsSchema = {
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
};

/**
 * A new widget: replace this summary with what `<stay-offer-details>` does and the spec section it implements.
 *
 * @slot - Authored content, shown as written inside the widget's region.
 */
defineWidget('stay-offer-details', OfferDetails, offerDetailsSchema, { content: (nodes) => ({ nodes }) });
