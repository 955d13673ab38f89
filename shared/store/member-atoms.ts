import { atom } from 'jotai/vanilla';
import type { MemberProfile } from '../domain/loyalty/member-profile';
import type { LoginRequestDetail } from '../element/stay-events';
import { atomWithEntry } from './atom-with-entry';
import { memberProfileLocalEntry, memberProfileSessionEntry, tokenExpiryEntry } from './member-entries';
import { pageStore } from './page-store';
import { signedInAtom } from './session-atoms';

const sessionProfileAtom = atomWithEntry<MemberProfile | undefined>(memberProfileSessionEntry, undefined);
const localProfileAtom = atomWithEntry<MemberProfile | undefined>(memberProfileLocalEntry, undefined);

/**
 * The signed-in member's profile (loyalty spec §3), or undefined for guests and while a login
 * made elsewhere has not been fetched yet. A stored profile without the login cookie is left
 * over from an ended login and never shown.
 */
export const memberProfileAtom = atom((get) => (get(signedInAtom) ? (get(sessionProfileAtom) ?? get(localProfileAtom)) : undefined));

/** The stored token expiry (epoch ms), or undefined. */
export const tokenExpiryAtom = atomWithEntry<number | undefined>(tokenExpiryEntry, undefined);

/** A login request with a function to run after the login (the interrupted action resumes, issue 14 item 2). */
export interface LoginRequest extends LoginRequestDetail {
  resume?: () => void;
  /** Where focus goes when the modal closes; default: the element focused when it opened. */
  returnFocusTo?: Element | null;
}

/** The open login request, or undefined while the login modal is closed. `<stay-login>` shows it. */
export const loginRequestAtom = atom<LoginRequest | undefined>(undefined);

/**
 * Opens the login modal from any widget (issue 14 item 1). Page scripts send `stay:login-request`
 * instead, which `<stay-login>` turns into this. A second request while one is open keeps the
 * first one's return target but runs both resumes.
 */
export function requestLogin(request: LoginRequest = {}): void {
  const open = pageStore.get(loginRequestAtom);
  const first = open?.resume;
  const next = request.resume;
  const resume = first && next ? () => (first(), next()) : (first ?? next);
  pageStore.set(loginRequestAtom, { ...request, ...open, resume });
}

/**
 * The login ended (stored expiry passed, or a member call refused with 401 `555`): the modal opens
 * saying so, keeping an open request's return target and resume. The sign-out itself
 * (`signOutLocally`, shared/store/member-session.ts) runs beside it, so the modal's code and the
 * sign-out's load at the same time.
 */
export function askToLogInAgain(): void {
  const open = pageStore.get(loginRequestAtom);
  pageStore.set(loginRequestAtom, { ...open, reason: 'expired' });
}
