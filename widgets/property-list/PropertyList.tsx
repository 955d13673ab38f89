import { lazy, Suspense } from 'react';
import { pointOf } from '../../shared/domain/property/point';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { useServerRead } from '../../shared/store/use-server-read';
import { PropertyCards } from './PropertyCards';
import { translate } from './property-list-texts';
import { propertiesRead, type PropertyListSource } from './property-list-read';

/* The map view and the other destination content load on demand: most pages show cards only (content widget budget, DESIGN.md §7). */
const PropertyMap = lazy(() => import('./PropertyMap').then((module) => ({ default: module.PropertyMap })));
const DestinationContent = lazy(() => import('./DestinationContent').then((module) => ({ default: module.DestinationContent })));

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
  const { label, source, value, intro, headingLevel, detailsPath, nodes } = props;
  const { language } = useWidgetEnvironment();
  const hrefOf = useDetailsHref(detailsPath);
  const destinationType = source === 'country' ? 'country' : 'city';
  const content = { reference: value, destinationType, level: headingLevel, hrefOf, loading: <Loading />, empty: <Empty /> } as const;
  return (
    <section className="stay-property-list" aria-label={label || translate(language, 'label')}>
      <AuthoredNodes nodes={nodes} />
      <Suspense fallback={<Loading />}>
        {source === 'awards' || source === 'counts' ? (
          <DestinationContent kind={source} {...content} level={headingLevel + 1} />
        ) : intro && (source === 'city' || source === 'country') && value ? (
          <DestinationContent kind="intro" {...content}>
            <Properties {...props} />
          </DestinationContent>
        ) : (
          <Properties {...props} />
        )}
      </Suspense>
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
