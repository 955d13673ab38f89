import { defineWidget } from '../../shared/element/define-widget';
import { CurrencySelector } from '../../shared/ui/currency-selector/CurrencySelector';

/**
 * The display-currency picker (content spec §2 top navigation, §9); every `<stay-price>` of the page follows it.
 */
defineWidget('stay-currency-selector', CurrencySelector, {});
