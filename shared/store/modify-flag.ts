import { STORAGE_KEY_PREFIX } from '../storage/entry';

/**
 * Whether a modify-reservation record is stored (`modify-session.ts`), read without loading the
 * modify session or its rules: the booking pages call it to decide whether to load their
 * modify-only chunk at all (DESIGN §7 page budgets; issue 18). Storage unavailable: not modifying.
 */
export function isModifying(): boolean {
  try {
    return sessionStorage.getItem(`${STORAGE_KEY_PREFIX}modify-reservation`) !== null;
  } catch {
    return false;
  }
}
