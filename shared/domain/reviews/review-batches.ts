import { isFresh } from '../freshness';

/**
 * Which guest reviews to ask the gateway for (content spec §7: "POST odx/{product}/v2/guest-review
 * {productIds in batches of 10, includeReviews}, cached per productId for a day"; §9 "guest
 * reviews one day"). A product id with a fresh stored answer is not asked again; the others go in
 * batches of at most 10, in the order first asked, each id once.
 */
export const REVIEW_BATCH_SIZE = 10;

export interface ReviewRequestPlan {
  /** Ids answered from storage. */
  cached: string[];
  /** Ids to ask for, at most `REVIEW_BATCH_SIZE` per request. */
  batches: string[][];
}

export function planReviewRequests(
  productIds: readonly string[],
  /** When each id's answer was stored (epoch ms), undefined when it never was. */
  storedAt: (productId: string) => number | undefined,
  now: number,
  lifetimeMs: number,
): ReviewRequestPlan {
  const seen = new Set<string>();
  const cached: string[] = [];
  const missing: string[] = [];
  for (const raw of productIds) {
    const id = raw.trim();
    if (!id || seen.has(id)) continue;
    seen.add(id);
    const at = storedAt(id);
    (at !== undefined && isFresh(at, now, lifetimeMs) ? cached : missing).push(id);
  }
  const batches: string[][] = [];
  for (let start = 0; start < missing.length; start += REVIEW_BATCH_SIZE) batches.push(missing.slice(start, start + REVIEW_BATCH_SIZE));
  return { cached, batches };
}
