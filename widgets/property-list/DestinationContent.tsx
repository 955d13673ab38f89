import type { ReactElement, ReactNode } from 'react';
import {
  fetchAwards,
  fetchDestination,
  fetchPropertyCounts,
  type CountryCount,
  type PropertyAward,
} from '../../shared/api/destination-content-service';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { defineServerRead } from '../../shared/store/server-read';
import { useServerRead } from '../../shared/store/use-server-read';
import { PropertyLink, type LinkedProps } from './PropertyCards';
import { orEmpty, TAG } from './property-list-read';
import { headingTag, translate } from './property-list-texts';

/**
 * The destination content that is not a property list (content spec §7 "Other content"): the
 * awards listing, property counts and a destination's introduction. A chunk of its own, loaded
 * only by the elements that show one (the content widget budget, DESIGN.md §7).
 */
const awardsRead = defineServerRead({
  read: ({ language }: { language: string }, { client }) => orEmpty(fetchAwards(client, language)),
});

const countsRead = defineServerRead({
  read: ({ language }: { language: string }, { client }) => orEmpty(fetchPropertyCounts(client, language)),
});

/** A failed introduction is left out (null), like a missing one. */
const destinationRead = defineServerRead({
  read: async ({ type, ref, language }: { type: 'city' | 'country'; ref: string; language: string }, { client }) => {
    const result = await fetchDestination(client, type, ref, language);
    if (!result.ok) console.warn(`[stay-widgets] ${TAG}: ${result.error.message}`);
    return { ok: true as const, data: result.ok ? result.data : null };
  },
});

export interface DestinationContentProps {
  kind: 'awards' | 'counts' | 'intro';
  /** With `intro`: a city's English name or a country code. */
  reference: string;
  destinationType: 'city' | 'country';
  level: number;
  hrefOf: LinkedProps['hrefOf'];
  /** Shown while loading and when there is nothing (the widget's own states). */
  loading: ReactElement;
  empty: ReactElement;
  /** With `intro`: the list the introduction stands above. */
  children?: ReactNode;
}

export function DestinationContent(props: DestinationContentProps) {
  if (props.kind === 'intro') return <DestinationIntro {...props} />;
  return props.kind === 'awards' ? <Awards {...props} /> : <Counts {...props} />;
}

function Awards({ level, hrefOf, loading, empty }: DestinationContentProps) {
  const { language } = useWidgetEnvironment();
  const { state } = useServerRead(awardsRead, { language });
  if (state.state !== 'hasData') return loading;
  return state.data.length === 0 ? empty : <AwardCards awards={state.data} level={level} hrefOf={hrefOf} />;
}

function Counts({ loading, empty }: DestinationContentProps) {
  const { language } = useWidgetEnvironment();
  const { state } = useServerRead(countsRead, { language });
  if (state.state !== 'hasData') return loading;
  return state.data.length === 0 ? empty : <CountList countries={state.data} />;
}

/**
 * "Destination city and country" (content spec §7): left out when missing or failed. The list below
 * it (`children`) shows only once the introduction's read has settled: arriving after the cards,
 * the introduction would push them down in view (layout shift under 0.01, DESIGN.md §7). The list
 * is mounted meanwhile, hidden, so its own read runs beside the introduction's.
 */
function DestinationIntro({ destinationType, reference, level, loading, children }: DestinationContentProps) {
  const { language } = useWidgetEnvironment();
  const { state } = useServerRead(destinationRead, { type: destinationType, ref: reference, language });
  const settled = state.state !== 'loading';
  const Heading = headingTag(level);
  const destination = state.state === 'hasData' ? state.data : null;
  return (
    <>
      {destination ? (
        <div className="stay-property-list__intro">
          {destination.image ? <img className="stay-property-list__intro-image" src={destination.image} alt="" /> : null}
          <Heading>{destination.name}</Heading>
          {destination.description ? <p>{destination.description}</p> : null}
        </div>
      ) : null}
      {settled ? null : loading}
      <div className="stay-property-list__after-intro" hidden={!settled}>
        {children}
      </div>
    </>
  );
}

function AwardCards({ awards, level, hrefOf }: LinkedProps & { awards: readonly PropertyAward[] }) {
  const Heading = headingTag(level);
  return (
    <ul className="stay-property-list__cards">
      {awards.map((award) => (
        <li key={`${award.propertyCode} ${award.title}`} className="stay-property-list__card" data-property-code={award.propertyCode}>
          <Heading className="stay-property-list__name">{award.title}</Heading>
          <p className="stay-property-list__award">{[award.issuer, award.year].filter(Boolean).join(', ')}</p>
          <p className="stay-property-list__place">
            <PropertyLink code={award.propertyCode} name={award.propertyName} hrefOf={hrefOf} />
          </p>
        </li>
      ))}
    </ul>
  );
}

function CountList({ countries }: { countries: readonly CountryCount[] }) {
  const { language } = useWidgetEnvironment();
  return (
    <ul className="stay-property-list__counts">
      {countries.map((country) => (
        <li key={country.countryCode} data-country-code={country.countryCode}>
          <span className="stay-property-list__country">
            {translate(language, 'count', { name: country.countryName, count: country.count })}
          </span>
          {country.cities.length > 0 ? (
            <ul>
              {country.cities.map((city) => (
                <li key={city.cityName}>{translate(language, 'count', { name: city.cityName, count: city.count })}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
