import { useEffect, useState } from 'react';
import {
  emailTemplate,
  extendedStayConfiguration,
  leadAvailability,
  marketingConsent,
  sendLead,
  validateAccessCode,
  type AccessCodeType,
  type EnquiryReply,
  type LeadRequest,
  type MarketingConsent,
} from '../../shared/api/enquiry-service';
import { getApiClient } from '../../shared/api/page-client';
import type { ApiResult } from '../../shared/api/types';
import type { LeadStay } from '../../shared/domain/content/enquiry-form';
import { messageId, WIDGET_MESSAGE_PREFIX } from '../../shared/domain/loyalty/message-id';
import { pageStore } from '../../shared/store/page-store';
import { defineServerRead } from '../../shared/store/server-read';
import { defineServerWrite } from '../../shared/store/server-write';
import { useServerRead } from '../../shared/store/use-server-read';

export type AvailabilityStatus = 'idle' | 'checking' | 'available' | 'unavailable' | 'unknown';

/** Waits for the visitor to stop changing the stay before asking (each change of a date field would ask). */
const AVAILABILITY_DELAY_MS = 400;

/** The gateway's answer for the stay typed so far; a failure reads "unknown" and never blocks the enquiry. */
export function useLeadAvailability(stay: LeadStay | undefined, language: string): AvailabilityStatus {
  const [status, setStatus] = useState<AvailabilityStatus>('idle');
  const key = stay && JSON.stringify(stay);
  useEffect(() => {
    if (!stay) {
      setStatus('idle');
      return undefined;
    }
    let current = true;
    setStatus('checking');
    const timer = setTimeout(() => {
      void leadAvailability(getApiClient(), stay, language).then((result) => {
        if (!current) return;
        if (!result.ok) console.warn(`[stay-widgets] <stay-enquiry-form>: lead availability failed: ${result.error.message}`);
        setStatus(!result.ok ? 'unknown' : result.data.available ? 'available' : 'unavailable');
      });
    }, AVAILABILITY_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // oxlint-disable-next-line react/exhaustive-deps -- `key` stands for `stay`: a new object with the same stay asks nothing new
  }, [key, language]);
  return status;
}

/** The form's consent text (content §7 marketing-consent/{form}.json), one read per form and language. */
const consentRead = defineServerRead({
  read: ({ form, language }: { form: string; language: string }, { client }) => marketingConsent(client, form, language),
});

/** The consent text; undefined while loading or when there is none (then no consent box shows). */
export function useMarketingConsent(form: string, language: string): MarketingConsent | undefined {
  const { state } = useServerRead(consentRead, { form, language });
  return state.state === 'hasData' ? state.data : undefined;
}

/** Only the extended stay form reads `extendedstay/{lang}.json`; the others take any stay of a night or more. */
const minimumNightsRead = defineServerRead({
  read: async ({ form, language }: { form: string; language: string }, { client }): Promise<ApiResult<number>> => {
    if (form !== 'extended-stay') return { ok: true, data: 1 };
    const configuration = await extendedStayConfiguration(client, language);
    if (configuration.ok) return { ok: true, data: configuration.data.minimumNights };
    // A superseded read is no failure: its successor is coming.
    if (configuration.error.kind === 'aborted') return configuration;
    // Content spec §8: a failed content read is swallowed; the form then takes any stay, and the lead says how long it is.
    console.warn(`[stay-widgets] <stay-enquiry-form>: the extended stay configuration failed: ${configuration.error.message}`);
    return { ok: true, data: 1 };
  },
});

/** The form's minimum length of stay in nights (content §7 `extendedstay`); 1 while it loads. */
export function useMinimumNights(form: string, language: string): number {
  const { state } = useServerRead(minimumNightsRead, { form, language });
  return state.state === 'hasData' ? state.data : 1;
}

/** The same, awaited: a submit before the configuration came checks the stay with it, not with 1. */
export async function minimumNightsOf(form: string, language: string): Promise<number> {
  const answer = await pageStore.get(minimumNightsRead.answer({ form, language }));
  return answer.ok ? answer.data : 1;
}

export type CodeCheck =
  | { code: string; status: 'checking' | 'unknown' | 'invalid' }
  | { code: string; status: 'valid'; companyName?: string | undefined };

export async function checkAccessCode(type: AccessCodeType, code: string): Promise<CodeCheck> {
  const result = await validateAccessCode(getApiClient(), type, code);
  if (!result.ok) return { code, status: 'unknown' };
  return result.data.valid ? { code, status: 'valid', companyName: result.data.companyName } : { code, status: 'invalid' };
}

interface LeadInput {
  lead: LeadRequest;
  language: string;
  intentKey: string;
}

/** The lead is a write (shared/store/server-write.ts): a double click joins the request under way. */
export const leadWrite = defineServerWrite<LeadInput, { leadId: string }>({
  write: ({ lead, language, intentKey }, { client }) => sendLead(client, lead, language, intentKey),
  invalidates: [],
});

export function submitLead(input: LeadInput): Promise<ApiResult<{ leadId: string }>> {
  return pageStore.set(leadWrite.run, input);
}

/** A new intent key: made once per enquiry, kept with the draft until the lead is sent. */
export function newIntentKey(): string {
  return messageId(WIDGET_MESSAGE_PREFIX, new Date());
}

/** Who answers the enquiry and how soon (booking/email-template); null when the property has no template. */
export async function replyOf(propertyCode: string, language: string, contentRoot: string): Promise<EnquiryReply | null> {
  const result = await emailTemplate(getApiClient(), propertyCode, language, contentRoot);
  return result.ok ? result.data : null;
}
