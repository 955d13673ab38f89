import type { Offer } from '../../shared/api/offer-service';
import type { Language } from '../../shared/domain/languages';
import { trackLinkClick } from '../../shared/analytics/link-click';
import { OfferDates } from '../../shared/ui/offers/OfferDates';

export interface OfferCardProps {
  language: Language;
  offer: Offer;
  href: string;
  range: (dates: Record<string, string>) => string;
}

/**
 * One card of an offers, vouchers or events list: image, title linked to the details page,
 * dates, summary. The image is decorative unless the service names it (the title says what the
 * card is); the whole card is one link target, the title, so a screen reader hears it once.
 */
export function OfferCard({ language, offer, href, range }: OfferCardProps) {
  return (
    <article className="stay-offer-list__card">
      {offer.image && (
        <img className="stay-offer-list__card-image" src={offer.image} alt={offer.imageAlt} width={600} height={400} loading="lazy" />
      )}
      <h3 className="stay-offer-list__card-title">
        <a href={href} onClick={() => trackLinkClick('offer-list', offer.title, href)}>
          {offer.title}
        </a>
      </h3>
      <p className="stay-offer-list__card-dates">
        <OfferDates language={language} offer={offer} range={range} />
      </p>
      {offer.summary && <p className="stay-offer-list__card-summary">{offer.summary}</p>}
    </article>
  );
}
