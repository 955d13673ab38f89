/**
 * The hosted payment page's signed result (issue 16 contract item 6): `paymentResult` is base64url
 * JSON `{ session, holdId, outcome, amount }`, `signature` its HMAC-SHA256 in hex with a sandbox
 * secret. Commit verifies both (contract item 7: forged → E72).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentOutcome } from './checkout-state.ts';

/** Not a secret worth keeping: the sandbox's stand-in for the provider's signing key. */
export const SANDBOX_PAYMENT_SECRET = 'stay-sandbox-payment-secret';

export interface PaymentResult {
  readonly session: string;
  readonly holdId: string;
  readonly outcome: PaymentOutcome;
  readonly amount: number;
}

const OUTCOMES: readonly unknown[] = ['approved', 'declined', 'abandoned'];

export function signPaymentResult(result: PaymentResult, secret = SANDBOX_PAYMENT_SECRET): { paymentResult: string; signature: string } {
  const paymentResult = Buffer.from(JSON.stringify(result)).toString('base64url');
  return { paymentResult, signature: createHmac('sha256', secret).update(paymentResult).digest('hex') };
}

/** The result when the signature is the sandbox's for exactly this text; undefined otherwise. */
export function verifyPaymentResult(paymentResult: string, signature: string, secret = SANDBOX_PAYMENT_SECRET): PaymentResult | undefined {
  const expected = createHmac('sha256', secret).update(paymentResult).digest();
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const value = JSON.parse(Buffer.from(paymentResult, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { session, holdId, outcome, amount } = value;
    if (typeof session !== 'string' || typeof holdId !== 'string' || !OUTCOMES.includes(outcome) || typeof amount !== 'number')
      return undefined;
    return { session, holdId, outcome: outcome as PaymentOutcome, amount };
  } catch {
    return undefined;
  }
}
