/**
 * Whether a cached entry may still be used.
 *
 * Spec (booking §9, content-and-site-shell §9): "An entry is fresh while now minus stored time
 * is below its lifetime", so an entry exactly `lifetimeMs` old is already stale. The formula is
 * kept literally: a stored time in the future (clock moved back) still counts as fresh.
 */
export function isFresh(storedAt: number, now: number, lifetimeMs: number): boolean {
  return now - storedAt < lifetimeMs;
}
