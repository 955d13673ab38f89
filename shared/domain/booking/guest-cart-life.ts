/**
 * The guest cart's lifetime (booking spec §4 "Guest cart", §9): it expires when its age in
 * minutes reaches the configured lifetime (`guestCartLifeTime` hours, default 12) times 60; while
 * it lives and fewer than 30 minutes remain, its last-modified time is pushed forward so that 30
 * remain. It does not apply to members (a member cookie) or while a reservation is modified.
 */
export const DEFAULT_GUEST_CART_LIFETIME_HOURS = 12;
export const MINUTES_KEPT_AT_LEAST = 30;
const MINUTE_MS = 60_000;

export interface GuestCartLifeInput {
  /** Epoch ms of the cart's last change. */
  lastModified: number;
  now: number;
  /** `guestCartLifeTime` of the booking configuration; a missing or non-positive value means the default. */
  lifetimeHours?: number | undefined;
  hasMemberCookie: boolean;
  modifyingReservation: boolean;
}

export type GuestCartLife =
  | { state: 'skipped' }
  | { state: 'expired' }
  /** `lastModified` is the (possibly pushed-forward) time to store. */
  | { state: 'live'; lastModified: number };

export function lifetimeMinutes(lifetimeHours: number | undefined): number {
  const hours =
    lifetimeHours !== undefined && Number.isFinite(lifetimeHours) && lifetimeHours > 0 ? lifetimeHours : DEFAULT_GUEST_CART_LIFETIME_HOURS;
  return hours * 60;
}

export function guestCartLife({
  lastModified,
  now,
  lifetimeHours,
  hasMemberCookie,
  modifyingReservation,
}: GuestCartLifeInput): GuestCartLife {
  if (hasMemberCookie || modifyingReservation) return { state: 'skipped' };
  const lifetime = lifetimeMinutes(lifetimeHours);
  const ageMinutes = Math.max(0, Math.floor((now - lastModified) / MINUTE_MS));
  if (ageMinutes >= lifetime) return { state: 'expired' };
  if (lifetime - ageMinutes >= MINUTES_KEPT_AT_LEAST) return { state: 'live', lastModified };
  // A lifetime under 30 minutes cannot keep 30: the cart then lives its whole lifetime from now.
  const kept = Math.min(MINUTES_KEPT_AT_LEAST, lifetime);
  return { state: 'live', lastModified: now - (lifetime - kept) * MINUTE_MS };
}
