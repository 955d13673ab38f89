/**
 * Token life (loyalty spec §4: "an expired token is detected by comparing the stored expiry"):
 * what the page does at a moment, given the stored expiry. WCAG 2.2.1 asks that a time limit warn
 * before it ends and let the visitor extend it, so the last minutes are a warning in which "stay
 * signed in" fetches the profile (which refreshes the token).
 */
export const SESSION_WARNING_MS = 2 * 60 * 1000;

export type TokenLife = 'unknown' | 'valid' | 'ending' | 'expired';

/** `unknown` without a stored expiry (a login from elsewhere: the profile fetch stores one). */
export function tokenLifeAt(now: number, expiry: number | undefined, warningMs: number = SESSION_WARNING_MS): TokenLife {
  if (expiry === undefined || !Number.isFinite(expiry)) return 'unknown';
  if (now >= expiry) return 'expired';
  return now >= expiry - warningMs ? 'ending' : 'valid';
}

/** Milliseconds until the life changes next (to time one timer), or undefined when it never will. */
export function msUntilNextTokenLife(now: number, expiry: number | undefined, warningMs: number = SESSION_WARNING_MS): number | undefined {
  const life = tokenLifeAt(now, expiry, warningMs);
  if (life === 'valid') return expiry! - warningMs - now;
  if (life === 'ending') return expiry! - now;
  return undefined;
}

/** Whole minutes left, rounded up, for "your session ends in {minutes} minutes". */
export function minutesLeft(now: number, expiry: number): number {
  return Math.max(0, Math.ceil((expiry - now) / 60_000));
}

/** The login cookie's lifetime in seconds (spec §4: from `tokenExpiry`); never negative. */
export function cookieMaxAgeSeconds(now: number, expiry: number): number {
  return Math.max(0, Math.floor((expiry - now) / 1000));
}
