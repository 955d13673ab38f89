import type { Language } from '../../../shared/domain/languages';
import { formatList } from '../../../shared/i18n/format';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { usePropertyNames } from './property-names';
import { translate, type SummaryMessage } from './summary-messages';

/** Booking spec §3 "Payment types" (the domain's `paymentTypeOf` decides which). */
export type ShownPaymentType = 'online-payment-gateway' | 'card-guarantee' | 'card-suppress' | 'optional-card';

/** How one rate at one property is paid. */
export interface ShownPayment {
  key: string;
  /** The property's code: its name in the page language is read here (`usePropertyNames`). */
  hotelCode: string;
  ratePlanName: string;
  paymentType: ShownPaymentType;
  /** Card types of the property's provider (get-card-type); empty when unknown. */
  cardTypes: readonly string[];
  /** Payment by card available at the property (payment-by-reddot); false shows a notice. */
  cardPaymentAvailable: boolean;
}

export interface PaymentInfoProps {
  language: Language;
  payments: readonly ShownPayment[];
}

const typeText: Record<ShownPaymentType, SummaryMessage> = {
  'online-payment-gateway': 'paymentGateway',
  'card-guarantee': 'paymentGuarantee',
  'card-suppress': 'paymentSuppress',
  'optional-card': 'paymentOptional',
};

/**
 * How each rate at each property is paid (provider downtime is said above both checkout steps,
 * `../DowntimeNotice.tsx`), with the property's name (a skeleton while it is
 * read; the code when it cannot be) and card types.
 */
export function PaymentInfo({ language, payments }: PaymentInfoProps) {
  const propertyNames = usePropertyNames(
    language,
    payments.map((payment) => payment.hotelCode),
  );
  return (
    <section className="stay-checkout-summary__payment" aria-labelledby="stay-checkout-summary-payment">
      <h3 id="stay-checkout-summary-payment">{translate(language, 'paymentHeading')}</h3>
      <ul className="stay-checkout-summary__payments">
        {payments.map((payment) => (
          <li key={payment.key}>
            {propertyNames ? (
              <p className="stay-checkout-summary__payment-for">
                {translate(language, 'paymentFor', {
                  property: propertyNames[payment.hotelCode] ?? payment.hotelCode,
                  rate: payment.ratePlanName,
                })}
              </p>
            ) : (
              <p>
                <Skeleton label={translate(language, 'loading')} />
              </p>
            )}
            <p>{translate(language, typeText[payment.paymentType])}</p>
            {payment.cardTypes.length > 0 && <p>{translate(language, 'cardTypes', { cards: formatList(language, payment.cardTypes) })}</p>}
            {!payment.cardPaymentAvailable && payment.paymentType !== 'card-suppress' && (
              <p className="stay-checkout-summary__unavailable">{translate(language, 'paymentUnavailable')}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
