import { useMemo } from 'react';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { useRatePointsEstimate, type RateForPoints } from '../../shared/ui/points-estimate/use-rate-points-estimate';
import type { PropertyRates } from './rates-read';

/**
 * The points estimate of every rate on the page for members (loyalty spec §3-§4; the points
 * helper's reads and rules): a map by `ratePointsKey`. Guests get an empty map and cause no request.
 */
export function useOfferPoints(rates: PropertyRates): ReadonlyMap<string, number | undefined> {
  const { language } = useWidgetEnvironment();
  const { criteria, packages, hotelCode } = rates;
  const forPoints = useMemo<RateForPoints[]>(
    () =>
      packages.packages.flatMap((group) =>
        group.roomRates.map((rate) => ({
          ratePlanCode: rate.ratePlanCode,
          roomTypeCode: rate.roomTypeCode,
          templates: rate.templates,
          codeType: rate.codeType,
          identifierType: rate.identifierType,
          isLeasingRate: rate.isLeasingRate,
          bookingSourceCode: rate.bookingSourceCode,
          bonusPoint: rate.bonusPoint,
          nightlyPrices: rate.rateBreakDown.map((night) => night.price),
          currencyCode: packages.currencyCode,
        })),
      ),
    [packages],
  );
  return useRatePointsEstimate(forPoints, {
    language,
    hotelCode,
    startDate: criteria.startDate,
    endDate: criteria.endDate,
    discountCode: criteria.discountCode,
    discountCodeType: criteria.discountCodeType,
  });
}
