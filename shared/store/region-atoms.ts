import { fetchBuyPointsBlockList, fetchClientRegion } from '../api/content-service';
import { buyPointsBlock } from '../domain/loyalty/buy-points-block';
import { defineServerRead } from './server-read';

/**
 * The visitor's region and whether buying points is blocked for it (content spec §4), looked up
 * once per page (spec §7: "a blocked-country lookup runs once after page load") and shared by
 * every widget that hides buy-point links; `reload` looks it up again.
 */
export const buyPointsBlockRead = defineServerRead({
  read: async (_page: void, { client }) => {
    const [region, blockList] = await Promise.all([fetchClientRegion(client), fetchBuyPointsBlockList(client)]);
    return { ok: true, data: buyPointsBlock(region.ok ? region.data.clientRegion : undefined, blockList.ok ? blockList.data : undefined) };
  },
});

/** The visitor's region (content spec §6: which map provider), for the widgets that need it alone. */
export const clientRegionRead = defineServerRead({ read: (_page: void, { client }) => fetchClientRegion(client) });

/** `{ state: 'loading' }` until known; never an error (a failed lookup is status -1, blocking nothing). */
export const buyPointsBlockAtom = buyPointsBlockRead.state();
