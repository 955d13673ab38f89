export { ADDON_SEEDS, addonOffered, addonPriceIn, addonUnitPricesIn, findAddonSeed } from './addons.ts';
export type { AddonDisplayType, AddonPrice, AddonSeed, AddonUnitPrices, ServicePricingType } from './addons.ts';
export { APARTMENT_TYPE_SEEDS, findAmenitySeed, findApartmentTypeSeed } from './apartment-types.ts';
export type { AmenitySeed, ApartmentTypeSeed } from './apartment-types.ts';
export { bookingConfiguration } from './booking-config.ts';
export type { BookingConfiguration } from './booking-config.ts';
export { BRAND_SEEDS, findBrandSeed } from './brands.ts';
export type { BrandSeed } from './brands.ts';
export { inventoryOn, nightlyRateOn, ratePlanRateOn, restrictionsOn } from './calendar.ts';
export type { NightRestrictions } from './calendar.ts';
export { COUNTRY_SEEDS, findCountrySeed } from './countries.ts';
export type { CountrySeed } from './countries.ts';
export { CURRENCY_SEEDS, convertAmount, convertExact, findCurrencySeed, roundForCurrency } from './currencies.ts';
export type { CurrencySeed } from './currencies.ts';
export { FACILITY_SEEDS, findFacilitySeed } from './facilities.ts';
export type { FacilitySeed } from './facilities.ts';
export { firstOfMonthAhead, parseIsoDate } from './iso-date.ts';
export type { CalendarDay } from './iso-date.ts';
export { SUPPORTED_LANGUAGES, pickText, resolveLanguage } from './localised-text.ts';
export type { Language, LocalisedText } from './localised-text.ts';
export { DEMO_MEMBER_PASSWORD, demoMembers } from './members.ts';
export type { AccountType, MemberRecord, TierCode, TierName } from './members.ts';
export { EMPTY_LOYALTY_ACCOUNT, REFERRAL_CODES, TIER_SEEDS, loyaltyAccountOf } from './loyalty-accounts.ts';
export type { LoyaltyAccountSeed, TierSeed, VoucherCategory, VoucherSeed } from './loyalty-accounts.ts';
export { PROPERTY_SEEDS, findPropertySeed, isOpenForOnlineBooking } from './properties.ts';
export type { PropertyApartmentSeed, PropertySeed, PropertyStatus, PropertyType } from './properties.ts';
export {
  BASE_RATE_PLAN_CODE,
  CANCEL_POLICY_CODES,
  RATE_PLAN_SEEDS,
  findRatePlanSeed,
  hasCancelPenalty,
  isOpgPlan,
  requiresLoginPlan,
} from './rate-plans.ts';
export type { RatePackageGroup, RatePlanSeed, RateTemplate } from './rate-plans.ts';
export { BENEFIT_TERMS, BUY_POINT_PATH, BUY_POINTS_BLOCKED_COUNTRIES, TIER_BENEFIT_SEEDS } from './benefits.ts';
export type { BenefitSeed, TierBenefitsSeed } from './benefits.ts';
export { CORPORATE_MULTIPLIER, NORMAL_MULTIPLIER, POINT_MATCHING_SEEDS, TIER_RATES } from './points-earning.ts';
export type { PointMatchingSeed } from './points-earning.ts';
export { GUEST_REVIEW_SEEDS, REVIEW_TRANSLATIONS, findReviewSeed, reviewProductId } from './guest-reviews.ts';
export type { ProductReviewsSeed, ReviewSeed } from './guest-reviews.ts';
export { ANNOUNCEMENT_SEEDS, PROPERTY_OFFER_SEEDS } from './property-offers.ts';
export type { AnnouncementSeed, PropertyOfferSeed } from './property-offers.ts';
