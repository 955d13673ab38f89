import { atom } from 'jotai/vanilla';
import { useEffect, useId, useRef, useState } from 'react';
import { pushDataLayer } from '../../shared/analytics/data-layer';
import { trackLinkClick } from '../../shared/analytics/link-click';
import type { ClientRegion, PropertyListingEntry } from '../../shared/api/content-service';
import { isSearchDeepLink } from '../../shared/domain/booking/deep-link-query';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { formatNumber } from '../../shared/i18n/format';
import { textWithDates } from '../../shared/ui/shown-date';
import { defineIcuMessages } from '../../shared/i18n/intl';
import { translationsOf } from '../../shared/i18n/catalogue';
import { rememberPreviousSearchPage } from '../../shared/store/booking-session-entries';
import { exchangeRatesLoadable } from '../../shared/store/currency-atoms';
import { clientRegionRead } from '../../shared/store/region-atoms';
import { storedSearchQueryAtom } from '../../shared/store/search-atoms';
import type { ReadState } from '../../shared/store/server-read';
import { useServerRead } from '../../shared/store/use-server-read';
import { MapView } from '../../shared/ui/map/MapView';
import { Skeleton } from '../../shared/ui/Skeleton';
import { useReviewScores } from '../../shared/ui/guest-reviews/review-score';
import { useDisplayPrice } from '../../shared/ui/use-display-price';
import { usePageAddress } from '../../shared/ui/use-page-address';
import { BookingBannerNote } from './BookingBannerNote';
import { listingRead, type Listing } from './listing-read';
import { chooseMapProvider, selectRatesHref, type MapProvider, type OpenProperty } from './listing-rules';
import english from './messages/en.json';
import { usePageValue } from '../../shared/store/use-page-value';

const translate = defineIcuMessages({ en: english, translations: translationsOf('widgets/property-listing') });

export interface PropertyListingProps {
  /** Content spec §6: a map is offered only when the provider of the visitor's region has a key. */
  googleMapKey: string;
  baiduMapKey: string;
  /** The select-rates page; '' means `/{language}/booking/select-apartment-and-rates/`. */
  selectRatesPath: string;
  /** Content-service product, for the review scores' gateway path (`odx/{product}/v2/guest-review`). */
  product: string;
}

const COMPONENT = 'property-listing';
/** Booking spec §2 analytics step of this page. */
export const BOOKING_STEP = 'booking-property-listing';
const SKELETON_CARDS = 3;

/** Booking spec §2: the step is announced once per page, when its properties first show. */
function pushBookingStep({ criteria, open, comingSoon }: Listing): void {
  pushDataLayer({
    event: BOOKING_STEP,
    bookingStep: BOOKING_STEP,
    destination: criteria.destination ?? criteria.hotelCode ?? '',
    destinationType: criteria.type,
    startDate: criteria.startDate,
    endDate: criteria.endDate,
    rooms: criteria.rooms.length,
    openProperties: open.length,
    comingSoonProperties: comingSoon.length,
  });
}

function ListingMessage({ message }: { message: string }) {
  const { language } = useWidgetEnvironment();
  return (
    <section className="stay-property-listing" aria-label={translate(language, 'label')}>
      <p className="stay-property-listing__message" role="status">
        {message}
      </p>
    </section>
  );
}

/** `<stay-property-listing>`: open and coming-soon properties of the visitor's search (booking spec §2). */
export function PropertyListing(props: PropertyListingProps) {
  const { language } = useWidgetEnvironment();
  const { search } = usePageAddress();
  const storedSearch = usePageValue(storedSearchQueryAtom);
  // Without a link or a stored search there is nothing to load: the message shows at once.
  if (!isSearchDeepLink(new URLSearchParams(search)) && !storedSearch) return <ListingMessage message={translate(language, 'noSearch')} />;
  return <SearchListing {...props} pageQuery={search} storedQuery={storedSearch} />;
}

function SearchListing({
  googleMapKey,
  baiduMapKey,
  selectRatesPath,
  product,
  pageQuery,
  storedQuery,
}: PropertyListingProps & { pageQuery: string; storedQuery: string }) {
  const { language } = useWidgetEnvironment();
  // The exchange rates load beside the search, not once its prices mount: they rarely wait on their skeleton.
  usePageValue(exchangeRatesLoadable);
  const { state, reload } = useServerRead(listingRead, { language, pageQuery, storedQuery });
  const stepPushed = useRef(false);
  const headingId = useId();
  const loaded = state.state === 'hasData' && state.data.kind === 'loaded' ? state.data.listing : undefined;
  useEffect(() => {
    if (!loaded || stepPushed.current) return;
    stepPushed.current = true;
    pushBookingStep(loaded);
    rememberPreviousSearchPage();
  }, [loaded]);

  const mapChoice = useMapChoice(googleMapKey, baiduMapKey);
  const [view, setView] = useState<'list' | 'map'>('list');
  const pagePath = selectRatesPath || `/${language}/booking/select-apartment-and-rates/`;

  if (state.state === 'hasData' && state.data.kind !== 'loaded') {
    const outcome = state.data;
    return (
      <ListingMessage
        message={
          outcome.kind === 'unknown'
            ? translate(language, 'unknownDestination', { destination: outcome.destination })
            : translate(language, outcome.kind === 'none' ? 'noSearch' : 'invalidSearch')
        }
      />
    );
  }

  if (state.state === 'loading') {
    return (
      <section className="stay-property-listing" aria-label={translate(language, 'label')} aria-busy="true">
        <p className="stay-property-listing__heading stay-property-listing__heading--skeleton" role="status">
          {translate(language, 'loading')}
        </p>
        <ul className="stay-property-listing__list" aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index} className="stay-property-listing__card stay-property-listing__card--skeleton">
              <span className="stay-property-listing__image" />
              <span className="stay-property-listing__body" />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  if (!loaded) {
    return (
      <section className="stay-property-listing" aria-label={translate(language, 'label')}>
        <div className="stay-property-listing__message stay-property-listing__message--error" role="alert">
          <p>{translate(language, 'failure')}</p>
          <button type="button" className="stay-property-listing__retry" onClick={reload}>
            {translate(language, 'retry')}
          </button>
        </div>
      </section>
    );
  }

  const listing = loaded;
  const empty = listing.open.length === 0 && listing.comingSoon.length === 0;
  const points = listing.open.flatMap(({ entry }) => {
    const location = listing.places.get(entry.propertyCode)?.location;
    return location ? [{ ...location, title: entry.propertyName }] : [];
  });
  const showMap = view === 'map' && mapChoice !== undefined && points.length > 0;

  return (
    <section className="stay-property-listing" aria-labelledby={headingId}>
      <div className="stay-property-listing__toolbar">
        <h2 id={headingId} className="stay-property-listing__heading">
          {translate(language, 'heading', { count: listing.open.length, destination: listing.criteria.destination ?? 'none' })}
        </h2>
        <p className="stay-property-listing__dates">
          {textWithDates(language, (shown) => translate(language, 'dates', shown), {
            from: listing.criteria.startDate,
            to: listing.criteria.endDate,
          })}
        </p>
        {mapChoice && points.length > 0 ? (
          <div className="stay-property-listing__views" role="group" aria-label={translate(language, 'viewLabel')}>
            {(['list', 'map'] as const).map((option) => (
              <button key={option} type="button" aria-pressed={view === option} onClick={() => setView(option)}>
                {translate(language, option === 'list' ? 'viewList' : 'viewMap')}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {listing.banner ? <BookingBannerNote banner={listing.banner} /> : null}
      {empty ? <p className="stay-property-listing__message">{translate(language, 'empty')}</p> : null}
      {showMap ? (
        <MapView
          provider={mapChoice.provider}
          mapKey={mapChoice.key}
          points={points}
          label={translate(language, 'mapLabel')}
          failure={translate(language, 'mapFailure')}
          classPrefix="stay-property-listing"
        />
      ) : null}
      {listing.open.length > 0 ? <OpenList listing={listing} pagePath={pagePath} product={product} /> : null}
      {listing.comingSoon.length > 0 ? (
        <>
          <h2 className="stay-property-listing__heading">{translate(language, 'comingSoon')}</h2>
          <ul className="stay-property-listing__list">
            {listing.comingSoon.map((entry) => (
              <ComingSoonCard key={entry.propertyCode} entry={entry} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** The open properties' cards; one guest-review read serves all their scores (issue 19 item 2). */
function OpenList({ listing, pagePath, product }: { listing: Listing; pagePath: string; product: string }) {
  const reviewProductOf = (code: string) => listing.places.get(code)?.reviewProductId;
  const scores = useReviewScores(
    product,
    listing.open.flatMap(({ entry }) => reviewProductOf(entry.propertyCode) ?? []),
  );
  return (
    <ul className="stay-property-listing__list">
      {listing.open.map((property) => {
        const code = property.entry.propertyCode;
        const reviewProduct = reviewProductOf(code);
        return (
          <OpenCard
            key={code}
            property={property}
            distance={listing.places.get(code)?.distanceFromCity}
            // A property with reviews keeps a line for its score from the start: the score comes after the list (no layout shift).
            score={reviewProduct ? (scores.get(reviewProduct) ?? '') : undefined}
            href={selectRatesHref(pagePath, listing.criteria, code)}
          />
        );
      })}
    </ul>
  );
}

interface OpenCardProps {
  property: OpenProperty;
  distance: number | undefined;
  /** The guest review score ("Rated 4.5 out of 5 from 12 reviews"); '' while it loads or when none shows; undefined: the property has no reviews. */
  score: string | undefined;
  href: string;
}

function OpenCard({ property, distance, score, href }: OpenCardProps) {
  const { language } = useWidgetEnvironment();
  const { entry, rate } = property;
  const location = [entry.cityName, entry.countryName].filter(Boolean).join(', ');
  return (
    <li className="stay-property-listing__card" data-property-code={entry.propertyCode}>
      <Thumbnail src={entry.thumbnail} />
      <div className="stay-property-listing__body">
        <h3 className="stay-property-listing__name">
          <a
            href={href}
            aria-label={translate(language, 'selectRates', { name: entry.propertyName })}
            onClick={() => trackLinkClick(COMPONENT, entry.propertyName, href)}
          >
            {entry.propertyName}
          </a>
        </h3>
        <p className="stay-property-listing__place">{location}</p>
        {distance !== undefined ? (
          <p className="stay-property-listing__distance">
            {translate(language, 'distance', { distance: formatNumber(language, distance, { maximumFractionDigits: 1 }) })}
          </p>
        ) : null}
        {score !== undefined ? <p className="stay-property-listing__score">{score}</p> : null}
      </div>
      <div className="stay-property-listing__rate">
        {rate?.available && rate.lowestRate !== undefined ? (
          <LowestRate amount={rate.lowestRate} currency={rate.currencyCode} />
        ) : (
          <p className="stay-property-listing__unavailable">{translate(language, 'unavailable')}</p>
        )}
      </div>
    </li>
  );
}

/** Decorative (the name follows); a missing image leaves its placeholder box, so the card keeps its size. */
function Thumbnail({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  return src && !broken ? (
    <img className="stay-property-listing__image" src={src} alt="" loading="lazy" onError={() => setBroken(true)} />
  ) : (
    <span className="stay-property-listing__image" />
  );
}

function LowestRate({ amount, currency }: { amount: number; currency: string }) {
  const { language } = useWidgetEnvironment();
  const price = useDisplayPrice(amount, currency);
  if (price.pending) {
    return (
      <p className="stay-property-listing__price">
        <Skeleton className="stay-property-listing__amount" label={translate(language, 'pricePending')} />
      </p>
    );
  }
  return (
    <p className="stay-property-listing__price" data-currency={price.currency}>
      <span className="stay-property-listing__amount">{translate(language, 'lowestRate', { price: price.text })}</span>{' '}
      <span className="stay-property-listing__per-night">{translate(language, 'perNight')}</span>
    </p>
  );
}

function ComingSoonCard({ entry }: { entry: PropertyListingEntry }) {
  const { language } = useWidgetEnvironment();
  const location = [entry.cityName, entry.countryName].filter(Boolean).join(', ');
  return (
    <li className="stay-property-listing__card stay-property-listing__card--coming-soon" data-property-code={entry.propertyCode}>
      <Thumbnail src={entry.thumbnail} />
      <div className="stay-property-listing__body">
        <h3 className="stay-property-listing__name">{entry.propertyName}</h3>
        <p className="stay-property-listing__place">{location}</p>
        {entry.description ? <p className="stay-property-listing__description">{entry.description}</p> : null}
      </div>
      <div className="stay-property-listing__rate">
        {entry.opening ? (
          <p className="stay-property-listing__opening">
            {textWithDates(language, (shown) => translate(language, 'opening', shown), { date: entry.opening })}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** Where no map key is configured, the region is not looked up at all. */
const NO_REGION_LOOKUP = atom<ReadState<ClientRegion>>({ state: 'loading' });

/** The map provider for the visitor's region, looked up only when a key is configured at all. */
function useMapChoice(googleMapKey: string, baiduMapKey: string): { provider: MapProvider; key: string } | undefined {
  const configured = googleMapKey.trim() !== '' || baiduMapKey.trim() !== '';
  const region = usePageValue(configured ? clientRegionRead.state() : NO_REGION_LOOKUP);
  if (region.state === 'loading') return undefined;
  return chooseMapProvider(region.state === 'hasData' ? region.data.clientRegion : undefined, { google: googleMapKey, baidu: baiduMapKey });
}
