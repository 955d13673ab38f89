import { useId } from 'react';
import type { Apartment } from '../../shared/api/rates-service';
import { squareFeet } from '../../shared/domain/booking/apartment-size';
import { fractionDigitsOf } from '../../shared/domain/currency';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { formatCurrency, formatNumber } from '../../shared/i18n/format';
import { PointsEstimate } from '../../shared/ui/points-estimate/PointsEstimate';
import { ratePointsKey } from '../../shared/ui/points-estimate/use-rate-points-estimate';
import { Skeleton } from '../../shared/ui/Skeleton';
import { useDisplayPrice } from '../../shared/ui/use-display-price';
import type { ApartmentOffers, RateOffer } from './rate-offers';
import { translate } from './texts';

/** Issue 15 item 1: the gallery shows at most 5 media items (apartment-rate gives up to 7). */
export const MAX_MEDIA = 5;

interface ApartmentCardProps {
  offers: ApartmentOffers;
  /** The rates' currency (the cart's): totals are shown in it. */
  currency: string;
  onSelect: (offer: RateOffer, apartmentName: string) => void;
  busy: boolean;
  /** Members' points per rate (`ratePointsKey`); empty for guests. */
  points: ReadonlyMap<string, number | undefined>;
}

/** One apartment type (booking spec §3 Apartment) with its rates in the selected package. */
export function ApartmentCard({ offers, currency, onSelect, busy, points }: ApartmentCardProps) {
  const headingId = useId();
  return (
    <li className="stay-rate-selector__apartment" data-room-type={offers.roomTypeCode} aria-labelledby={headingId}>
      {offers.apartment ? <Gallery apartment={offers.apartment} /> : null}
      <div className="stay-rate-selector__body">
        <h3 id={headingId} className="stay-rate-selector__name">
          {offers.name}
        </h3>
        {offers.apartment ? <ApartmentFacts apartment={offers.apartment} /> : null}
        <ul className="stay-rate-selector__rates">
          {offers.offers.map((offer) => (
            <RateOfferRow
              key={offer.rate.ratePlanCode}
              offer={offer}
              currency={currency}
              apartmentName={offers.name}
              onSelect={onSelect}
              busy={busy}
              points={points.get(ratePointsKey(offer.rate))}
            />
          ))}
        </ul>
      </div>
    </li>
  );
}

/** A simple list of at most 5 images, laid out without scrolling (no carousel: a list needs no script and no keyboard of its own). */
function Gallery({ apartment }: { apartment: Apartment }) {
  const { language } = useWidgetEnvironment();
  const media = apartment.imageGalleryItems.slice(0, MAX_MEDIA);
  if (media.length === 0) return null;
  return (
    <ul className="stay-rate-selector__media" aria-label={translate(language, 'photos', { name: apartment.apartmentTypeName })}>
      {media.map((item) => (
        <li key={item.src}>
          <img src={item.src} alt={item.alt} loading="lazy" width="320" height="213" />
        </li>
      ))}
    </ul>
  );
}

function ApartmentFacts({ apartment }: { apartment: Apartment }) {
  const { language } = useWidgetEnvironment();
  const sqft = apartment.apartmentSize === undefined ? undefined : squareFeet(apartment.apartmentSize);
  return (
    <>
      {apartment.description ? <p className="stay-rate-selector__description">{apartment.description}</p> : null}
      <ul className="stay-rate-selector__facts">
        {apartment.apartmentSize !== undefined && sqft !== undefined ? (
          <li>
            {translate(language, 'size', {
              sqm: formatNumber(language, apartment.apartmentSize, { maximumFractionDigits: 2 }),
              sqft: formatNumber(language, sqft, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
            })}
          </li>
        ) : null}
        {apartment.bedType ? <li>{translate(language, 'bedType', { bed: apartment.bedType })}</li> : null}
        {apartment.maxPersonInRoom !== undefined ? <li>{translate(language, 'occupancy', { count: apartment.maxPersonInRoom })}</li> : null}
      </ul>
      {apartment.amenities.length > 0 ? (
        <details className="stay-rate-selector__amenities">
          <summary>{translate(language, 'amenities')}</summary>
          <ul>
            {apartment.amenities.map((amenity) => (
              <li key={amenity.name}>{amenity.name}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

interface RateOfferRowProps {
  offer: RateOffer;
  currency: string;
  apartmentName: string;
  onSelect: (offer: RateOffer, apartmentName: string) => void;
  busy: boolean;
  points: number | undefined;
}

function RateOfferRow({ offer, currency, apartmentName, onSelect, busy, points }: RateOfferRowProps) {
  const { language } = useWidgetEnvironment();
  const { rate } = offer;
  const money = (amount: number) => formatCurrency(language, amount, currency, fractionDigitsOf(currency));
  // Booking spec §5 flags, in words (never an icon alone).
  const flags = [
    offer.isOpg ? translate(language, 'opg') : undefined,
    rate.isNonRefundable ? translate(language, 'nonRefundable') : undefined,
    offer.cancelPenalty ? translate(language, 'cancelPenalty') : undefined,
    rate.breakfast ? translate(language, 'breakfast') : undefined,
    rate.requiresLogin ? translate(language, 'membersOnly') : undefined,
  ].filter((flag): flag is string => flag !== undefined);
  return (
    <li className="stay-rate-selector__rate" data-rate-plan={rate.ratePlanCode}>
      <div className="stay-rate-selector__rate-name">
        <strong>{rate.ratePlanName}</strong>
        {rate.ratePlanDescription ? <p>{rate.ratePlanDescription}</p> : null}
        {flags.length > 0 ? (
          <ul className="stay-rate-selector__flags">
            {flags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </ul>
        ) : null}
        {offer.unitsLeft !== undefined ? (
          <p className="stay-rate-selector__urgency">{translate(language, 'unitsLeft', { count: offer.unitsLeft })}</p>
        ) : null}
        {/* Loyalty spec §4: members only, and only for rates that earn (the points helper's rules). */}
        <PointsEstimate points={points} language={language} className="stay-rate-selector__points" />
      </div>
      <div className="stay-rate-selector__price">
        <NightlyPrice amount={offer.nightlyPrice} currency={currency} />
        {/* Booking spec §5: the base for the same apartments and nights as the total below, in its currency (like with like). */}
        {offer.usualTotal !== undefined ? (
          <p className="stay-rate-selector__was">{translate(language, 'discountedFrom', { price: money(offer.usualTotal) })}</p>
        ) : null}
        <p className="stay-rate-selector__total" data-currency={currency}>
          {translate(language, 'total', { total: money(rate.displayTotalBeforeTax), tax: money(rate.totalTax) })}
        </p>
        <button
          type="button"
          className="stay-rate-selector__select"
          aria-label={translate(language, 'selectLabel', { rate: rate.ratePlanName, apartment: apartmentName })}
          aria-disabled={busy || undefined}
          onClick={() => onSelect(offer, apartmentName)}
        >
          {translate(language, 'select')}
        </button>
      </div>
    </li>
  );
}

/** The nightly price in the page's display currency; a skeleton while the exchange rates load (never the wrong currency first). */
function NightlyPrice({ amount, currency }: { amount: number; currency: string }) {
  const { language } = useWidgetEnvironment();
  const price = useDisplayPrice(amount, currency);
  if (price.pending) {
    return (
      <p className="stay-rate-selector__nightly">
        <Skeleton className="stay-rate-selector__amount" label={translate(language, 'pricePending')} />
      </p>
    );
  }
  return (
    <p className="stay-rate-selector__nightly" data-currency={price.currency}>
      {translate(language, 'perNight', { price: price.text })}
    </p>
  );
}
