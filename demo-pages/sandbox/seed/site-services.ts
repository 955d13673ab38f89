/**
 * Seeds of the remaining content and service calls (issue 19 item 7): the locale map, which
 * properties take part in an offer, which properties a voucher programme books, the e-mail
 * template per property.
 */

/**
 * `GET /api/configurations/locale-map`: locale and legacy path codes to the site's language codes
 * (content spec §2: Chinese has no path prefix). Our shape; the spec shows none.
 */
export const LOCALE_MAP: Readonly<Record<string, string>> = {
  'zh-cn': 'zh',
  'zh-hans': 'zh',
  cn: 'zh',
  'en-gb': 'en',
  'en-us': 'en',
  'ja-jp': 'ja',
  jp: 'ja',
  'ko-kr': 'ko',
  kr: 'ko',
  'ar-ae': 'ar',
  'de-de': 'de',
  'fr-fr': 'fr',
  'es-es': 'es',
  'id-id': 'id',
  'vi-vn': 'vi',
  'th-th': 'th',
};

/** Offer pages (entity paths) and the properties that take part (`participating-properties`). */
export const PARTICIPATING_PROPERTY_SEEDS: Readonly<Record<string, readonly string[]>> = {
  'offers/long-stay': ['SGORCH', 'SGMARB', 'JPSHJK', 'AUSYDC'],
  'offers/city-break': ['JPGNZA', 'KRSLGN', 'FRPARM'],
};

/** Voucher programmes and the properties a voucher of theirs books (`voucher/bookable-properties`). */
export const BOOKABLE_PROPERTY_SEEDS: Readonly<Record<string, readonly string[]>> = {
  VPFREE: ['SGORCH', 'SGMARB', 'JPSHJK'],
  VPCASH: ['SGORCH', 'JPGNZA', 'AUSYDC', 'AEDXMR'],
  VPDROOM: ['SGMARB'],
  VPPKG: ['JPKYTO', 'KRSLGN'],
};

/** How long a property's reservations team takes to answer an enquiry, in hours (`booking/email-template`). */
export const ENQUIRY_REPLY_HOURS = 24;
