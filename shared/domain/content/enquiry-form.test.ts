import { describe, expect, it } from 'vitest';
import { EMPTY_ENQUIRY, enquiryErrors, isLeadAnswerFresh, leadAvailabilityKey, type EnquiryValues } from './enquiry-form';

const TODAY = '2026-03-15';
const filled: EnquiryValues = {
  ...EMPTY_ENQUIRY,
  arrivalDate: '2026-04-01',
  departureDate: '2026-05-01',
  guests: 2,
  firstName: 'Ada',
  lastName: 'Lee',
  email: 'ada@example.com',
};

// Issue 19 item 6 (enquiry forms, extended stay form): the lead needs a stay, a name and an e-mail address.
describe('enquiryErrors', () => {
  it.each<[string, Partial<EnquiryValues>, string[]]>([
    ['a complete enquiry', {}, []],
    ['no names', { firstName: ' ', lastName: '' }, ['firstName:required', 'lastName:required']],
    ['no e-mail', { email: '' }, ['email:required']],
    ['a malformed e-mail', { email: 'ada@' }, ['email:emailMalformed']],
    ['no dates', { arrivalDate: '', departureDate: '' }, ['arrivalDate:required', 'departureDate:required']],
    ['an arrival in the past', { arrivalDate: '2026-03-14' }, ['arrivalDate:arrivalPast']],
    ['an arrival today', { arrivalDate: TODAY }, []],
    ['a departure on the arrival day', { departureDate: '2026-04-01' }, ['departureDate:departureNotAfterArrival']],
    ['no guest', { guests: 0 }, ['guests:guestsOutOfRange']],
    ['too many guests', { guests: 21 }, ['guests:guestsOutOfRange']],
  ])('%s', (_, change, expected) => {
    expect(enquiryErrors({ ...filled, ...change }, TODAY).map(({ field, problem }) => `${field}:${problem}`)).toEqual(expected);
  });
});

// Content spec §7 "Other content: extendedstay": the extended stay form's minimum length of stay.
describe('enquiryErrors with a minimum stay (extended stay form)', () => {
  it.each<[string, Partial<EnquiryValues>, number, string[]]>([
    ['30 nights, 28 at least', {}, 28, []],
    ['exactly 28 nights', { departureDate: '2026-04-29' }, 28, []],
    ['27 nights, 28 at least', { departureDate: '2026-04-28' }, 28, ['departureDate:stayTooShort']],
    ['a departure before the arrival stays that problem', { departureDate: '2026-03-30' }, 28, ['departureDate:departureNotAfterArrival']],
    ['one night without a minimum', { departureDate: '2026-04-02' }, 1, []],
  ])('%s', (_, change, minimumNights, expected) => {
    expect(enquiryErrors({ ...filled, ...change }, TODAY, minimumNights).map(({ field, problem }) => `${field}:${problem}`)).toEqual(
      expected,
    );
  });
});

// Content spec §9: leads are cacheable 15 minutes; "fresh while now minus stored time is below its lifetime".
describe('lead availability cache', () => {
  it.each([
    [0, true],
    [899_999, true],
    [900_000, false],
    [1_000_000, false],
  ])('an answer %i ms old is fresh: %s', (age, fresh) => {
    expect(isLeadAnswerFresh(1_000_000, 1_000_000 + age)).toBe(fresh);
  });

  it('keys an answer by property, dates and guests (never by the messageId)', () => {
    const stay = { propertyCode: 'sgorch', arrivalDate: '2026-04-01', departureDate: '2026-05-01', guests: 2 };
    expect(leadAvailabilityKey(stay)).toBe('SGORCH|2026-04-01|2026-05-01|2');
    expect(leadAvailabilityKey({ ...stay, guests: 3 })).not.toBe(leadAvailabilityKey(stay));
  });
});
