/**
 * One room rate of the v2 rate search (booking spec §3 "Room rate"; issue 15 contract item 1): the
 * price of a stay on one apartment type and rate plan, priced by the pricing engine, with the
 * plan's points, channel and policy fields. The cart routes read the same fields from here, so a
 * cart item's snapshot and the rate it came from agree.
 */
import { findApartmentTypeSeed, requiresLoginPlan } from '../seed/index.ts';
import type { PropertySeed, RatePlanSeed } from '../seed/index.ts';
import type { UnitsOn } from '../inventory-ledger.ts';
import { priceStayOn, type StayOnType } from '../pricing/plan-stay.ts';
import type { NightPrice } from '../pricing/stay-price.ts';

export interface RatePolicy {
  code: 'Guarantee' | 'CancelPenalty';
  value: string;
}

export interface RoomRate {
  ratePlanCode: string;
  ratePlanId: number;
  ratePlanName: string;
  ratePlanNameEN: string;
  ratePlanDescription: string;
  roomTypeCode: string;
  roomTypeName: string;
  roomTypeNameEN: string;
  /** Price of one apartment per night, in the answer's currency. */
  rateBreakDown: NightPrice[];
  /** The whole stay for all requested apartments, before tax. */
  displayTotalBeforeTax: number;
  totalTax: number;
  /** Units left for the whole stay: the lowest of its nights in the inventory ledger. */
  numberOfUnits: number;
  templates: string[];
  isNonRefundable: boolean;
  breakfast: boolean;
  bookingSourceCode: RatePlanSeed['bookingSourceCode'];
  roomRateChannel: 'web';
  /** The plan's promo code type: 0 public, 3 corporate, 6 staff. */
  codeType: RatePlanSeed['promoCodeType'];
  identifierType: RatePlanSeed['identifierType'];
  isLeasingRate: boolean;
  /** Templates AOA and MOBI need a signed-in member to book (booking spec §4). */
  requiresLogin: boolean;
  policies: RatePolicy[];
  /** Fixed points of the plan (loyalty spec §4). */
  bonusPoint: number;
}

export function policiesOf(plan: RatePlanSeed): RatePolicy[] {
  return [
    { code: 'Guarantee', value: plan.guarantee },
    { code: 'CancelPenalty', value: plan.cancelPolicyCode },
  ];
}

export function roomRateOf(
  property: PropertySeed,
  typeCode: string,
  plan: RatePlanSeed,
  stay: StayOnType,
  currency: string,
  unitsOn: UnitsOn,
): RoomRate {
  const price = priceStayOn(property, typeCode, plan, stay, currency);
  const typeName = findApartmentTypeSeed(typeCode)?.apartmentTypeName ?? typeCode;
  return {
    ratePlanCode: plan.ratePlanCode,
    ratePlanId: plan.ratePlanId,
    ratePlanName: plan.ratePlanName,
    ratePlanNameEN: plan.ratePlanName,
    ratePlanDescription: plan.ratePlanDescription,
    roomTypeCode: typeCode,
    roomTypeName: typeName,
    roomTypeNameEN: typeName,
    rateBreakDown: price.rateBreakDown,
    displayTotalBeforeTax: price.totalBeforeTax,
    totalTax: price.totalTax,
    numberOfUnits: Math.min(...stay.nights.map((night) => unitsOn(property.propertyCode, typeCode, night))),
    templates: [plan.template],
    isNonRefundable: plan.isNonRefundable,
    breakfast: plan.includesBreakfast,
    bookingSourceCode: plan.bookingSourceCode,
    roomRateChannel: 'web',
    codeType: plan.promoCodeType,
    identifierType: plan.identifierType,
    isLeasingRate: plan.isLeasingRate,
    requiresLogin: requiresLoginPlan(plan),
    policies: policiesOf(plan),
    bonusPoint: plan.bonusPoint,
  };
}
