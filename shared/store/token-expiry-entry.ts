import { defineEntry } from '../storage';

/**
 * `stay:token-expiry` (local): epoch ms after which the token is refused (loyalty spec §4);
 * removed when a profile fetch fails. A module of its own: every page with a session watches it
 * (session-atoms.ts: a logout in another tab), while the profile's parser loads only with the
 * widgets that show the member.
 */
export const tokenExpiryEntry = defineEntry<number>({
  key: 'token-expiry',
  area: 'local',
  parse: (raw) => (typeof raw === 'number' && Number.isFinite(raw) && raw > 0 ? raw : undefined),
});
