/**
 * Carts the sandbox can price, hold and commit (issue 27 §2), for the component tests of the cart
 * and the checkout: seeded apartment types and rate plans on stays the seed sells, and a member of
 * the test's own for a saved cart. The sandbox prices and names every item from its seed (sandbox
 * README "Carts"), so a test reads names and amounts as the sandbox gives them, not from the item
 * it stored.
 */
import type { CartItem } from '../shared/domain/booking/cart-item';
import type { LoginAnswer } from '../shared/domain/loyalty/login-answer';
import { signIn } from '../shared/store/member-session';
import { sampleCartItem } from './cart-fixtures';
import { signUpMember, type MemberProfile } from './member-sandbox';
import { isSellable, sellableStay, type SellableStay, type SellableStayRequest } from './sellable-stays';

/** The first stay (as `sellableStay` finds it) that every one of `apartmentTypeCodes` sells at `request.hotelCode`. */
export function sellableStayOfTypes(
  request: Omit<SellableStayRequest, 'hotelCode' | 'apartmentTypeCode'> & { hotelCode: string },
  apartmentTypeCodes: readonly [string, ...string[]],
): SellableStay {
  const [first, ...others] = apartmentTypeCodes;
  const { hotelCode, ...options } = request;
  const { from = 30, within = 120 } = request;
  for (let start = from; start <= from + within;) {
    const stay = sellableStay({ ...request, apartmentTypeCode: first, from: start, within: from + within - start });
    if (others.every((type) => isSellable(hotelCode, stay.arrive, stay.nights.length, { ...options, apartmentTypeCode: type })))
      return stay;
    start = stay.offset + 1;
  }
  throw new Error(`sellableStayOfTypes: no stay at ${request.hotelCode} sells ${apartmentTypeCodes.join(', ')} within ${within} days`);
}

export interface SandboxCartItemRequest {
  stay: SellableStay;
  roomTypeCode: string;
  ratePlanCode?: string;
}

/** A guest cart item on `stay` (SGORCH unless `overrides` name another property); the sandbox prices it. */
export function sandboxCartItem(
  { stay, roomTypeCode, ratePlanCode = 'BAR' }: SandboxCartItemRequest,
  overrides: Partial<CartItem> = {},
): CartItem {
  return sampleCartItem({
    startDate: stay.arrive,
    endDate: stay.depart,
    roomRate: { ...sampleCartItem().roomRate, roomTypeCode, ratePlanCode, rateBreakDown: [] },
    ...overrides,
  });
}

/**
 * Signs up a member of this test's own (no other test reads or writes their cart) with `profile`,
 * then signs them in as `<stay-login>` does: the login cookie, the stored profile, `stay:session-change`.
 */
export async function signInAsNewMember(profile: Partial<MemberProfile> = { firstName: 'Ann', lastName: 'Lee' }): Promise<LoginAnswer> {
  const { email, password } = await signUpMember(profile);
  const login = await signIn({ email, password });
  if (!login.ok) throw new Error(`The sandbox refused the login of ${email}: ${login.error.message}`);
  return login.data;
}
