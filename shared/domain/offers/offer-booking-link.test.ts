import { describe, expect, it } from 'vitest';
import { offerSearchQuery, type ParticipatingPlace } from './offer-booking-link';

const orchard: ParticipatingPlace = { propertyCode: 'SGORCH', city: 'Singapore', countryCode: 'SG' };
const marina: ParticipatingPlace = { propertyCode: 'SGMARB', city: 'Singapore', countryCode: 'SG' };
const shinjuku: ParticipatingPlace = { propertyCode: 'JPSHJK', city: 'Tokyo', countryCode: 'JP' };
const kyoto: ParticipatingPlace = { propertyCode: 'JPKYTO', city: 'Kyoto', countryCode: 'JP' };

// Booking spec §2 deep-link parameters (hotelCode, searchdest, type, promo, showAsrParticipatingOnly),
// §5 (a search needs a destination); content spec §7 property lists "optional offerPath".
describe('offerSearchQuery (booking spec §2, §5)', () => {
  it.each([
    {
      name: 'one property: that property',
      places: [orchard],
      query: 'hotelCode=SGORCH&type=property&showAsrParticipatingOnly=true&offerPath=offers%2Fx',
    },
    {
      name: 'one city: the city',
      places: [orchard, marina],
      query: 'searchdest=Singapore&type=city&showAsrParticipatingOnly=true&offerPath=offers%2Fx',
    },
    {
      name: 'one country, several cities: the country',
      places: [shinjuku, kyoto],
      query: 'searchdest=JP&type=country&showAsrParticipatingOnly=true&offerPath=offers%2Fx',
    },
    { name: 'several countries: no one search', places: [orchard, kyoto], query: undefined },
    { name: 'no property: no search', places: [], query: undefined },
    {
      name: 'a city name shared across countries is not one city',
      places: [orchard, { propertyCode: 'XX', city: 'Singapore', countryCode: 'MY' }],
      query: undefined,
    },
  ])('$name', ({ places, query }) => {
    expect(offerSearchQuery({ offerPath: 'offers/x', promoCode: '', places })?.toString()).toBe(query);
  });

  it('carries the offer’s promotion code', () => {
    expect(offerSearchQuery({ offerPath: 'offers/x', promoCode: 'STAY3', places: [orchard, marina] })?.get('promo')).toBe('STAY3');
  });
});
