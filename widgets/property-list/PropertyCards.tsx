import { useState } from 'react';
import { trackLinkClick } from '../../shared/analytics/link-click';
import { isComingSoon } from '../../shared/domain/property/property-list';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { textWithDates } from '../../shared/ui/shown-date';
import type { ShownProperty } from './property-list-read';
import { COMPONENT, headingTag, translate } from './property-list-texts';

export interface LinkedProps {
  level: number;
  hrefOf: (propertyCode: string) => string;
}

export function PropertyLink({ code, name, hrefOf }: { code: string; name: string; hrefOf: LinkedProps['hrefOf'] }) {
  const href = hrefOf(code);
  return (
    <a href={href} onClick={() => trackLinkClick(COMPONENT, name, href)}>
      {name}
    </a>
  );
}

/**
 * Decorative (the name follows); a missing or broken image leaves its box, so the card keeps its size.
 * The first card's picture loads at once, with priority: at the top of a list it is often the page's
 * largest paint, which a lazy image delays (Lighthouse's LCP, DESIGN.md §7); the others load lazily.
 */
function Thumbnail({ src, first }: { src: string; first: boolean }) {
  const [broken, setBroken] = useState(false);
  return src && !broken ? (
    <img
      className="stay-property-list__image"
      src={src}
      alt=""
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      onError={() => setBroken(true)}
    />
  ) : (
    <span className="stay-property-list__image" />
  );
}

export function PropertyCards({ properties, level, hrefOf }: LinkedProps & { properties: readonly ShownProperty[] }) {
  const { language } = useWidgetEnvironment();
  const Heading = headingTag(level);
  return (
    <ul className="stay-property-list__cards">
      {properties.map((property, index) => (
        <li key={property.propertyCode} className="stay-property-list__card" data-property-code={property.propertyCode}>
          <Thumbnail src={property.thumbnail} first={index === 0} />
          <Heading className="stay-property-list__name">
            <PropertyLink code={property.propertyCode} name={property.propertyName} hrefOf={hrefOf} />
          </Heading>
          <p className="stay-property-list__place">{[property.cityName, property.countryName].filter(Boolean).join(', ')}</p>
          {property.brandName ? <p className="stay-property-list__brand">{property.brandName}</p> : null}
          {isComingSoon(property.status) ? <p className="stay-property-list__badge">{translate(language, 'comingSoon')}</p> : null}
          {isComingSoon(property.status) && property.opening ? (
            <p className="stay-property-list__opening">
              {textWithDates(language, (shown) => translate(language, 'opening', shown), { date: property.opening })}
            </p>
          ) : null}
          {property.distance ? (
            <p className="stay-property-list__distance">{translate(language, 'distance', { ...property.distance })}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
