import { flag, isRecord, text } from '../domain/json-guards';
import { isLeadAnswerFresh, leadAvailabilityKey, type LeadStay } from '../domain/content/enquiry-form';
import { defineEntry, readEntry, writeEntry } from '../storage';
import { CONFIGURATION_LIFETIME_MS } from './cache-lifetimes';
import { gatewayEnvelope } from './gateway-service';
import type { ApiClient, ApiResult } from './types';

/**
 * The enquiry forms' calls (issue 19 item 6): lead availability (gateway, cached 15 minutes by
 * what was asked: content §9), the marketing-consent text (content §7), corporate and referral
 * code validation (content §7 prefixaccess), the lead itself (`odx/leads`: the spec names no lead
 * call; sandbox README "Enquiries and site services") and the property's e-mail template (content
 * §7), which says who answers and how soon.
 */

export interface LeadAvailability {
  available: boolean;
  nights: number;
}

function parseLeadAvailability(raw: unknown): LeadAvailability | undefined {
  if (!isRecord(raw) || typeof raw.available !== 'boolean' || typeof raw.nights !== 'number') return undefined;
  return { available: raw.available, nights: raw.nights };
}

/** Our own cache: the gateway body carries a new messageId on every call, so the client's cache would never hit. */
const leadAnswers = defineEntry({
  key: 'lead-availability',
  area: 'local',
  parse: (raw): Record<string, { storedAt: number; answer: LeadAvailability }> => (isRecord(raw) ? (raw as never) : {}),
});

export async function leadAvailability(
  client: ApiClient,
  stay: LeadStay,
  language: string,
  now = Date.now(),
): Promise<ApiResult<LeadAvailability>> {
  const key = leadAvailabilityKey(stay);
  const stored = readEntry(leadAnswers, now) ?? {};
  const cached = stored[key];
  const answer = cached && isLeadAnswerFresh(cached.storedAt, now) ? parseLeadAvailability(cached.answer) : undefined;
  if (answer) return { ok: true, data: answer };
  const result = await client.post('odx/leadavailability', { ...gatewayEnvelope(language), ...stay }, { parse: parseLeadAvailability });
  if (!result.ok) return result;
  const fresh = Object.fromEntries(Object.entries(stored).filter(([, entry]) => isLeadAnswerFresh(entry.storedAt, now)));
  writeEntry(leadAnswers, { ...fresh, [key]: { storedAt: now, answer: result.data } }, now);
  return result;
}

export interface MarketingConsent {
  version: string;
  text: string;
}

export function marketingConsent(client: ApiClient, form: string, language: string): Promise<ApiResult<MarketingConsent>> {
  return client.content(`marketing-consent/${encodeURIComponent(form)}.json`, {
    query: { lang: language },
    language,
    parse: (raw) => {
      const version = isRecord(raw) ? text(raw, 'version') : undefined;
      const consentText = isRecord(raw) ? text(raw, 'text') : undefined;
      return version && consentText ? { version, text: consentText } : undefined;
    },
  });
}

export type AccessCodeType = 'corporate' | 'referral';

export interface AccessCodeCheck {
  valid: boolean;
  companyName?: string | undefined;
}

export function validateAccessCode(client: ApiClient, type: AccessCodeType, code: string): Promise<ApiResult<AccessCodeCheck>> {
  return client.content('masterdata/prefixaccess/code.json', {
    query: { type, code: code.trim() },
    parse: (raw) => {
      const valid = isRecord(raw) ? flag(raw, 'valid') : undefined;
      return isRecord(raw) && valid !== undefined ? { valid, companyName: text(raw, 'companyName') } : undefined;
    },
  });
}

export interface LeadRequest extends LeadStay {
  form: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  accessCode: string | null;
  marketingConsent: { agreed: boolean; version: string | null };
}

/** One lead per visitor intent: `idempotencyKey` repeats with a retry, so the sandbox records it once (DESIGN §8). */
export function sendLead(
  client: ApiClient,
  lead: LeadRequest,
  language: string,
  idempotencyKey: string,
): Promise<ApiResult<{ leadId: string }>> {
  return client.post(
    'odx/leads',
    { ...gatewayEnvelope(language), ...lead },
    {
      headers: { 'Idempotency-Key': idempotencyKey },
      parse: (raw) => {
        const leadId = isRecord(raw) ? text(raw, 'leadId') : undefined;
        return leadId ? { leadId } : undefined;
      },
    },
  );
}

export interface EnquiryReply {
  senderName: string;
  replyWithinHours: number;
}

/** booking/email-template: the first template of the property, or undefined when there is none. */
export function emailTemplate(
  client: ApiClient,
  propertyCode: string,
  language: string,
  contentRoot: string,
): Promise<ApiResult<EnquiryReply | null>> {
  const root = encodeURIComponent(contentRoot.replace(/^\/+|\/+$/g, '') || 'stay');
  return client.content(
    `booking/email-template/p_propertyCodes/eq/${encodeURIComponent(propertyCode)}/p_lang/eq/${language}/p_path/eq/${root}.json`,
    {
      language,
      parse: (raw) => {
        if (!Array.isArray(raw)) return undefined;
        const first: unknown = raw[0];
        if (!isRecord(first)) return null;
        const senderName = text(first, 'senderName');
        const hours = first.replyWithinHours;
        return senderName && typeof hours === 'number' ? { senderName, replyWithinHours: hours } : null;
      },
    },
  );
}

/** The extended stay form's configuration (content spec §7 "Other content: extendedstay"; the spec shows no shape: ours). */
export interface ExtendedStayConfiguration {
  /** The shortest stay the form takes, in nights (1 to 365). */
  minimumNights: number;
}

export function parseExtendedStayConfiguration(raw: unknown): ExtendedStayConfiguration | undefined {
  if (!isRecord(raw)) return undefined;
  const nights = raw.minimumNights;
  return typeof nights === 'number' && Number.isInteger(nights) && nights >= 1 && nights <= 365 ? { minimumNights: nights } : undefined;
}

/** `extendedstay/{lang}.json`, kept a day like the other configurations (content §9). */
export function extendedStayConfiguration(client: ApiClient, language: string): Promise<ApiResult<ExtendedStayConfiguration>> {
  return client.content(`extendedstay/${encodeURIComponent(language)}.json`, {
    language,
    parse: parseExtendedStayConfiguration,
    cacheFor: CONFIGURATION_LIFETIME_MS,
  });
}
