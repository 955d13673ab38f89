import { defineWidget } from '../../shared/element/define-widget';
import { CurrencySelector } from './CurrencySelector';

defineWidget('stay-currency-selector', CurrencySelector, {});
