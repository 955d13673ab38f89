import { atom } from 'jotai/vanilla';
import { loadableOf } from './loadable';
import { fetchBuyPointsBlockList, fetchClientRegion } from '../api/content-service';
import { getApiClient } from '../api/page-client';
import { buyPointsBlock, type BuyPointsBlock } from '../domain/buy-points-block';

/**
 * The visitor's region and whether buying points is blocked for it (content spec §4), looked up
 * once per page (spec §7: "a blocked-country lookup runs once after page load") and shared by
 * every widget that hides buy-point links.
 */
const buyPointsBlockLookupAtom = atom(async (): Promise<BuyPointsBlock> => {
  const client = getApiClient();
  const [region, blockList] = await Promise.all([fetchClientRegion(client), fetchBuyPointsBlockList(client)]);
  return buyPointsBlock(region.ok ? region.data.clientRegion : undefined, blockList.ok ? blockList.data : undefined);
});

/** `{ state: 'loading' }` until known; never an error (a failed lookup is status -1, blocking nothing). */
export const buyPointsBlockAtom = loadableOf(buyPointsBlockLookupAtom);
