import { describe, expect, it } from 'vitest';
import { applySameGuest, type GuestContactField } from './same-guest';

type Details = Record<GuestContactField | 'arrivalTime' | 'requests', string>;
const guest = (name: string, arrivalTime = ''): Details => ({
  salutation: 'Ms',
  firstName: name,
  lastName: 'Tan',
  email: `${name}@example.com`,
  phoneCountryCode: '+65',
  phone: '81234567',
  countryOfResidence: 'SG',
  arrivalTime,
  requests: '',
});
const empty: Details = { ...guest(''), salutation: '', lastName: '', email: '', phoneCountryCode: '', phone: '', countryOfResidence: '' };

// WCAG 3.3.7 (issue 16 item 1): a later apartment takes the first one's contact details, keeping its own arrival and requests.
describe('applySameGuest', () => {
  it.each<{ case: string; apartments: Record<string, Details>; order: string[]; same: string[]; expected: Record<string, Details> }>([
    {
      case: 'a second apartment marked same copies the contact details, not the arrival time',
      apartments: { a: guest('Ann', '15:00'), b: { ...empty, arrivalTime: '20:00' } },
      order: ['a', 'b'],
      same: ['b'],
      expected: { a: guest('Ann', '15:00'), b: guest('Ann', '20:00') },
    },
    {
      case: 'an apartment not marked keeps its own details',
      apartments: { a: guest('Ann'), b: guest('Bob') },
      order: ['a', 'b'],
      same: [],
      expected: { a: guest('Ann'), b: guest('Bob') },
    },
    {
      case: 'the first apartment is never overwritten, even if listed',
      apartments: { a: guest('Ann'), b: guest('Bob') },
      order: ['b', 'a'],
      same: ['b', 'a'],
      expected: { a: guest('Bob'), b: guest('Bob') },
    },
    { case: 'no apartments', apartments: {}, order: [], same: ['x'], expected: {} },
  ])('$case', ({ apartments, order, same, expected }) => {
    expect(applySameGuest(apartments, order, same)).toEqual(expected);
  });
});
