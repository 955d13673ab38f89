/**
 * Content spec §7 "Other content: odx-call-directly.json": which gateway calls the browser sends
 * straight to the gateway (`odx/{call}`); the others it sends through the service's loyalty proxy,
 * `/api/loyalty/odx/{call}` (loyalty §7 already names proxied calls: `odx/abw/…`). The spec shows
 * no shape: ours, `{ directCalls }` (sandbox README "Gateway routing"). Here the programme lists
 * go straight to the gateway and the member's own writes and the representative's calls through
 * the service. The proxy answers what the gateway answers, as a real pass-through would.
 */
import { sendContent, sendError, SANDBOX_ERROR_CODES } from '../envelope.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';

export const DIRECT_GATEWAY_CALLS: readonly string[] = ['getmilesprogram', 'tiermatchloyaltyprogram'];

export function registerGatewayProxyRoutes(router: Router): void {
  router
    .add('GET', '/apis/:product/odx-call-directly.json', (context) => sendContent(context.res, { directCalls: DIRECT_GATEWAY_CALLS }))
    .add('POST', '/api/loyalty/odx/:call', (context: RouteContext) => {
      const gateway = router.match('POST', `/odx/${context.params.call ?? ''}`);
      if (gateway.kind !== 'found') {
        sendError(context.res, 404, SANDBOX_ERROR_CODES.notFound, `The service proxies no gateway call ${context.params.call ?? ''}.`);
        return;
      }
      context.note(`proxied to /odx/${context.params.call ?? ''}`);
      return gateway.handler({ ...context, params: gateway.params });
    });
}
