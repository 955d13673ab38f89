import { isRecord, texts } from '../json-guards';

/**
 * Which gateway calls the browser sends straight to the gateway (content spec §7 "Other content:
 * odx-call-directly.json"). The spec names the file, not its shape: ours is `{ directCalls:
 * ['getmilesprogram', …] }`, the names after `odx/`. A call not listed goes through the service's
 * loyalty proxy, `/api/loyalty/odx/{call}` (as the check-out and invoice calls always do, loyalty
 * §7), where the service adds what the browser must not hold.
 */
export function parseDirectGatewayCalls(raw: unknown): readonly string[] | undefined {
  return isRecord(raw) ? texts(raw, 'directCalls') : undefined;
}

/**
 * The path of a gateway call: `odx/{call}` when the configuration lists it or cannot be read
 * (`undefined`: the gateway answers either way; content spec §8, a failed content read is
 * swallowed), else the proxy's `/api/loyalty/odx/{call}`.
 */
export function gatewayPathFor(path: `odx/${string}`, directCalls: readonly string[] | undefined): string {
  if (!directCalls || directCalls.includes(path.slice('odx/'.length))) return path;
  return `/api/loyalty/${path}`;
}
