import { totalsOf } from '../../../shared/domain/booking/cart-totals';
import type { CartItem } from '../../../shared/domain/booking/cart-item';

/**
 * For the component tests of this step only: a stand-in for the checkout calls of the issue 16
 * contract (1-7 and the content reads), installed over `globalThis.fetch` on top of the cart's
 * stand-in (`testing/fake-cart-service.ts`); other requests go on to it. The e2e checks the
 * sandbox itself. Answers follow the contract: a repeated Idempotency-Key answers its first
 * result; a payment result committed twice answers the same confirmation numbers.
 */
export interface FakeCheckoutService {
  requests: { path: string; idempotencyKey: string | null; body: unknown }[];
  /** Pre-booking validate answers a changed price (previous total) when set. */
  previousTotal: number | undefined;
  /** The next hold fails with this code (and details). */
  holdError: { code: string; status: number; details?: Record<string, unknown> } | undefined;
  /** How the hosted payment page ends: commit answers accordingly. */
  outcome: 'approved' | 'declined' | 'abandoned' | 'expired';
  downtime: Partial<Record<'card' | 'payment' | 'rate', string>>;
  suppressCardHotels: string[];
  holdMinutes: number;
  extensionsLeft: number;
  /** Reservations made, per hold: never two for one. */
  reservations: Map<string, string[]>;
  now: () => number;
  /** The query of the last request answered here (checkout/modify reads its confirmNo). */
  lastQuery: URLSearchParams;
  restore: () => void;
}

const envelope = (content: unknown, status = 200, error?: { code: string; details?: Record<string, unknown> }): Response =>
  new Response(
    JSON.stringify(status === 200 ? { status, content } : { status, errorCode: error?.code, message: 'fake', details: error?.details }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );

export function installFakeCheckoutService(): FakeCheckoutService {
  const nextFetch = globalThis.fetch;
  const answered = new Map<string, Response>();
  let holds = 0;
  const service: FakeCheckoutService = {
    requests: [],
    previousTotal: undefined,
    holdError: undefined,
    outcome: 'approved',
    downtime: {},
    suppressCardHotels: [],
    holdMinutes: 15,
    extensionsLeft: 2,
    reservations: new Map(),
    now: () => Date.now(),
    lastQuery: new URLSearchParams(),
    restore: () => (globalThis.fetch = nextFetch),
  };

  function answer(path: string, body: Record<string, unknown>): Response | undefined {
    if (path === '/api/pre-booking-validate') {
      const items = body.items as CartItem[];
      const totals = totalsOf(items, String(body.currencyCode));
      const previousTotal = service.previousTotal;
      return envelope({
        items,
        totals,
        priceChanged: previousTotal !== undefined,
        previousTotal: previousTotal ?? totals.total,
        unavailableItemIds: [],
      });
    }
    if (path === '/api/v2/checkout/hold' && typeof body.extendHoldId === 'string') {
      if (service.extensionsLeft === 0) return envelope(null, 409, { code: 'CPRV_1502' });
      service.extensionsLeft -= 1;
      const expiresAt = new Date(service.now() + service.holdMinutes * 60_000).toISOString();
      return envelope({
        holdId: body.extendHoldId,
        expiresAt,
        extensionsLeft: service.extensionsLeft,
        totals: totalsOf([], 'SGD'),
        rooms: [],
      });
    }
    if (path === '/api/v2/checkout/hold') {
      const error = service.holdError;
      if (error) return envelope(null, error.status, error);
      holds += 1;
      const rooms =
        (body.rooms as { shoppingCartItemId: string; convertPrice: { price: number; tax: number; currencyCode: string } }[]) ?? [];
      const totals = {
        totalBeforeTax: 0,
        totalTax: 0,
        total: rooms.reduce((sum, room) => sum + room.convertPrice.price + room.convertPrice.tax, 0),
        currencyCode: 'SGD',
      };
      const expiresAt = new Date(service.now() + service.holdMinutes * 60_000).toISOString();
      return envelope({
        holdId: `H${holds}`,
        expiresAt,
        extensionsLeft: service.extensionsLeft,
        totals,
        rooms: rooms.map((room, index) => ({ shoppingCartItemId: room.shoppingCartItemId, tempConfirmNo: `T${index + 1}` })),
      });
    }
    if (path === '/api/checkout/modify') {
      // Issue 18 modify flow: the booked reservation takes the new stay in one step.
      const room = (body.rooms as { startDate: string; endDate: string; roomTypeCode: string }[] | undefined)?.[0];
      const confirmNo = service.lastQuery.get('confirmNo') ?? '';
      const reservation = {
        confirmNo,
        hotelCode: 'SGORCH',
        startDate: room?.startDate,
        endDate: room?.endDate,
        status: 'Reserved',
        currencyCode: 'SGD',
        totals: { totalBeforeTax: 0, totalTax: 0, total: 0 },
      };
      return envelope({ confirmNo, reservation, previous: { startDate: '2026-04-01', endDate: '2026-04-03', total: 0 }, difference: 0 });
    }
    if (path === '/api/checkout/create-token-url')
      return envelope({ paymentUrl: `/__sandbox/payment/${String(body.holdId)}-${service.requests.length}` });
    if (path === '/api/v2/checkout/commit') {
      const holdId = String(body.holdId);
      if (service.outcome === 'declined') return envelope(null, 402, { code: 'SABRE_242' });
      if (service.outcome === 'abandoned') return envelope(null, 409, { code: 'E61' });
      if (service.outcome === 'expired') return envelope(null, 409, { code: 'CPRV_1502' });
      const confirmNos = service.reservations.get(holdId) ?? [
        `C${service.reservations.size * 2 + 1}`,
        `C${service.reservations.size * 2 + 2}`,
      ];
      service.reservations.set(holdId, confirmNos);
      return envelope({ confirmNos });
    }
    return undefined;
  }

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const path = url.pathname;
    const idempotencyKey = new Headers(init?.headers).get('Idempotency-Key');
    if (path.includes('/properties/suppressCC/')) return envelope(service.suppressCardHotels);
    if (path.includes('/properties/optionalcc/')) return envelope([]);
    // Property by code (the payment lines' property names): the code's name as the sample cart's property.
    const property = /\/properties\/p_lang\/eq\/\w+\/p_propertyCodes\/eq\/(\w+)\.json$/.exec(path)?.[1];
    if (property) return envelope([{ propertyCode: property, propertyName: `Property ${property}` }]);
    const source = path.match(/miscellaneous\/(reddot|cprv|sabre)\/en\.json$/)?.[1];
    const downtime = source && ({ reddot: 'card', cprv: 'payment', sabre: 'rate' } as const)[source as 'reddot' | 'cprv' | 'sabre'];
    if (downtime) return envelope({ down: downtime in service.downtime, message: '', until: service.downtime[downtime] ?? '' });
    if (path === '/api/property/get-card-type') return envelope({ provider: 'reddot', cardTypes: ['VISA', 'MASTERCARD'] });
    if (path === '/api/property/payment-by-reddot') return envelope({ hotelCode: url.searchParams.get('hotelCode'), available: true });
    if (path === '/api/v2/get-payment-type') return envelope({ methods: ['card'] });
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const ours = ['/api/pre-booking-validate', '/api/checkout/create-token-url', '/api/checkout/modify'];
    if (!path.startsWith('/api/v2/checkout/') && !ours.includes(path)) return nextFetch(input, init);
    service.lastQuery = url.searchParams;
    service.requests.push({ path, idempotencyKey, body });
    const repeat = idempotencyKey ? answered.get(idempotencyKey) : undefined;
    if (repeat) return repeat.clone();
    const response = answer(path, body) ?? envelope(null, 404, { code: 'E107' });
    if (idempotencyKey) answered.set(idempotencyKey, response.clone());
    return response;
  };
  return service;
}
