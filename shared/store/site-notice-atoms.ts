import { defineEntry } from '../storage';
import { atomWithEntry } from './atom-with-entry';

/** A dismissed browser notice stays dismissed for the visit (session storage), not forever: the browser may still fail the visitor later. */
export const browserNoticeDismissedAtom = atomWithEntry(
  defineEntry<boolean>({ key: 'browser-notice-dismissed', area: 'session', parse: (raw) => (typeof raw === 'boolean' ? raw : undefined) }),
  false,
);
