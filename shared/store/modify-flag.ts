import { readEntry } from '../storage';
import { defineEntry } from '../storage/entry';

/**
 * Whether a modify-reservation record is stored (`stay:modify-reservation`, written by
 * `modify-session.ts`), read without loading the modify session or its rules: the booking pages
 * call it to decide whether to render `<stay-modify-banner>`, whose chunk then loads (DESIGN §7
 * page budgets; issue 18). A full check of the record is the session's (`parseModifyRecord`);
 * storage unavailable or garbage: not modifying.
 */
const modifyFlagEntry = defineEntry({
  key: 'modify-reservation',
  area: 'session',
  parse: (raw: unknown) =>
    typeof raw === 'object' && raw !== null && typeof (raw as { confirmNo?: unknown }).confirmNo === 'string' ? true : undefined,
});

export function isModifying(): boolean {
  return readEntry(modifyFlagEntry) === true;
}
