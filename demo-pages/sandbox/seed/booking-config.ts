import { CURRENCY_SEEDS } from './currencies.ts';
import { BASE_RATE_PLAN_CODE } from './rate-plans.ts';

export interface CurrencyOption {
  readonly code: string;
  readonly name: string;
  readonly symbol: string;
  readonly decimals: 0 | 2;
}

/** Content spec §3 "Configuration" with the limits of booking spec §9. */
export interface BookingConfiguration {
  /** hours */
  readonly guestCartLifeTime: number;
  readonly maxRooms: number;
  readonly maxAdults: number;
  readonly maxChildren: number;
  readonly defaultChildAgeLimit: number;
  readonly minLengthOfStay: number;
  readonly ListStaffCode: readonly string[];
  readonly corporateASRIdentifier: string;
  readonly noEarnIdentifiers: readonly string[];
  readonly noRedemptionIdentifiers: readonly string[];
  readonly noEarnNoRedemptionIdentifiers: readonly string[];
  /** Rate plan codes whose points redemption is suppressed: groups split by `;`, then codes by `,` (booking spec §5). */
  readonly ratePlanSuppressesPointRedemptions: string;
  readonly baseRatePlanCode: string;
  readonly pointRate: number;
  readonly defaultCurrency: string;
  readonly deepLinkMessages: {
    readonly invalidArrival: string;
    readonly invalidDeparture: string;
    readonly invalidDates: string;
    readonly missingDestination: string;
    readonly tooManyChildren: string;
  };
  readonly currencies: readonly CurrencyOption[];
}

export function bookingConfiguration(): BookingConfiguration {
  return {
    guestCartLifeTime: 12,
    maxRooms: 5,
    maxAdults: 3,
    maxChildren: 5,
    defaultChildAgeLimit: 12,
    minLengthOfStay: 1,
    ListStaffCode: ['STAFFHQ', 'STAFFOPS', 'STAFFSG'],
    corporateASRIdentifier: 'ASRC',
    noEarnIdentifiers: ['NE', 'NP'],
    noRedemptionIdentifiers: ['NB', 'NP'],
    noEarnNoRedemptionIdentifiers: ['NP'],
    ratePlanSuppressesPointRedemptions: 'SGORCH,NRF;SGMARB,STAFF,LSE',
    baseRatePlanCode: BASE_RATE_PLAN_CODE,
    pointRate: 0.0025,
    defaultCurrency: 'SGD',
    deepLinkMessages: {
      invalidArrival: 'The arrival date in the link is not valid. We have chosen the earliest possible date instead.',
      invalidDeparture: 'The departure date in the link is not valid. We have adjusted it to the minimum stay.',
      invalidDates: 'The dates in the link are not valid. Please choose your dates again.',
      missingDestination: 'Please choose a destination or a property to search.',
      tooManyChildren: 'Too many children for one apartment. Please search again with more apartments.',
    },
    currencies: CURRENCY_SEEDS.map(({ code, name, symbol, decimals }) => ({ code, name, symbol, decimals })),
  };
}
