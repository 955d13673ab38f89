import { translationsOf } from '../../../../shared/i18n/catalogue';
import { defineIcuMessages } from '../../../../shared/i18n/intl';
import english from './messages/en.json';

/** The voucher texts (checkout summary and the member card): ICU, for the nights' and points' plurals. */
export const translateVoucher = defineIcuMessages({ en: english, translations: translationsOf('widgets/checkout/summary/vouchers') });

export type VoucherMessage = Parameters<typeof translateVoucher>[1];
