import type { HoldPayment, PaymentLine } from '../../../shared/api/checkout-service';
import type { CartItem } from '../../../shared/domain/booking/cart-item';
import type { CartTotals } from '../../../shared/domain/booking/cart-totals';
import { itemTotals } from '../../../shared/domain/booking/cart-totals';
import type { Language } from '../../../shared/domain/languages';
import { sumLines } from '../../../shared/domain/money';
import { Button } from '../../../shared/ui/Button';
import { textWithDates } from '../../../shared/ui/shown-date';
import { money, translate } from './summary-messages';

/** One apartment's guest as the summary shows it (the guest-details entry's values, as typed). */
export interface ShownGuest {
  salutation: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneCountryCode: string;
  phone: string;
  arrivalTime: string;
  requests: string;
}

export interface StaySummaryProps {
  language: Language;
  items: readonly CartItem[];
  totals: CartTotals;
  /** Per `shoppingCartItemId`; an apartment without details says so. */
  guests: Readonly<Record<string, ShownGuest>>;
  /** What is paid now and what is due at the property (issue 28); undefined: the total alone. */
  payment: HoldPayment | undefined;
  onChangeDetails: () => void;
}

/** `[data-amount]` names the pay-now and due figures for styles and tests (README "Styling"). */
type AmountName = 'pay-now' | 'due-at-property';

function Line({ label, amount, className, name }: { label: string; amount: string; className?: string; name?: AmountName }) {
  return (
    <div className={`stay-checkout-summary__line${className ? ` ${className}` : ''}`}>
      <dt>{label}</dt>
      <dd data-amount={name}>{amount}</dd>
    </div>
  );
}

/** An apartment's part of the plan: only what it has (a prepaid one has nothing due, a guaranteed one nothing now). */
function PaymentLines({ language, line, currencyCode }: { language: Language; line: PaymentLine; currencyCode: string }) {
  return (
    <>
      {line.payNow > 0 && <Line label={translate(language, 'payNow')} amount={money(language, line.payNow, currencyCode)} name="pay-now" />}
      {line.dueAtProperty > 0 && (
        <Line
          label={translate(language, 'dueAtProperty')}
          amount={money(language, line.dueAtProperty, currencyCode)}
          name="due-at-property"
        />
      )}
    </>
  );
}

/**
 * The booking's pay-now and due figures (issue 28 item 2; booking spec §3 "Payment types"), and,
 * when nothing is charged now, why: the card guarantees the booking, or (no card asked for at all)
 * nothing is charged; a card is never mentioned when none is required.
 */
function PaymentTotals({ language, payment }: { language: Language; payment: HoldPayment }) {
  const { currencyCode } = payment;
  return (
    <>
      <dl className="stay-checkout-summary__totals stay-checkout-summary__pay-split">
        <Line
          className="stay-checkout-summary__line--pay-now"
          label={translate(language, 'payNow')}
          amount={money(language, payment.payNow, currencyCode)}
          name="pay-now"
        />
        <Line
          label={translate(language, 'dueAtProperty')}
          amount={money(language, payment.dueAtProperty, currencyCode)}
          name="due-at-property"
        />
      </dl>
      {payment.payNow === 0 && (
        <p className="stay-checkout-summary__charge-note">
          {translate(language, payment.cardRequired ? 'guaranteeOnly' : 'nothingChargedNow')}
        </p>
      )}
    </>
  );
}

function GuestLines({ language, guest }: { language: Language; guest: ShownGuest | undefined }) {
  if (!guest) return <p className="stay-checkout-summary__missing">{translate(language, 'noGuestDetails')}</p>;
  const phone = [guest.phoneCountryCode, guest.phone].filter(Boolean).join(' ');
  return (
    <div className="stay-checkout-summary__guest">
      <h5 className="stay-checkout-summary__guest-title">{translate(language, 'guestHeading')}</h5>
      <p>
        {translate(language, 'guestName', { salutation: guest.salutation, firstName: guest.firstName, lastName: guest.lastName }).trim()}
      </p>
      {guest.email && <p>{translate(language, 'guestEmail', { email: guest.email })}</p>}
      {phone && <p dir="auto">{translate(language, 'guestPhone', { phone })}</p>}
      {guest.arrivalTime && <p>{translate(language, 'arrivalTime', { time: guest.arrivalTime })}</p>}
      {guest.requests && <p>{translate(language, 'requests', { requests: guest.requests })}</p>}
    </div>
  );
}

function Apartment({
  language,
  item,
  currencyCode,
  guest,
  paymentLine,
}: {
  language: Language;
  item: CartItem;
  currencyCode: string;
  guest: ShownGuest | undefined;
  paymentLine: PaymentLine | undefined;
}) {
  const guests = item.apartmentGuest;
  return (
    <li className="stay-checkout-summary__apartment">
      <h4 className="stay-checkout-summary__apartment-title">
        {translate(language, 'apartmentName', { number: item.apartmentNumber, name: item.roomRate.roomTypeName })}
      </h4>
      <p>
        {textWithDates(language, (dates) => translate(language, 'dates', dates), {
          from: item.startDate.slice(0, 10),
          to: item.endDate.slice(0, 10),
        })}
      </p>
      <p>{translate(language, 'guests', { adults: guests.actualNumberOfAdult, children: guests.actualNumberOfChildren })}</p>
      <p>{item.roomRate.ratePlanName}</p>
      <dl className="stay-checkout-summary__lines">
        <Line label={translate(language, 'stayBeforeTax')} amount={money(language, item.price, currencyCode)} />
        <Line label={translate(language, 'tax')} amount={money(language, item.tax, currencyCode)} />
        {item.addons.map((addon) => (
          <Line
            key={addon.serviceInventoryCode}
            label={translate(language, 'addonLine', { title: addon.title || addon.category })}
            amount={money(language, sumLines([addon.priceWithoutTax, addon.tax], currencyCode), currencyCode)}
          />
        ))}
        <Line
          className="stay-checkout-summary__line--total"
          label={translate(language, 'apartmentTotal')}
          amount={money(language, itemTotals(item, currencyCode).total, currencyCode)}
        />
        {paymentLine && <PaymentLines language={language} line={paymentLine} currencyCode={currencyCode} />}
      </dl>
      <GuestLines language={language} guest={guest} />
    </li>
  );
}

/** The stay as it will be booked (issue 16 item 1): apartments, dates, guests, rates, add-ons, totals, what is paid now and due (issue 28), and who stays. */
export function StaySummary({ language, items, totals, guests, payment, onChangeDetails }: StaySummaryProps) {
  const { currencyCode } = totals;
  const paymentLines = new Map(payment?.lines.map((line) => [line.shoppingCartItemId, line]));
  return (
    <section className="stay-checkout-summary__stay" aria-labelledby="stay-checkout-summary-stay">
      <h3 id="stay-checkout-summary-stay">{translate(language, 'stayHeading')}</h3>
      <ul className="stay-checkout-summary__apartments">
        {items.map((item) => (
          <Apartment
            key={item.shoppingCartItemId}
            language={language}
            item={item}
            currencyCode={currencyCode}
            guest={guests[item.shoppingCartItemId]}
            paymentLine={paymentLines.get(item.shoppingCartItemId)}
          />
        ))}
      </ul>
      <dl className="stay-checkout-summary__totals">
        <Line label={translate(language, 'totalBeforeTax')} amount={money(language, totals.totalBeforeTax, currencyCode)} />
        <Line label={translate(language, 'totalTax')} amount={money(language, totals.totalTax, currencyCode)} />
        <Line
          className="stay-checkout-summary__line--grand-total"
          label={translate(language, 'total')}
          amount={money(language, totals.total, currencyCode)}
        />
      </dl>
      {payment && <PaymentTotals language={language} payment={payment} />}
      <Button className="stay-checkout-summary__change" onClick={onChangeDetails}>
        {translate(language, 'changeDetails')}
      </Button>
    </section>
  );
}
