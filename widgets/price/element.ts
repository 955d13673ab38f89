import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { Price } from './Price';

export const priceSchema = {
  amount: attr.number({ defaultValue: 0, min: 0 }),
  currency: attr.pattern(/[A-Z]{3}/, 'SGD', 'an ISO 4217 currency code such as SGD'),
};

defineWidget('stay-price', Price, priceSchema);
