/**
 * Reads of the property details page (content spec §7, loyalty spec §7): the property's
 * reservation variant (the property plus its base rate configuration), the site's announcements
 * and the property's offers. Shapes the spec does not show are ours (sandbox README "Property details").
 */
import { sendContent, sendError, SANDBOX_ERROR_CODES } from '../envelope.ts';
import { requestLanguage } from '../request-language.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { ANNOUNCEMENT_SEEDS, PROPERTY_OFFER_SEEDS, findPropertySeed, pickText } from '../seed/index.ts';
import type { PropertySeed } from '../seed/index.ts';
import { toPropertyDetail } from '../views/property-detail.ts';

const DAY_MS = 86_400_000;
const BASE_RATE_PLAN = 'BAR';
/** Loyalty §9: property offer 3600 s. */
const PROPERTY_OFFER_MAX_AGE = 3600;

/** Windows are in days from today: inside while it has started and not yet ended. */
const within = (startsInDays: number, endsInDays: number): boolean => startsInDays <= 0 && endsInDays > 0;

const isoDay = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** The base rate configuration (content spec §7 "base rate configuration stored"): the flexible plan from the cheapest apartment. */
function baseRate(property: PropertySeed) {
  const cheapest = Math.min(...property.apartments.map((apartment) => apartment.baseRate));
  return { ratePlanCode: BASE_RATE_PLAN, amountPerNight: cheapest, currencyCode: property.currencyCode };
}

/** `properties/reservation/p_lang/eq/{lang}/p_propertyCodes/eq/{codes}.json`: as by code, plus `baseRateConfiguration`. */
function propertyForReservation(context: RouteContext): void {
  const language = requestLanguage(context);
  const today = context.runtime.now();
  const codes = new Set((context.params.codes ?? '').split(',').map((code) => code.trim().toUpperCase()));
  const properties = [...codes].flatMap((code): PropertySeed[] => {
    const property = findPropertySeed(code);
    return property ? [property] : [];
  });
  sendContent(
    context.res,
    properties.map((property) => ({ ...toPropertyDetail(property, language, today), baseRateConfiguration: baseRate(property) })),
  );
}

/** `announcement.json`: the announcements inside their window, in the request's language. */
function announcements(context: RouteContext): void {
  const language = requestLanguage(context);
  const today = context.runtime.now().getTime();
  sendContent(
    context.res,
    ANNOUNCEMENT_SEEDS.filter((seed) => within(seed.startsInDays, seed.endsInDays)).map((seed) => ({
      id: seed.id,
      propertyCodes: [...seed.propertyCodes],
      message: pickText(seed.message, language),
      startDate: isoDay(today + seed.startsInDays * DAY_MS),
      endDate: isoDay(today + seed.endsInDays * DAY_MS),
    })),
  );
}

/** GET `/api/loyalty/get-property-offer?propertyCode`: the offers of the property inside their window (public). */
function propertyOffers(context: RouteContext): void {
  const code = (context.url.searchParams.get('propertyCode') ?? '').trim().toUpperCase();
  if (!code) return sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send propertyCode.');
  if (!findPropertySeed(code)) return sendError(context.res, 404, 'E52', `No property ${code}.`);
  const language = requestLanguage(context);
  const today = context.runtime.now().getTime();
  context.res.setHeader('Cache-Control', `max-age=${PROPERTY_OFFER_MAX_AGE}`);
  sendContent(context.res, {
    offers: PROPERTY_OFFER_SEEDS.filter(
      (seed) => (seed.propertyCodes.length === 0 || seed.propertyCodes.includes(code)) && within(seed.startsInDays, seed.endsInDays),
    ).map((seed) => ({
      offerCode: seed.offerCode,
      title: pickText(seed.title, language),
      description: pickText(seed.description, language),
      validFrom: isoDay(today + seed.startsInDays * DAY_MS),
      validTo: isoDay(today + seed.endsInDays * DAY_MS),
      url: `/${language}${seed.url}`,
    })),
  });
}

export function registerPropertyDetailsRoutes(router: Router): void {
  router
    .add('GET', '/apis/:product/properties/reservation/p_lang/eq/:lang/p_propertyCodes/eq/:codes.json', propertyForReservation)
    .add('GET', '/apis/:product/announcement.json', announcements)
    .add('GET', '/api/loyalty/get-property-offer', propertyOffers);
}
