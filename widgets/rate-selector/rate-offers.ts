import type { Apartment, RatePackageCode, RoomRate } from '../../shared/api/rates-service';
import { apartmentPasses, ratePasses, type RateFilters } from '../../shared/domain/booking/rate-filters';
import { hasCancelPenalty, isOpg, oneApartmentStay, unitsLeftToShow } from '../../shared/domain/booking/room-rate-flags';
import { usualPrice } from '../../shared/domain/booking/usual-price';
import type { PropertyRates } from './rates-read';

/** One rate of one apartment type as the page shows it (booking spec §5 flags worked out once). */
export interface RateOffer {
  rate: RoomRate;
  /** Average nightly price of one apartment, in the rates' currency, unrounded (rounded when shown). */
  nightlyPrice: number;
  /** One apartment's stay before tax. */
  stayPrice: number;
  /**
   * "Usually …": the base rate for the same apartments and nights as the rate's total
   * (`displayTotalBeforeTax`, every apartment of the search), in the rates' currency; undefined
   * when the total is not below it (booking spec §5, `usual-price.ts`).
   */
  usualTotal: number | undefined;
  isOpg: boolean;
  cancelPenalty: boolean;
  unitsLeft: number | undefined;
}

export interface ApartmentOffers {
  roomTypeCode: string;
  name: string;
  /** Its description from apartment-rate; undefined when that read failed or does not know the type. */
  apartment: Apartment | undefined;
  offers: RateOffer[];
}

export interface PackageOffers {
  code: RatePackageCode;
  name: string;
  /** Apartment types with at least one offer after the filters; empty when the filters leave none. */
  apartments: ApartmentOffers[];
}

function offerOf(rate: RoomRate, rates: PropertyRates): RateOffer {
  const stayPrice = oneApartmentStay(rate.rateBreakDown);
  return {
    rate,
    nightlyPrice: stayPrice / rate.rateBreakDown.length,
    stayPrice,
    usualTotal: usualPrice({
      baseStayOfOneApartment: rates.baseTotals.get(rate.roomTypeCode),
      apartments: rates.criteria.rooms.length,
      stayTotal: rate.displayTotalBeforeTax,
      currency: rates.packages.currencyCode,
    }),
    isOpg: isOpg(rate.policies),
    cancelPenalty: hasCancelPenalty(rate.policies, rates.cancelPolicyCodes),
    unitsLeft: unitsLeftToShow(rate.numberOfUnits),
  };
}

/**
 * A nightly price of one apartment (in the rates' currency) as the page shows it: in the display
 * currency, rounded (`use-shown-nightly-prices.ts`); undefined while it cannot be known yet.
 */
export type ShownNightlyPrice = (nightlyPrice: number) => number | undefined;

/**
 * The rate package tabs the page offers (booking spec §2): a group is left out when the `rate`
 * limit of the link leaves it no rate ("empty groups hidden"); the visitor's own filters only
 * narrow what a tab lists. Apartment types in the order of apartment-rate, then any other type in
 * the order its rates came. The price filter reads the nightly price as shown (`shownNightly`), so
 * a band typed in the currency its label names keeps the rates whose shown price is in it; while
 * that price is not known (the exchange rates still loading, the price a skeleton) the band waits
 * rather than compare amounts of two currencies.
 */
export function packageOffers(rates: PropertyRates, filters: RateFilters, shownNightly: ShownNightlyPrice): PackageOffers[] {
  const limit = rates.criteria.rateFilter;
  const order = rates.apartments.map((apartment) => apartment.apartmentTypeCode);
  const position = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
  return rates.packages.packages.flatMap((group) => {
    const limited = group.roomRates.filter((rate) => limit.length === 0 || limit.includes(rate.ratePlanCode));
    if (limited.length === 0) return [];
    const byType = new Map<string, ApartmentOffers>();
    for (const rate of limited) {
      const apartment = rates.apartments.find((candidate) => candidate.apartmentTypeCode === rate.roomTypeCode);
      const offer = offerOf(rate, rates);
      if (!apartmentPasses({ roomTypeCode: rate.roomTypeCode, squareMetres: apartment?.apartmentSize }, filters)) continue;
      const nightlyPrice = shownNightly(offer.nightlyPrice);
      if (nightlyPrice !== undefined && !ratePasses({ ratePlanCode: rate.ratePlanCode, nightlyPrice }, filters, limit)) continue;
      const entry = byType.get(rate.roomTypeCode) ?? {
        roomTypeCode: rate.roomTypeCode,
        name: apartment?.apartmentTypeName ?? rate.roomTypeName,
        apartment,
        offers: [],
      };
      entry.offers.push(offer);
      byType.set(rate.roomTypeCode, entry);
    }
    const apartments = [...byType.values()].sort((a, b) => position(a.roomTypeCode) - position(b.roomTypeCode));
    return [{ code: group.code, name: group.name, apartments }];
  });
}

/** The room types the filter offers: every type with a rate, named as the page names them. */
export function roomTypeChoices(rates: PropertyRates): { code: string; name: string }[] {
  const codes = [...new Set(rates.packages.packages.flatMap((group) => group.roomRates.map((rate) => rate.roomTypeCode)))];
  return codes.map((code) => ({
    code,
    name:
      rates.apartments.find((apartment) => apartment.apartmentTypeCode === code)?.apartmentTypeName ??
      rates.packages.packages.flatMap((group) => group.roomRates).find((rate) => rate.roomTypeCode === code)?.roomTypeName ??
      code,
  }));
}
