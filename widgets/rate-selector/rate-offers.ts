import type { Apartment, RatePackageCode, RoomRate } from '../../shared/api/rates-service';
import { apartmentPasses, ratePasses, type RateFilters } from '../../shared/domain/booking/rate-filters';
import { discountedFrom, hasCancelPenalty, isOpg, oneApartmentStay, unitsLeftToShow } from '../../shared/domain/booking/room-rate-flags';
import type { PropertyRates } from './rates-read';

/** One rate of one apartment type as the page shows it (booking spec §5 flags worked out once). */
export interface RateOffer {
  rate: RoomRate;
  /** Average nightly price of one apartment, in the rates' currency, unrounded (rounded when shown). */
  nightlyPrice: number;
  /** One apartment's stay before tax. */
  stayPrice: number;
  /** The base stay total it is shown discounted from; undefined when it is not below the base rate. */
  discountedFrom: number | undefined;
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
    discountedFrom: discountedFrom(stayPrice, rates.baseTotals.get(rate.roomTypeCode)),
    isOpg: isOpg(rate.policies),
    cancelPenalty: hasCancelPenalty(rate.policies, rates.cancelPolicyCodes),
    unitsLeft: unitsLeftToShow(rate.numberOfUnits),
  };
}

/**
 * The rate package tabs the page offers (booking spec §2): a group is left out when the `rate`
 * limit of the link leaves it no rate ("empty groups hidden"); the visitor's own filters only
 * narrow what a tab lists. Apartment types in the order of apartment-rate, then any other type in
 * the order its rates came.
 */
export function packageOffers(rates: PropertyRates, filters: RateFilters): PackageOffers[] {
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
      if (!ratePasses({ ratePlanCode: rate.ratePlanCode, nightlyPrice: offer.nightlyPrice }, filters, limit)) continue;
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
