import type { StayKey } from '../../shared/api/checkin-service';
import type { RegistrationValues } from '../../shared/domain/checkin/checkin-form';
import { storableDraft, type RegistrationField } from '../../shared/domain/checkin/registration-rules';
import { isRecord, text } from '../../shared/domain/json-guards';
import { defineEntry, readEntry, removeEntry, writeEntry } from '../../shared/storage';

/**
 * `stay:checkin-draft` (session): the stay opened on this tab (confirmation number and last name)
 * and, per confirmation number, the registration as typed, so a reload or an error loses nothing
 * (issue 18). Decision: identity document numbers are kept in memory only and asked again after a
 * reload (a passport number in storage outlives the visit on a shared computer), and no e-mail is
 * ever stored (issue 12 §7); `storableDraft` leaves both out.
 */
interface CheckinDraft {
  open: StayKey | undefined;
  drafts: Record<string, RegistrationValues>;
}

function parseValues(raw: unknown): RegistrationValues | undefined {
  if (!isRecord(raw)) return undefined;
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

const checkinDraftEntry = defineEntry<CheckinDraft>({
  key: 'checkin-draft',
  area: 'session',
  parse: (raw) => {
    if (!isRecord(raw)) return undefined;
    const open = isRecord(raw.open) ? raw.open : undefined;
    const confirmNo = open && text(open, 'confirmNo');
    const lastName = open && text(open, 'lastName');
    const drafts = isRecord(raw.drafts) ? raw.drafts : {};
    return {
      open: confirmNo && lastName ? { confirmNo, lastName } : undefined,
      drafts: Object.fromEntries(
        Object.entries(drafts).flatMap(([key, value]) => (parseValues(value) ? [[key, parseValues(value)!]] : [])),
      ),
    };
  },
});

const stored = (): CheckinDraft => readEntry(checkinDraftEntry) ?? { open: undefined, drafts: {} };

/** The stay opened on this tab before a reload. */
export const openedStay = (): StayKey | undefined => stored().open;

export function rememberOpenedStay(stay: StayKey | undefined): void {
  writeEntry(checkinDraftEntry, { ...stored(), open: stay });
}

export const registrationDraft = (confirmNo: string): RegistrationValues | undefined => stored().drafts[confirmNo];

export function keepRegistrationDraft(confirmNo: string, fields: readonly RegistrationField[], values: RegistrationValues): void {
  const current = stored();
  writeEntry(checkinDraftEntry, { ...current, drafts: { ...current.drafts, [confirmNo]: storableDraft(fields, values) } });
}

/** After check-in the draft has done its work. */
export function forgetRegistrationDraft(confirmNo: string): void {
  const { [confirmNo]: _done, ...drafts } = stored().drafts;
  if (Object.keys(drafts).length === 0 && !stored().open) return removeEntry(checkinDraftEntry);
  writeEntry(checkinDraftEntry, { ...stored(), drafts });
}
