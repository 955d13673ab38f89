import { describe, expect, it } from 'vitest';
import { createRuntime } from './runtime.ts';
import { inventoryOn } from './seed/index.ts';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { sandboxForThisFile } from './test-support.ts';

/**
 * Bounded input (issue 28 item 8; booking spec §5, §9; README "Carts", "Bounds"): the sandbox, as
 * the operator's backend must, refuses guest counts above the configured maxima (3 adults, 5
 * children, 8 guests per apartment) and carts above 5 apartments at pre-booking validate (400
 * `BAD_REQUEST`), at the hold (400 `E107` hold data invalid, nothing held) and at the cart calls.
 * It accepted a stored cart of 1e308 adults and booked it at the one-adult price.
 */
const NOW = Date.parse('2026-11-25T08:00:00Z');
const runtime = createRuntime(() => new Date(NOW));
const sandbox = sandboxForThisFile({ runtime });

type Answer<T> = { status: number; body: SuccessEnvelope<T> & ErrorEnvelope };

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A night from 2027-01-01 with at least 6 one-bedroom apartments, so six rooms could be held but for the bound. */
const NIGHT = (() => {
  for (let day = 0; day < 365; day += 1) {
    const date = addDays('2027-01-01', day);
    if (inventoryOn('SGORCH', 'ONEB', date) >= 6) return date;
  }
  throw new Error('no night with 6 ONEB');
})();

const guests = (adults: number, children: number, overrides: Record<string, unknown> = {}) => ({
  numberOfAdult: adults,
  numberOfChildren: children,
  childAges: Array.from({ length: Math.min(children, 10) }, () => 6),
  actualNumberOfAdult: adults,
  actualNumberOfChildren: children,
  numberOfGuest: adults + children,
  ...overrides,
});

function cartItem(index: number, apartmentGuest: Record<string, unknown> = guests(2, 0)): Record<string, unknown> {
  return {
    shoppingCartItemId: `item-${index + 1}`,
    hotelCode: 'SGORCH',
    startDate: NIGHT,
    endDate: addDays(NIGHT, 1),
    apartmentGuest,
    roomRate: { ratePlanCode: 'BAR', roomTypeCode: 'ONEB' },
    price: 0,
    tax: 0,
    currencyCode: 'SGD',
    addons: [],
  };
}

const cart = (items: unknown[]) => ({ currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', items });
const itemsOf = (count: number) => Array.from({ length: count }, (_, index) => cartItem(index));

/** The guest counts of one apartment, within and beyond the bounds. */
const GUEST_COUNTS = [
  { name: '3 adults and 5 children (the maxima, 8 guests)', apartmentGuest: guests(3, 5), allowed: true },
  { name: '0 adults', apartmentGuest: guests(0, 1), allowed: false },
  { name: '4 adults', apartmentGuest: guests(4, 0), allowed: false },
  { name: '1e308 adults', apartmentGuest: guests(1e308, 0), allowed: false },
  { name: '1.5 adults', apartmentGuest: guests(1.5, 0), allowed: false },
  { name: '6 children', apartmentGuest: guests(1, 6), allowed: false },
  { name: '1e308 children', apartmentGuest: guests(1, 1e308), allowed: false },
  { name: '-1 children', apartmentGuest: guests(1, -1), allowed: false },
  { name: '9 guests in all', apartmentGuest: guests(3, 5, { numberOfGuest: 9 }), allowed: false },
  { name: '1e308 actual adults', apartmentGuest: guests(1, 0, { actualNumberOfAdult: 1e308 }), allowed: false },
];

describe('POST /api/pre-booking-validate', () => {
  const validate = (body: unknown): Promise<Answer<{ totals: { total: number } }>> => sandbox.post('/api/pre-booking-validate', body);

  it.each(GUEST_COUNTS)('an apartment of $name: allowed $allowed', async ({ apartmentGuest, allowed }) => {
    const { status, body } = await validate(cart([cartItem(0, apartmentGuest)]));
    expect([status, body.errorCode]).toEqual(allowed ? [200, undefined] : [400, 'BAD_REQUEST']);
  });

  it.each([
    { apartments: 5, status: 200, errorCode: undefined },
    { apartments: 6, status: 400, errorCode: 'BAD_REQUEST' },
  ])('a cart of $apartments apartments: $status', async ({ apartments, status, errorCode }) => {
    const answer = await validate(cart(itemsOf(apartments)));
    expect([answer.status, answer.body.errorCode]).toEqual([status, errorCode]);
  });

  it('refuses 10,000 apartments before reading any of them', async () => {
    const { status, body } = await validate(cart(Array.from({ length: 10_000 }, () => ({}))));
    expect([status, body.errorCode]).toEqual([400, 'BAD_REQUEST']);
    expect(body.message).toContain('at most 5 apartments');
  });
});

describe('POST /api/v2/checkout/hold', () => {
  const guest = { firstName: 'Ana', lastName: 'Lim', email: 'ana@example.com' };
  /** A hold request per room as the client builds it (`shared/domain/booking/hold-request.ts`): guest counts on the room. */
  const room = (index: number, counts: Record<string, unknown> = {}) => ({
    shoppingCartItemId: `item-${index + 1}`,
    hotelCode: 'SGORCH',
    startDate: NIGHT,
    endDate: addDays(NIGHT, 1),
    roomTypeCode: 'ONEB',
    ratePlanCode: 'BAR',
    numberOfAdult: 2,
    numberOfChildren: 0,
    childAges: [],
    acceptCondition: true,
    guestDetails: guest,
    ...counts,
  });
  const hold = (rooms: unknown[]): Promise<Answer<{ holdId: string }>> => sandbox.post('/api/v2/checkout/hold', { rooms });
  const heldOnNight = async () =>
    (await sandbox.json<SuccessEnvelope<{ held: number }>>(`/__sandbox/inventory?hotelCode=SGORCH&roomTypeCode=ONEB&date=${NIGHT}`)).body
      .content.held;

  it.each([
    { name: '3 adults and 5 children', counts: { numberOfAdult: 3, numberOfChildren: 5, childAges: [1, 2, 3, 4, 5] }, allowed: true },
    { name: '1e308 adults', counts: { numberOfAdult: 1e308 }, allowed: false },
    { name: '4 adults', counts: { numberOfAdult: 4 }, allowed: false },
    { name: '1e308 children without ages', counts: { numberOfChildren: 1e308 }, allowed: false },
    { name: '6 child ages', counts: { numberOfChildren: 6, childAges: [1, 2, 3, 4, 5, 6] }, allowed: false },
    { name: 'an apartmentGuest of 1e308 adults', counts: { apartmentGuest: guests(1e308, 0) }, allowed: false },
  ])('a room of $name: allowed $allowed, nothing held otherwise', async ({ counts, allowed }) => {
    const before = await heldOnNight();
    const { status, body } = await hold([room(0, counts)]);
    expect([status, body.errorCode], JSON.stringify(body)).toEqual(allowed ? [200, undefined] : [400, 'E107']);
    expect(await heldOnNight()).toBe(before + (allowed ? 1 : 0));
  });

  it('refuses six rooms (booking spec §9: at most 5 apartments) with E107, holding none; five are held', async () => {
    const before = await heldOnNight();
    const six = await hold(Array.from({ length: 6 }, (_, index) => room(index)));
    expect([six.status, six.body.errorCode]).toEqual([400, 'E107']);
    expect(six.body.message).toContain('at most 5 apartments');
    expect(await heldOnNight()).toBe(before);
    const five = await hold(Array.from({ length: 5 }, (_, index) => room(index)));
    expect(five.status, JSON.stringify(five.body)).toBe(200);
    expect(await heldOnNight()).toBe(before + 5);
  });
});

describe('the cart calls', () => {
  it('price no cart of 1e308 adults or of 6 apartments', async () => {
    const answers = [
      await sandbox.post<ErrorEnvelope>('/api/getShoppingCartWhenNonLogin', cart([cartItem(0, guests(1e308, 0))])),
      await sandbox.post<ErrorEnvelope>('/api/getShoppingCartWhenNonLogin', cart(itemsOf(6))),
    ];
    expect(answers.map(({ status, body }) => [status, body.errorCode])).toEqual([
      [400, 'BAD_REQUEST'],
      [400, 'BAD_REQUEST'],
    ]);
  });

  it('save no member cart beyond 5 apartments, counting what is saved already', async () => {
    const login = await sandbox.post<SuccessEnvelope<{ token: string }>>('/api/authen/login', {
      email: 'silver@demo.stay.example',
      password: 'StayDemo!1',
    });
    const auth = { Authorization: `Bearer ${login.body.content.token}` };
    const save = (items: unknown[]) =>
      sandbox.post<SuccessEnvelope<{ items: unknown[] }> & ErrorEnvelope>('/api/shopping-cart/save', cart(items), auth);
    expect((await save(itemsOf(4))).status).toBe(200);
    const sixth = await save([cartItem(4), cartItem(5)]);
    expect([sixth.status, sixth.body.errorCode]).toEqual([400, 'BAD_REQUEST']);
    const fifth = await save([cartItem(4)]);
    expect(fifth.body.content.items).toHaveLength(5);
    // An item already saved is replaced, not added: a full cart still takes changes to its apartments.
    expect((await save([cartItem(0, guests(1, 0))])).body.content.items).toHaveLength(5);
    const hostile = await save([cartItem(0, guests(1e308, 0))]);
    expect([hostile.status, hostile.body.errorCode]).toEqual([400, 'BAD_REQUEST']);
  });
});
