import { useEffect, useRef, useState } from 'react';
import { isSearchDeepLink, toDeepLink } from '../../shared/domain/booking/deep-link-query';
import { RATE_FILTER_PARAMETERS, withoutRateFilters } from '../../shared/domain/booking/rate-filters';
import type { SearchCriteria } from '../../shared/domain/booking/search-criteria';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { rememberPreviousSearchPage } from '../../shared/store/booking-session-entries';
import { exchangeRatesLoadable } from '../../shared/store/currency-atoms';
import { isModifying } from '../../shared/store/modify-flag';
import { storedSearchQueryAtom } from '../../shared/store/search-atoms';
import { usePageValue } from '../../shared/store/use-page-value';
import { useServerRead } from '../../shared/store/use-server-read';
import { usePageAddress } from '../../shared/ui/use-page-address';
import { pushBookingStep } from './rate-analytics';
import { RatesList } from './RatesList';
import { ratesRead } from './rates-read';
import { translate } from './texts';
import { UnavailableStay } from './UnavailableStay';

export interface RateSelectorProps {
  /** The region's accessible name; empty: the translated default. */
  label: string;
  /** The cart page ("Go to your cart"); '' means `/{language}/booking/cart/`. */
  cartUrl: string;
}

const SKELETON_APARTMENTS = 3;

function Message({ label, text, busy = false }: { label: string; text: string; busy?: boolean }) {
  return (
    <section className="stay-rate-selector" aria-label={label} aria-busy={busy || undefined}>
      <p className="stay-rate-selector__message" role="status">
        {text}
      </p>
    </section>
  );
}

/** `<stay-rate-selector>`: the apartments and rates of the visitor's search of one property (booking spec §2 "Select apartment and rates"). */
export function RateSelector(props: RateSelectorProps) {
  const { language, authorMode } = useWidgetEnvironment();
  const { search } = usePageAddress();
  const storedSearch = usePageValue(storedSearchQueryAtom);
  const label = props.label || translate(language, 'label');
  // Without a link or a stored search there is nothing to load: the message shows at once.
  if (!isSearchDeepLink(new URLSearchParams(search)) && !storedSearch) {
    return <Message label={label} text={translate(language, authorMode ? 'authorNoSearch' : 'noSearch')} />;
  }
  return <PropertyRatesView {...props} label={label} pageQuery={search} storedQuery={storedSearch} />;
}

/** The query of a new search with other dates: the link written again (dates in ISO), the page's filters kept. */
function queryWithDates(pageQuery: string, criteria: SearchCriteria, startDate: string, endDate: string): string {
  const params = toDeepLink({ ...criteria, startDate, endDate, dateType: 3 });
  const current = new URLSearchParams(pageQuery);
  for (const name of RATE_FILTER_PARAMETERS) {
    const value = current.get(name);
    if (value !== null) params.set(name, value);
  }
  return params.toString();
}

function PropertyRatesView({ label, cartUrl, pageQuery, storedQuery }: RateSelectorProps & { pageQuery: string; storedQuery: string }) {
  const { language } = useWidgetEnvironment();
  // The exchange rates load beside the rates, so the display prices rarely wait on their skeleton.
  usePageValue(exchangeRatesLoadable);
  // Other dates picked on an unavailable stay search again without a page load (the address follows).
  const [query, setQuery] = useState(pageQuery);
  useEffect(() => setQuery(pageQuery), [pageQuery]);
  const { state, reload } = useServerRead(ratesRead, { language, pageQuery: withoutRateFilters(query), storedQuery });
  const loaded = state.state === 'hasData' && state.data.kind === 'loaded' ? state.data.rates : undefined;
  const stepPushed = useRef(false);
  useEffect(() => {
    if (!loaded || stepPushed.current) return;
    stepPushed.current = true;
    pushBookingStep(loaded);
    rememberPreviousSearchPage();
  }, [loaded]);

  if (state.state === 'loading') return <RatesSkeleton label={label} />;
  if (state.state === 'hasError') {
    return (
      <section className="stay-rate-selector" aria-label={label}>
        <div className="stay-rate-selector__message stay-rate-selector__message--error" role="alert">
          <p>{translate(language, 'failure')}</p>
          <button type="button" className="stay-rate-selector__retry" onClick={reload}>
            {translate(language, 'retry')}
          </button>
        </div>
      </section>
    );
  }
  const outcome = state.data;
  if (outcome.kind !== 'loaded') {
    const key = ({ none: 'noSearch', invalid: 'invalidSearch', noProperty: 'noProperty', unknownProperty: 'unknownProperty' } as const)[
      outcome.kind
    ];
    return <Message label={label} text={translate(language, key)} />;
  }
  const rates = outcome.rates;
  const pickDates = (startDate: string, endDate: string) => {
    const next = queryWithDates(query, rates.criteria, startDate, endDate);
    history.replaceState(history.state, '', `${location.pathname}?${next}${location.hash}`);
    setQuery(next);
  };
  return (
    <section className="stay-rate-selector" aria-label={label}>
      {/* Issue 18 modify flow: the banner is an element of its own, its chunk loaded only while modifying (DESIGN §7). */}
      {isModifying() && <stay-modify-banner />}
      {rates.packages.available ? (
        <RatesList rates={rates} cartUrl={cartUrl || `/${language}/booking/cart/`} />
      ) : (
        <UnavailableStay rates={rates} onPickDates={pickDates} />
      )}
    </section>
  );
}

/** Placeholders of the apartment cards' size, hidden from assistive technology; the status line says what is loading. */
function RatesSkeleton({ label }: { label: string }) {
  const { language } = useWidgetEnvironment();
  return (
    <section className="stay-rate-selector" aria-label={label} aria-busy="true">
      <p className="stay-rate-selector__message" role="status">
        {translate(language, 'loading')}
      </p>
      <ul className="stay-rate-selector__apartments" aria-hidden="true">
        {Array.from({ length: SKELETON_APARTMENTS }, (_, index) => (
          <li key={index} className="stay-rate-selector__apartment stay-rate-selector__apartment--skeleton">
            <span className="stay-rate-selector__media stay-skeleton" />
            <span className="stay-rate-selector__body stay-skeleton" />
          </li>
        ))}
      </ul>
    </section>
  );
}
