import type { PropertyDetails, PropertyOffer } from '../../shared/api/property-details-service';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { mapLinkFor, type MapProvider } from '../../shared/domain/content/map-provider';
import { emailHref, phoneHref } from '../../shared/domain/property/booking-panel';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import english from './messages/en.json';

export const translate = defineMessages({ en: english, translations: translationsOf('widgets/property-details') });

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
export const headingTag = (level: number): HeadingTag => `h${Math.min(6, Math.max(2, level))}` as HeadingTag;

/** Content spec §3, §9: at most 5 media items (the service layer already cut the list). */
export function Gallery({ property, level }: { property: PropertyDetails; level: number }) {
  const { language } = useWidgetEnvironment();
  if (property.gallery.length === 0) return null;
  const Heading = headingTag(level);
  return (
    <div className="stay-property-details__gallery">
      <Heading className="stay-visually-hidden">{translate(language, 'gallery')}</Heading>
      <ul className="stay-property-details__pictures">
        {property.gallery.map((media, index) => (
          <li key={media.src}>
            {/* The first picture loads at once, with priority: it is the page's largest paint (LCP, DESIGN.md §7). */}
            <img
              src={media.src}
              alt={media.alt}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              width={320}
              height={213}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Announcements({ messages, level }: { messages: string[]; level: number }) {
  const { language } = useWidgetEnvironment();
  if (messages.length === 0) return null;
  const Heading = headingTag(level);
  return (
    <div className="stay-property-details__announcements">
      <Heading>{translate(language, 'announcements')}</Heading>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/** Booking spec §3: "facilities (icon path default empty)": a facility without an icon shows its name only. */
export function Facilities({ property, level }: { property: PropertyDetails; level: number }) {
  const { language } = useWidgetEnvironment();
  if (property.facilities.length === 0) return null;
  const Heading = headingTag(level);
  return (
    <div className="stay-property-details__facilities">
      <Heading>{translate(language, 'facilities')}</Heading>
      <ul>
        {property.facilities.map((facility) => (
          <li key={facility.code}>
            {facility.icon && <img src={facility.icon} alt="" width={24} height={24} />}
            <span>{facility.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Address in the page's and the property's local language, phone and e-mail links, a map by region (content spec §6). */
export function Contact({
  property,
  level,
  mapProvider,
}: {
  property: PropertyDetails;
  level: number;
  mapProvider: MapProvider | undefined;
}) {
  const { language } = useWidgetEnvironment();
  const Heading = headingTag(level);
  const tel = phoneHref(property.phone);
  const mailto = emailHref(property.email);
  const showLocal = property.localAddress !== '' && property.localAddress !== property.address;
  return (
    <div className="stay-property-details__contact">
      <Heading>{translate(language, 'contact')}</Heading>
      <address>
        {property.address && <p>{property.address}</p>}
        {showLocal && (
          <p>
            <span className="stay-visually-hidden">{translate(language, 'localAddress')}: </span>
            <span lang={property.localLanguage || undefined}>{property.localAddress}</span>
          </p>
        )}
        {tel && (
          <p>
            <a href={tel}>{translate(language, 'phone', { phone: property.phone })}</a>
          </p>
        )}
        {mailto && (
          <p>
            <a href={mailto}>{translate(language, 'email', { email: property.email.trim() })}</a>
          </p>
        )}
      </address>
      {property.distanceFromCity !== undefined && <p>{translate(language, 'distance', { distance: String(property.distanceFromCity) })}</p>}
      {property.location && mapProvider && (
        <p>
          <a
            className="stay-property-details__map"
            href={mapLinkFor(mapProvider, property.location.lat, property.location.lng, property.name)}
            target="_blank"
            rel="noopener noreferrer"
            data-map-provider={mapProvider}
          >
            {translate(language, 'mapOpensNewTab')}
          </a>
        </p>
      )}
    </div>
  );
}

export function Offers({ offers, level }: { offers: PropertyOffer[]; level: number }) {
  const { language } = useWidgetEnvironment();
  if (offers.length === 0) return null;
  const Heading = headingTag(level);
  const OfferHeading = headingTag(level + 1);
  return (
    <div className="stay-property-details__offers">
      <Heading>{translate(language, 'offers')}</Heading>
      <ul>
        {offers.map((offer) => (
          <li key={offer.offerCode} className="stay-property-details__offer">
            <OfferHeading>{offer.title}</OfferHeading>
            {offer.description && <p>{offer.description}</p>}
            {offer.validTo && <p>{translate(language, 'validTo', { date: offer.validTo })}</p>}
            {offer.url && (
              <p>
                <a href={offer.url}>{translate(language, 'offerLink', { title: offer.title })}</a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
