import { trackLinkClick } from '../../shared/analytics/link-click';
import { chooseMapProvider, mapLinkFor, mapProviderFor, type MapKeys } from '../../shared/domain/content/map-provider';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { clientRegionRead } from '../../shared/store/region-atoms';
import { useServerRead } from '../../shared/store/use-server-read';
import { MapView } from '../../shared/ui/map/MapView';
import type { ShownProperty } from './property-list-read';
import { COMPONENT, translate } from './property-list-texts';

/**
 * The property map (content spec §7 "property-map", §6 map by region): Baidu in the China region,
 * Google elsewhere. A drawn map only where that provider's key is configured; always a list of
 * links that open each property on the region's map (no script, no key), so the map view works
 * without a key and with a keyboard. While the region is unknown nothing shows yet.
 */
export function PropertyMap({ properties, mapKeys }: { properties: readonly ShownProperty[]; mapKeys: MapKeys }) {
  const { language } = useWidgetEnvironment();
  const region = useServerRead(clientRegionRead, undefined).state;
  if (region.state === 'loading') return <p className="stay-property-list__loading" aria-busy="true" />;
  const clientRegion = region.state === 'hasData' ? region.data.clientRegion : undefined;
  const provider = mapProviderFor(clientRegion);
  const drawn = chooseMapProvider(clientRegion, mapKeys);
  const located = properties.flatMap((property) => (property.location ? [{ ...property, location: property.location }] : []));
  return (
    <>
      {drawn && located.length > 0 ? (
        <MapView
          provider={drawn.provider}
          mapKey={drawn.key}
          points={located.map((property) => ({ ...property.location, title: property.propertyName }))}
          label={translate(language, 'mapLabel')}
          failure={translate(language, 'mapFailure')}
          classPrefix="stay-property-list"
        />
      ) : null}
      <ul className="stay-property-list__map-links" data-map-provider={provider}>
        {located.map((property) => {
          const href = mapLinkFor(provider, property.location.lat, property.location.lng, property.propertyName);
          const text = translate(language, 'onTheMap', { name: property.propertyName });
          return (
            <li key={property.propertyCode}>
              <a href={href} rel="noopener" onClick={() => trackLinkClick(COMPONENT, text, href)}>
                {text}
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
