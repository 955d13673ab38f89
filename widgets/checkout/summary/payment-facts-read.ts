import { fetchCardList, fetchCardTypes, fetchPaymentMethods, fetchReddotAvailability } from '../../../shared/api/checkout-service';
import type { ApiClient, ApiResult } from '../../../shared/api/types';
import type { CartItem } from '../../../shared/domain/booking/cart-item';
import type { PaymentMethod } from '../../../shared/domain/booking/hold-request';
import type { Language } from '../../../shared/domain/languages';
import { readEntry, writeEntry } from '../../../shared/storage';
import { defineServerRead } from '../../../shared/store/server-read';
import { paymentByReddotEntry } from './payment-by-reddot-entry';

/** One property of the cart, with what its payment reads need. */
export interface PaymentProperty {
  hotelCode: string;
  promoCode: string;
  ratePlanCodes: string[];
}

export interface PaymentFactsKey {
  language: Language;
  properties: PaymentProperty[];
}

/** What the summary needs to say how each rate is paid (issue 16 item 1; booking spec §3 "Payment types", §7). */
export interface PaymentFacts {
  suppressCardHotels: string[];
  optionalCardHotels: string[];
  /** Per hotel code. */
  cardTypes: Record<string, string[]>;
  /** Per hotel code: card payment possible (a Red Dot property without Red Dot payment is not). */
  cardPaymentAvailable: Record<string, boolean>;
  paymentMethod: PaymentMethod;
}

/** A read that failed is left out: the summary still shows and the hold decides (a safe default per fact). */
const orElse = <T>(result: ApiResult<T>, fallback: T): T => (result.ok ? result.data : fallback);

/** Booking spec §3: payment availability by card provider, stored per property in session storage (read once per tab). */
async function reddotAvailable(client: ApiClient, hotelCode: string): Promise<boolean> {
  const known = readEntry(paymentByReddotEntry)?.[hotelCode];
  if (known !== undefined) return known;
  const answer = await fetchReddotAvailability(client, hotelCode);
  if (!answer.ok) return true;
  writeEntry(paymentByReddotEntry, { ...readEntry(paymentByReddotEntry), [hotelCode]: answer.data.available });
  return answer.data.available;
}

async function propertyFacts(client: ApiClient, { hotelCode, promoCode, ratePlanCodes }: PaymentProperty) {
  const [cards, methods] = await Promise.all([
    fetchCardTypes(client, hotelCode, promoCode),
    fetchPaymentMethods(client, { hotelCode, ratePlanCodes, promoCode }),
  ]);
  const provider = cards.ok ? cards.data.provider : undefined;
  const available = provider === 'reddot' ? await reddotAvailable(client, hotelCode) : true;
  return { hotelCode, cardTypes: cards.ok ? cards.data.cardTypes : [], available, methods: orElse(methods, ['card' as const]) };
}

export const paymentFactsRead = defineServerRead({
  read: async ({ language, properties }: PaymentFactsKey, { client }): Promise<ApiResult<PaymentFacts>> => {
    const codes = properties.map((property) => property.hotelCode);
    const [suppress, optional, perProperty] = await Promise.all([
      fetchCardList(client, 'suppressCC', language, codes),
      fetchCardList(client, 'optionalCC', language, codes),
      Promise.all(properties.map((property) => propertyFacts(client, property))),
    ]);
    const methods = perProperty.flatMap((facts) => facts.methods);
    return {
      ok: true,
      data: {
        suppressCardHotels: orElse(suppress, []),
        optionalCardHotels: orElse(optional, []),
        cardTypes: Object.fromEntries(perProperty.map((facts) => [facts.hotelCode, facts.cardTypes])),
        cardPaymentAvailable: Object.fromEntries(perProperty.map((facts) => [facts.hotelCode, facts.available])),
        // A wallet only when every property offers nothing else; the card otherwise (the hosted page takes both).
        paymentMethod: methods.length > 0 && methods.every((method) => method === 'wallet') ? 'wallet' : 'card',
      },
    };
  },
});

/** The read's key for a cart: one entry per property, in cart order. */
export function paymentFactsKey(language: Language, items: readonly CartItem[]): PaymentFactsKey {
  const properties = new Map<string, PaymentProperty>();
  for (const item of items) {
    const known = properties.get(item.hotelCode);
    const property = known ?? { hotelCode: item.hotelCode, promoCode: item.promotionCode, ratePlanCodes: [] };
    if (!property.ratePlanCodes.includes(item.roomRate.ratePlanCode)) property.ratePlanCodes.push(item.roomRate.ratePlanCode);
    properties.set(item.hotelCode, property);
  }
  return { language, properties: [...properties.values()] };
}
