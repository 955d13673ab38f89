import { atom } from 'jotai/vanilla';
import { getPageConfig } from '../element/page-config';
import { readLoginToken, watchSession } from './session';

/** Bumped whenever the login state may have changed; watched only while some widget uses the session. */
const sessionRevisionAtom = atom(0);
sessionRevisionAtom.onMount = (setRevision) => watchSession(() => setRevision((revision) => revision + 1));

/** The member's token from the login cookie, or undefined for guests (content spec §1). */
export const loginTokenAtom = atom((get) => {
  get(sessionRevisionAtom);
  return readLoginToken(getPageConfig().loginCookie);
});

export const signedInAtom = atom((get) => get(loginTokenAtom) !== undefined);
