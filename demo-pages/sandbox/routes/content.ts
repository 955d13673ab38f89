/** Content-service reads under /apis/{product}/ (content spec §7): public, no subscription key. */
import { sendContent } from '../envelope.ts';
import { requestLanguage } from '../request-language.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { CANCEL_POLICY_CODES, PROPERTY_SEEDS, bookingConfiguration, findPropertySeed } from '../seed/index.ts';
import type { PropertySeed } from '../seed/index.ts';
import { toPropertyDetail } from '../views/property-detail.ts';
import { toListingEntry } from '../views/property-listing.ts';
import { toSuggestions } from '../views/suggestions.ts';

function bookingConfig(context: RouteContext): void {
  sendContent(context.res, bookingConfiguration());
}

/** The cancel-policy codes that flag a rate's CancelPenalty policy (booking spec §5; contract item 1). */
function cancelPolicyCodes(context: RouteContext): void {
  sendContent(context.res, [...CANCEL_POLICY_CODES]);
}

/** Every property, coming-soon and not bookable ones included: clients filter (booking spec §2). */
function propertyListing(context: RouteContext): void {
  const language = requestLanguage(context);
  const today = context.runtime.now();
  sendContent(
    context.res,
    PROPERTY_SEEDS.map((property) => toListingEntry(property, language, today)),
  );
}

function propertySuggestions(context: RouteContext): void {
  sendContent(context.res, toSuggestions(PROPERTY_SEEDS, requestLanguage(context)));
}

/** `{codes}` is one code or several separated by commas; unknown codes are left out, as the content service does. */
function propertiesByCode(context: RouteContext): void {
  const language = requestLanguage(context);
  const today = context.runtime.now();
  const codes = new Set((context.params.codes ?? '').split(',').map((code) => code.trim().toUpperCase()));
  const properties = [...codes].flatMap((code): PropertySeed[] => {
    const property = findPropertySeed(code);
    return property ? [property] : [];
  });
  sendContent(
    context.res,
    properties.map((property) => toPropertyDetail(property, language, today)),
  );
}

export function registerContentRoutes(router: Router): void {
  router
    .add('GET', '/apis/:product/masterdata/booking/config.json', bookingConfig)
    .add('GET', '/apis/:product/masterdata/cancel-policy-code.json', cancelPolicyCodes)
    .add('GET', '/apis/:product/residences/property-listing/p_lang/eq/:lang.json', propertyListing)
    .add('GET', '/apis/:product/residences/suggest/properties/p_lang/eq/:lang.json', propertySuggestions)
    .add('GET', '/apis/:product/properties/p_lang/eq/:lang/p_propertyCodes/eq/:codes.json', propertiesByCode);
}
