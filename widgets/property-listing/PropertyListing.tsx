import { useAtomValue } from 'jotai/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { pushDataLayer } from '../../shared/analytics/data-layer';
import { trackLinkClick } from '../../shared/analytics/link-click';
import { fetchPropertyPlaces, fetchPropertyRates, rateSearchRequest, type PropertyPlace } from '../../shared/api/booking-service';
import { fetchChildAgeLimit } from '../../shared/api/child-age-limit-service';
import { fetchClientRegion, fetchPropertyListing, type PropertyListingEntry } from '../../shared/api/content-service';
import { getApiClient } from '../../shared/api/page-client';
import { childAgeLimitLookup } from '../../shared/domain/destination-limits';
import { isSearchDeepLink } from '../../shared/domain/deep-link';
import { isUnknownDestination } from '../../shared/domain/destination-match';
import type { SearchCriteria } from '../../shared/domain/search-criteria';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { formatNumber } from '../../shared/i18n/format';
import { textWithDates } from '../../shared/ui/shown-date';
import { defineIcuMessages } from '../../shared/i18n/intl';
import { translationsOf } from '../../shared/i18n/catalogue';
import type { Language } from '../../shared/i18n/languages';
import { exchangeRatesLoadable } from '../../shared/store/currency-atoms';
import { storedSearchQueryAtom } from '../../shared/store/search-atoms';
import { loadPageSearch } from '../../shared/ui/page-search/page-search';
import { Skeleton } from '../../shared/ui/Skeleton';
import { useDisplayPrice } from '../../shared/ui/use-display-price';
import { usePageAddress } from '../../shared/ui/use-page-address';
import {
  chooseMapProvider,
  comingSoonProperties,
  openProperties,
  selectRatesHref,
  type MapProvider,
  type OpenProperty,
} from './listing-rules';
import english from './messages/en.json';
import { usePageValue } from '../../shared/store/use-page-value';

const translate = defineIcuMessages({ en: english, translations: translationsOf('widgets/property-listing') });

export interface PropertyListingProps {
  /** Content spec §6: a map is offered only when the provider of the visitor's region has a key. */
  googleMapKey: string;
  baiduMapKey: string;
  /** The select-rates page; '' means `/{language}/booking/select-apartment-and-rates/`. */
  selectRatesPath: string;
}

const COMPONENT = 'property-listing';
/** Booking spec §2 analytics step of this page. */
export const BOOKING_STEP = 'booking-property-listing';
const SKELETON_CARDS = 3;

interface Listing {
  criteria: SearchCriteria;
  open: OpenProperty[];
  comingSoon: PropertyListingEntry[];
  places: Map<string, PropertyPlace>;
}

/**
 * `invalid`: the page's link cannot be searched (booking spec §5: no destination, too many
 * children); its configured message is in the page's dialog, which then goes home. `unknown`: no
 * property of the operator lies within the searched destination.
 */
type LoadState =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'unknown'; destination: string }
  | { kind: 'loaded'; listing: Listing };

/** A rate search for a property code the service does not know (booking spec §8 E52): no rates, not a failure. */
const UNKNOWN_PROPERTY = 'E52';

async function loadListing(criteria: SearchCriteria, language: Language): Promise<LoadState> {
  const client = getApiClient();
  const [entries, rates] = await Promise.all([fetchPropertyListing(client, language), searchRates(criteria, language)]);
  const found = rates.ok ? rates.data : !rates.ok && rates.error.code === UNKNOWN_PROPERTY ? [] : undefined;
  if (!entries.ok || !found) return { kind: 'failed' };
  if (isUnknownDestination(entries.data, criteria, found.length)) return { kind: 'unknown', destination: criteria.destination ?? criteria.hotelCode ?? '' };
  const open = openProperties(entries.data, criteria, found);
  const comingSoon = comingSoonProperties(entries.data, criteria);
  // Distances are a nicety: without them the list still shows.
  const places = await fetchPropertyPlaces(client, language, open.map((property) => property.entry.propertyCode));
  return { kind: 'loaded', listing: { criteria, open, comingSoon, places: new Map(places.ok ? places.data.map((place) => [place.propertyCode, place]) : []) } };
}

/** The page's search by the rules every page follows (shared/ui/page-search), then its properties. */
async function loadSearchListing(language: Language, pageQuery: string, storedQuery: string | undefined): Promise<LoadState> {
  const { source } = await loadPageSearch(getApiClient(), language, pageQuery, storedQuery);
  if (source.kind === 'none') return { kind: 'none' };
  if (source.parse.redirectHome) return { kind: 'invalid' };
  return loadListing(source.parse.criteria, language);
}

/**
 * Lowest rates for the search. Children at or above the destination's child-age limit search as
 * adults (booking spec §3); the limit defaults to the configured one when it cannot be looked up.
 * Rates come in each property's currency; useDisplayPrice shows them in the display currency.
 */
async function searchRates(criteria: SearchCriteria, language: Language) {
  const client = getApiClient();
  const lookup = childAgeLimitLookup(criteria);
  const limit = lookup ? await fetchChildAgeLimit(client, language, lookup) : undefined;
  const request = { ...rateSearchRequest(criteria, limit?.ok ? limit.data : undefined), currencyCode: undefined };
  return fetchPropertyRates(client, request);
}

/** `<stay-property-listing>`: open and coming-soon properties of the visitor's search (booking spec §2). */
export function PropertyListing({ googleMapKey, baiduMapKey, selectRatesPath }: PropertyListingProps) {
  const { language } = useWidgetEnvironment();
  const { search } = usePageAddress();
  const storedSearch = useAtomValue(storedSearchQueryAtom);
  // The exchange rates load beside the search, not once its prices mount: they rarely wait on their skeleton.
  usePageValue(exchangeRatesLoadable);
  // Without a link or a stored search there is nothing to load: the message shows at once.
  const hasSearch = isSearchDeepLink(new URLSearchParams(search)) || !!storedSearch;
  const [state, setState] = useState<LoadState>(hasSearch ? { kind: 'loading' } : { kind: 'none' });
  const [attempt, setAttempt] = useState(0);
  const stepPushed = useRef(false);
  const headingId = useId();

  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    void loadSearchListing(language, search, storedSearch).then((loaded) => {
      if (!current) return;
      setState(loaded);
      if (loaded.kind !== 'loaded' || stepPushed.current) return;
      stepPushed.current = true;
      const { listing } = loaded;
      const { criteria } = listing;
      pushDataLayer({
        event: BOOKING_STEP,
        bookingStep: BOOKING_STEP,
        destination: criteria.destination ?? criteria.hotelCode ?? '',
        destinationType: criteria.type,
        startDate: criteria.startDate,
        endDate: criteria.endDate,
        rooms: criteria.rooms.length,
        openProperties: listing.open.length,
        comingSoonProperties: listing.comingSoon.length,
      });
    });
    return () => {
      current = false;
    };
  }, [search, storedSearch, language, attempt]);

  const mapChoice = useMapChoice(googleMapKey, baiduMapKey);
  const [view, setView] = useState<'list' | 'map'>('list');
  const pagePath = selectRatesPath || `/${language}/booking/select-apartment-and-rates/`;

  if (state.kind === 'none' || state.kind === 'invalid' || state.kind === 'unknown') {
    const message =
      state.kind === 'unknown'
        ? translate(language, 'unknownDestination', { destination: state.destination })
        : translate(language, state.kind === 'none' ? 'noSearch' : 'invalidSearch');
    return (
      <section className="stay-property-listing" aria-label={translate(language, 'label')}>
        <p className="stay-property-listing__message" role="status">
          {message}
        </p>
      </section>
    );
  }

  if (state.kind === 'loading') {
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

  if (state.kind === 'failed') {
    return (
      <section className="stay-property-listing" aria-label={translate(language, 'label')}>
        <div className="stay-property-listing__message stay-property-listing__message--error" role="alert">
          <p>{translate(language, 'failure')}</p>
          <button type="button" className="stay-property-listing__retry" onClick={() => setAttempt((count) => count + 1)}>
            {translate(language, 'retry')}
          </button>
        </div>
      </section>
    );
  }

  const { listing } = state;
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
          {textWithDates(language, (shown) => translate(language, 'dates', shown), { from: listing.criteria.startDate, to: listing.criteria.endDate })}
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
      {empty ? <p className="stay-property-listing__message">{translate(language, 'empty')}</p> : null}
      {showMap ? <MapView provider={mapChoice.provider} mapKey={mapChoice.key} points={points} /> : null}
      {listing.open.length > 0 ? (
        <ul className="stay-property-listing__list">
          {listing.open.map((property) => (
            <OpenCard
              key={property.entry.propertyCode}
              property={property}
              distance={listing.places.get(property.entry.propertyCode)?.distanceFromCity}
              href={selectRatesHref(pagePath, listing.criteria, property.entry.propertyCode)}
            />
          ))}
        </ul>
      ) : null}
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

function OpenCard({ property, distance, href }: { property: OpenProperty; distance: number | undefined; href: string }) {
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
          <p className="stay-property-listing__distance">{translate(language, 'distance', { distance: formatNumber(language, distance, { maximumFractionDigits: 1 }) })}</p>
        ) : null}
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
          <p className="stay-property-listing__opening">{textWithDates(language, (shown) => translate(language, 'opening', shown), { date: entry.opening })}</p>
        ) : null}
      </div>
    </li>
  );
}

/** The map provider for the visitor's region, looked up only when a key is configured at all. */
function useMapChoice(googleMapKey: string, baiduMapKey: string): { provider: MapProvider; key: string } | undefined {
  const [region, setRegion] = useState<string | undefined | null>(null);
  const configured = googleMapKey.trim() !== '' || baiduMapKey.trim() !== '';
  useEffect(() => {
    if (!configured) return;
    let current = true;
    void fetchClientRegion(getApiClient()).then((result) => {
      if (current) setRegion(result.ok ? result.data.clientRegion : undefined);
    });
    return () => {
      current = false;
    };
  }, [configured]);
  if (!configured || region === null) return undefined;
  return chooseMapProvider(region, { google: googleMapKey, baidu: baiduMapKey });
}

function MapView({ provider, mapKey, points }: { provider: MapProvider; mapKey: string; points: { lat: number; lng: number; title: string }[] }) {
  const { language } = useWidgetEnvironment();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const draw = useCallback(async () => {
    if (!container.current) return;
    const { drawMap } = await import('./map-loader');
    await drawMap(container.current, provider, mapKey, points);
  }, [provider, mapKey, points]);
  useEffect(() => {
    draw().catch(() => setFailed(true));
  }, [draw]);
  return failed ? (
    <p className="stay-property-listing__message" role="status">
      {translate(language, 'mapFailure')}
    </p>
  ) : (
    <div ref={container} className="stay-property-listing__map" role="region" aria-label={translate(language, 'mapLabel')} data-provider={provider} />
  );
}
