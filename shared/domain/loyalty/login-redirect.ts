/**
 * Where a login sends the visitor (loyalty spec §2, booking spec §2): booking pages carry a
 * `step` query parameter that a login redirect raises by one, capped at 2; the default redirect
 * is the home page, with the query parameter `p` carrying the page key to return to.
 */
export const MAX_STEP_AFTER_LOGIN = 2;

/** The step after a login redirect: one more, capped at 2; a missing or unreadable step stays as it is. */
export function stepAfterLogin(step: string | null): string | null {
  if (step === null || !/^\d+$/.test(step.trim())) return step;
  return String(Math.min(Number(step) + 1, MAX_STEP_AFTER_LOGIN));
}

/**
 * The page to open after a login that asked to return somewhere: `returnTo` (a same-origin path,
 * else nothing) with its `step` raised; without one, the page key `p` of the current address
 * (a same-origin path) or else the home page `home`. Cross-origin or scheme-relative targets are
 * refused: a login must never send the visitor elsewhere (open redirect).
 */
export function loginRedirectTarget(current: URL, home: string, returnTo?: string): string {
  const target = sameOriginPath(returnTo, current) ?? sameOriginPath(current.searchParams.get('p') ?? undefined, current) ?? home;
  const url = new URL(target, current);
  const step = stepAfterLogin(url.searchParams.get('step'));
  if (step !== null) url.searchParams.set('step', step);
  return url.pathname + url.search + url.hash;
}

function sameOriginPath(candidate: string | undefined, current: URL): string | undefined {
  const value = candidate?.trim();
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  try {
    return new URL(value, current).origin === current.origin ? value : undefined;
  } catch {
    return undefined;
  }
}
