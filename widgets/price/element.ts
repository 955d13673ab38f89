import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { Price } from './Price';

export const priceSchema = {
  /** The amount in `data-currency`, converted to the page's display currency. */
  amount: attr.number({ defaultValue: 0, min: 0 }),
  /** The currency the amount is given in (ISO 4217). */
  currency: attr.pattern(/[A-Z]{3}/, 'SGD', 'an ISO 4217 currency code such as SGD'),
};

/**
 * A price in running text that follows the page's display currency (content spec §9).
 */
defineWidget('stay-price', Price, priceSchema);
