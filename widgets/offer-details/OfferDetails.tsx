import { useEffect } from 'react';
import type { Offer, OfferSource } from '../../shared/api/offer-service';
import { pushDataLayer } from '../../shared/analytics/data-layer';
import { trackLinkClick } from '../../shared/analytics/link-click';
import { offerSearchQuery } from '../../shared/domain/offers/offer-booking-link';
import type { Language } from '../../shared/domain/languages';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import { useServerRead } from '../../shared/store/use-server-read';
import { Skeleton } from '../../shared/ui/Skeleton';
import { OfferDates } from '../../shared/ui/offers/OfferDates';
import { offersRead, shownOffers } from '../../shared/ui/offers/offer-reads';
import { usePageAddress } from '../../shared/ui/use-page-address';
import { ParticipatingProperties, propertiesRead, type ListKey } from '../../shared/ui/participating-properties/ParticipatingProperties';
import english from './messages/en.json';
import { offerOfPage } from './offer-of-page';

const translate = defineMessages({ en: english, translations: translationsOf('widgets/offer-details') });

export interface OfferDetailsProps {
  /** The region's accessible name; empty: the translated default. */
  label: string;
  /** The list the offer is in when the page address does not say (`?source=`). */
  source: OfferSource;
  /** The property listing the "Book this offer" search opens. */
  listingPath: string;
  /** The list page offered when the offer cannot be shown. */
  listPath: string;
  nodes: readonly Node[];
}

/**
 * Where the offer's properties come from (content spec §7): the codes it names (`by-codes`), a
 * voucher's programme (`voucher/bookable-properties`), else the entity's participating properties.
 * The key is the one `<stay-participating-properties>` builds, in its order, so both share one read.
 */
function propertiesKey(offer: Offer, language: string): ListKey {
  const none = { offer: '', programmeCode: '', propertyCodes: '' };
  if (offer.propertyCodes.length > 0) return { source: 'codes', ...none, propertyCodes: offer.propertyCodes.join(','), language };
  if (offer.programmeCode) {
    const narrowing = { category: offer.category, publishedDate: offer.startDate };
    return { source: 'voucher', ...none, programmeCode: offer.programmeCode, ...narrowing, language };
  }
  return { source: 'offer', ...none, offer: offer.path, language };
}

function BookThisOffer({
  language,
  offer,
  listingPath,
  listKey,
}: {
  language: Language;
  offer: Offer;
  listingPath: string;
  listKey: ListKey;
}) {
  const { state } = useServerRead(propertiesRead, listKey);
  if (state.state !== 'hasData' || state.data.length === 0) return null;
  const query = offerSearchQuery({ offerPath: offer.path, promoCode: offer.promoCode, places: state.data });
  if (!query) return <p className="stay-offer-details__note">{translate(language, 'chooseProperty')}</p>;
  const href = `${listingPath}?${query.toString()}`;
  const text = translate(language, 'book');
  return (
    <p>
      <a className="stay-offer-details__book" href={href} onClick={() => trackLinkClick('offer-details', text, href)}>
        {text}
      </a>
    </p>
  );
}

function ShownOffer({ language, offer, listingPath }: { language: Language; offer: Offer; listingPath: string }) {
  const listKey = propertiesKey(offer, language);
  // Booking spec §2 "offer details" is a page type of the analytics: one event per offer shown.
  useEffect(() => {
    pushDataLayer({ event: 'pageType', pageType: 'offer-details', offerId: offer.id, offerPath: offer.path });
  }, [offer.id, offer.path]);
  const propertiesLabel = translate(language, 'properties');
  return (
    <>
      {offer.image && <img className="stay-offer-details__image" src={offer.image} alt={offer.imageAlt} width={600} height={400} />}
      <h1 className="stay-offer-details__title">{offer.title}</h1>
      <p className="stay-offer-details__dates">
        <OfferDates language={language} offer={offer} range={(dates) => translate(language, 'range', dates)} />
      </p>
      {offer.summary && <p className="stay-offer-details__summary">{offer.summary}</p>}
      {offer.details && <p>{offer.details}</p>}
      <BookThisOffer language={language} offer={offer} listingPath={listingPath} listKey={listKey} />
      <h2 className="stay-offer-details__properties-heading">{propertiesLabel}</h2>
      <ParticipatingProperties label={propertiesLabel} nodes={[]} {...listKey} />
    </>
  );
}

/**
 * `<stay-offer-details>` (issue 19 item 3; booking spec §2 page type "offer details"): the offer
 * named by the page address (`?offer={path or id}`), its properties and a "Book this offer"
 * search limited to them (`showAsrParticipatingOnly`).
 */
export function OfferDetails({ label, source, listingPath, listPath, nodes }: OfferDetailsProps) {
  const { language } = useWidgetEnvironment();
  const page = offerOfPage(usePageAddress().search, source);
  const { state } = useServerRead(offersRead, { source: page.source, language, tag: 'stay-offer-details' });
  const offer =
    state.state === 'hasData' ? shownOffers(state.data).find((entry) => entry.path === page.offer || entry.id === page.offer) : undefined;
  return (
    <section
      className="stay-offer-details"
      aria-label={label || translate(language, 'label')}
      aria-busy={state.state === 'loading' || undefined}
    >
      <AuthoredNodes nodes={nodes} />
      {state.state === 'loading' && <Skeleton label={translate(language, 'loading')} className="stay-offer-details__loading" />}
      {state.state === 'hasData' && !offer && (
        <p className="stay-offer-details__missing">
          {translate(language, 'notFound')} <a href={listPath}>{translate(language, 'backToList')}</a>
        </p>
      )}
      {offer && <ShownOffer language={language} offer={offer} listingPath={listingPath} />}
    </section>
  );
}
