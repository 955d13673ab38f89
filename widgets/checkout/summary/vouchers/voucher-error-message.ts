import type { ApiError } from '../../../../shared/api/types';
import {
  minimumStayMessageOf,
  isVoucherCategory,
  voucherErrorOf,
  type VoucherError,
} from '../../../../shared/domain/loyalty/voucher-rules';
import type { Language } from '../../../../shared/domain/languages';
import { translateVoucher } from './voucher-messages';

/**
 * What a failed voucher call says to the visitor: a stay too short for the voucher reads as its
 * category's minimum-stay message (loyalty §5, booking §5) with the minimum it names; any other
 * failure as its code's message (loyalty §8).
 */
export function voucherErrorText(language: Language, error: Pick<ApiError, 'kind' | 'code' | 'details'>): string {
  const minimumNights = error.details?.minimumNights;
  const category = error.details?.category;
  if (typeof minimumNights === 'number' && isVoucherCategory(category)) {
    return translateVoucher(language, minimumStayMessageOf(category), { nights: minimumNights });
  }
  const message: VoucherError = voucherErrorOf(error);
  return translateVoucher(language, message);
}
