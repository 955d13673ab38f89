/**
 * Content-service reads of the checkout (booking spec §7 "properties with suppress-card,
 * optional-card lists", "downtime checks"; content spec §7 paths; issue 16 contract item 4), and
 * the sandbox's checkout switches: downtime per provider and the hold length (contract items 5, 12).
 *
 * Seed: SGMARB suppresses the card (card-suppress), JPGNZA makes it optional (optional-card); the
 * NRF rate is PREPAID_ALL everywhere (online payment gateway); every other rate is card guarantee.
 */
import { SANDBOX_ERROR_CODES, sendContent, sendError } from '../envelope.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { isDown } from '../checkout/checkout-common.ts';
import { availableUnits, holdUnits, nightInventory } from '../inventory-ledger.ts';
import { findPropertySeed } from '../seed/index.ts';
import { stayNights } from './cart-request.ts';
import { DOWNTIME_PROVIDERS } from '../checkout/checkout-state.ts';
import type { DowntimeProvider } from '../checkout/checkout-state.ts';

export const SUPPRESS_CARD_HOTELS: readonly string[] = ['SGMARB'];
export const OPTIONAL_CARD_HOTELS: readonly string[] = ['JPGNZA'];

/** How long a switched-on downtime says it lasts (the `until` of the read). */
const DOWNTIME_MINUTES = 60;

/** The spec's own downtime paths name the providers: reddot (card), cprv (payment), sabre (rate). */
const SPEC_PROVIDER_NAMES: Readonly<Record<string, DowntimeProvider>> = { reddot: 'card', cprv: 'payment', sabre: 'rate' };

const codesOf = (context: RouteContext): string[] => (context.params.codes ?? '').split(',').map((code) => code.trim().toUpperCase());

/** `{codes}` that are in `list` (unknown codes are left out, as for properties by code). */
function listedOf(list: readonly string[]) {
  return (context: RouteContext): void =>
    sendContent(
      context.res,
      codesOf(context).filter((code) => list.includes(code)),
    );
}

function downtimeOf(context: RouteContext, provider: DowntimeProvider) {
  return !isDown(context, provider)
    ? { down: false, message: '', until: null }
    : {
        down: true,
        message: `The ${provider} provider is under maintenance. Please try again later.`,
        until: new Date(context.runtime.now().getTime() + DOWNTIME_MINUTES * 60_000).toISOString(),
      };
}

const isProvider = (value: string): value is DowntimeProvider => (DOWNTIME_PROVIDERS as readonly string[]).includes(value);

/** GET masterdata/downtime/{card|payment|rate}.json and miscellaneous/{reddot|cprv|sabre}/{lang}.json */
function downtimeRead(context: RouteContext): void {
  const name = (context.params.provider ?? '').toLowerCase();
  const provider = isProvider(name) ? name : SPEC_PROVIDER_NAMES[name];
  if (!provider) return sendError(context.res, 404, SANDBOX_ERROR_CODES.notFound, `No downtime check for "${name}".`);
  sendContent(context.res, downtimeOf(context, provider));
}

/** GET /__sandbox/downtime and POST { card?, payment?, rate? } (booleans): the providers' switches. */
function downtimeSwitches(context: RouteContext): void {
  const { downtime } = context.runtime.state.checkout;
  if (context.req.method === 'POST') {
    const body = (context.body ?? {}) as Record<string, unknown>;
    const sent = DOWNTIME_PROVIDERS.filter((provider) => body[provider] !== undefined);
    if (typeof context.body !== 'object' || sent.some((provider) => typeof body[provider] !== 'boolean')) {
      return sendError(
        context.res,
        400,
        SANDBOX_ERROR_CODES.badRequest,
        'Send { "card"?: boolean, "payment"?: boolean, "rate"?: boolean }.',
      );
    }
    for (const provider of sent) {
      if (body[provider] === true) downtime.set(provider, context.runtime.now().getTime());
      else downtime.delete(provider);
    }
  }
  sendContent(context.res, Object.fromEntries(DOWNTIME_PROVIDERS.map((provider) => [provider, downtime.has(provider)])));
}

/** GET /__sandbox/hold-minutes and POST { minutes } (a positive number): how long new holds and extensions last. */
function holdMinutes(context: RouteContext): void {
  const { checkout } = context.runtime.state;
  if (context.req.method === 'POST') {
    const minutes = (context.body as { minutes?: unknown } | undefined)?.minutes;
    if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) {
      return sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send {"minutes": <a positive number>}.');
    }
    checkout.holdMinutes = minutes;
  }
  sendContent(context.res, { minutes: checkout.holdMinutes });
}

/** A year of sandbox clock: the units a block takes stay taken until `/__sandbox/reset`. */
const BLOCK_MINUTES = 366 * 24 * 60;

/**
 * POST /__sandbox/inventory { hotelCode, roomTypeCode, startDate, endDate, available } leaves at
 * most `available` units on each night from startDate to the night before endDate, by holding
 * the rest (the last-unit race of e2e runs without hunting for a seeded night). It only lowers:
 * a night with fewer units keeps them; `/__sandbox/reset` gives everything back.
 */
function blockInventory(context: RouteContext): void {
  const body = (context.body ?? {}) as Record<string, unknown>;
  const hotelCode = typeof body.hotelCode === 'string' ? body.hotelCode.trim().toUpperCase() : '';
  const roomTypeCode = typeof body.roomTypeCode === 'string' ? body.roomTypeCode.trim().toUpperCase() : '';
  const nights = stayNights(String(body.startDate ?? ''), String(body.endDate ?? ''));
  const available = body.available;
  const property = findPropertySeed(hotelCode);
  if (
    !property?.apartments.some((apartment) => apartment.apartmentTypeCode === roomTypeCode) ||
    !nights ||
    typeof available !== 'number' ||
    !Number.isInteger(available) ||
    available < 0
  ) {
    return sendError(
      context.res,
      400,
      SANDBOX_ERROR_CODES.badRequest,
      'Send { hotelCode, roomTypeCode (one of its types), startDate, endDate (YYYY-MM-DD), available (a whole number from 0) }.',
    );
  }
  const { inventory } = context.runtime.state;
  const now = context.runtime.now().getTime();
  const answer = nights.map((date) => {
    const extra = availableUnits(inventory, now, hotelCode, roomTypeCode, date) - available;
    if (extra > 0) holdUnits(inventory, now, { hotelCode, roomTypeCode, nights: [date], units: extra, minutes: BLOCK_MINUTES });
    return { date, ...nightInventory(inventory, now, hotelCode, roomTypeCode, date) };
  });
  sendContent(context.res, answer);
}

export function registerCheckoutContentRoutes(router: Router): void {
  router
    .add('GET', '/apis/:product/properties/suppressCC/p_lang/eq/:lang/p_propertyCodes/eq/:codes.json', listedOf(SUPPRESS_CARD_HOTELS))
    .add('GET', '/apis/:product/properties/optionalCC/p_lang/eq/:lang/p_propertyCodes/eq/:codes.json', listedOf(OPTIONAL_CARD_HOTELS))
    .add('GET', '/apis/:product/properties/optionalcc/p_lang/eq/:lang.json', (context) =>
      sendContent(context.res, [...OPTIONAL_CARD_HOTELS]),
    )
    .add('GET', '/apis/:product/masterdata/downtime/:provider.json', downtimeRead)
    .add('GET', '/apis/:product/miscellaneous/:provider/:lang.json', downtimeRead)
    .add('GET', '/__sandbox/downtime', downtimeSwitches)
    .add('POST', '/__sandbox/downtime', downtimeSwitches)
    .add('GET', '/__sandbox/hold-minutes', holdMinutes)
    .add('POST', '/__sandbox/hold-minutes', holdMinutes)
    .add('POST', '/__sandbox/inventory', blockInventory);
}
