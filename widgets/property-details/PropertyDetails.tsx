import { useEffect } from 'react';
import type { PropertyDetails as Property } from '../../shared/api/property-details-service';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { mapProviderFor } from '../../shared/domain/content/map-provider';
import { announcementsFor, TYPICAL_STAY_NIGHTS, typicalStayAmount } from '../../shared/domain/property/announcements';
import { bookingPanelHref } from '../../shared/domain/property/booking-panel';
import { clientRegionRead } from '../../shared/store/region-atoms';
import { storedSearchQueryAtom } from '../../shared/store/search-atoms';
import { signedInAtom } from '../../shared/store/session-atoms';
import { usePageValue } from '../../shared/store/use-page-value';
import { useServerRead } from '../../shared/store/use-server-read';
import { Button } from '../../shared/ui/Button';
import { Skeleton } from '../../shared/ui/Skeleton';
import { ReviewsList } from '../../shared/ui/guest-reviews/ReviewsList';
import { announcementsRead, baseRateRead, estimatedPointRead, offersRead, propertyDetailsRead } from './property-reads';
import { Announcements, Contact, Facilities, Gallery, headingTag, Offers, translate } from './PropertySections';

export interface PropertyDetailsProps {
  /** The property's code, upper case; '' when the attribute is missing or invalid. */
  propertyCode: string;
  /** The select-apartment-and-rates page; '' for the language's default. */
  ratesPath: string;
  /** Level of the property name's heading (1 to 5); sections are one level below. */
  headingLevel: number;
  /** Content-service product, for the reviews' gateway path. */
  product: string;
}

/** `<stay-property-details>`: typed props in, UI out; no attribute parsing, no storage access (DESIGN.md §2). */
export function PropertyDetails(props: PropertyDetailsProps) {
  const { language } = useWidgetEnvironment();
  return (
    <section className="stay-property-details" aria-label={translate(language, 'label')}>
      {props.propertyCode ? <Details {...props} /> : <p className="stay-property-details__empty">{translate(language, 'notFound')}</p>}
    </section>
  );
}

function Details({ propertyCode, ratesPath, headingLevel, product }: PropertyDetailsProps) {
  const { language } = useWidgetEnvironment();
  const { state, reload } = useServerRead(propertyDetailsRead, { language, code: propertyCode });
  if (state.state === 'loading') return <Skeleton label={translate(language, 'loading')} className="stay-property-details__loading" />;
  if (state.state === 'hasError') {
    return (
      <div className="stay-property-details__failure" role="alert">
        <p>{translate(language, 'failed')}</p>
        <Button className="stay-property-details__retry" onClick={reload}>
          {translate(language, 'retry')}
        </Button>
      </div>
    );
  }
  if (!state.data) return <p className="stay-property-details__empty">{translate(language, 'notFound')}</p>;
  const property = state.data;
  const Name = `h${Math.min(5, Math.max(1, headingLevel))}` as 'h1';
  const level = Math.min(6, Math.max(1, headingLevel) + 1);
  return (
    <>
      <Name className="stay-property-details__name">{property.name}</Name>
      <Gallery property={property} level={level} />
      {property.description && <p className="stay-property-details__description">{property.description}</p>}
      <PropertyAnnouncements property={property} level={level} />
      <BookingPanel property={property} ratesPath={ratesPath || `/${language}/booking/select-apartment-and-rates/`} level={level} />
      <PropertyOffers code={property.code} level={level} />
      <Facilities property={property} level={level} />
      <PropertyContact property={property} level={level} />
      {property.showReviews && property.reviewProductId && (
        <div className="stay-property-details__reviews">
          <ReviewsList product={product} productIds={[property.reviewProductId]} variant="reviews" headingLevel={level} />
        </div>
      )}
    </>
  );
}

/** Site announcements for this property and the property's own; a failed `announcement.json` leaves the property's own (spec §8). */
function PropertyAnnouncements({ property, level }: { property: Property; level: number }) {
  const { tag } = useWidgetEnvironment();
  const site = useServerRead(announcementsRead, undefined).state;
  useEffect(() => {
    if (site.state === 'hasError')
      console.warn(`[stay-widgets] <${tag}>: announcement.json failed; only the property's own announcements show.`);
  }, [site.state, tag]);
  if (site.state === 'loading') return null;
  const messages = announcementsFor(property.code, site.state === 'hasData' ? site.data : [], property.announcements);
  return <Announcements messages={messages} level={level} />;
}

/** Offers of the property (get-property-offer, 1 hour); a failure leaves the section out. */
function PropertyOffers({ code, level }: { code: string; level: number }) {
  const offers = useServerRead(offersRead, { code }).state;
  return offers.state === 'hasData' ? <Offers offers={offers.data} level={level} /> : null;
}

function PropertyContact({ property, level }: { property: Property; level: number }) {
  // Content spec §6: Baidu in China, Google elsewhere; while the region is unknown no map link yet.
  const region = useServerRead(clientRegionRead, undefined).state;
  const provider =
    region.state === 'loading' ? undefined : mapProviderFor(region.state === 'hasData' ? region.data.clientRegion : undefined);
  return <Contact property={property} level={level} mapProvider={provider} />;
}

/** The rate selector of this property with the current search (issue 19 item 1), and a member's points on a typical stay. */
function BookingPanel({ property, ratesPath, level }: { property: Property; ratesPath: string; level: number }) {
  const { language } = useWidgetEnvironment();
  const storedSearch = usePageValue(storedSearchQueryAtom);
  const Heading = headingTag(level);
  return (
    <div className="stay-property-details__booking">
      <Heading>{translate(language, 'book')}</Heading>
      {property.isBookable ? (
        <p>
          <a className="stay-property-details__book" href={bookingPanelHref(ratesPath, storedSearch, property.code)}>
            {translate(language, 'checkRates')}
          </a>
        </p>
      ) : (
        <p>{translate(language, 'notBookable', { phone: property.phone })}</p>
      )}
      {property.isBookable && <MemberPoints property={property} />}
    </div>
  );
}

function MemberPoints({ property }: { property: Property }) {
  const signedIn = usePageValue(signedInAtom);
  return signedIn ? <PointsEstimate property={property} /> : null;
}

function PointsEstimate({ property }: { property: Property }) {
  const { language } = useWidgetEnvironment();
  const baseRate = useServerRead(baseRateRead, { language, code: property.code }).state;
  if (baseRate.state !== 'hasData' || !baseRate.data) return null;
  const { ratePlanCode, amountPerNight, currencyCode } = baseRate.data;
  return (
    <Estimate
      query={{ hotelCode: property.code, ratePlanCode, amount: typicalStayAmount(amountPerNight, property.minLengthOfStay), currencyCode }}
      nights={Math.max(TYPICAL_STAY_NIGHTS, property.minLengthOfStay ?? 1)}
    />
  );
}

function Estimate({
  query,
  nights,
}: {
  query: { hotelCode: string; ratePlanCode: string; amount: number; currencyCode: string };
  nights: number;
}) {
  const { language } = useWidgetEnvironment();
  const estimate = useServerRead(estimatedPointRead, query).state;
  if (estimate.state !== 'hasData' || estimate.data.points <= 0) return null;
  return (
    <p className="stay-property-details__points">
      {translate(language, 'points', { points: estimate.data.points.toLocaleString(language), nights: String(nights) })}
    </p>
  );
}
