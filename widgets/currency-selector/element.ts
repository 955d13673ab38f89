import { defineWidget } from '../../shared/element/define-widget';
import { CurrencySelector } from '../../shared/ui/currency-selector/CurrencySelector';

defineWidget('stay-currency-selector', CurrencySelector, {});
