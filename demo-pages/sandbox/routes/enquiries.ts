/**
 * Enquiries (issue 19 item 6; content spec §7 "Marketing consent", "Code validation", gateway
 * `odx/leadavailability`; loyalty spec §7 prefixaccess). The spec names no call that sends the
 * lead itself: the sandbox answers `POST /odx/leads` beside `odx/leadavailability` (our decision,
 * README "Enquiries"). Gateway calls need a messageId (400 `BAD_REQUEST` without one).
 */
import { SANDBOX_ERROR_CODES, sendContent, sendError } from '../envelope.ts';
import { requestLanguage } from '../request-language.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import {
  ACCESS_CODE_SEEDS,
  ENQUIRY_FORMS,
  EXTENDED_STAY_MINIMUM_NIGHTS,
  LEAD_MAX_NIGHTS,
  MARKETING_CONSENT_SEEDS,
  type EnquiryForm,
} from '../seed/enquiries.ts';
import { findPropertySeed, isOpenForOnlineBooking, pickText } from '../seed/index.ts';
import type { PropertySeed } from '../seed/index.ts';
import { siteRecordsOf, type LeadRecord } from '../site-records.ts';

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Body = Record<string, unknown>;
const isBody = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (body: Body, field: string): string => (typeof body[field] === 'string' ? (body[field] as string).trim() : '');
const isEnquiryForm = (value: string): value is EnquiryForm => (ENQUIRY_FORMS as readonly string[]).includes(value);

function badRequest(context: RouteContext, message: string): undefined {
  sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, message);
  return undefined;
}

function gatewayBody(context: RouteContext): Body | undefined {
  const body = context.body;
  if (!isBody(body) || textOf(body, 'messageId') === '') return badRequest(context, 'Send a JSON object with a messageId.');
  return body;
}

interface Stay {
  readonly property: PropertySeed;
  readonly arrivalDate: string;
  readonly departureDate: string;
  readonly nights: number;
}

/** The property and dates of a lead body; answers 400 and gives undefined when they are not usable. */
function stayOf(context: RouteContext, body: Body): Stay | undefined {
  const property = findPropertySeed(textOf(body, 'propertyCode'));
  if (!property) return badRequest(context, 'Unknown propertyCode.');
  const arrivalDate = textOf(body, 'arrivalDate');
  const departureDate = textOf(body, 'departureDate');
  if (!ISO_DATE.test(arrivalDate) || !ISO_DATE.test(departureDate))
    return badRequest(context, 'arrivalDate and departureDate are YYYY-MM-DD.');
  const nights = Math.round((Date.parse(departureDate) - Date.parse(arrivalDate)) / DAY_MS);
  const today = context.runtime.now().toISOString().slice(0, 10);
  if (!(nights > 0) || arrivalDate < today) return badRequest(context, 'The stay must start today or later and end after it starts.');
  return { property, arrivalDate, departureDate, nights };
}

/**
 * POST /odx/leadavailability {messageId, propertyCode, arrivalDate, departureDate, guests} ->
 * {propertyCode, arrivalDate, departureDate, nights, available}: available when the property takes
 * bookings and the stay is at most a year (the stand-in's rule; the real gateway asks the PMS).
 */
function leadAvailability(context: RouteContext): void {
  const body = gatewayBody(context);
  const stay = body && stayOf(context, body);
  if (!stay) return;
  const available = isOpenForOnlineBooking(stay.property) && stay.nights <= LEAD_MAX_NIGHTS;
  sendContent(context.res, {
    propertyCode: stay.property.propertyCode,
    arrivalDate: stay.arrivalDate,
    departureDate: stay.departureDate,
    nights: stay.nights,
    available,
  });
}

/**
 * POST /odx/leads: records the lead and answers {leadId}. A repeated `Idempotency-Key` answers the
 * first lead again (DESIGN §8 "writes that cannot double").
 */
function sendLead(context: RouteContext): void {
  const body = gatewayBody(context);
  if (!body) return;
  const form = textOf(body, 'form');
  if (!isEnquiryForm(form)) return void badRequest(context, `form is one of ${ENQUIRY_FORMS.join(', ')}.`);
  const stay = stayOf(context, body);
  if (!stay) return;
  if (form === 'extended-stay' && stay.nights < EXTENDED_STAY_MINIMUM_NIGHTS)
    return void badRequest(context, `An extended stay is at least ${EXTENDED_STAY_MINIMUM_NIGHTS} nights.`);
  const [firstName, lastName, email] = [textOf(body, 'firstName'), textOf(body, 'lastName'), textOf(body, 'email')];
  if (!firstName || !lastName || !EMAIL.test(email)) return void badRequest(context, 'firstName, lastName and a valid email are required.');
  const records = siteRecordsOf(context.runtime.state);
  const key = typeof context.req.headers['idempotency-key'] === 'string' ? context.req.headers['idempotency-key'] : '';
  const repeated = key ? records.leads.find((lead) => leadKeys.get(lead) === key) : undefined;
  if (repeated) return sendContent(context.res, { leadId: repeated.leadId });
  const consent = isBody(body.marketingConsent) ? body.marketingConsent : {};
  const lead: LeadRecord = {
    leadId: `LD${String(records.leads.length + 1).padStart(6, '0')}`,
    form,
    propertyCode: stay.property.propertyCode,
    arrivalDate: stay.arrivalDate,
    departureDate: stay.departureDate,
    guests: typeof body.guests === 'number' && body.guests > 0 ? body.guests : 1,
    firstName,
    lastName,
    email,
    phone: textOf(body, 'phone'),
    message: textOf(body, 'message').slice(0, 2000),
    accessCode: textOf(body, 'accessCode') || null,
    marketingConsent: { agreed: consent.agreed === true, version: typeof consent.version === 'string' ? consent.version : null },
    receivedAt: context.runtime.now().toISOString(),
  };
  records.leads.push(lead);
  if (key) leadKeys.set(lead, key);
  context.note(`Lead ${lead.leadId} (${form}) for ${lead.propertyCode}`);
  sendContent(context.res, { leadId: lead.leadId });
}

const leadKeys = new WeakMap<LeadRecord, string>();

/** GET extendedstay/{lang}.json -> {minimumNights}: the extended stay form's configuration (content spec §7 "Other content"). */
function extendedStay(context: RouteContext): void {
  sendContent(context.res, { minimumNights: EXTENDED_STAY_MINIMUM_NIGHTS });
}

/** GET marketing-consent/{form}.json?lang -> {form, version, text}; an unknown form is 404. */
function marketingConsent(context: RouteContext): void {
  const form = context.params.form ?? '';
  if (!isEnquiryForm(form)) return sendError(context.res, 404, SANDBOX_ERROR_CODES.notFound, 'No consent text for this form.');
  const seed = MARKETING_CONSENT_SEEDS[form];
  sendContent(context.res, { form, version: seed.version, text: pickText(seed.text, requestLanguage(context)) });
}

/** GET masterdata/prefixaccess/code.json?type&code -> {type, code, valid, companyName?}. */
function validateAccessCode(context: RouteContext): void {
  const type = context.url.searchParams.get('type') ?? '';
  const code = (context.url.searchParams.get('code') ?? '').trim().toUpperCase();
  if (!type || !code) return sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send type and code.');
  const seed = ACCESS_CODE_SEEDS.find((candidate) => candidate.type === type && candidate.code === code);
  sendContent(context.res, { type, code, valid: seed !== undefined, ...(seed?.companyName ? { companyName: seed.companyName } : {}) });
}

/** GET /__sandbox/leads: the leads received, oldest first (for tests and demos). */
function listLeads(context: RouteContext): void {
  sendContent(context.res, siteRecordsOf(context.runtime.state).leads);
}

export function registerEnquiryRoutes(router: Router): void {
  router
    .add('POST', '/odx/leadavailability', leadAvailability)
    .add('POST', '/odx/leads', sendLead)
    .add('GET', '/apis/:product/marketing-consent/:form.json', marketingConsent)
    .add('GET', '/apis/:product/extendedstay/:lang.json', extendedStay)
    .add('GET', '/apis/:product/masterdata/prefixaccess/code.json', validateAccessCode)
    .add('GET', '/__sandbox/leads', listLeads);
}
