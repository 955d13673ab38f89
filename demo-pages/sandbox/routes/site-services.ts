/**
 * The remaining content and service calls (issue 19 item 7; content spec §7, booking spec §7):
 * client error reports, the locale map, the booking master configuration in English, booking
 * source identification, the e-mail template, participating and voucher-bookable properties.
 * Shapes the spec does not show are ours, written in the sandbox README "Site services".
 */
import { SANDBOX_ERROR_CODES, sendContent, sendError } from '../envelope.ts';
import { requestLanguage } from '../request-language.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { BRAND_SEEDS, COUNTRY_SEEDS, PROPERTY_SEEDS, findPropertySeed, pickText } from '../seed/index.ts';
import { BOOKABLE_PROPERTY_SEEDS, ENQUIRY_REPLY_HOURS, LOCALE_MAP, PARTICIPATING_PROPERTY_SEEDS } from '../seed/site-services.ts';
import { siteRecordsOf } from '../site-records.ts';
import { OFFER_PARTICIPATION } from '../seed/offers.ts';

/** A batch holds at most this many reports (the client sends 10 at most). */
const MAX_REPORTS_PER_BATCH = 20;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** POST /api/log/errors/web-support {errors: [...]} -> {received}: kept for `GET /__sandbox/error-reports`. */
function receiveErrorReports(context: RouteContext): void {
  const errors = isRecord(context.body) ? context.body.errors : undefined;
  if (!Array.isArray(errors) || errors.length === 0 || errors.length > MAX_REPORTS_PER_BATCH || !errors.every(isRecord)) {
    return sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, `Send {errors: [...]} with 1 to ${MAX_REPORTS_PER_BATCH} objects.`);
  }
  const receivedAt = context.runtime.now().toISOString();
  siteRecordsOf(context.runtime.state).errorReports.push(...errors.map((report) => ({ receivedAt, report })));
  context.note(`${errors.length} client error report(s)`);
  sendContent(context.res, { received: errors.length });
}

function listErrorReports(context: RouteContext): void {
  sendContent(context.res, siteRecordsOf(context.runtime.state).errorReports);
}

function localeMap(context: RouteContext): void {
  sendContent(context.res, LOCALE_MAP);
}

/** booking/configuration/en.json: an array whose first item is the booking master configuration (content §7). */
function bookingMasterConfiguration(context: RouteContext): void {
  sendContent(context.res, [
    {
      properties: PROPERTY_SEEDS.map((property) => ({
        propertyCode: property.propertyCode,
        propertyEnName: property.names.en,
        cityEnName: property.city.en,
        countryCode: property.countryCode,
        brandCode: property.brandCode,
      })),
      brands: BRAND_SEEDS.map((brand) => ({ code: brand.code, enName: brand.names.en })),
      countries: COUNTRY_SEEDS.map((country) => ({ code: country.code, enName: country.names.en })),
    },
  ]);
}

/** POST /api/source-identicator/datalayer {bookingSourceCode, pageType, ...} -> {bookingSourceCode, recorded}. */
function sourceIdentification(context: RouteContext): void {
  const code = isRecord(context.body) && typeof context.body.bookingSourceCode === 'string' ? context.body.bookingSourceCode : '';
  if (!code) return sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send {bookingSourceCode, pageType}.');
  context.note(`booking source ${code}`);
  sendContent(context.res, { bookingSourceCode: code, recorded: true });
}

/** booking/email-template/p_propertyCodes/eq/{code}/p_lang/eq/{lang}/p_path/eq/{root}.json */
function emailTemplate(context: RouteContext): void {
  const property = findPropertySeed(context.params.code ?? '');
  if (!property) return sendContent(context.res, []);
  const language = requestLanguage(context);
  sendContent(context.res, [
    {
      propertyCode: property.propertyCode,
      senderName: pickText(property.names, language),
      replyTo: property.email,
      replyWithinHours: ENQUIRY_REPLY_HOURS,
      contentRoot: context.params.root ?? '',
    },
  ]);
}

function propertySummaries(codes: readonly string[], context: RouteContext) {
  const language = requestLanguage(context);
  return codes.flatMap((code) => {
    const property = findPropertySeed(code);
    return property
      ? [
          {
            propertyCode: property.propertyCode,
            propertyName: pickText(property.names, language),
            city: pickText(property.city, language),
            countryCode: property.countryCode,
            pagePath: `/${language}/properties/${property.propertyCode.toLowerCase()}`,
          },
        ]
      : [];
  });
}

/** participating-properties/p_entityPath/eq/{path}.json; the path may hold slashes, sent encoded. */
function participatingProperties(context: RouteContext): void {
  const path = (context.params.path ?? '').replace(/^\/+|\/+$/g, '');
  sendContent(context.res, propertySummaries(PARTICIPATING_PROPERTY_SEEDS[path] ?? OFFER_PARTICIPATION[path] ?? [], context));
}

/** voucher/bookable-properties.json?programmeCode&... and /by-codes.json?codes=A,B */
function bookableProperties(context: RouteContext): void {
  const programme = context.url.searchParams.get('programmeCode') ?? '';
  sendContent(context.res, propertySummaries(BOOKABLE_PROPERTY_SEEDS[programme.toUpperCase()] ?? [], context));
}

function bookablePropertiesByCodes(context: RouteContext): void {
  const codes = (context.url.searchParams.get('codes') ?? '').split(',').map((code) => code.trim().toUpperCase());
  sendContent(context.res, propertySummaries(codes.filter(Boolean), context));
}

export function registerSiteServiceRoutes(router: Router): void {
  router
    .add('POST', '/api/log/errors/web-support', receiveErrorReports)
    .add('GET', '/__sandbox/error-reports', listErrorReports)
    .add('GET', '/api/configurations/locale-map', localeMap)
    .add('GET', '/apis/:product/booking/configuration/en.json', bookingMasterConfiguration)
    .add('POST', '/api/source-identicator/datalayer', sourceIdentification)
    .add('GET', '/apis/:product/booking/email-template/p_propertyCodes/eq/:code/p_lang/eq/:lang/p_path/eq/:root.json', emailTemplate)
    .add('GET', '/apis/:product/participating-properties/p_entityPath/eq/:path.json', participatingProperties)
    .add('GET', '/apis/:product/voucher/bookable-properties.json', bookableProperties)
    .add('GET', '/apis/:product/voucher/bookable-properties/by-codes.json', bookablePropertiesByCodes);
}
