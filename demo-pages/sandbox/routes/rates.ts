/** Rate searches and booking content reads (booking spec §7): filled in with the property listing (issue 6). */
import type { Router } from '../router.ts';

export function registerRateRoutes(_router: Router): void {}
