/**
 * Enquiry seeds (issue 19 item 6): the marketing-consent texts per form, the codes
 * `masterdata/prefixaccess/code.json` knows, and the properties a lead may ask about for long stays.
 */
import type { LocalisedText } from './localised-text.ts';

export const ENQUIRY_FORMS = ['dr-enquiry', 'extended-stay', 'contact'] as const;
export type EnquiryForm = (typeof ENQUIRY_FORMS)[number];

export interface MarketingConsentSeed {
  /** Bumped when the wording changes, so a lead records which text the guest agreed to. */
  readonly version: string;
  readonly text: LocalisedText;
}

export const MARKETING_CONSENT_SEEDS: Readonly<Record<EnquiryForm, MarketingConsentSeed>> = {
  'dr-enquiry': {
    version: '2026-01',
    text: {
      en: 'Send me offers and news from Stay residences by e-mail.',
      ar: 'أرسلوا لي العروض والأخبار من مساكن ستاي عبر البريد الإلكتروني.',
    },
  },
  'extended-stay': {
    version: '2026-01',
    text: { en: 'Send me long-stay offers and news by e-mail.', ar: 'أرسلوا لي عروض الإقامة الطويلة والأخبار عبر البريد الإلكتروني.' },
  },
  contact: {
    version: '2025-09',
    text: { en: 'Keep me informed about Stay by e-mail.', ar: 'أبقوني على اطلاع بأخبار ستاي عبر البريد الإلكتروني.' },
  },
};

/** `type` of prefixaccess/code.json: a corporate code or a referral code (loyalty spec §7). */
export type AccessCodeType = 'corporate' | 'referral';

export interface AccessCodeSeed {
  readonly type: AccessCodeType;
  readonly code: string;
  readonly companyName?: string;
}

export const ACCESS_CODE_SEEDS: readonly AccessCodeSeed[] = [
  { type: 'corporate', code: 'ACME', companyName: 'Acme Logistics' },
  { type: 'corporate', code: 'GLOBEX', companyName: 'Globex Engineering' },
  { type: 'referral', code: 'FRIEND2026' },
];

/** Longest stay the lead-availability stand-in answers for (a year); longer asks are not available. */
export const LEAD_MAX_NIGHTS = 365;

/** `extendedstay/{lang}.json` (content spec §7 "Other content"; our shape): the extended stay form takes stays of four weeks or more. */
export const EXTENDED_STAY_MINIMUM_NIGHTS = 28;
