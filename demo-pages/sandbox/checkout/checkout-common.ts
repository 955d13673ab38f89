/**
 * What every checkout route shares: the HTTP status of each booking code it answers (booking spec
 * §8; the README's checkout table), the signed-in member when there is one (Bearer is optional on
 * checkout calls), idempotency keys (DESIGN §8 "writes that cannot double") and the hold lookup.
 */
import { bearerTokenOf } from '../authorization.ts';
import { sendError } from '../envelope.ts';
import type { RouteContext } from '../route-context.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../routes/cart.ts';
import type { CheckoutHold, DowntimeProvider } from './checkout-state.ts';

/** HTTP status per booking code the checkout routes answer for real. */
export const CHECKOUT_CODE_STATUS = {
  BAD_REQUEST: 400,
  E107: 400,
  E52: 404,
  E82: 400,
  E106: 403,
  E51: 409,
  // Issue 28: create-token-url asked for more than the hold's pay-now (booking §8 "exceeded max amount").
  E97: 400,
  // Issue 28: commit of a payment result for another amount than the hold's pay-now (booking §8 E99, "transaction not valid").
  E99: 409,
  SABRE_322: 409,
  SABRE_378: 409,
  CPRV_1502: 409,
  E108: 409,
  E72: 400,
  SABRE_242: 402,
  E61: 409,
  E91: 404,
  E143: 503,
  E144: 503,
  E145: 503,
} as const;

export type CheckoutCode = keyof typeof CHECKOUT_CODE_STATUS;

export function sendCheckoutError(context: RouteContext, code: CheckoutCode, message: string, details?: unknown): void {
  sendError(context.res, CHECKOUT_CODE_STATUS[code], code, message, details);
}

/** Which code a provider's downtime answers (booking spec §8 E143-E147 "provider downtime or failure"). */
export const DOWNTIME_CODES: Readonly<Record<DowntimeProvider, CheckoutCode>> = { rate: 'E143', card: 'E144', payment: 'E145' };

/** Per browser context (e2e workers share one sandbox): providers down, comma-separated (`card,payment,rate`). */
export const DOWNTIME_COOKIE = 'stay-sandbox-downtime';
/** Per browser context: minutes the holds and extensions of this visitor last (e.g. `0.05`, 3 seconds). */
export const HOLD_MINUTES_COOKIE = 'stay-sandbox-hold-minutes';

/** Whether the provider is down for this call: the global switch, or the browser context's cookie. */
export function isDown(context: RouteContext, provider: DowntimeProvider): boolean {
  const cookie = context.cookies.get(DOWNTIME_COOKIE) ?? '';
  return context.runtime.state.checkout.downtime.has(provider) || cookie.split(',').some((name) => name.trim() === provider);
}

/** How long a hold or extension made by this call lasts: the cookie's positive number, else `/__sandbox/hold-minutes`. */
export function holdMinutesOf(context: RouteContext): number {
  const minutes = Number(context.cookies.get(HOLD_MINUTES_COOKIE) ?? Number.NaN);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : context.runtime.state.checkout.holdMinutes;
}

/** Answers the provider's downtime code and returns true when the switch is on. */
export function answeredDowntime(context: RouteContext, provider: DowntimeProvider): boolean {
  if (!isDown(context, provider)) return false;
  sendCheckoutError(context, DOWNTIME_CODES[provider], `The ${provider} provider is down (POST /__sandbox/downtime).`);
  return true;
}

/** The member of a valid Bearer token, or undefined (a guest): checkout calls never answer 555. */
export function optionalMemberId(context: RouteContext): string | undefined {
  const token = bearerTokenOf(context.req);
  const session = token === null ? undefined : context.runtime.state.sessions.get(token);
  return session && session.expiresAt > context.runtime.now().getTime() ? session.memberId : undefined;
}

/** The key under which a write's first answer is kept, or undefined without an `Idempotency-Key` header. */
export function idempotencyKeyOf(context: RouteContext, call: string, memberId: string | undefined): string | undefined {
  const header = context.req.headers[IDEMPOTENCY_KEY_HEADER];
  return typeof header === 'string' && header.trim() ? `${call}|${memberId ?? 'guest'}|${header.trim()}` : undefined;
}

/** Answers the first result of a repeated key; true when it did. */
export function answeredFirstResult(context: RouteContext, key: string | undefined): boolean {
  const first = key === undefined ? undefined : context.runtime.state.idempotentAnswers.get(key);
  if (first === undefined) return false;
  context.note('Idempotency-Key repeated: the first result, nothing done again.');
  const { status, body } = first as { status: number; body: unknown };
  context.res.statusCode = status;
  context.res.setHeader('Content-Type', 'application/json; charset=utf-8');
  context.res.end(JSON.stringify(body));
  return true;
}

/** Keeps a successful answer `content` for its key (only successes are kept: a failed write may be tried again). */
export function keepFirstResult(context: RouteContext, key: string | undefined, content: unknown): void {
  if (key !== undefined) context.runtime.state.idempotentAnswers.set(key, { status: 200, body: { status: 200, content } });
}

/** The hold while it can still be paid and committed: not committed, released or expired. */
export function isActive(hold: CheckoutHold, now: number): boolean {
  return hold.status === 'held' && hold.expiresAt > now;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A trimmed text field of the body, or '' */
export function bodyText(body: unknown, field: string): string {
  return isRecord(body) && typeof body[field] === 'string' ? (body[field] as string).trim() : '';
}
