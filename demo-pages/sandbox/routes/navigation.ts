/** Navigation content (content spec §3 "Navigation item"): filled in with the navigation widget (issue 5). */
import type { Router } from '../router.ts';

export function registerNavigationRoutes(_router: Router): void {}
