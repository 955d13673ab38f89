import { useMemo } from 'react';
import { ratePointsAtom, type PointsCriteria, type RateForPoints } from '../../store/points-reads';
import { usePageValue } from '../../store/use-page-value';

export { ratePointsKey, type PointsCriteria, type RateForPoints } from '../../store/points-reads';

/**
 * The points estimate of each rate of the selector (loyalty spec §3-§4): a map from
 * `ratePointsKey(rate)` (rate plan code + room type code) to its points, undefined where none are
 * shown. Guests get an empty map and cause no request; the estimate reads again after a login.
 */
export function useRatePointsEstimate(rates: readonly RateForPoints[], criteria: PointsCriteria): ReadonlyMap<string, number | undefined> {
  // Equal rates and criteria give the same atom, so re-renders with new arrays of equal rates read nothing again.
  const identity = JSON.stringify([rates, criteria]);
  const estimates = useMemo(() => {
    const [sameRates, sameCriteria] = JSON.parse(identity) as [RateForPoints[], PointsCriteria];
    return ratePointsAtom(sameRates, sameCriteria);
  }, [identity]);
  return usePageValue(estimates);
}
