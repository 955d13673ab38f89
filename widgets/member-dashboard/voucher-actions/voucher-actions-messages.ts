import { translationsOf } from '../../../shared/i18n/catalogue';
import { defineIcuMessages } from '../../../shared/i18n/intl';
import english from './messages/en.json';

/** The member area's voucher forms (link, redeem, guest check): ICU, for the points' plural. */
export const translateVoucherAction = defineIcuMessages({
  en: english,
  translations: translationsOf('widgets/member-dashboard/voucher-actions'),
});

export type VoucherActionMessage = Parameters<typeof translateVoucherAction>[1];
