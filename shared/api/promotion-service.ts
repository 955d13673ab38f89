import type { DiscountCodeType } from '../domain/booking/search-criteria';
import { count, flag, isRecord, text } from '../domain/json-guards';
import type { ApiClient, ApiResult } from './types';

/** Why a code was refused (sandbox and booking spec §7 validate-promotion-code); other reasons read as `unknown`. */
export type PromotionRefusal = 'unknown' | 'wrong-type' | 'not-for-property' | 'expired';

export interface PromotionCodeCheck {
  valid: boolean;
  discountCode: string;
  discountCodeType: DiscountCodeType;
  reason?: PromotionRefusal;
}

export interface PromotionCodeRequest {
  discountCode: string;
  discountCodeType?: DiscountCodeType;
  hotelCode?: string | undefined;
  startDate?: string | undefined;
}

const REFUSALS: readonly PromotionRefusal[] = ['unknown', 'wrong-type', 'not-for-property', 'expired'];

/** Validates the validate-promotion-code answer at the boundary. */
export function parsePromotionCodeCheck(raw: unknown): PromotionCodeCheck | undefined {
  if (!isRecord(raw)) return undefined;
  const valid = flag(raw, 'valid');
  const discountCode = text(raw, 'discountCode');
  const type = count(raw, 'discountCodeType');
  if (valid === undefined || discountCode === undefined) return undefined;
  const discountCodeType = (type !== undefined && Number.isInteger(type) && type >= 0 && type <= 6 ? type : 0) as DiscountCodeType;
  if (valid) return { valid, discountCode, discountCodeType };
  const reason = text(raw, 'reason') as PromotionRefusal | undefined;
  return { valid, discountCode, discountCodeType, reason: reason && REFUSALS.includes(reason) ? reason : 'unknown' };
}

/** Checks a discount code before a search (booking spec §7); the code is sent trimmed. A read: retried and shared. */
export function validatePromotionCode(client: ApiClient, request: PromotionCodeRequest): Promise<ApiResult<PromotionCodeCheck>> {
  return client.post(
    '/api/property/validate-promotion-code',
    {
      discountCode: request.discountCode.trim(),
      ...(request.discountCodeType !== undefined ? { discountCodeType: request.discountCodeType } : {}),
      ...(request.hotelCode ? { hotelCode: request.hotelCode } : {}),
      ...(request.startDate ? { startDate: request.startDate } : {}),
    },
    { parse: parsePromotionCodeCheck, idempotent: true },
  );
}
