/**
 * GET /api/lucky/configuration (loyalty spec §1 "its configuration holds dateLuckyDraw", §7
 * content.dateLuckyDraw). The draw is on the 15th of next month at 12:00 UTC on the sandbox clock,
 * so it is always ahead; `POST /__sandbox/clock` moves past it. Public: no token needed.
 */
import { sendContent } from '../envelope.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';

export function luckyDrawDateOf(today: Date): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 15, 12)).toISOString();
}

function luckyConfiguration(context: RouteContext): void {
  sendContent(context.res, { dateLuckyDraw: luckyDrawDateOf(context.runtime.now()), isEnable: true });
}

export function registerLuckyRoutes(router: Router): void {
  router.add('GET', '/api/lucky/configuration', luckyConfiguration);
}
