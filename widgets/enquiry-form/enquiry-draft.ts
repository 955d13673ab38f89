import { isRecord, text } from '../../shared/domain/json-guards';
import { EMPTY_ENQUIRY, type EnquiryValues } from '../../shared/domain/content/enquiry-form';
import { defineEntry, readEntry, removeEntry, writeEntry, type StorageEntry } from '../../shared/storage';

/**
 * What an enquiry form keeps in session storage so a reload or a failed send loses nothing
 * (issue 19 item 6; DESIGN §8 "values persist in session storage"), one entry per form kind.
 * Never the e-mail address: storage may not hold one (shared/storage/forbidden-fields.ts), so the
 * browser's autofill gives it back. `intentKey` is the lead's idempotency key: a retry after a
 * failure or a reload repeats the same intent, and the service records one lead.
 */
export interface EnquiryDraft {
  values: Omit<EnquiryValues, 'email'>;
  intentKey: string;
}

function parseDraft(raw: unknown): EnquiryDraft | undefined {
  if (!isRecord(raw) || !isRecord(raw.values)) return undefined;
  const values = raw.values;
  const field = (name: keyof Omit<EnquiryValues, 'email' | 'guests' | 'marketingConsent'>) => text(values, name) ?? '';
  return {
    values: {
      arrivalDate: field('arrivalDate'),
      departureDate: field('departureDate'),
      guests: typeof values.guests === 'number' ? values.guests : EMPTY_ENQUIRY.guests,
      firstName: field('firstName'),
      lastName: field('lastName'),
      phone: field('phone'),
      message: field('message'),
      accessCode: field('accessCode'),
      marketingConsent: values.marketingConsent === true,
    },
    intentKey: text(raw, 'intentKey') ?? '',
  };
}

const entries = new Map<string, StorageEntry<EnquiryDraft>>();
function entryOf(form: string): StorageEntry<EnquiryDraft> {
  let entry = entries.get(form);
  if (!entry) {
    entry = defineEntry({ key: `enquiry-draft:${form}`, area: 'session', parse: parseDraft });
    entries.set(form, entry);
  }
  return entry;
}

export function readEnquiryDraft(form: string): EnquiryDraft | undefined {
  return readEntry(entryOf(form), Date.now());
}

export function saveEnquiryDraft(form: string, values: EnquiryValues, intentKey: string): void {
  const { email: _email, ...kept } = values;
  writeEntry(entryOf(form), { values: kept, intentKey }, Date.now());
}

/** After the lead was sent the draft has done its job. */
export function forgetEnquiryDraft(form: string): void {
  removeEntry(entryOf(form));
}
