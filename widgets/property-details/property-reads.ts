import { fetchPropertyByCode } from '../../shared/api/content-service';
import {
  fetchAnnouncements,
  fetchPropertyBaseRate,
  fetchPropertyOffers,
  parsePropertyDetails,
} from '../../shared/api/property-details-service';
import { getEstimatedPoint } from '../../shared/api/redemption-service';
import type { Language } from '../../shared/domain/languages';
import { defineServerRead } from '../../shared/store/server-read';
import { loginTokenAtom } from '../../shared/store/session-atoms';

/** The property by code (content spec §7), with every field the page shows; `undefined` for an unknown code. */
export const propertyDetailsRead = defineServerRead({
  read: async ({ language, code }: { language: Language; code: string }, { client }) => {
    const result = await fetchPropertyByCode(client, language, code);
    if (!result.ok) return result;
    if (!result.data) return { ok: true as const, data: undefined };
    const details = parsePropertyDetails(result.data.raw);
    return details
      ? { ok: true as const, data: details }
      : { ok: false as const, error: { kind: 'invalid-response' as const, message: 'The property failed validation' } };
  },
});

/** `announcement.json`: read once per page; the page filters by property. */
export const announcementsRead = defineServerRead({ read: (_page: void, { client }) => fetchAnnouncements(client) });

export const offersRead = defineServerRead({ read: ({ code }: { code: string }, { client }) => fetchPropertyOffers(client, code) });

/** The reservation variant's base rate (content spec §7, stored in session). */
export const baseRateRead = defineServerRead({
  read: ({ language, code }: { language: Language; code: string }, { client }) => fetchPropertyBaseRate(client, language, code),
});

/** `get-estimated-point` (member, loyalty §7): what a typical stay at the base rate earns; per login. */
export const estimatedPointRead = defineServerRead({
  read: (query: { hotelCode: string; ratePlanCode: string; amount: number; currencyCode: string }, { client }) =>
    getEstimatedPoint(client, query),
  login: loginTokenAtom,
});
