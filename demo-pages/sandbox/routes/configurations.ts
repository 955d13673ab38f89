/** Service-host configuration calls under /api/configurations (content spec §7). */
import { sendContent } from '../envelope.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { findCountrySeed } from '../seed/index.ts';
import type { CountrySeed } from '../seed/index.ts';

/** Sandbox switch standing in for geo-IP: the visitor's country as an ISO code, e.g. `CN`. */
export const CLIENT_COUNTRY_COOKIE = 'stay-sandbox-country';

const DEFAULT_CLIENT_COUNTRY = 'SG';

export interface ClientCountry {
  readonly clientRegion: string;
  readonly clientCity: string;
  readonly currency: string;
}

function visitorCountry(context: RouteContext): CountrySeed {
  const fromCookie = findCountrySeed(context.cookies.get(CLIENT_COUNTRY_COOKIE) ?? '');
  const fallback = findCountrySeed(DEFAULT_CLIENT_COUNTRY);
  if (fromCookie) return fromCookie;
  if (!fallback) throw new Error(`The seed lacks the default client country ${DEFAULT_CLIENT_COUNTRY}`);
  return fallback;
}

function clientCountry(context: RouteContext): void {
  const country = visitorCountry(context);
  const content: ClientCountry = {
    clientRegion: country.code,
    clientCity: country.mainCity.en,
    currency: country.currencyCode,
  };
  sendContent(context.res, content);
}

export function registerConfigurationRoutes(router: Router): void {
  router.add('GET', '/api/configurations/client-country', clientCountry);
}
