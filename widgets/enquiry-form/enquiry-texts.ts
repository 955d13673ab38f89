import type { Language } from '../../shared/domain/languages';
import { MAX_ENQUIRY_GUESTS, type EnquiryFieldError } from '../../shared/domain/content/enquiry-form';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import english from './messages/en.json';

export const translateEnquiry = defineMessages({ en: english, translations: translationsOf('widgets/enquiry-form') });
export type EnquiryMessage = keyof typeof english;

export function enquiryErrorText(language: Language, { field, problem }: EnquiryFieldError, minimumNights = 1): string {
  if (problem === 'required') return translateEnquiry(language, `required.${field}` as EnquiryMessage);
  if (problem === 'stayTooShort') return translateEnquiry(language, 'stayTooShort', { nights: minimumNights });
  if (problem === 'guestsOutOfRange') return translateEnquiry(language, 'guestsOutOfRange', { max: MAX_ENQUIRY_GUESTS });
  return translateEnquiry(language, problem);
}
