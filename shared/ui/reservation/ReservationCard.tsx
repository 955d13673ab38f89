import { fractionDigitsOf } from '../../domain/currency';
import { nightsBetween } from '../../domain/iso-date';
import { cancellationTerms, type Reservation, type ReservationAddon, type ReservationGuest } from '../../domain/booking/reservation';
import type { Language } from '../../domain/languages';
import { sumLines } from '../../domain/money';
import { formatCurrency, formatList, formatNumber } from '../../i18n/format';
import { textWithDates } from '../shown-date';
import { translate } from './reservation-messages';

export const money = (language: Language, amount: number, currency: string) =>
  formatCurrency(language, amount, currency, fractionDigitsOf(currency));

/** Booking spec §5 CancelPenalty codes in words (`cancellationTerms`, shared/domain/booking/reservation.ts). */
export function CancellationPolicy({ language, reservation }: { language: Language; reservation: Reservation }) {
  const terms = cancellationTerms(reservation);
  switch (terms.kind) {
    case 'non-refundable':
      return <>{translate(language, 'cancelNonRefundable')}</>;
    case 'free-until':
      return (
        <>
          {textWithDates(language, (dates) => translate(language, 'cancelFreeUntil', { ...dates, hours: terms.hours }), {
            deadline: terms.deadline,
          })}
        </>
      );
    case 'notice':
      return <>{translate(language, 'cancelNotice', { days: terms.days })}</>;
    case 'first-night':
      return <>{translate(language, 'cancelFirstNight')}</>;
    default:
      return <>{translate(language, 'cancelUnknown')}</>;
  }
}

function addonName(language: Language, addon: ReservationAddon): string {
  return addon.title || translate(language, 'addonType', { type: addon.AddonType });
}

/**
 * An add-on line (booking spec §3 "Reservation" add-ons; issue 16 item 2): its name, its priced
 * units when the service says them, the line with its tax (each already rounded once by the
 * service, summed in minor units) and the tax in it. A free line shows its name and units only.
 */
function addonLine(language: Language, addon: ReservationAddon, currencyCode: string): string {
  const line = translate(language, 'addonLine', { name: addonName(language, addon), quantity: addon.quantity });
  if (addon.priceWithoutTax + addon.tax <= 0) return line;
  const amount = money(language, sumLines([addon.priceWithoutTax, addon.tax], currencyCode), currencyCode);
  const withAmount = translate(language, 'addonAmount', { line, amount });
  return addon.tax > 0 ? `${withAmount} ${translate(language, 'addonTax', { tax: money(language, addon.tax, currencyCode) })}` : withAmount;
}

/** "2 adults, 2 children (ages 4 and 7)": the counts as booked, the ages in the page language's list form. */
function guestCounts(language: Language, guest: ReservationGuest): string {
  const counts = translate(language, 'guests', { adults: guest.numberOfAdult ?? 0, children: guest.numberOfChildren ?? 0 });
  if (guest.childAges.length === 0) return counts;
  const ages = formatList(
    language,
    guest.childAges.map((age) => formatNumber(language, age)),
  );
  return `${counts} ${translate(language, 'childAges', { count: guest.childAges.length, ages })}`;
}

function guestName({ guest }: Reservation): string {
  return [guest.salutation, guest.firstName, guest.lastName].filter(Boolean).join(' ');
}

const NAME_MARK = '\uE000';

/**
 * The apartment's name in a `<bdi>`: a Latin name inside an Arabic sentence would otherwise take
 * the number's colon with it ("Studio Executive :1 الشقة"). The text stays the same for every reader.
 */
function withIsolatedName(sentence: string, name: string) {
  const [before = '', after = ''] = sentence.split(NAME_MARK);
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after}
    </>
  );
}

export interface ReservationCardProps {
  language: Language;
  reservation: Reservation;
  /** 1..n in the booking. */
  number: number;
}

/** One apartment's reservation (booking spec §3 "Reservation"): its number, stay, guest, rate, add-ons, amounts and cancellation policy. */
export function ReservationCard({ language, reservation, number }: ReservationCardProps) {
  const { currencyCode, guest } = reservation;
  const nights = nightsBetween(reservation.startDate, reservation.endDate);
  return (
    <li className="stay-reservation-confirmation__reservation">
      <h3 className="stay-reservation-confirmation__apartment">
        {withIsolatedName(translate(language, 'apartment', { number, name: NAME_MARK }), reservation.roomTypeName)}
      </h3>
      <p className="stay-reservation-confirmation__number">
        {translate(language, 'confirmationNumber', { confirmNo: reservation.confirmNo })}
      </p>
      {reservation.status === 'Cancelled' && (
        <p className="stay-reservation-confirmation__cancelled">{translate(language, 'statusCancelled')}</p>
      )}
      <dl className="stay-reservation-confirmation__facts">
        <div>
          <dt>{translate(language, 'property')}</dt>
          <dd>{reservation.propertyName || reservation.hotelCode}</dd>
        </div>
        <div>
          <dt>{translate(language, 'stay')}</dt>
          <dd>
            {textWithDates(language, (dates) => translate(language, 'dates', dates), {
              from: reservation.startDate,
              to: reservation.endDate,
            })}
            {nights > 0 && ` (${translate(language, 'nights', { count: nights })})`}
          </dd>
        </div>
        <div>
          <dt>{translate(language, 'guest')}</dt>
          <dd>
            {guestName(reservation)}
            {guest.numberOfAdult !== undefined && `${guestName(reservation) ? ', ' : ''}${guestCounts(language, guest)}`}
          </dd>
        </div>
        <div>
          <dt>{translate(language, 'rate')}</dt>
          <dd>{reservation.ratePlanName}</dd>
        </div>
        {reservation.addons.length > 0 && (
          <div>
            <dt>{translate(language, 'addons')}</dt>
            <dd>
              <ul className="stay-reservation-confirmation__addons">
                {reservation.addons.map((addon) => (
                  <li key={addon.AddonCode}>{addonLine(language, addon, currencyCode)}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        <div>
          <dt>{translate(language, 'cancellation')}</dt>
          <dd>
            <CancellationPolicy language={language} reservation={reservation} />
          </dd>
        </div>
      </dl>
      <dl className="stay-reservation-confirmation__amounts">
        <div>
          <dt>{translate(language, 'total')}</dt>
          <dd>{money(language, reservation.totals.total, currencyCode)}</dd>
        </div>
        <div>
          <dt>{translate(language, 'paid')}</dt>
          <dd data-amount="paid">{money(language, reservation.paid, currencyCode)}</dd>
        </div>
        <div>
          <dt>{translate(language, 'due')}</dt>
          <dd data-amount="due">{money(language, reservation.due, currencyCode)}</dd>
        </div>
      </dl>
    </li>
  );
}
