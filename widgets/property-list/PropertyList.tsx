import { pointOf } from '../../shared/domain/property/distance';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { useServerRead } from '../../shared/store/use-server-read';
import { AwardCards, CountList, PropertyCards } from './PropertyCards';
import { PropertyMap } from './PropertyMap';
import { headingTag, translate } from './property-list-texts';
import { awardsRead, countsRead, destinationRead, propertiesRead, type PropertyListSource } from './property-list-read';

export interface PropertyListProps {
  /** The region's accessible name; empty: the translated default. */
  label: string;
  source: PropertyListSource;
  /** The city, city name, country code or brand code a list is looked up by. */
  value: string;
  view: 'cards' | 'map';
  /** Point of interest `lat,lng` (checked by the schema), '' for none: distances in km and miles, nearest first (content spec §9). */
  poi: string;
  /** An offer's entity path: only its participating properties. */
  offer: string;
  /** The destination's introduction above a city or country list. */
  intro: boolean;
  headingLevel: number;
  /** The property details page; '' means `/{language}/booking/property-details/`. */
  detailsPath: string;
  googleMapKey: string;
  baiduMapKey: string;
  /** The authored content, moved into the widget (never copied). */
  nodes: readonly Node[];
}

/** `<stay-property-list>`: typed props in, UI out; no attribute parsing, no storage access (DESIGN.md §2). */
export function PropertyList(props: PropertyListProps) {
  const { label, source, value, intro, headingLevel, nodes } = props;
  const { language } = useWidgetEnvironment();
  const destinationType = source === 'city' ? 'city' : source === 'country' ? 'country' : undefined;
  return (
    <section className="stay-property-list" aria-label={label || translate(language, 'label')}>
      <AuthoredNodes nodes={nodes} />
      {intro && destinationType && value ? <DestinationIntro type={destinationType} reference={value} level={headingLevel} /> : null}
      {source === 'awards' ? <Awards {...props} /> : source === 'counts' ? <Counts /> : <Properties {...props} />}
    </section>
  );
}

/** Booking spec §2: property details by code, the code in the address (`?hotelCode=`). */
function useDetailsHref(detailsPath: string): (propertyCode: string) => string {
  const { language } = useWidgetEnvironment();
  const page = detailsPath || `/${language}/booking/property-details/`;
  return (propertyCode) => `${page}${page.includes('?') ? '&' : '?'}hotelCode=${encodeURIComponent(propertyCode)}`;
}

function Loading() {
  const { language } = useWidgetEnvironment();
  return (
    <p className="stay-property-list__loading" aria-busy="true">
      <span className="stay-visually-hidden">{translate(language, 'loading')}</span>
    </p>
  );
}

function Empty() {
  const { language } = useWidgetEnvironment();
  return <p className="stay-property-list__empty">{translate(language, 'empty')}</p>;
}

function Properties({ source, value, view, poi, offer, headingLevel, detailsPath, googleMapKey, baiduMapKey }: PropertyListProps) {
  const { language } = useWidgetEnvironment();
  const hrefOf = useDetailsHref(detailsPath);
  const { state } = useServerRead(propertiesRead, { source, value, language, poi: pointOf(poi), offerPath: offer });
  if (state.state !== 'hasData') return <Loading />;
  if (state.data.length === 0) return <Empty />;
  return view === 'map' ? (
    <PropertyMap properties={state.data} mapKeys={{ google: googleMapKey, baidu: baiduMapKey }} />
  ) : (
    <PropertyCards properties={state.data} level={headingLevel + 1} hrefOf={hrefOf} />
  );
}

function Awards({ headingLevel, detailsPath }: PropertyListProps) {
  const { language } = useWidgetEnvironment();
  const hrefOf = useDetailsHref(detailsPath);
  const { state } = useServerRead(awardsRead, { language });
  if (state.state !== 'hasData') return <Loading />;
  return state.data.length === 0 ? <Empty /> : <AwardCards awards={state.data} level={headingLevel + 1} hrefOf={hrefOf} />;
}

function Counts() {
  const { language } = useWidgetEnvironment();
  const { state } = useServerRead(countsRead, { language });
  if (state.state !== 'hasData') return <Loading />;
  return state.data.length === 0 ? <Empty /> : <CountList countries={state.data} />;
}

/** "Destination city and country" (content spec §7): left out while loading, when missing or failed. */
function DestinationIntro({ type, reference, level }: { type: 'city' | 'country'; reference: string; level: number }) {
  const { language } = useWidgetEnvironment();
  const { state } = useServerRead(destinationRead, { type, ref: reference, language });
  if (state.state !== 'hasData' || !state.data) return null;
  const Heading = headingTag(level);
  const { name, description, image } = state.data;
  return (
    <div className="stay-property-list__intro">
      {image ? <img className="stay-property-list__intro-image" src={image} alt="" /> : null}
      <Heading>{name}</Heading>
      {description ? <p>{description}</p> : null}
    </div>
  );
}
