import { fractionDigitsOf } from '../../shared/domain/currency';
import type { Addon } from '../../shared/domain/booking/addons/addon';
import type { AddonUnits } from '../../shared/domain/booking/addons/addon-line';
import type { Language } from '../../shared/domain/languages';
import { translationsOf } from '../../shared/i18n/catalogue';
import { formatCurrency } from '../../shared/i18n/format';
import { defineIcuMessages } from '../../shared/i18n/intl';
import english from './messages/en.json';

/** The widget's texts (ICU: plurals for nights, units and categories). */
export const translate = defineIcuMessages({ en: english, translations: translationsOf('widgets/addons') });

/** An amount in the cart's currency, with the currency's decimals (issue 15 item 3). */
export function formatMoney(language: Language, amount: number, currency: string): string {
  return formatCurrency(language, amount, currency, fractionDigitsOf(currency));
}

/** The unit price of an add-on in words of its pricing type (booking spec §3). Unit prices are shown rounded for display only. */
export function unitPriceText(language: Language, addon: Addon): string {
  const money = (amount: number) => formatMoney(language, amount, addon.currency);
  const adult = money(addon.defaultPriceForAdult);
  const child = money(addon.defaultPriceForChildren);
  const childPriced = addon.defaultPriceForChildren > 0;
  switch (addon.servicePricingType) {
    case 'Per person per night':
      return childPriced
        ? translate(language, 'pricePersonNight', { adult, child })
        : translate(language, 'pricePersonNightAdults', { adult });
    case 'Per person':
      return childPriced ? translate(language, 'pricePerson', { adult, child }) : translate(language, 'pricePersonAdults', { adult });
    case 'Per night':
      return translate(language, 'priceNight', { price: money(addon.defaultPrice) });
    case 'Per stay':
      return translate(language, 'priceStay', { price: money(addon.defaultPrice) });
  }
}

/** The priced units in words: "6 adult-nights", "2 × 3 nights", computed, never typed (booking spec §3). */
export function unitsText(language: Language, addon: Addon, units: AddonUnits, quantity: number, nights: number): string {
  const perNight = addon.servicePricingType === 'Per person per night';
  const parts: string[] = [];
  if (units.adultUnits > 0) parts.push(translate(language, perNight ? 'unitsAdultNights' : 'unitsAdults', { count: units.adultUnits }));
  if (units.childUnits > 0) parts.push(translate(language, perNight ? 'unitsChildNights' : 'unitsChildren', { count: units.childUnits }));
  if (units.quantityUnits > 0) {
    parts.push(
      addon.servicePricingType === 'Per night'
        ? translate(language, 'unitsQuantityNights', { quantity, nights })
        : translate(language, 'unitsQuantity', { count: units.quantityUnits }),
    );
  }
  return parts.join(', ');
}
