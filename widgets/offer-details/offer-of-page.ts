import type { OfferSource } from '../../shared/api/offer-service';

const SOURCES: readonly OfferSource[] = ['offers', 'vouchers', 'events'];

/**
 * The offer a details page shows (issue 19 item 3: "the offer by its path or id from the URL"):
 * `?offer=` (an entity path such as `offers/japan-autumn`, or an id), in the list `?source=` names,
 * else the element's own source. An unknown source in the address is ignored.
 */
export function offerOfPage(search: string, fallback: OfferSource): { offer: string; source: OfferSource } {
  const params = new URLSearchParams(search);
  const asked = params.get('source') as OfferSource | null;
  const offer = (params.get('offer') ?? params.get('id') ?? '').trim().replace(/^\/+|\/+$/g, '');
  return { offer, source: asked && SOURCES.includes(asked) ? asked : fallback };
}
