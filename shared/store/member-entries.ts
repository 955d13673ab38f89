import { parseMemberProfile } from '../domain/loyalty/member-profile';
import { defineEntry } from '../storage';

/**
 * What the page keeps of a login besides the token in its cookie (loyalty spec §4: "stores the
 * profile in session and local storage", "stores its expiry"). The profile is kept without the
 * e-mail address (storage never holds one). Local storage is shared by the tabs, so a logout in
 * one tab, which removes these, reaches the others as `storage` events.
 */
export const memberProfileSessionEntry = defineEntry({ key: 'member-profile', area: 'session', parse: parseMemberProfile });
export const memberProfileLocalEntry = defineEntry({ key: 'member-profile', area: 'local', parse: parseMemberProfile });

export { tokenExpiryEntry } from './token-expiry-entry';
