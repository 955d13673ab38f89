import { atom } from 'jotai/vanilla';
import { getPageConfig } from '../element/page-config';
import { readLoginToken, watchSession } from '../session/login-session';
import { subscribeEntry } from '../storage';
import { tokenExpiryEntry } from './token-expiry-entry';

/** Bumped whenever the login state may have changed; watched only while some widget uses the session. */
const sessionRevisionAtom = atom(0);
sessionRevisionAtom.onMount = (setRevision) => {
  const readAgain = () => setRevision((revision) => revision + 1);
  // The cookie may have changed while nothing watched it: read it again on every mount.
  readAgain();
  const stopWatching = watchSession(readAgain);
  // A login or logout in another tab changes the stored expiry: a `storage` event here (issue 14 item 2).
  const stopFollowing = subscribeEntry(tokenExpiryEntry, readAgain);
  return () => {
    stopWatching();
    stopFollowing();
  };
};

/** The member's token from the login cookie, or undefined for guests (content spec §1). */
export const loginTokenAtom = atom((get) => {
  get(sessionRevisionAtom);
  return readLoginToken(getPageConfig().loginCookie);
});

export const signedInAtom = atom((get) => get(loginTokenAtom) !== undefined);
