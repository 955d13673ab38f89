/**
 * What the enquiry and error-report calls record (issue 19 items 6 and 7): the leads sent and the
 * client error reports received. Kept per sandbox state object (as `member-programmes-state.ts`
 * does), so `POST /__sandbox/reset` starts them again without the shared `state.ts` knowing.
 */
import type { SandboxState } from './state.ts';

export interface LeadRecord {
  readonly leadId: string;
  readonly form: string;
  readonly propertyCode: string;
  readonly arrivalDate: string;
  readonly departureDate: string;
  readonly guests: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
  readonly accessCode: string | null;
  readonly marketingConsent: { readonly agreed: boolean; readonly version: string | null };
  /** ISO 8601 on the sandbox clock. */
  readonly receivedAt: string;
}

/** One reported client error, as received (the sandbox keeps it to show that no personal data arrives). */
export interface ErrorReportRecord {
  readonly receivedAt: string;
  readonly report: Readonly<Record<string, unknown>>;
}

export interface SiteRecords {
  readonly leads: LeadRecord[];
  readonly errorReports: ErrorReportRecord[];
}

const records = new WeakMap<SandboxState, SiteRecords>();

export function siteRecordsOf(state: SandboxState): SiteRecords {
  let found = records.get(state);
  if (!found) {
    found = { leads: [], errorReports: [] };
    records.set(state, found);
  }
  return found;
}
