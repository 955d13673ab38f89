import type { RateChannel } from './cart-item';

/**
 * Booking spec §4 "Booking source code by channel and code type": web IBE or ASR; corporate
 * COBE, ASR or ASRC; staff STAFF; app equivalents APWEB, APASR, APCORP, APASRC, APSTF.
 *
 * Code types (booking §4 "Discount code types"): 3 corporate, 6 staff, anything else (0-2, 4, 5,
 * or an invalid type, which resets to 0) books as the public web. The mobile web is the web: the
 * spec gives app codes only ("app detected by user agent"). `asr` is a rate of the ASR programme
 * (`showAsrParticipatingOnly`); `corporateAsr` a corporate rate carrying the configured corporate
 * ASR identifier (booking configuration `corporateASRIdentifier`, ASRC), which wins over `asr`.
 * Our decision where the spec is silent: staff rates have no ASR variant (STAFF / APSTF always).
 */
export type BookingSourceCode = 'IBE' | 'ASR' | 'COBE' | 'ASRC' | 'STAFF' | 'APWEB' | 'APASR' | 'APCORP' | 'APASRC' | 'APSTF';

export interface BookingSourceInput {
  channel: RateChannel;
  codeType: number;
  asr: boolean;
  corporateAsr: boolean;
}

export const CORPORATE_CODE_TYPE = 3;
export const STAFF_CODE_TYPE = 6;

type Kind = 'public' | 'public-asr' | 'corporate' | 'corporate-asr' | 'corporate-asrc' | 'staff';

const WEB_CODES: Readonly<Record<Kind, BookingSourceCode>> = {
  public: 'IBE',
  'public-asr': 'ASR',
  corporate: 'COBE',
  'corporate-asr': 'ASR',
  'corporate-asrc': 'ASRC',
  staff: 'STAFF',
};

const APP_CODES: Readonly<Record<Kind, BookingSourceCode>> = {
  public: 'APWEB',
  'public-asr': 'APASR',
  corporate: 'APCORP',
  'corporate-asr': 'APASR',
  'corporate-asrc': 'APASRC',
  staff: 'APSTF',
};

function kindOf({ codeType, asr, corporateAsr }: BookingSourceInput): Kind {
  if (codeType === STAFF_CODE_TYPE) return 'staff';
  if (codeType === CORPORATE_CODE_TYPE) {
    if (corporateAsr) return 'corporate-asrc';
    return asr ? 'corporate-asr' : 'corporate';
  }
  return asr ? 'public-asr' : 'public';
}

export function bookingSourceCode(input: BookingSourceInput): BookingSourceCode {
  const codes = input.channel === 'app' ? APP_CODES : WEB_CODES;
  return codes[kindOf(input)];
}
