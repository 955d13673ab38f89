import { Router } from '../router.ts';
import { registerAvailabilityRoutes } from './availability.ts';
import { registerConfigurationRoutes } from './configurations.ts';
import { registerContentRoutes } from './content.ts';
import { registerCurrencyRoutes } from './currency.ts';
import { registerLoyaltyContentRoutes } from './loyalty-content.ts';
import { registerMemberRoutes } from './member.ts';
import { registerNavigationRoutes } from './navigation.ts';
import { registerRateRoutes } from './rates.ts';
import { registerSandboxAdminRoutes } from './sandbox-admin.ts';

/** Each backend area registers its routes; a new area is one more module in this list. */
const ROUTE_MODULES: readonly ((router: Router) => void)[] = [
  registerContentRoutes,
  registerLoyaltyContentRoutes,
  registerCurrencyRoutes,
  registerNavigationRoutes,
  registerAvailabilityRoutes,
  registerRateRoutes,
  registerConfigurationRoutes,
  registerMemberRoutes,
  registerSandboxAdminRoutes,
];

export function createSandboxRouter(): Router {
  const router = new Router();
  for (const registerRoutes of ROUTE_MODULES) registerRoutes(router);
  return router;
}
