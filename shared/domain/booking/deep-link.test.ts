import { describe, expect, it } from 'vitest';
import { parseDeepLink, readLinkDate, resolveSearch, type DeepLinkProblem } from './deep-link';
import { isSearchDeepLink, toDeepLink, writeLinkDate } from './deep-link-query';
import { childAgeLabel, roomGuests, type SearchCriteria } from './search-criteria';

const TODAY = '2026-11-22';
const parse = (query: string, limits = {}) => parseDeepLink(new URLSearchParams(query), { today: TODAY, limits });
const base = 'hotel=SGORCH&arrive=10-12-2026&depart=13-12-2026';

type Expectation = { query: string; criteria?: Partial<SearchCriteria>; problems?: DeepLinkProblem[]; redirectHome?: boolean };

function check({ query, criteria = {}, problems = [], redirectHome = false }: Expectation): void {
  const result = parse(query);
  expect(result.criteria).toMatchObject(criteria);
  expect(result.problems).toEqual(problems);
  expect(result.redirectHome).toBe(redirectHome);
}

describe('destination (§2 hotel/hotelCode/searchdest/type, §5 missing destination)', () => {
  it.each<Expectation>([
    { query: base, criteria: { hotelCode: 'SGORCH', type: 'property', destination: undefined } },
    { query: 'hotelCode=JPTKSH&arrive=10-12-2026&depart=11-12-2026', criteria: { hotelCode: 'JPTKSH', type: 'property' } },
    { query: 'hotel=%20SGORCH%20&hotelCode=OTHER', criteria: { hotelCode: 'SGORCH' } },
    { query: 'searchdest=Tokyo&type=city', criteria: { hotelCode: undefined, destination: 'Tokyo', type: 'city' } },
    { query: 'searchdest=Japan&type=COUNTRY', criteria: { destination: 'Japan', type: 'country' } },
    { query: 'searchdest=Aster&type=brand', criteria: { type: 'brand' } },
    { query: 'searchdest=Tokyo&type=planet', criteria: { type: 'city' } },
    { query: 'hotel=SGORCH&type=nonsense', criteria: { type: 'property' } },
    { query: 'arrive=10-12-2026', problems: ['missingDestination'], redirectHome: true },
    { query: 'hotel=&searchdest=%20', problems: ['missingDestination'], redirectHome: true },
  ])('$query', check);
});

describe('dates in each order (§2 dateType, arrive/depart, startDate/endDate)', () => {
  it.each<Expectation>([
    { query: base, criteria: { startDate: '2026-12-10', endDate: '2026-12-13', dateType: 1 } },
    { query: 'hotel=A&dateType=1&arrive=01/02/2027&depart=03/02/2027', criteria: { startDate: '2027-02-01', endDate: '2027-02-03' } },
    {
      query: 'hotel=A&dateType=2&arrive=02-01-2027&depart=02-03-2027',
      criteria: { startDate: '2027-02-01', endDate: '2027-02-03', dateType: 2 },
    },
    {
      query: 'hotel=A&dateType=3&arrive=2027-02-01&depart=2027-02-03',
      criteria: { startDate: '2027-02-01', endDate: '2027-02-03', dateType: 3 },
    },
    { query: 'hotel=A&dateType=3&arrive=2027.02.01&depart=2027.02.03', criteria: { startDate: '2027-02-01', endDate: '2027-02-03' } },
    {
      query: 'hotel=A&dateType=2&arrive=2027-02-01&depart=2027-02-03',
      criteria: { startDate: '2027-02-01', endDate: '2027-02-03', dateType: 2 },
    },
    { query: 'hotel=A&startDate=05-01-2027&endDate=07-01-2027', criteria: { startDate: '2027-01-05', endDate: '2027-01-07' } },
    { query: 'hotel=A&dateType=9&arrive=05-01-2027&depart=07-01-2027', criteria: { dateType: 1, startDate: '2027-01-05' } },
    { query: 'hotel=A&dateType=x&arrive=05-01-2027&depart=07-01-2027', criteria: { dateType: 1 } },
    {
      query: 'hotel=A&dateType=3&arrive=05-01-2027&depart=07-01-2027',
      criteria: { startDate: TODAY, endDate: '2026-11-23' },
      problems: ['invalidDates'],
    },
    { query: 'hotel=A', criteria: { startDate: TODAY, endDate: '2026-11-23' } },
  ])('$query', check);
});

describe('date validation and correction (§5, §4)', () => {
  it.each<Expectation>([
    { query: 'hotel=A&arrive=22-11-2026&depart=23-11-2026', criteria: { startDate: '2026-11-22', endDate: '2026-11-23' } },
    // A corrected arrival resets the departure to arrival + minimum stay, even a departure valid on its own (§4).
    {
      query: 'hotel=A&arrive=21-11-2026&depart=30-11-2026',
      criteria: { startDate: TODAY, endDate: '2026-11-23' },
      problems: ['invalidArrival'],
    },
    {
      query: 'hotel=A&arrive=31-02-2027&depart=05-03-2027',
      criteria: { startDate: TODAY, endDate: '2026-11-23' },
      problems: ['invalidArrival'],
    },
    {
      query: 'hotel=A&dateType=3&arrive=2026-09-12&depart=2027-02-01',
      criteria: { startDate: TODAY, endDate: '2026-11-23' },
      problems: ['invalidArrival'],
    },
    {
      query: 'hotel=A&arrive=21-11-2026&depart=30-11-2026&minlengthofstay=3',
      criteria: { startDate: TODAY, endDate: '2026-11-25' },
      problems: ['invalidArrival'],
    },
    {
      query: 'hotel=A&arrive=tomorrow&depart=05-03-2027',
      criteria: { startDate: TODAY, endDate: '2026-11-23' },
      problems: ['invalidArrival'],
    },
    {
      query: 'hotel=A&arrive=10-12-2026&depart=10-12-2026',
      criteria: { startDate: '2026-12-10', endDate: '2026-12-11' },
      problems: ['invalidDeparture'],
    },
    { query: 'hotel=A&arrive=10-12-2026&depart=09-12-2026', criteria: { endDate: '2026-12-11' }, problems: ['invalidDeparture'] },
    { query: 'hotel=A&arrive=10-12-2026&depart=soon', criteria: { endDate: '2026-12-11' }, problems: ['invalidDeparture'] },
    { query: 'hotel=A&arrive=10-12-2026', criteria: { startDate: '2026-12-10', endDate: '2026-12-11' } },
    {
      query: 'hotel=A&arrive=01-01-2026&depart=02-01-2026',
      criteria: { startDate: TODAY, endDate: '2026-11-23' },
      problems: ['invalidDates'],
    },
    { query: 'hotel=A&arrive=bad&depart=bad', criteria: { startDate: TODAY, endDate: '2026-11-23' }, problems: ['invalidDates'] },
    {
      query: 'hotel=A&arrive=10-12-2026&depart=12-12-2026&minlengthofstay=3',
      criteria: { endDate: '2026-12-13', minLengthOfStay: 3 },
      problems: ['invalidDeparture'],
    },
    { query: 'hotel=A&arrive=10-12-2026&depart=13-12-2026&minlengthofstay=3', criteria: { endDate: '2026-12-13', minLengthOfStay: 3 } },
    { query: 'hotel=A&arrive=10-12-2026&minlengthofstay=abc', criteria: { endDate: '2026-12-11', minLengthOfStay: 1 } },
    { query: 'hotel=A&arrive=10-12-2026&minlengthofstay=0', criteria: { minLengthOfStay: 1 } },
  ])('$query', check);

  it("resets a stale link's departure with the configured minimum stay", () => {
    const { criteria, problems } = parse('hotel=A&arrive=01-10-2026&depart=10-12-2026', { minLengthOfStay: 2 });
    expect([criteria.startDate, criteria.endDate]).toEqual([TODAY, '2026-11-24']);
    expect(problems).toEqual(['invalidArrival']);
  });

  it('respects the configured minimum stay', () => {
    const { criteria, problems } = parse('hotel=A&arrive=10-12-2026&depart=11-12-2026', { minLengthOfStay: 2 });
    expect(criteria.endDate).toBe('2026-12-12');
    expect(problems).toEqual(['invalidDeparture']);
  });
});

describe('advance (§2: days to push the arrival forward)', () => {
  it.each<Expectation>([
    { query: 'hotel=A&advance=7', criteria: { startDate: '2026-11-29', endDate: '2026-11-30' } },
    { query: 'hotel=A&advance=7&arrive=10-12-2026&depart=12-12-2026', criteria: { startDate: '2026-12-17', endDate: '2026-12-19' } },
    { query: 'hotel=A&advance=-3', criteria: { startDate: TODAY } },
    { query: 'hotel=A&advance=3days', criteria: { startDate: TODAY } },
    { query: 'hotel=A&advance=0', criteria: { startDate: TODAY } },
  ])('$query', check);
});

describe('rooms and adults (§5)', () => {
  it.each<Expectation>([
    {
      query: `${base}&rooms=3&adult=2,1,3`,
      criteria: {
        rooms: [
          { adults: 2, childAges: [] },
          { adults: 1, childAges: [] },
          { adults: 3, childAges: [] },
        ],
      },
    },
    { query: `${base}&rooms=5`, criteria: { rooms: Array.from({ length: 5 }, () => ({ adults: 1, childAges: [] })) } },
    { query: `${base}&rooms=6&adult=2`, criteria: { rooms: [{ adults: 2, childAges: [] }] } },
    { query: `${base}&rooms=0&adult=2`, criteria: { rooms: [{ adults: 2, childAges: [] }] } },
    { query: `${base}&rooms=two&adult=2`, criteria: { rooms: [{ adults: 2, childAges: [] }] } },
    {
      query: `${base}&rooms=2&adult=4,0`,
      criteria: {
        rooms: [
          { adults: 1, childAges: [] },
          { adults: 1, childAges: [] },
        ],
      },
    },
    {
      query: `${base}&rooms=2&adult=x,3`,
      criteria: {
        rooms: [
          { adults: 1, childAges: [] },
          { adults: 3, childAges: [] },
        ],
      },
    },
    {
      query: `${base}&rooms=2&adult=2`,
      criteria: {
        rooms: [
          { adults: 2, childAges: [] },
          { adults: 1, childAges: [] },
        ],
      },
    },
    { query: `${base}&rooms=1&adult=2,2,2`, criteria: { rooms: [{ adults: 2, childAges: [] }] } },
    {
      query: `${base}&adult=2,2`,
      criteria: {
        rooms: [
          { adults: 2, childAges: [] },
          { adults: 2, childAges: [] },
        ],
      },
    },
    { query: `${base}&adult=2,2,2,2,2,2,2`, criteria: { rooms: Array.from({ length: 5 }, () => ({ adults: 2, childAges: [] })) } },
  ])('$query', check);

  it('takes the maximum adults from the configuration', () => {
    expect(parse(`${base}&adult=4`, { maxAdults: 4 }).criteria.rooms).toEqual([{ adults: 4, childAges: [] }]);
  });
});

describe('children and ages (§5)', () => {
  it.each<Expectation>([
    { query: `${base}&adult=2&child=2&childages=5|9`, criteria: { rooms: [{ adults: 2, childAges: [5, 9] }] } },
    {
      query: `${base}&rooms=2&adult=2,1&child=1,2&childages=0,3|11`,
      criteria: {
        rooms: [
          { adults: 2, childAges: [0] },
          { adults: 1, childAges: [3, 11] },
        ],
      },
    },
    { query: `${base}&child=abc`, criteria: { rooms: [{ adults: 1, childAges: [] }] } },
    { query: `${base}&child=`, criteria: { rooms: [{ adults: 1, childAges: [] }] } },
    { query: `${base}&child=5&childages=1|2|3|4|5`, criteria: { rooms: [{ adults: 1, childAges: [1, 2, 3, 4, 5] }] } },
    { query: `${base}&child=6&childages=1|2|3|4|5|6`, problems: ['tooManyChildren'], redirectHome: true },
    { query: `${base}&rooms=2&child=0,6`, problems: ['tooManyChildren', 'missingChildAge'], redirectHome: true },
    { query: `${base}&child=2&childages=5`, criteria: { rooms: [{ adults: 1, childAges: [5, null] }] }, problems: ['missingChildAge'] },
    { query: `${base}&child=1&childages=`, criteria: { rooms: [{ adults: 1, childAges: [null] }] }, problems: ['missingChildAge'] },
    { query: `${base}&child=1&childages=x`, criteria: { rooms: [{ adults: 1, childAges: [null] }] }, problems: ['missingChildAge'] },
    { query: `${base}&child=1&childages=18`, criteria: { rooms: [{ adults: 1, childAges: [null] }] }, problems: ['missingChildAge'] },
    { query: `${base}&child=1&childages=17`, criteria: { rooms: [{ adults: 1, childAges: [17] }] } },
    { query: `${base}&child=1&childages=4|7|9`, criteria: { rooms: [{ adults: 1, childAges: [4] }] } },
    { query: `${base}&child=0&childages=4`, criteria: { rooms: [{ adults: 1, childAges: [] }] } },
  ])('$query', check);
});

describe('discount codes (§4 types, §5 trimming)', () => {
  it.each<Expectation>([
    { query: `${base}&discountCode=%20SUMMER24%20&discountCodeType=1`, criteria: { discountCode: 'SUMMER24', discountCodeType: 1 } },
    { query: `${base}&promo=SUMMER24`, criteria: { discountCode: 'SUMMER24', discountCodeType: 0 } },
    { query: `${base}&discountCode=ACME&discountCodeType=3`, criteria: { discountCode: 'ACME', discountCodeType: 3 } },
    { query: `${base}&discountCode=STAFFSG&discountCodeType=6`, criteria: { discountCodeType: 6 } },
    { query: `${base}&discountCode=X&discountCodeType=7`, criteria: { discountCode: 'X', discountCodeType: 0 } },
    { query: `${base}&discountCode=X&discountCodeType=abc`, criteria: { discountCodeType: 0 } },
    { query: `${base}&discountCodeType=3`, criteria: { discountCode: '', discountCodeType: 0 } },
    { query: `${base}&discountCode=%20%20&discountCodeType=3`, criteria: { discountCode: '', discountCodeType: 0 } },
    {
      query: `${base}&discountCodeType=5&coupon=VOUCHER1&discountCode=IGNORED`,
      criteria: { discountCode: 'VOUCHER1', discountCodeType: 5 },
    },
    { query: `${base}&discountCodeType=5&discountCode=NOCOUPON`, criteria: { discountCode: '', discountCodeType: 0 } },
    { query: `${base}&discountCode=A&promo=B&discountCodeType=2`, criteria: { discountCode: 'A', discountCodeType: 2 } },
  ])('$query', check);
});

describe('other parameters (§2)', () => {
  it.each<Expectation>([
    { query: `${base}&currency=jpy`, criteria: { currencyCode: 'JPY' } },
    { query: `${base}&currency=yens`, criteria: { currencyCode: undefined } },
    { query: `${base}&flexible=true`, criteria: { showFlexibleCal: true } },
    { query: `${base}&flexible=no`, criteria: { showFlexibleCal: false } },
    { query: `${base}&roomTypeCode=STU,%201BR,`, criteria: { roomTypeCodes: ['STU', '1BR'] } },
    { query: `${base}&rate=BAR,NRF`, criteria: { rateFilter: ['BAR', 'NRF'] } },
    { query: `${base}&searchSrc=home-hero`, criteria: { searchSource: 'home-hero' } },
    { query: `${base}&searchsrc=a&searchSrc=b`, criteria: { searchSource: 'a' } },
    {
      query: `${base}&lang=JA&ssid=abc123&referralCode=FRIEND&srcID=42&ratePlanCode=BAR`,
      criteria: { language: 'ja', ssid: 'abc123', referralCode: 'FRIEND', srcId: '42', ratePlanCode: 'BAR' },
    },
    {
      query: `${base}&country=JP&brand=aster&showAsrParticipatingOnly=1`,
      criteria: { country: 'JP', brand: 'aster', showAsrParticipatingOnly: true },
    },
    {
      query: `${base}&checkinperiod=2026-12&checkoutperiod=2027-01&apartments=2`,
      criteria: { checkInDatePeriod: '2026-12', checkOutDatePeriod: '2027-01', apartments: '2' },
    },
    {
      query: `${base}&utm_source=mail&utm_campaign=winter&gclid=xyz&other=1`,
      criteria: { tracking: { utm_source: 'mail', utm_campaign: 'winter', gclid: 'xyz' } },
    },
  ])('$query', check);
});

describe('readLinkDate and writeLinkDate', () => {
  it.each([
    ['10-12-2026', 1, '2026-12-10'],
    ['12-10-2026', 2, '2026-12-10'],
    ['2026-12-10', 3, '2026-12-10'],
    ['2026-12-10', 1, '2026-12-10'],
    ['10-12-26', 1, undefined],
    ['29-02-2027', 1, undefined],
    ['', 1, undefined],
  ] as const)('%s in order %i → %s', (value, order, expected) => expect(readLinkDate(value, order)).toBe(expected));

  it.each([1, 2, 3] as const)('writes order %i so it reads back', (order) => {
    expect(readLinkDate(writeLinkDate('2027-03-04', order), order)).toBe('2027-03-04');
  });
});

describe('round trip: criteria → deep link → the same criteria', () => {
  it.each([
    'hotel=SGORCH&dateType=2&arrive=12-24-2026&depart=12-27-2026&rooms=3&adult=2,1,2&child=2,0,1&childages=4|0,,11&discountCode=SUMMER24&discountCodeType=1&currency=JPY&utm_source=mail',
    'searchdest=Tokyo&type=city&dateType=3&arrive=2027-01-05&depart=2027-01-12&minlengthofstay=7&flexible=true&rate=BAR,NRF',
    'hotel=JPTKSH&arrive=05-01-2027&depart=06-01-2027&discountCodeType=5&coupon=VOUCHER1&ssid=s-1&roomTypeCode=STU&lang=ja',
    'hotel=AEDXBM&arrive=05-01-2027&depart=06-01-2027&child=1&childages=',
  ])('%s', (query) => {
    const first = parse(query).criteria;
    const second = parse(toDeepLink(first).toString()).criteria;
    expect(second).toEqual(first);
  });
});

describe('occupancy (§3)', () => {
  it.each([
    { room: { adults: 2, childAges: [4, 12] }, limit: 12, guests: { actualNumberOfAdult: 3, actualNumberOfChildren: 1, numberOfGuest: 4 } },
    { room: { adults: 1, childAges: [11, 0] }, limit: 12, guests: { actualNumberOfAdult: 1, actualNumberOfChildren: 2, numberOfGuest: 3 } },
    {
      room: { adults: 2, childAges: [15, 16] },
      limit: 12,
      guests: { actualNumberOfAdult: 4, actualNumberOfChildren: 0, numberOfGuest: 4 },
    },
    { room: { adults: 1, childAges: [null] }, limit: 12, guests: { actualNumberOfAdult: 1, actualNumberOfChildren: 1, numberOfGuest: 2 } },
  ])('$room with limit $limit → $guests', ({ room, limit, guests }) => {
    expect(roomGuests(room, limit)).toEqual(guests);
  });

  it('shows age 0 as "<1"', () => {
    expect(childAgeLabel(0)).toBe('<1');
    expect(childAgeLabel(7)).toBe('7');
  });
});

describe('each rejection of a link (§5 validation, §8 messages)', () => {
  const valid = 'searchdest=Tokyo&type=city&arrive=10-12-2026&depart=12-12-2026&adult=2&child=1&childages=4';
  it.each<Expectation>([
    { query: valid },
    { query: 'type=city&arrive=10-12-2026&depart=12-12-2026', problems: ['missingDestination'], redirectHome: true },
    { query: 'hotelCode=%20&arrive=10-12-2026', problems: ['missingDestination'], redirectHome: true },
    {
      query: 'searchdest=Tokyo&arrive=10-12-2026&rooms=2&child=1,6&childages=4',
      problems: ['tooManyChildren', 'missingChildAge'],
      redirectHome: true,
    },
    { query: 'searchdest=Tokyo&arrive=01-11-2026&depart=12-12-2026', problems: ['invalidArrival'] },
    { query: 'searchdest=Tokyo&arrive=31-02-2027', problems: ['invalidArrival'] },
    { query: 'searchdest=Tokyo&arrive=10-12-2026&depart=31-12-2026x', problems: ['invalidDeparture'] },
    { query: 'searchdest=Tokyo&arrive=10-12-2026&depart=10-12-2026', problems: ['invalidDeparture'] },
    { query: 'searchdest=Tokyo&arrive=01-11-2026&depart=02-11-2026', problems: ['invalidDates'] },
    { query: 'searchdest=Tokyo&child=1', problems: ['missingChildAge'] },
    {
      query: 'arrive=01-11-2026&child=6',
      problems: ['missingDestination', 'tooManyChildren', 'invalidArrival', 'missingChildAge'],
      redirectHome: true,
    },
  ])('$query', check);
});

describe('isSearchDeepLink: which page queries are deep links', () => {
  it.each([
    { query: 'hotel=SGORCH', expected: true },
    { query: 'searchdest=Tokyo&type=city', expected: true },
    { query: 'arrive=10-12-2026', expected: true },
    { query: 'adult=2', expected: true },
    { query: 'searchdest=', expected: true },
    { query: 'utm_source=mail', expected: false },
    { query: 'currency=JPY&lang=ja', expected: false },
    { query: '', expected: false },
  ])('"$query" → $expected', ({ query, expected }) => expect(isSearchDeepLink(new URLSearchParams(query))).toBe(expected));
});

describe('resolveSearch: the one rule every page reading a search follows', () => {
  const context = { today: TODAY };
  const stored = 'searchdest=Tokyo&type=city&dateType=3&arrive=2026-11-01&depart=2026-11-03';

  it("takes the page's link first, with its problems", () => {
    const source = resolveSearch('?hotel=SGORCH&arrive=01-01-2026', stored, context);
    expect(source.kind).toBe('link');
    expect(source.kind === 'link' && source.parse.problems).toEqual(['invalidArrival']);
  });

  it('reports a link without a destination even when a search is stored', () => {
    const source = resolveSearch('?arrive=10-12-2026&depart=12-12-2026', stored, context);
    expect(source.kind === 'link' && source.parse).toMatchObject({ problems: ['missingDestination'], redirectHome: true });
  });

  it('falls back to the stored search, corrected silently', () => {
    const source = resolveSearch('?utm_source=mail', stored, context);
    expect(source.kind).toBe('stored');
    expect(source.kind === 'stored' && source.parse).toMatchObject({
      problems: [],
      criteria: { destination: 'Tokyo', startDate: TODAY, endDate: '2026-11-23' },
    });
  });

  it.each([
    ['', undefined],
    ['', ''],
    ['?foo=1', 'arrive=2027-02-01'],
  ])('has no search for %j with %j stored', (query, storedQuery) => {
    expect(resolveSearch(query, storedQuery, context).kind).toBe('none');
  });
});
