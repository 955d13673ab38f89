/**
 * The "Book this offer" search of an offer details page (issue 19 item 3; booking spec §2 deep-link
 * parameters `hotelCode`, `searchdest`, `type`, `promo`, `showAsrParticipatingOnly`; content spec §7
 * property lists "optional offerPath"). A search needs a destination (booking spec §5), so the
 * narrowest place every participating property shares is searched, and `showAsrParticipatingOnly`
 * with `offerPath` tells the listing to keep only the offer's properties (participating.ts).
 */
export interface ParticipatingPlace {
  propertyCode: string;
  city: string;
  countryCode: string;
}

export interface OfferBooking {
  /** The offer's entity path: the listing reads its participating properties by it. */
  offerPath: string;
  promoCode: string;
  places: readonly ParticipatingPlace[];
}

const onlyValue = (values: readonly string[]): string | undefined => {
  const distinct = new Set(values);
  return distinct.size === 1 && !distinct.has('') ? values[0] : undefined;
};

/**
 * One property: that property; else the city all share; else the country all share. Properties in
 * several countries have no one search (decision: the page then offers each property's own page,
 * linked from the list, rather than a search that would hide some of them); `undefined` then.
 */
export function offerSearchQuery({ offerPath, promoCode, places }: OfferBooking): URLSearchParams | undefined {
  const params = new URLSearchParams();
  const city = onlyValue(places.map((place) => place.city));
  const country = onlyValue(places.map((place) => place.countryCode));
  const [first] = places;
  if (places.length === 1 && first) {
    params.set('hotelCode', first.propertyCode);
    params.set('type', 'property');
  } else if (city && country) {
    params.set('searchdest', city);
    params.set('type', 'city');
  } else if (country) {
    params.set('searchdest', country);
    params.set('type', 'country');
  } else return undefined;
  if (promoCode) params.set('promo', promoCode);
  params.set('showAsrParticipatingOnly', 'true');
  params.set('offerPath', offerPath);
  return params;
}
