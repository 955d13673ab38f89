import type { IncomingMessage } from 'node:http';

/** The key the demo pages send; the sandbox accepts no other. */
export const SANDBOX_SUBSCRIPTION_KEY = 'sandbox-subscription-key';

export const SUBSCRIPTION_KEY_HEADER = 'ocp-apim-subscription-key';

export function hasValidSubscriptionKey(req: IncomingMessage): boolean {
  return req.headers[SUBSCRIPTION_KEY_HEADER] === SANDBOX_SUBSCRIPTION_KEY;
}
