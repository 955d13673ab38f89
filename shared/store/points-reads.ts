import { atom, type Atom } from 'jotai/vanilla';
import {
  estimateRequest,
  fetchEstimatedRewardingPoints,
  fetchPointMatching,
  fetchPointRules,
  type EstimateCriteria,
  type EstimatedRewardingPoints,
  type EstimateRequest,
} from '../api/points-service';
import type { ApiResult } from '../api/types';
import type { Language } from '../domain/languages';
import { POINTS_BASE_CURRENCY, ratePointsEstimate, type EstimatedRate, type PointsConfiguration } from '../domain/loyalty/points-estimate';
import { exchangeRatesLoadable } from './currency-atoms';
import { memberProfileAtom } from './member-atoms';
import { defineServerRead, type ReadState } from './server-read';
import { loginTokenAtom } from './session-atoms';

/**
 * The server reads of a rate's points estimate (loyalty spec §3-§4) and the one atom that combines
 * them with the rules of `shared/domain/loyalty/points-estimate.ts`. Guests get nothing and cause
 * no request: every read here is keyed by something only a member has.
 */

/** The point rules and the point matching entries, in the page language; read for members only. */
export const pointsConfigurationRead = defineServerRead({
  read: async (language: Language, { client }): Promise<ApiResult<PointsConfiguration>> => {
    const [rules, matching] = await Promise.all([fetchPointRules(client, language), fetchPointMatching(client, language)]);
    if (!rules.ok) return rules;
    if (!matching.ok) return matching;
    return { ok: true, data: { ...rules.data, matching: matching.data } };
  },
});

/** The member's estimate for a request (it names the member's tier and country): read per login. */
export const estimatedPointsRead = defineServerRead({
  read: (request: EstimateRequest, { client }): Promise<ApiResult<EstimatedRewardingPoints>> =>
    fetchEstimatedRewardingPoints(client, request),
  login: loginTokenAtom,
});

/** A rate of the selector, without the property (the criteria name it). */
export type RateForPoints = Omit<EstimatedRate, 'hotelCode'> & { roomTypeCode: string };

export interface PointsCriteria extends EstimateCriteria {
  language: Language;
}

/** The key of a rate in the map of estimates: its rate plan and room type. */
export const ratePointsKey = (rate: { ratePlanCode: string; roomTypeCode: string }): string => `${rate.ratePlanCode}+${rate.roomTypeCode}`;

const NO_ESTIMATES: ReadonlyMap<string, number | undefined> = new Map();

function dataOf<Data>(state: ReadState<Data>): Data | undefined {
  return state.state === 'hasData' ? state.data : undefined;
}

/**
 * Points per rate (`ratePointsKey`), undefined where none are shown: for guests, while a read
 * loads or after it failed (a missing estimate is not an error for the visitor), and for rates
 * that earn nothing. Exchange rates are read only when a rate is not in the base currency.
 */
export function ratePointsAtom(rates: readonly RateForPoints[], criteria: PointsCriteria): Atom<ReadonlyMap<string, number | undefined>> {
  return atom((get) => {
    const member = get(memberProfileAtom);
    if (!member || rates.length === 0 || !criteria.hotelCode) return NO_ESTIMATES;
    const configuration = dataOf(get(pointsConfigurationRead.state(criteria.language)));
    const request = estimateRequest(
      criteria,
      member,
      rates.map((rate) => rate.ratePlanCode),
    );
    const answer = dataOf(get(estimatedPointsRead.state(request)));
    const converting = rates.some((rate) => rate.currencyCode.toUpperCase() !== POINTS_BASE_CURRENCY);
    const exchangeRates = converting ? dataOf(get(exchangeRatesLoadable)) : {};
    if (!configuration || !answer || !exchangeRates) return NO_ESTIMATES;
    return new Map(
      rates.map((rate) => [
        ratePointsKey(rate),
        ratePointsEstimate({ ...rate, hotelCode: criteria.hotelCode }, answer, configuration, exchangeRates),
      ]),
    );
  });
}
